import Foundation
import Testing
@testable import StreamJSON

/// `StreamJSONSerialization.data(withJSONObject:)` and `isValidJSONObject` against
/// Foundation's: the same bytes (with `.sortedKeys`; without it the same members, since a
/// dictionary's order is its own), the same accepted types and the same errors.
@Suite struct StreamJSONSerializationWritingTests {
    static let allWritingOptions: [JSONSerialization.WritingOptions] = (0..<16).map { bits in
        var options: JSONSerialization.WritingOptions = []
        if bits & 1 != 0 { options.insert(.prettyPrinted) }
        if bits & 2 != 0 { options.insert(.sortedKeys) }
        if bits & 4 != 0 { options.insert(.fragmentsAllowed) }
        if bits & 8 != 0 { options.insert(.withoutEscapingSlashes) }
        return options
    }

    /// Compares both writers: bytes with sorted keys, otherwise the objects read back.
    func expectSameAsFoundation(
        _ object: Any, options: JSONSerialization.WritingOptions,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let theirs = Result { try JSONSerialization.data(withJSONObject: object, options: options) }
        let ours = Result { try StreamJSONSerialization.data(withJSONObject: object, options: options) }
        switch (theirs, ours) {
        case (.success(let expected), .success(let actual)):
            if options.contains(.sortedKeys) {
                #expect(
                    String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
                    "options \(options.rawValue)", sourceLocation: sourceLocation)
            } else {
                let read = { (data: Data) in
                    SerializationShape.reading {
                        try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
                    }
                }
                #expect(read(actual) == read(expected), "options \(options.rawValue)", sourceLocation: sourceLocation)
                #expect(actual.count == expected.count, sourceLocation: sourceLocation)
            }
        case (.failure(let expected as NSError), .failure(let actual as NSError)):
            #expect(actual.domain == expected.domain && actual.code == expected.code, sourceLocation: sourceLocation)
            #expect(
                actual.userInfo["NSDebugDescription"] as? String == expected.userInfo["NSDebugDescription"] as? String,
                sourceLocation: sourceLocation)
        default:
            Issue.record("Foundation: \(theirs), StreamJSON: \(ours)", sourceLocation: sourceLocation)
        }
    }

    @Test func writesRandomDocumentsLikeFoundationUnderEveryOption() throws {
        var generator = SeededGenerator(seed: 30_23)
        for _ in 0..<200 {
            let text = RandomTree.make(&generator).text(&generator)
            for readingOptions in StreamJSONSerializationReadingTests.allReadingOptions
            where readingOptions.contains(.fragmentsAllowed) {
                let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: readingOptions)
                for options in Self.allWritingOptions
                where options.contains(.fragmentsAllowed) || object is [Any] || object is [String: Any]
                    || object is NSArray || object is NSDictionary
                {
                    expectSameAsFoundation(object, options: options)
                }
            }
        }
    }

    @Test func writesEveryNumberAndLeafTypeLikeFoundation() {
        let values: [Any] = [
            1.0, 0.1, 1e300, 1e-7, 123456789.0, 1e16, 1e15, 2.5, -0.0, 1.0 / 3, 1e21, Double.leastNonzeroMagnitude,
            12345678912345678.0,
            Float(0.1), Float(1.1), Float(3.4028235e38), Float(1e-45), Float(16777217), Float(-0.0),
            Int8(-3), Int16(300), Int32.min, Int64.min, Int.max, UInt8(255), UInt16(7), UInt32.max, UInt64.max,
            UInt.max,
            true, false, NSNull(), Optional<Int>.none as Any, Optional(3) as Any,
            NSNumber(value: true), NSNumber(value: false), NSNumber(value: Int8(1)), NSNumber(value: Int8(0)),
            NSNumber(value: UInt8(200)), NSNumber(value: Int16(-3)), NSNumber(value: UInt32.max),
            NSNumber(value: Float(0.1)), NSNumber(value: Float(1e10)), NSNumber(value: 1e10),
            NSNumber(value: UInt64.max),
            NSNumber(value: Int64.min), NSDecimalNumber(string: "-65.613616999999977"),
            NSDecimalNumber(string: "12.50"),
            Decimal(string: "1.25")!, Decimal(string: "123456789012345678901234567890.5")!, Decimal(0),
            "a/b\u{7f}\u{1}\u{1f}\"\\\n\t\u{2028}é\u{8}\u{c}\r😀", NSString(string: "ns"), NSMutableString(string: "m"),
            Substring("sub"), "",
        ]
        for options in Self.allWritingOptions where !options.contains(.sortedKeys) {
            expectSameAsFoundation(values, options: options)
            for value in values where options.contains(.fragmentsAllowed) {
                expectSameAsFoundation(value, options: options)
            }
        }
    }

    @Test func writesContainersOfEveryKindLikeFoundation() {
        let objects: [Any] = [
            [String: Any](), [Any](), [[Any]()], [[String: Any]()],
            ["a": ["b": [1, [2, ["c": 3]]]]] as [String: Any],
            NSArray(array: [1, "a", NSNull()]), NSMutableArray(array: [[1], ["k": "v"]]),
            ["b": 2, "a": 1] as NSDictionary, ["x": 1] as [AnyHashable: Any], [1, 2] as [Int], ["s"] as [String],
            ["k": [1.5]] as [String: [Double]], [Optional<Int>.none, 1] as [Int?],
        ]
        for object in objects {
            for options in Self.allWritingOptions {
                expectSameAsFoundation(object, options: options)
            }
        }
    }

    @Test func sortsKeysInFoundationsOrder() {
        let keys = [
            "b", "a", "B", "é", "aa", "Z", "a0", "a10", "a9", "A2", "\u{10000}", "\u{ff}", "", " ", "_", "-",
            "1", "10", "9", "x/y", "e\u{301}", "ß", "ss", "Ä", "a b", "ab",
        ]
        var object: [String: Any] = [:]
        for (index, key) in keys.enumerated() { object[key] = index }
        for options in Self.allWritingOptions where options.contains(.sortedKeys) {
            expectSameAsFoundation(object, options: options)
        }
        var generator = SeededGenerator(seed: 30_24)
        for _ in 0..<50 {
            var random: [String: Any] = [:]
            for _ in 0..<8 {
                let key = String(
                    (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                        "aAbB019 _é-"[String.Index(utf16Offset: 0, in: "")...].randomElement(using: &generator)!
                    })
                random[key] = 1
            }
            expectSameAsFoundation(random, options: [.sortedKeys])
        }
    }

    @Test func throwsFoundationsErrorsForValuesItCannotWrite() {
        final class Custom {}
        let invalid: [Any] = [
            [Double.nan], [Double.infinity], [-Double.infinity], [Float.nan], [NSNumber(value: Double.nan)],
            [1: 2] as [Int: Any], [Custom()], [NSObject()], [Character("c")], [URL(string: "http://x")!],
            [[1, 2][...]], ["a": [Double.nan]] as [String: Any],
        ]
        for object in invalid {
            expectSameAsFoundation(object, options: [])
            expectSameAsFoundation(object, options: [.sortedKeys])
        }
    }

    @Test func judgesValidityLikeFoundation() {
        final class Custom {}
        var deep: Any = [Any]()
        for _ in 1..<512 { deep = [deep] }
        var tooDeep: Any = deep
        tooDeep = [tooDeep]
        let objects: [Any] = [
            ["a": [1, "b", NSNull(), true]] as [String: Any], [Any](), [String: Any](), [Optional<Int>.none as Any],
            [Double.nan], [Float.infinity], [NSNumber(value: Double.nan)], [1: 1] as [Int: Any], [Custom()],
            [NSObject()], [Character("a")], "x", 1, NSNumber(value: 1), NSNull(), ["x": 1] as [AnyHashable: Any],
            [1: 1] as [AnyHashable: Any], [Decimal.nan], NSArray(array: [1]), ["a": Custom()] as NSDictionary,
            deep, tooDeep,
        ]
        for object in objects {
            #expect(
                StreamJSONSerialization.isValidJSONObject(object) == JSONSerialization.isValidJSONObject(object),
                "\(String(describing: object).prefix(80))")
        }
    }

    /// Foundation on Linux stops the process here (`fatalError`); StreamJSON throws.
    @Test func throwsForATopLevelFragmentWithoutFragmentsAllowed() {
        for value: Any in ["x", 1, NSNull(), true] {
            #expect(throws: NSError.self) { try StreamJSONSerialization.data(withJSONObject: value) }
            #expect(throws: Never.self) {
                try StreamJSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
            }
        }
    }

    /// Foundation writes `NaN` for `Decimal.nan`, which is not JSON (and `isValidJSONObject`
    /// says false); StreamJSON throws.
    @Test func throwsForDecimalNaNWhichFoundationWritesAsNaN() throws {
        let data = try JSONSerialization.data(withJSONObject: [Decimal.nan])
        #expect(String(decoding: data, as: UTF8.self) == "[NaN]")
        #expect(throws: NSError.self) { try StreamJSONSerialization.data(withJSONObject: [Decimal.nan]) }
    }

    /// Deeper than `isValidJSONObject` allows (512): Foundation's writer recurses on without a
    /// limit (a container holding itself overflows its stack); StreamJSON throws.
    @Test func throwsForNestingDeeperThan512() {
        var deep: Any = [Any]()
        for _ in 1..<512 { deep = [deep] }
        #expect(throws: Never.self) { try StreamJSONSerialization.data(withJSONObject: deep) }
        deep = [deep]
        #expect(throws: NSError.self) { try StreamJSONSerialization.data(withJSONObject: deep) }
    }

    @Test func roundTripsItsOwnOutput() throws {
        let text = #"{"a":[1,2.5,"x",null,true,{"b":-0.0}],"c":12345678901234567890}"#
        let object = try StreamJSONSerialization.jsonObject(with: Data(text.utf8))
        let data = try StreamJSONSerialization.data(withJSONObject: object, options: .sortedKeys)
        #expect(
            String(decoding: data, as: UTF8.self) == #"{"a":[1,2.5,"x",null,true,{"b":-0}],"c":12345678901234567890}"#)
    }
}

