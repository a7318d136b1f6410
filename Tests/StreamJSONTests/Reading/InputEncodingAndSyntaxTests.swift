// What the decoder accepts as a document, compared with Foundation's JSONDecoder: byte order
// marks, UTF-16 and UTF-32 input, whitespace, fragments, trailing garbage, malformed syntax and
// the nesting limit. (Where Foundation accepts invalid JSON, see DecodingDeviationTests.swift.)

import Foundation
import Testing
@testable import StreamJSON

@Suite struct InputEncodingAndSyntaxTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func skipsALeadingUTF8ByteOrderMark() {
        for json in ["{}", #""a""#, "1", " {}", #"{"k": [1, "é"]}"#] {
            expectSameDecoding(JSONProbe.self, from: Self.bom + Array(json.utf8))
        }
        struct S: Decodable, Equatable { var k: [Int] }
        expectSameDecoding(S.self, from: Self.bom + Array(#"{"k": [1]}"#.utf8)).expectValue(S(k: [1]))
    }

    @Test func rejectsAByteOrderMarkAnywhereElse() {
        expectSameDecoding(JSONProbe.self, from: [0x20] + Self.bom + Array("{}".utf8))
        expectSameDecoding(JSONProbe.self, from: Self.bom + Self.bom + Array("{}".utf8))
        expectSameDecoding(JSONProbe.self, from: Array("[1,".utf8) + Self.bom + Array("2]".utf8))
        expectSameDecoding(JSONProbe.self, from: Self.bom)
    }

    @Test func keepsAByteOrderMarkInsideAString() {
        expectSameDecoding(String.self, from: Array("\"".utf8) + Self.bom + Array("x\"".utf8))
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            bytes += bigEndian ? pair : pair.reversed()
        }
        return bytes
    }

