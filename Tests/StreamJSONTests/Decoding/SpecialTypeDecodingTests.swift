// Foundation's special-cased types: URL, Decimal and dictionaries keyed by String, Int and
// other key types, compared with Foundation's JSONDecoder. (Date and Data have their own files.)

import Foundation
import Testing
@testable import StreamJSON

@Suite struct SpecialTypeDecodingTests {
    // MARK: URL

    @Test(arguments: [
        "https://example.com/a", "https:\\/\\/example.com\\/a", "https://example.com/a b", "https://example.com/é",
        "a/b", "mailto:x@example.com", "file:///tmp/x", "http://[::1]:8080/p?q=1#f", "", " ", "http://",
        "https://example.com/%zz", "\\u0068ttp://x.org",
    ])
    func decodesURLsLikeFoundation(text: String) {
        struct Link: Decodable, Equatable { var href: URL; var alt: URL? }
        expectSameDecoding(URL.self, from: "\"\(text)\"")
        expectSameDecoding([URL].self, from: "[\"\(text)\"]")
        expectSameDecoding(Link.self, from: #"{"href": "\#(text)", "alt": "\#(text)"}"#)
    }

    @Test func reportsInvalidURLsWithTheirPath() {
        expectSameDecoding(URL.self, from: #""""#).expectFailure(.dataCorrupted, at: "")
        expectSameDecoding([String: URL].self, from: #"{"a": ""}"#).expectFailure(.dataCorrupted, at: "a")
        expectSameDecoding([URL].self, from: "[1]").expectFailure(.typeMismatch, at: "[0]")
        expectSameDecoding([URL].self, from: "[null]").expectFailure(.valueNotFound, at: "[0]")
        expectSameDecoding([URL?].self, from: #"[null, "https://x.org"]"#)
    }

    // MARK: Decimal

    @Test(arguments: [
        "0", "-0", "1", "-1", "0.1", "1.0", "100", "1E2", "1e-5", "-1.5e-3", "0.000", "12.50",
        "123456789012345678901234567890.123", "18446744073709551616", "-9223372036854775809",
        "3.14159265358979323846264338327950288419716939937510", "99999999999999999999999999999999999999",
        "0.00000000000000000000000000000000000001", "1e127", "1e-127", "123.456e-7",
    ])
    func decodesDecimalFromTheLiteralDigits(json: String) {
        expectSameDecoding(Decimal.self, from: json)
        expectSameDecoding([Decimal].self, from: "[\(json)]")
    }

    @Test func reportsDecimalThatDoesNotFitAtTheRoot() {
        expectSameDecoding(Decimal.self, from: "1e300").expectFailure(.dataCorrupted, at: "")
        expectSameDecoding(Decimal.self, from: "1e-200").expectFailure(.dataCorrupted, at: "")
    }

    @Test(arguments: [#""12.5""#, "true", "[]", "{}"])
    func reportsNonNumberAsTypeMismatchForDecimal(json: String) {
        expectSameDecoding(Decimal.self, from: json).expectFailure(.typeMismatch, at: "")
        expectSameDecoding(
            [String: Decimal].self, from: "{\"price\": \(json)}"
        ).expectFailure(.typeMismatch, at: "price")
    }

    @Test func decodesDecimalMembersAndOptionals() {
        struct Price: Decodable, Equatable { var amount: Decimal; var discount: Decimal? }
        expectSameDecoding(Price.self, from: #"{"amount": 19.99, "discount": null}"#)
        expectSameDecoding(Price.self, from: #"{"amount": 19.99, "discount": 0.1}"#)
        expectSameDecoding(Price.self, from: #"{"amount": null}"#).expectFailure(.valueNotFound, at: "amount")
    }

    // MARK: Dictionaries keyed by String

    @Test(arguments: [
        "{}", #"{"a": 1}"#, #"{"a": 1, "b": 2, "c": 3}"#, #"{"": 0, " ": 1, "é": 2, "😀": 3}"#,
        #"{"a": 1, "a": 2}"#, #"{"a": "x"}"#, #"{"a": null}"#, "[]", "null", "1", #"[["a", 1]]"#,
    ])
    func decodesStringKeyedDictionaries(json: String) {
        expectSameDecoding([String: Int].self, from: json)
        expectSameDecoding([String: Int?].self, from: json)
        expectSameDecoding([String: [String: Int]].self, from: "{\"outer\": \(json)}")
    }

    @Test func reportsStringKeyedDictionaryErrorsWithTheKeyInThePath() {
        expectSameDecoding([String: Int].self, from: "[]").expectFailure(.typeMismatch, at: "")
        expectSameDecoding([String: [Int]].self, from: #"{"a": [1], "b": [2, "x"]}"#)
            .expectFailure(.typeMismatch, at: "b[1]")
        expectSameDecoding([String: [String: Bool]].self, from: #"{"a": {"b": 1}}"#)
            .expectFailure(.typeMismatch, at: "a.b")
    }

    // MARK: Dictionaries keyed by Int and other types

    @Test(arguments: [
        #"{"1": "a", "2": "b"}"#, #"{"x": "a"}"#, #"{"-1": "a"}"#, #"{"01": "a"}"#, #"{"1.0": "a"}"#,
        #"{" 1": "a"}"#, #"{"+1": "a"}"#, #"{"9223372036854775808": "a"}"#, #"{"1": "a", "1": "b"}"#, "{}", "[]",
        #"{"": "a"}"#,
    ])
    func decodesIntKeyedDictionaries(json: String) {
        expectSameDecoding([Int: String].self, from: json)
        expectSameDecoding([String: [Int: String]].self, from: "{\"outer\": \(json)}")
    }

    @Test func reportsNonIntegerKeyAsTypeMismatchAtThatKey() {
        expectSameDecoding([Int: String].self, from: #"{"x": "a"}"#).expectFailure(.typeMismatch, at: "x")
    }

    @Test(arguments: [#"{"300": "a"}"#, #"{"255": "a"}"#, #"{"-1": "a"}"#])
    func decodesNarrowIntegerKeyedDictionaries(json: String) {
        expectSameDecoding([UInt8: String].self, from: json)
        expectSameDecoding([Int8: String].self, from: json)
    }

    enum Color: String, Decodable, CodingKeyRepresentable { case red, green }

    @Test(arguments: [#"{"red": 1, "green": 2}"#, #"{"blue": 1}"#, "{}", #"[1, 2]"#])
    func decodesCodingKeyRepresentableKeyedDictionaries(json: String) {
        expectSameDecoding([Color: Int].self, from: json)
    }

    @Test(arguments: ["[true, 1, false, 2]", "[]", "[true]", "[1, 2]", #"{"true": 1}"#, "[true, 1, true, 2]"])
    func decodesOtherKeyTypesFromAlternatingArrays(json: String) {
        expectSameDecoding([Bool: Int].self, from: json)
    }

    @Test func decodesDoubleKeyedDictionaryFromAlternatingArray() {
        expectSameDecoding([Double: String].self, from: #"[1.5, "a", 2, "b"]"#)
        expectSameDecoding([Double: String].self, from: #"[1.5, "a", "2", "b"]"#)
    }
}
