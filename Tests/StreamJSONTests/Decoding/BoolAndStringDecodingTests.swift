// Bool and String, and the shapes every JSON value takes through the generic single-value
// probe, compared with Foundation's JSONDecoder.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct BoolAndStringDecodingTests {
    @Test func decodesBoolLiterals() {
        expectSameDecoding(Bool.self, from: "true").expectValue(true)
        expectSameDecoding(Bool.self, from: "false").expectValue(false)
        expectSameDecoding([Bool].self, from: "[true,false,true]").expectValue([true, false, true])
        expectSameDecoding([String: Bool].self, from: #"{"t":true,"f":false}"#)
        expectSameDecoding([Bool?].self, from: "[null,true]").expectValue([nil, true])
    }

    @Test(arguments: ["1", "0", #""true""#, "[]", "{}", "0.0"])
    func reportsNonBoolAsTypeMismatch(json: String) {
        expectSameDecoding(Bool.self, from: json).expectFailure(.typeMismatch, at: "")
        expectSameDecoding([Bool].self, from: "[true, \(json)]").expectFailure(.typeMismatch, at: "[1]")
    }

    /// Foundation quirk kept for parity: null for a Bool is a typeMismatch, not valueNotFound
    /// (every other type reports valueNotFound).
    @Test func reportsNullForBoolAsTypeMismatch() {
        expectSameDecoding(Bool.self, from: "null").expectFailure(.typeMismatch, at: "")
        struct S: Decodable, Equatable { var flag: Bool }
        expectSameDecoding(S.self, from: #"{"flag": null}"#).expectFailure(.typeMismatch, at: "flag")
        expectSameDecoding([Bool].self, from: "[true, null]").expectFailure(.typeMismatch, at: "[1]")
    }

    @Test(arguments: [
        #""""#, #""plain""#, #""\"\\\/\b\f\n\r\t""#, #""\u0041\u00e9\u4e2d""#, #""\ud83d\ude00""#,
        #""\uD83D\uDE00""#, #""a\u0000b""#, "\"é ü ß 中 😀 👨‍👩‍👧\"", "\"\u{7F}\"", "\"\u{2028}\u{2029}\"",
        #""\u00e9 vs é""#, "\"e\u{301}\"", #""\uFEFF""#, #""\uffff""#, #""\u0000""#, #""\u001f""#,
        #""\/\/""#, "\"\(String(repeating: "long ", count: 400))\"",
        "\"\(String(repeating: "\\u00e9", count: 100))\"",
    ])
    func decodesStringsWithEveryEscape(json: String) {
        expectSameDecoding(String.self, from: json)
        expectSameDecoding([String].self, from: "[\(json)]")
        expectSameDecoding([String: String].self, from: "{\"k\": \(json)}")
    }

    @Test(arguments: ["123", "true", "[]", "{}", "1.5"])
    func reportsNonStringAsTypeMismatch(json: String) {
        expectSameDecoding(String.self, from: json).expectFailure(.typeMismatch, at: "")
        expectSameDecoding([String: String].self, from: "{\"k\": \(json)}").expectFailure(.typeMismatch, at: "k")
    }

    @Test func reportsNullAsValueNotFoundForString() {
        struct S: Decodable, Equatable { var v: String }
        expectSameDecoding(S.self, from: #"{"v": null}"#).expectFailure(.valueNotFound, at: "v")
        expectSameDecoding(String?.self, from: "null").expectValue(nil)
    }

    @Test(arguments: [
        #""\ud800""#, #""\udc00""#, #""\udc00\ud800""#, #""\ud800x""#, #""\ud800\u0041""#, #""\x41""#,
        #""\u12""#, #""\u12G4""#, #""\q""#, "\"a\tb\"", "\"a\nb\"", "\"abc", #""\"#, "\"\u{1}\"",
    ])
    func rejectsMalformedStrings(json: String) {
        expectSameDecoding(String.self, from: json).expectFailure(.dataCorrupted, at: "")
    }

    @Test(
        arguments: [
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xC3, 0x22],
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22], [0x22, 0x80, 0x22],
            [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22], [0x22, 0xEF, 0xBF, 0xBF, 0x22],
        ] as [[UInt8]])
    func treatsUTF8InStringsLikeFoundation(bytes: [UInt8]) {
        expectSameDecoding(String.self, from: bytes)
    }

    @Test(arguments: [
        "null", "true", "false", "0", "-0", "1", "-1", "1.0", "1e2", "1.5", "-0.0", "18446744073709551615",
        "-9223372036854775808", "123456789012345678901234567890", #""s""#, "[]", "{}", "[1, [2, [3]]]",
        #"{"a": {"b": [null, true, 1.25, "x"]}}"#, #"[{"a": 1}, {"b": [{}]}]"#, "  [ 1 ,\n\t2 ]\r\n ",
    ])
    func decodesEveryValueShapeThroughTheGenericProbe(json: String) {
        expectSameDecoding(JSONProbe.self, from: json)
    }

    /// The keyed container's typed decodeIfPresent overloads for the non-integer scalars.
    struct OptionalScalars: Decodable, Equatable {
        var b: Bool?, s: String?, d: Double?, f: Float?
    }

    @Test(arguments: [
        "{}", #"{"b": null, "s": null, "d": null, "f": null}"#, #"{"b": false, "s": "", "d": -0.5, "f": 1e-3}"#,
        #"{"b": "true"}"#, #"{"s": 1}"#, #"{"d": "1"}"#, #"{"f": true}"#, #"{"f": []}"#, #"{"s": {}}"#,
    ])
    func decodesOptionalScalarsThroughDecodeIfPresent(json: String) {
        expectSameDecoding(OptionalScalars.self, from: json)
    }

    @Test func decodesFromDataStringAndByteArrayAlike() {
        let json = #"{"a": [1, 2.5, "x", null, true]}"#
        let data = Data(json.utf8)
        expectSameOutcome(
            "from [UInt8]", areEqual: ==,
            foundation: { try $0.decode(JSONProbe.self, from: data) },
            streamJSON: { try $0.decode(JSONProbe.self, from: Array(json.utf8)) })
        expectSameOutcome(
            "from String", areEqual: ==,
            foundation: { try $0.decode(JSONProbe.self, from: data) },
            streamJSON: { try $0.decode(JSONProbe.self, from: json) })
        expectSameOutcome(
            "from ContiguousBytes", areEqual: ==,
            foundation: { try $0.decode(JSONProbe.self, from: data) },
            streamJSON: { try $0.decode(JSONProbe.self, from: ContiguousArray(json.utf8)) })
        let bad = #"{"a": [1,, 2]}"#
        expectSameOutcome(
            "bad input from String", areEqual: ==,
            foundation: { try $0.decode(JSONProbe.self, from: Data(bad.utf8)) },
            streamJSON: { try $0.decode(JSONProbe.self, from: bad) })
    }

    @Test func decodesFromADataSliceWithNonZeroStartIndex() {
        let whole = Data("xxxx[1,2]".utf8)
        let slice = whole[4...]
        expectSameOutcome(
            "Data slice", areEqual: ==,
            foundation: { try $0.decode([Int].self, from: slice) },
            streamJSON: { try $0.decode([Int].self, from: slice) }
        ).expectValue([1, 2])
    }
}
