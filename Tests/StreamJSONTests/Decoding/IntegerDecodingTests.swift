// Integers of every width through every container, compared with Foundation's JSONDecoder.
// A number that does not fit is `dataCorrupted` in both decoders; at the top level both report
// the empty path. Inside containers StreamJSON reports the full path where Foundation reports
// the root: that deviation is pinned in DecodingDeviationTests.swift, not here.

import Foundation
import Testing
@testable import StreamJSON

// Every member is marked available from macOS 15 / iOS 18, where Int128 and UInt128 begin
// (Swift Testing does not accept @available on a suite).
@Suite struct IntegerDecodingTests {
    /// Expects both decoders to agree on `T.min`, `T.max` and the integers just outside them.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func expectSameAtExtremes<T: FixedWidthInteger & Decodable>(
        _ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let below = T.min == 0 ? "-1" : "\(Int128(T.min) - 1)"
        let above = "\(UInt128(T.max) + 1)"
        expectSameDecoding(type, from: "\(T.min)", sourceLocation: sourceLocation).expectValue(T.min)
        expectSameDecoding(type, from: "\(T.max)", sourceLocation: sourceLocation).expectValue(T.max)
        expectSameDecoding(type, from: below, sourceLocation: sourceLocation).expectFailure(.dataCorrupted, at: "")
        expectSameDecoding(type, from: above, sourceLocation: sourceLocation).expectFailure(.dataCorrupted, at: "")
        expectSameDecoding(type, from: "0", sourceLocation: sourceLocation).expectValue(0)
        expectSameDecoding(type, from: "-0", sourceLocation: sourceLocation).expectValue(0)
        expectSameDecoding(type, from: "1", sourceLocation: sourceLocation).expectValue(1)
        expectSameDecoding([T].self, from: "[\(T.min), 0, \(T.max)]", sourceLocation: sourceLocation)
            .expectValue([T.min, 0, T.max])
        expectSameDecoding(
            [String: T].self, from: #"{"min": \#(T.min), "max": \#(T.max)}"#,
            sourceLocation: sourceLocation
        )
        .expectValue(["min": T.min, "max": T.max])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesEverySignedWidthAtItsExtremes() {
        expectSameAtExtremes(Int8.self)
        expectSameAtExtremes(Int16.self)
        expectSameAtExtremes(Int32.self)
        expectSameAtExtremes(Int64.self)
        expectSameAtExtremes(Int.self)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesEveryUnsignedWidthAtItsExtremes() {
        expectSameAtExtremes(UInt8.self)
        expectSameAtExtremes(UInt16.self)
        expectSameAtExtremes(UInt32.self)
        expectSameAtExtremes(UInt64.self)
        expectSameAtExtremes(UInt.self)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesInt128AndUInt128AtTheirExtremes() {
        expectSameDecoding(Int128.self, from: "170141183460469231731687303715884105727").expectValue(.max)
        expectSameDecoding(Int128.self, from: "-170141183460469231731687303715884105728").expectValue(.min)
        expectSameDecoding(Int128.self, from: "170141183460469231731687303715884105728")
            .expectFailure(.dataCorrupted, at: "")
        expectSameDecoding(Int128.self, from: "-170141183460469231731687303715884105729")
        expectSameDecoding(UInt128.self, from: "340282366920938463463374607431768211455").expectValue(.max)
        expectSameDecoding(UInt128.self, from: "340282366920938463463374607431768211456")
        expectSameDecoding(UInt128.self, from: "-1")
        expectSameDecoding(UInt128.self, from: "0").expectValue(0)
        expectSameDecoding([Int128].self, from: "[1e3, -170141183460469231731687303715884105728]")
            .expectValue([1000, .min])
        expectSameDecoding([UInt128].self, from: "[18446744073709551616, 1]").expectValue([1 << 64, 1])
    }

    /// Every width through the keyed container's typed `decode` and `decodeIfPresent` overloads.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    struct AllWidths: Decodable, Equatable {
        var i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64, i128: Int128
        var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64, u128: UInt128
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    struct AllOptionalWidths: Decodable, Equatable {
        var i: Int?, i8: Int8?, i16: Int16?, i32: Int32?, i64: Int64?, i128: Int128?
        var u: UInt?, u8: UInt8?, u16: UInt16?, u32: UInt32?, u64: UInt64?, u128: UInt128?
    }

    static let allWidthsDocument = """
        {"i": -1, "i8": -128, "i16": -32768, "i32": -2147483648, "i64": -9223372036854775808,
         "i128": -170141183460469231731687303715884105728,
         "u": 18446744073709551615, "u8": 255, "u16": 65535, "u32": 4294967295,
         "u64": 18446744073709551615, "u128": 340282366920938463463374607431768211455}
        """

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesEveryWidthFromKeyedContainer() {
        expectSameDecoding(AllWidths.self, from: Self.allWidthsDocument)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesEveryWidthThroughDecodeIfPresent() {
        expectSameDecoding(AllOptionalWidths.self, from: Self.allWidthsDocument)
        expectSameDecoding(AllOptionalWidths.self, from: "{}")
        expectSameDecoding(AllOptionalWidths.self, from: #"{"i": null, "u128": null, "i8": 1}"#)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func reportsMissingKeyForEachWidth() {
        expectSameDecoding(AllWidths.self, from: #"{"i": 1}"#).expectFailure(.keyNotFound, at: "")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func reportsNullForEachWidthAsValueNotFound() {
        let document = Self.allWidthsDocument.replacingOccurrences(of: #""u16": 65535"#, with: #""u16": null"#)
        expectSameDecoding(AllWidths.self, from: document).expectFailure(.valueNotFound, at: "u16")
    }

    /// Every width through the unkeyed container's typed `decode` overloads.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    struct AllWidthsInArray: Decodable, Equatable {
        var values: [String]

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            values = [
                "\(try container.decode(Int.self))", "\(try container.decode(Int8.self))",
                "\(try container.decode(Int16.self))", "\(try container.decode(Int32.self))",
                "\(try container.decode(Int64.self))", "\(try container.decode(Int128.self))",
                "\(try container.decode(UInt.self))", "\(try container.decode(UInt8.self))",
                "\(try container.decode(UInt16.self))", "\(try container.decode(UInt32.self))",
                "\(try container.decode(UInt64.self))", "\(try container.decode(UInt128.self))",
            ]
        }
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesEveryWidthFromUnkeyedContainer() {
        expectSameDecoding(AllWidthsInArray.self, from: "[-1, -128, -32768, -2147483648, 1, 2, 3, 255, 65535, 4, 5, 6]")
        expectSameDecoding(AllWidthsInArray.self, from: "[1, 2, 3]").expectFailure(.valueNotFound, at: "[3]")
        expectSameDecoding(AllWidthsInArray.self, from: #"[1, 2, 3, 4, 5, 6, 7, "8"]"#)
            .expectFailure(.typeMismatch, at: "[7]")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test(arguments: [
        "1.0", "1e2", "1E2", "1e+2", "100e-2", "1.0e0", "0.1e1", "0.5e1", "-0.0", "-0", "0e0",
        "1234567890123456789.0", "9007199254740993.0", "9223372036854775807", "-9223372036854775808",
    ])
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func decodesIntegralNumberSpellingsAsInt(json: String) {
        expectSameDecoding(Int.self, from: json)
        expectSameDecoding(Int64.self, from: json)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test(arguments: [
        "1.5", "5e-1", "0.1", "-0.5", "9223372036854775808", "-9223372036854775809", "1e19",
        "12345678901234567890123", "1e400",
    ])
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func rejectsTopLevelNumbersThatAreNotAnInt(json: String) {
        expectSameDecoding(Int.self, from: json).expectFailure(.dataCorrupted, at: "")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesUInt64FromExponentForm() {
        expectSameDecoding(UInt64.self, from: "1e19").expectValue(10_000_000_000_000_000_000)
        expectSameDecoding(UInt64.self, from: "18446744073709551615").expectValue(.max)
        expectSameDecoding(UInt64.self, from: "18446744073709551616").expectFailure(.dataCorrupted, at: "")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test(arguments: [#""1""#, "true", "false", "[]", "{}", "[1]", #"{"a":1}"#])
    func reportsNonNumberAsTypeMismatchForInt(json: String) {
        expectSameDecoding(Int.self, from: json).expectFailure(.typeMismatch, at: "")
        expectSameDecoding(UInt8.self, from: json).expectFailure(.typeMismatch, at: "")
        expectSameDecoding(Int128.self, from: json)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func reportsNullAsValueNotFoundForInt() {
        expectSameDecoding(Int.self, from: "null").expectFailure(.valueNotFound, at: "")
        expectSameDecoding([Int].self, from: "[1,null]").expectFailure(.valueNotFound, at: "[1]")
        expectSameDecoding([String: Int8].self, from: #"{"k": null}"#).expectFailure(.valueNotFound, at: "k")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func decodesOptionalIntegersFromNull() {
        expectSameDecoding(Int?.self, from: "null").expectValue(nil)
        expectSameDecoding([Int?].self, from: "[null,1]").expectValue([nil, 1])
        expectSameDecoding([String: UInt16?].self, from: #"{"a": null, "b": 7}"#).expectValue(["a": nil, "b": 7])
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func reportsTypeMismatchPathInsideNestedContainers() {
        struct C: Decodable, Equatable { var c: Int }
        struct B: Decodable, Equatable { var b: [C] }
        struct A: Decodable, Equatable { var a: B }
        expectSameDecoding(A.self, from: #"{"a":{"b":[{"c":1},{"c":2},{"c":"x"}]}}"#)
            .expectFailure(.typeMismatch, at: "a.b[2].c")
        expectSameDecoding(A.self, from: #"{"a":{"b":[{"c":1},{"c":true}]}}"#)
            .expectFailure(.typeMismatch, at: "a.b[1].c")
        expectSameDecoding(A.self, from: #"{"a":{"b":[{"c":1},{}]}}"#)
            .expectFailure(.keyNotFound, at: "a.b[1]")
    }
}
