import Foundation
import Testing
@testable import StreamJSON

/// `StreamJSONSerialization.jsonObject` against `JSONSerialization.jsonObject` on the same
/// input: the same types at every node (`type(of:)`, `objCType`), values, keys, and errors.
@Suite struct StreamJSONSerializationReadingTests {
    static let allReadingOptions: [JSONSerialization.ReadingOptions] = (0..<8).map { bits in
        var options: JSONSerialization.ReadingOptions = []
        if bits & 1 != 0 { options.insert(.mutableContainers) }
        if bits & 2 != 0 { options.insert(.mutableLeaves) }
        if bits & 4 != 0 { options.insert(.fragmentsAllowed) }
        return options
    }

    func expectSameAsFoundation(
        _ text: String, options: JSONSerialization.ReadingOptions = [.fragmentsAllowed],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(text.utf8)
        let theirs = SerializationShape.reading { try JSONSerialization.jsonObject(with: data, options: options) }
        let ours = SerializationShape.reading { try StreamJSONSerialization.jsonObject(with: data, options: options) }
        #expect(ours == theirs, "\(text.prefix(200)) with options \(options.rawValue)", sourceLocation: sourceLocation)
    }

    @Test func readsRandomDocumentsLikeFoundationUnderEveryOption() {
        var generator = SeededGenerator(seed: 30_2)
        for _ in 0..<300 {
            let tree = RandomTree.make(&generator)
            let text = tree.text(&generator)
            for options in Self.allReadingOptions {
                expectSameAsFoundation(text, options: options)
            }
        }
    }

    @Test func picksFoundationsNumberTypes() {
        let literals = [
            "0", "-0", "1", "-1", "12", "13", "-2", "2147483647", "2147483648", "-2147483649",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775807",
            "18446744073709551615", "18446744073709551616", "12345678901234567890", "-1234567890123456789",
            "-123456789012345678", "9999999999999999999", "99999999999999999999", "100000000000000000000000",
            "1.0", "-0.0", "1e2", "1E2", "1e+2", "1E-2", "-0e0", "0.1", "1.5", "2.5e-3", "1e22", "1e23",
            "1.7976931348623157e308", "4.9e-324", "1e-400", "1e400", "-1e400", "1e2000",
            "0.30000000000000004", "0.300000000000000", "0.3000000000000000", "1.234567890123456",
            "1.2345678901234567", "-65.613616999999977", "-65.61361699999997", "9007199254740993.0",
            "1.2345678901234567e5", "1.2345678901234567E5", "1.234567890123456E300", "12345678901234567.0e127",
            "12345678901234567.0e128", "12345678901234567.0e-128", "12345678901234567.0e-129",
            "1.00000000000000000000000000000000000000001", "123456789012345678901234567890.5",
            "0.000001234567890123456", "1e99999999999999999999", "1.0000000000000000e99999999999999999999",
            "1.7976931348623159e308",
        ]
        for literal in literals {
            expectSameAsFoundation(literal)
            expectSameAsFoundation("[\(literal)]", options: [])
        }
    }

