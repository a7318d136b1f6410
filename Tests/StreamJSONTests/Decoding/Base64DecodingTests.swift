import Foundation
import Testing
@testable import StreamJSON

/// `.base64` data reads canonical Base64 straight from the document's bytes (``Base64``) and
/// leaves everything else to `Data(base64Encoded:)`; either way the result must be Foundation's,
/// including Foundation's own answers for odd input (`====` is one zero byte there).
@Suite struct Base64DecodingTests {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// A JSON array of the given strings, each written raw or with `/` escaped as `\/`.
    static func document(_ strings: [[UInt8]], escapingSlashes: Bool) -> [UInt8] {
        var json: [UInt8] = [UInt8(ascii: "[")]
        for (index, string) in strings.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "\""))
            for byte in string {
                if byte == UInt8(ascii: "/") && escapingSlashes { json.append(UInt8(ascii: "\\")) }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { json.append(UInt8(ascii: "\\")) }
                json.append(byte)
            }
            json.append(UInt8(ascii: "\""))
        }
        json.append(UInt8(ascii: "]"))
        return json
    }

    @Test(arguments: [false, true])
    func canonicalBase64DecodesLikeFoundation(escapingSlashes: Bool) {
        var random = SeededGenerator(seed: 64)
        for _ in 0..<40 {
            let strings = (0..<Int.random(in: 1...20, using: &random)).map { _ in
                let bytes = (0..<Int.random(in: 0...70, using: &random)).map { _ in
                    UInt8.random(in: 0...255, using: &random)
                }
                return Array(Data(bytes).base64EncodedString().utf8)
            }
            expectSameDecoding([Data].self, from: Self.document(strings, escapingSlashes: escapingSlashes))
        }
    }

    /// Strings near canonical Base64: wrong lengths, `=` anywhere, unused low bits set, white
    /// space, characters of the URL-safe alphabet, non-ASCII.
    @Test(arguments: [false, true])
    func nearlyBase64DecodesLikeFoundation(escapingSlashes: Bool) {
        var random = SeededGenerator(seed: 65)
        let extra = Array("=====  -_\n".utf8) + Array("é".utf8)
        for _ in 0..<400 {
            let length = Int.random(in: 0...13, using: &random)
            let string = (0..<length).map { _ in
                Int.random(in: 0..<8, using: &random) == 0
                    ? extra.randomElement(using: &random)! : Self.alphabet.randomElement(using: &random)!
            }
            expectSameDecoding([Data].self, from: Self.document([string], escapingSlashes: escapingSlashes))
        }
        for named in ["", "====", "QQ==", "QR==", "QUJ=", "QUI=", "QQ=a", "Q===", "QQ", "QQ==QQ==", "=AAA", "A=AA"] {
            expectSameDecoding([Data].self, from: Self.document([Array(named.utf8)], escapingSlashes: false))
        }
    }

    /// What the fast reader accepts, it decodes like Foundation; what it refuses is not canonical.
    @Test func theFastReaderAcceptsExactlyCanonicalBase64() {
        var random = SeededGenerator(seed: 66)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &random) * (Bool.random(using: &random) ? 1 : 4)
            let string: [UInt8] = (0..<length).map { _ in
                Int.random(in: 0..<10, using: &random) == 0
                    ? UInt8(ascii: "=") : Self.alphabet.randomElement(using: &random)!
            }
            let fast = InputBytes.with(string) { Base64.decodeCanonical($0) }
            let text = String(decoding: string, as: UTF8.self)
            let padding = string.reversed().prefix { $0 == UInt8(ascii: "=") }.count
            let isCanonical =
                length % 4 == 0 && padding <= 2 && !string.dropLast(padding).contains(UInt8(ascii: "="))
            #expect((fast != nil) == isCanonical, "\(text)")
            if let fast { #expect(fast == Data(base64Encoded: text), "\(text)") }
        }
    }

    /// Random bytes of every length from 0 to 200, encoded by Foundation: the fast reader (eight
    /// characters a step, then one group, then the padded last group) gives Foundation's bytes,
    /// alone and through the decoder.
    @Test func everyLengthUpTo200RoundTripsLikeFoundation() {
        var random = SeededGenerator(seed: 68)
        for length in 0...200 {
            let bytes = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
            let text = bytes.base64EncodedString()
            #expect(InputBytes.with(Array(text.utf8)) { Base64.decodeCanonical($0) } == bytes, "length \(length)")
            expectSameDecoding([Data].self, from: Self.document([Array(text.utf8)], escapingSlashes: false))
        }
    }

    /// A byte outside the alphabet at every place of strings up to 40 characters (each lane of
    /// the eight-character step, the single group, the last group): refused by the fast reader,
    /// and the decoder answers as Foundation does (the same error, or Foundation's own reading).
    @Test func aBadByteAnywhereIsRefusedLikeFoundation() {
        var random = SeededGenerator(seed: 69)
        let bad: [UInt8] = [0x00, 0x20, UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), 0x7F, 0x80, 0xFF]
        for groups in 1...10 {
            let bytes = Data((0..<(groups * 3)).map { _ in UInt8.random(in: 0...255, using: &random) })
            let text = Array(bytes.base64EncodedString().utf8)
            for place in text.indices {
                var broken = text
                broken[place] = bad.randomElement(using: &random)!
                #expect(InputBytes.with(broken) { Base64.decodeCanonical($0) } == nil, "place \(place)")
                if broken[place] < 0x80 {
                    expectSameDecoding([Data].self, from: Self.document([broken], escapingSlashes: false))
                }
            }
        }
    }
}
