// Numbers where StreamJSON and Foundation's JSONDecoder part ways on purpose, beside the JSON5 special values both read alike.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct NumberDeviationTests {
    static let json5 = DifferentialOptions.json5

    // MARK: JSON5 NaN and Infinity as Decimal

    @Test(arguments: ["NaN", "-NaN", "+NaN"])
    func decodesJSON5NaNAsDecimalNaNLikeFoundation(literal: String) {
        let outcome = expectSameDecoding(Decimal.self, from: literal, options: Self.json5, by: { $0.isNaN && $1.isNaN })
        #expect(outcome.value?.isNaN == true)
        expectSameDecoding(
            [Decimal].self, from: "[1, \(literal)]", options: Self.json5,
            by: {
                $0.count == 2 && $1.count == 2 && $0[0] == $1[0] && $0[1].isNaN && $1[1].isNaN
            })
    }

    /// `Decimal` cannot hold an infinity: Foundation returns NaN, StreamJSON throws.
    @Test(arguments: ["Infinity", "-Infinity", "+Infinity"])
    func rejectsJSON5InfinityAsDecimalUnlikeFoundation(literal: String) {
        #expect(foundationOutcome(Decimal.self, from: literal, options: Self.json5).value?.isNaN == true)
        streamJSONOutcome([Decimal].self, from: "[\(literal)]", options: Self.json5)
            .expectFailure(.dataCorrupted, at: "[0]")
    }

    // MARK: JSON5 hexadecimal beyond UInt64

    /// The JSON5 spec gives a hexadecimal literal its numeric value whatever its length;
    /// Foundation rejects one beyond `UInt64` as "not valid JSON". StreamJSON decodes it as
    /// `Double` and `Float` (correctly rounded) and as `Decimal` (exactly, up to 38 digits).
    @Test func decodesJSON5HexadecimalBeyondUInt64UnlikeFoundation() throws {
        let cases: [(literal: String, double: Double, decimal: String)] = [
            ("0x10000000000000000", 18_446_744_073_709_551_616, "18446744073709551616"),
            ("0xFFFFFFFFFFFFFFFFFF", 4_722_366_482_869_645_213_696, "4722366482869645213695"),
            ("-0x10000000000000001", -18_446_744_073_709_551_616, "-18446744073709551617"),
        ]
        for (literal, double, decimal) in cases {
            foundationOutcome(Double.self, from: literal, options: Self.json5).expectFailure(.dataCorrupted, at: "")
            streamJSONOutcome(Double.self, from: literal, options: Self.json5).expectValue(double)
            streamJSONOutcome(Float.self, from: literal, options: Self.json5).expectValue(Float(double))
            streamJSONOutcome(Decimal.self, from: literal, options: Self.json5)
                .expectValue(try #require(Decimal(string: decimal)))
            streamJSONOutcome([UInt64].self, from: "[\(literal)]", options: Self.json5)
                .expectFailure(.dataCorrupted, at: "[0]")
        }
        expectSameDecoding(Decimal.self, from: "0xFFFFFFFFFFFFFFFF", options: Self.json5)
            .expectValue(Decimal(UInt64.max))
        expectSameDecoding(Double.self, from: "0x8000000000000000", options: Self.json5).expectValue(0x1p63)
    }

    /// Foundation also rejects a hexadecimal literal that `Double` cannot hold exactly
    /// (`0x20000000000001`, `0x7FFFFFFFFFFFFFFF`); StreamJSON rounds it, as it rounds a decimal
    /// literal with too many digits.
    @Test(arguments: [("0x20000000000001", 0x1p53), ("0x7FFFFFFFFFFFFFFF", 0x1p63), ("0xFFFFFFFFFFFFFFFF", 0x1p64)])
    func decodesInexactJSON5HexadecimalAsRoundedDoubleUnlikeFoundation(literal: String, expected: Double) {
        foundationOutcome(Double.self, from: literal, options: Self.json5).expectFailure(.dataCorrupted, at: "")
        streamJSONOutcome(Double.self, from: literal, options: Self.json5).expectValue(expected)
    }

    // MARK: Integral numbers written with a fraction or an exponent

    /// An integral value spelled `….000` or `…e0` near the type's limit: Foundation converts it
    /// through `Double` and then fails ("not valid JSON", empty path); StreamJSON reads the
    /// exact value.
    @Test func decodesIntegralNumbersWithAFractionOrExponentAtTheLimitsUnlikeFoundation() {
        func expectExact<T: FixedWidthInteger & Decodable>(
            _ literal: String, _ expected: T,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            foundationOutcome(T.self, from: literal).expectFailure(
                .dataCorrupted, at: "", sourceLocation: sourceLocation)
            streamJSONOutcome(T.self, from: literal).expectValue(expected, sourceLocation: sourceLocation)
        }
        expectExact("9223372036854775807.000", Int64.max)
        expectExact("9223372036854775807.000", Int.max)
        expectExact("-9223372036854775808e0", Int64.min)
        expectExact("9223372036854775806.0", Int64.max - 1)
        expectExact("922337203685477580.7e1", Int64.max)
        expectExact("18446744073709551615.0", UInt64.max)
        expectExact("1844674407370955161.5e1", UInt64.max)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            expectExact("170141183460469231731687303715884105727.0", Int128.max)
            expectExact("-170141183460469231731687303715884105728.00e0", Int128.min)
            expectExact("340282366920938463463374607431768211455.0", UInt128.max)
        }
        // One past the limit is out of range in both; short forms decode alike.
        streamJSONOutcome([Int64].self, from: "[9223372036854775808.0]").expectFailure(.dataCorrupted, at: "[0]")
        expectSameDecoding(Int.self, from: "1.0").expectValue(1)
        expectSameDecoding(Int.self, from: "1e2").expectValue(100)
        expectSameDecoding(Int64.self, from: "922337203685477580.0").expectValue(922_337_203_685_477_580)
    }
}