    static func utf32(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]) : []
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let quad = [
                UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
            ]
            bytes += bigEndian ? quad : quad.reversed()
        }
        return bytes
    }

    static let encodedSamples = ["[1]", #"{"é": "😀", "n": [1.5, null, true]}"#, #""x""#, "[]", "12", #"{"a":"b"}"#]

    @Test(arguments: encodedSamples)
    func decodesUTF16LikeFoundation(json: String) {
        for bigEndian in [false, true] {
            for bom in [true, false] {
                expectSameDecoding(JSONProbe.self, from: Self.utf16(json, bigEndian: bigEndian, bom: bom))
            }
        }
    }

    @Test(arguments: encodedSamples)
    func decodesUTF32LikeFoundation(json: String) {
        expectSameDecoding(JSONProbe.self, from: Self.utf32(json, bigEndian: true, bom: true))
        expectSameDecoding(JSONProbe.self, from: Self.utf32(json, bigEndian: true, bom: false))
        expectSameDecoding(JSONProbe.self, from: Self.utf32(json, bigEndian: false, bom: false))
    }

    @Test func decodesUTF16IntoTypedValues() {
        struct Beer: Decodable, Equatable { var name: String; var abv: Double }
        let json = #"{"name": "Pilsner Urquell", "abv": 4.4}"#
        expectSameDecoding(Beer.self, from: Self.utf16(json, bigEndian: false, bom: true))
        expectSameDecoding(Beer.self, from: Self.utf16(json, bigEndian: true, bom: false))
        expectSameDecoding(Beer.self, from: Self.utf16(#"{"name": "x"}"#, bigEndian: false, bom: true))
            .expectFailure(.keyNotFound, at: "")
    }

    @Test func rejectsMalformedUTF16() {
        expectSameDecoding(JSONProbe.self, from: [0xFF, 0xFE, 0x5B, 0x00, 0x31])
        expectSameDecoding(JSONProbe.self, from: [0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00])
        expectSameDecoding(JSONProbe.self, from: [0xFE, 0xFF])
    }

    @Test(arguments: [
        "{}", " {} ", "{} \n\t\r ", "\n\n[1]\n", "1", "-0", "null", "true", #""a""#, "[ ]", "{ }", "[\r\n1\r\n]",
    ])
    func acceptsEveryTopLevelValueWithWhitespace(json: String) {
        expectSameDecoding(JSONProbe.self, from: json)
    }

    @Test(arguments: [
        "", "   \n", "{} x", "{}}", "[] []", "1 2", "{}\u{0}", "[1,\u{0}2]", "[1,\u{A0}2]", "[1,\u{C}2]", "[1,\u{B}2]",
        "[True]", "['a']", "[1,,]", "[,]", "{,}", "[1]/**/", "// c\n{}", "[1 2]", #"["abc"#, "[tru]", #"{"a" 1}"#,
        "[.1]", "[+1]", "[0x10]", "[Infinity]",
        "{a: 1}", #"{"a": 1 "b": 2}"#, #"{"a": }"#, #"{"a"}"#, "[", "]", "{", "}", "nul", "truee", #""\u00"#,
    ])
    func rejectsMalformedDocumentsAsDataCorrupted(json: String) {
        expectSameDecoding(JSONProbe.self, from: json).expectFailure(.dataCorrupted, at: "")
    }

    /// Foundation checks numbers and strings only when they are decoded, so these are compared
    /// through types that decode them. (Unread, they are DecodingDeviationTests' business.)
    @Test(arguments: ["[01]", "[-]", "[1.]", "[1e]", "[-01]", "[1e+]", "[00]", "[2.e3]"])
    func rejectsMalformedNumbersAsDataCorrupted(json: String) {
        expectSameDecoding([ExactDouble].self, from: json).expectFailure(.dataCorrupted, at: "")
        expectSameDecoding([Int].self, from: json).expectFailure(.dataCorrupted, at: "")
    }

    @Test(arguments: [#"["\ud800"]"#, "[\"\u{1}\"]", #"["\x"]"#, #"["\udc00\ud800"]"#, "[\"a\tb\"]"])
    func rejectsMalformedStringsAsDataCorrupted(json: String) {
        expectSameDecoding([String].self, from: json).expectFailure(.dataCorrupted, at: "")
    }

    @Test func rejectsMalformedDocumentsBeforeTypedDecodingFails() {
        struct S: Decodable, Equatable { var a: Int }
        expectSameDecoding(S.self, from: #"{"b": 1, "a": x}"#).expectFailure(.dataCorrupted, at: "")
        expectSameDecoding(S.self, from: #"{"a": "x" "#).expectFailure(.dataCorrupted, at: "")
        expectSameDecoding([S].self, from: #"[{"a": 1}, {"a": tru}]"#).expectFailure(.dataCorrupted, at: "")
    }

    @Test func rejectsInvalidUTF8AnywhereInTheDocument() {
        expectSameDecoding(JSONProbe.self, from: Array("[1,".utf8) + [0xFF] + Array("]".utf8))
        expectSameDecoding(JSONProbe.self, from: Array("{\"".utf8) + [0xC0, 0xAF] + Array("\": 1}".utf8))
        expectSameDecoding(JSONProbe.self, from: [0x80])
    }

    static func nested(_ depth: Int, open: String, close: String, inner: String = "") -> String {
        String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
    }

    @Test(arguments: [1, 100, 511, 512, 513, 1000, 100_000])
    func limitsNestingDepthLikeFoundation(depth: Int) {
        expectSameDecoding(DepthProbe.self, from: Self.nested(depth, open: "[", close: "]"))
        expectSameDecoding(DepthProbe.self, from: Self.nested(depth, open: #"{"a":"#, close: "}", inner: "1"))
        expectSameDecoding(DepthProbe.self, from: Self.nested(depth / 2, open: #"[{"a":"#, close: "}]", inner: "[]"))
    }

    @Test func limitsNestingDepthInJSON5Too() {
        expectSameDecoding(DepthProbe.self, from: Self.nested(513, open: "[", close: "]"), options: .json5)
        expectSameDecoding(DepthProbe.self, from: Self.nested(512, open: "[", close: "]"), options: .json5)
    }

    @Test func honoursAConfiguredNestingDepth() {
        let decoder = StreamJSONDecoder()
        decoder.maximumNestingDepth = 3
        #expect((try? decoder.decode(DepthProbe.self, from: Data("[[[1]]]".utf8))) != nil)
        let outcome = DecodingOutcome { try decoder.decode(DepthProbe.self, from: Data("[[[[1]]]]".utf8)) }
        outcome.expectFailure(.dataCorrupted, at: "")
        #expect((outcome.failure?.underlyingError as? JSONSyntaxError)?.reason == .tooDeeplyNested(limit: 3))
        let deep = StreamJSONDecoder()
        deep.maximumNestingDepth = 1_000
        #expect((try? deep.decode(DepthProbe.self, from: Data(Self.nested(600, open: "[", close: "]").utf8))) != nil)
    }
}
