import Foundation
import Testing
@testable import StreamJSON

/// String escaping, byte for byte against `JSONEncoder`.
@Suite struct StringEscapingTests {
    func foundation(_ value: String, slashes: Bool) throws -> String {
        let encoder = JSONEncoder()
        if !slashes { encoder.outputFormatting = .withoutEscapingSlashes }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func written(_ value: String, slashes: Bool) -> String {
        let buffer = OutputBuffer()
        buffer.appendQuoted(value, escapingSlashes: slashes)
        return String(decoding: buffer.makeArray(), as: UTF8.self)
    }

    @Test(arguments: [true, false])
    func escapesEveryASCIIByteLikeFoundation(slashes: Bool) throws {
        for byte in UInt8(0)...0x7F {
            let string = String(decoding: [byte], as: UTF8.self)
            #expect(written(string, slashes: slashes) == (try foundation(string, slashes: slashes)), "byte \(byte)")
        }
        let all = String(decoding: Array(UInt8(0)...0x7F), as: UTF8.self)
        #expect(written(all, slashes: slashes) == (try foundation(all, slashes: slashes)))
    }

    @Test func writesControlCharactersAsFoundationDoes() {
        #expect(
            written("\u{0}\u{8}\t\n\u{B}\u{C}\r\u{1F}\"\\/", slashes: true)
                == #""\u0000\b\t\n\u000b\f\r\u001f\"\\\/""#)
    }

    @Test(arguments: [true, false])
    func copiesNonASCIITextUnescaped(slashes: Bool) throws {
        let samples = [
            "é ü ß 中", "😀 👍🏽 👨‍👩‍👧", "\u{2028}\u{2029}", "\u{FEFF}\u{FFFF}\u{80}\u{7F}", "Ａａ Ω",
            "e\u{301}", String(repeating: "日本語", count: 40),
        ]
        for sample in samples {
            #expect(written(sample, slashes: slashes) == (try foundation(sample, slashes: slashes)))
        }
    }

    @Test(arguments: [true, false])
    func findsEscapesAtEveryPositionOfAWord(slashes: Bool) throws {
        // The fast path tests eight bytes at a time: put one special byte at every offset.
        for special in ["\"", "\\", "/", "\n", "\u{1}", "\u{1F}", "é", "😀", " ", "~", "\u{7F}"] {
            for length in 0..<24 {
                for position in 0...length {
                    var characters = Array(repeating: "a", count: length)
                    characters.insert(special, at: position)
                    let string = characters.joined()
                    #expect(written(string, slashes: slashes) == (try foundation(string, slashes: slashes)))
                }
            }
        }
    }

    @Test func randomStringsMatchFoundation() throws {
        var generator = SeededGenerator(seed: 2028)
        let alphabet: [Character] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é",
            "中", "😀", "\u{2028}", "<", "&",
        ]
        for _ in 0..<500 {
            let length = Int.random(in: 0..<64, using: &generator)
            let string = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            for slashes in [true, false] {
                #expect(written(string, slashes: slashes) == (try foundation(string, slashes: slashes)))
            }
        }
    }

    /// A string whose bytes from the first escape on are at most 4,096 reserves room for them
    /// all at once; a longer one reserves run by run. Both write Foundation's bytes, at the
    /// limit and around it, with escapes dense and sparse.
    @Test(arguments: [true, false])
    func writesLongStringsWithEscapesLikeFoundation(slashes: Bool) throws {
        var generator = SeededGenerator(seed: 4096)
        let alphabet: [Character] = ["a", "/", "\n", "\"", "\u{1}", "é", "😀", "0"]
        for tail in [4094, 4095, 4096, 4097, 4098, 9000] {
            for prefix in [0, 1, 33] {
                for density in [2, 50] {
                    var characters = Array(repeating: Character("x"), count: prefix)
                    characters.append("\t")
                    while characters.count < prefix + tail {
                        let pick = Int.random(in: 0..<density, using: &generator)
                        characters.append(pick < alphabet.count ? alphabet[pick] : "b")
                    }
                    let string = String(characters)
                    #expect(written(string, slashes: slashes) == (try foundation(string, slashes: slashes)))
                }
            }
        }
        let allEscaped = String(repeating: "\u{2}", count: 5000)
        #expect(written(allEscaped, slashes: slashes) == (try foundation(allEscaped, slashes: slashes)))
    }

    @Test func handlesBridgedAndSubstringBackedStrings() {
        let bridged = NSString(string: "bridged/\"text\" é") as String
        #expect(written(bridged, slashes: true) == #""bridged\/\"text\" é""#)
        let sliced = String("xx/yy".dropFirst())
        #expect(written(sliced, slashes: false) == #""x/yy""#)
    }

    @Test func writesBase64AsFoundationDoes() throws {
        var generator = SeededGenerator(seed: 6_4)
        for length in 0..<64 {
            let data = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
            for slashes in [true, false] {
                let buffer = OutputBuffer()
                InputBytes.with(data) { buffer.appendQuotedBase64($0, escapingSlashes: slashes) }
                let expected = try foundation(data.base64EncodedString(), slashes: slashes)
                #expect(String(decoding: buffer.makeArray(), as: UTF8.self) == expected)
            }
        }
    }
}