    @Test func picksFoundationsNumberTypesForRandomLiterals() {
        var generator = SeededGenerator(seed: 30_22)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        }
        for _ in 0..<3000 {
            var literal = Bool.random(using: &generator) ? "-" : ""
            let integerDigits = Int.random(in: 1...24, using: &generator)
            let integer = digits(integerDigits)
            literal += integer.first == "0" ? "0" : integer
            if Int.random(in: 0..<3, using: &generator) == 0 {
                literal += "." + digits(Int.random(in: 1...20, using: &generator))
            }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                literal += ["e", "E", "e-", "e+", "E-"][Int.random(in: 0..<5, using: &generator)]
                literal += digits(Int.random(in: 1...3, using: &generator))
            }
            expectSameAsFoundation(literal)
        }
    }

    @Test func returnsFoundationsLeafAndContainerTypes() throws {
        let text = #"{"s":"x","n":null,"t":true,"f":false,"i":1,"d":1.5,"a":[[],{}],"o":{"k":"v"}}"#
        for options in Self.allReadingOptions {
            expectSameAsFoundation(text, options: options)
        }
        let plain = try #require(try StreamJSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(plain["s"] is String)
        #expect(plain["n"] is NSNull)
        #expect(plain["t"] as? Bool == true)
        #expect(plain["i"] as? Int == 1)
        #expect(plain["d"] as? Double == 1.5)
        #expect(plain["a"] is [Any])
        #expect(plain["o"] as? [String: String] == ["k": "v"])
        let mutable = try StreamJSONSerialization.jsonObject(
            with: Data(text.utf8), options: [.mutableContainers, .mutableLeaves])
        #expect(mutable is NSMutableDictionary)
        let leaf = try StreamJSONSerialization.jsonObject(
            with: Data(#""x""#.utf8), options: [.mutableLeaves, .fragmentsAllowed])
        #expect(leaf is NSMutableString)
    }

    @Test func keepsTheLastOfEqualKeysAsFoundationDoes() {
        expectSameAsFoundation(#"{"a":1,"a":2,"b":{"c":true,"c":false}}"#)
    }

    @Test func readsStringsAndEncodingsLikeFoundation() {
        for text in [
            #""\u00e9\/\n\"\\""#, #""\uD834\uDD1E""#, "\"a\u{7f}é😀\"", "\u{feff}[1]", #""\u0000""#, " [ 1 , 2 ] ",
        ] {
            expectSameAsFoundation(text)
        }
        for encoding in [
            String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian, .utf16,
        ] {
            for text in [#"[1,"é",{"a":null}]"#, #""x""#] {
                let data = text.data(using: encoding)!
                let theirs = SerializationShape.reading {
                    try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
                }
                let ours = SerializationShape.reading {
                    try StreamJSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
                }
                #expect(ours == theirs, "\(text) in \(encoding)")
            }
        }
    }

    @Test func rejectsWhatFoundationRejects() {
        for text in [
            "", "  ", "[1 2]", "[01]", "tru", "[1]x", "[-]", "[.5]", "[1.]", "[1e]", #"["\x"]"#, "[NaN]",
            #"{"a" 1}"#, "[1,2", "{1:2}", #"["\uDD1E"]"#, #""\ud800""#, "[\"a\tb\"]", "/* */ [1]",
            "[\"\u{1}\"]", "{\"a\":}", "[", "]", "nul",
        ] {
            expectSameAsFoundation(text)
        }
    }

    @Test func rejectsFragmentsUnlessAllowed() throws {
        for text in ["1", #""a""#, "null", "true"] {
            expectSameAsFoundation(text, options: [])
            expectSameAsFoundation(text, options: [.fragmentsAllowed])
        }
        #expect(throws: NSError.self) { try StreamJSONSerialization.jsonObject(with: Data("1".utf8)) }
    }

    @Test func limitsNestingTo512LikeFoundation() {
        for depth in [511, 512, 513] {
            expectSameAsFoundation(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        }
    }

    @Test func throwsFoundationsErrorWithLineAndColumn() throws {
        do {
            _ = try StreamJSONSerialization.jsonObject(with: Data("{\n  \"a\": 1]\n}".utf8))
            Issue.record("no error")
        } catch let error as NSError {
            #expect(error.domain == NSCocoaErrorDomain)
            #expect(error.code == CocoaError.propertyListReadCorrupt.rawValue)
            let syntax = try #require(error.userInfo[NSUnderlyingErrorKey] as? JSONSyntaxError)
            #expect(syntax.line == 2 && syntax.column == 9)
            let message = try #require(error.userInfo["NSDebugDescription"] as? String)
            #expect(message.contains("line 2, column 9"))
        }
        #expect(throws: CocoaError.self) { try StreamJSONSerialization.jsonObject(with: Data("[1e400]".utf8)) }
    }

    /// Where Foundation accepts text RFC 8259 forbids, StreamJSON rejects it (DocC, Differences from Foundation).
    @Test func rejectsTrailingCommasWhichFoundationAccepts() throws {
        for text in ["[1,]", #"{"a":1,}"#] {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
            #expect(throws: NSError.self) { try StreamJSONSerialization.jsonObject(with: Data(text.utf8)) }
        }
    }
}