/// Numbers through both writers: the graph Foundation reads from random literals (integers,
/// doubles and `NSDecimalNumber`s), written back by each.
@Suite struct StreamJSONSerializationNumberWritingTests {
    @Test func writesTheNumbersFoundationReadsAsFoundationWritesThem() throws {
        var generator = SeededGenerator(seed: 30_25)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        }
        var literals: [String] = [
            "0.0000000000000000001", "-0.000000000000000000", "100000000000000000000000",
            "123456789012345678901234567890.5", "1.00000000000000000000000000000000000000001",
        ]
        for _ in 0..<3000 {
            var literal = Bool.random(using: &generator) ? "-" : ""
            let integer = digits(Int.random(in: 1...24, using: &generator))
            literal += integer.first == "0" ? "0" : integer
            if Int.random(in: 0..<2, using: &generator) == 0 {
                literal += "." + digits(Int.random(in: 1...22, using: &generator))
            }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                literal +=
                    "e" + (Bool.random(using: &generator) ? "-" : "") + digits(Int.random(in: 1...2, using: &generator))
            }
            literals.append(literal)
        }
        let object = try JSONSerialization.jsonObject(with: Data(("[" + literals.joined(separator: ",") + "]").utf8))
        let expected = try JSONSerialization.data(withJSONObject: object)
        let actual = try StreamJSONSerialization.data(withJSONObject: object)
        let expectedItems = String(decoding: expected, as: UTF8.self).split(separator: ",")
        let actualItems = String(decoding: actual, as: UTF8.self).split(separator: ",")
        #expect(actualItems.count == expectedItems.count)
        for (index, (ours, theirs)) in zip(actualItems, expectedItems).enumerated() where ours != theirs {
            Issue.record("\(literals[index]): StreamJSON \(ours), Foundation \(theirs)")
        }
    }
}
