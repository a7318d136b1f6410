import Foundation
import Testing
@testable import StreamJSON

/// JSON5's white space beyond ASCII (U+00A0, U+2028, U+FEFF, the Zs spaces) separates the values
/// of a JSON5 stream as it separates the tokens of one JSON5 document, however the stream is
/// cut into chunks: the framers and the scanner ask the same ``JSON5Whitespace``.
@Suite struct JSON5WhitespaceFramingTests {
    /// Every character JSON5 counts as white space beyond ASCII.
    static let spaces: [Unicode.Scalar] =
        [0xA0, 0x1680, 0x2000, 0x2005, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF]
        .map { Unicode.Scalar($0)! }

    /// Look-alikes that are not JSON5 white space: a zero-width space (format, not Zs), the
    /// first character after U+200A, an inverted exclamation mark (C2 A1) and U+3001.
    static let lookAlikes: [Unicode.Scalar] = [0x200B, 0x2030, 0xA1, 0x3001].map { Unicode.Scalar($0)! }

    /// The values of the streams below.
    static let values = ["1", "'a'", "{b: [2, 3]}", "true", "-4.5", "null", "[]"]

    static func decoder() -> StreamJSONDecoder {
        let decoder = StreamJSONDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }

    /// The values as the single-document decoder reads them, inside one JSON5 array.
    static func expected() throws -> [AnyJSON] {
        try decoder().decode([AnyJSON].self, from: "[" + values.joined(separator: ",") + "]")
    }

    /// The stream of ``values`` in `framing`, with `space` around every value and separator.
    static func stream(_ framing: JSONFraming, space: Unicode.Scalar) -> [UInt8] {
        let s = String(space)
        let text: String
        switch framing {
        case .jsonLines: text = values.map { s + $0 + s }.joined(separator: "\n") + "\n" + s + "\n"
        case .array: text = s + "[" + s + values.joined(separator: s + "," + s) + s + "]" + s
        default: text = s + values.joined(separator: s) + s
        }
        return Array(text.utf8)
    }

    @Test(arguments: spaces)
    func separatesValuesInEveryFramingWhereverTheChunksAreCut(space: Unicode.Scalar) throws {
        let expected = try Self.expected()
        for framing in [JSONFraming.concatenated, .array, .jsonLines] {
            let bytes = Self.stream(framing, space: space)
            for split in 0...bytes.count {
                let values = try streamedValues(
                    AnyJSON.self, from: bytes, framing: framing, splits: [split], decoder: Self.decoder())
                #expect(values == expected, "\(framing), U+\(String(space.value, radix: 16)), split at \(split)")
            }
        }
    }

    @Test(arguments: spaces)
    func separatesValuesFedOneByteAtATime(space: Unicode.Scalar) throws {
        let expected = try Self.expected()
        for framing in [JSONFraming.concatenated, .array] {
            let bytes = Self.stream(framing, space: space)
            let values = try streamedValues(
                AnyJSON.self, from: bytes, framing: framing, splits: Array(1..<bytes.count), decoder: Self.decoder())
            #expect(values == expected, "\(framing), U+\(String(space.value, radix: 16))")
        }
    }

    @Test(arguments: lookAlikes)
    func rejectsLookAlikesAsTheSingleDocumentDecoderDoes(character: Unicode.Scalar) throws {
        let c = String(character)
        #expect(throws: (any Error).self) { try Self.decoder().decode([Int].self, from: "[1" + c + ",2]") }
        for framing in [JSONFraming.concatenated, .array] {
            let text = framing == .array ? "[1" + c + ",2]" : "1" + c + " 2"
            #expect(throws: (any Error).self, "\(framing), U+\(String(character.value, radix: 16))") {
                _ = try streamedValues(
                    Int.self, from: Array(text.utf8), framing: framing, splits: [], decoder: Self.decoder())
            }
        }
    }

    @Test func isNotWhiteSpaceWithoutJSON5() throws {
        let bytes = Array("1\u{A0}2".utf8)
        #expect(throws: (any Error).self) {
            _ = try streamedValues(Int.self, from: bytes, framing: .concatenated, splits: [])
        }
    }

    @Test func aLineOfJSON5WhiteSpaceIsBlank() throws {
        let bytes = Array("1\n\u{3000}\u{A0}\n2\n".utf8)
        let values = try streamedValues(
            Int.self, from: bytes, framing: .jsonLines, splits: [], decoder: Self.decoder())
        #expect(values == [1, 2])
    }

    /// The table against Unicode's own data: every scalar from U+0080 to U+FFFF is JSON5 white
    /// space exactly when it is a space separator (Zs), U+2028, U+2029 or U+FEFF, and every
    /// proper prefix of one is reported as cut off.
    @Test func matchesUnicodesSpaceSeparatorsAndTheLineSeparators() {
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let utf8 = Array(String(scalar).utf8)
            let isSpace =
                scalar.properties.generalCategory == .spaceSeparator || value == 0x2028 || value == 0x2029
                || value == 0xFEFF
            let match = InputBytes.with(utf8) { JSON5Whitespace.match(in: $0, at: 0) }
            #expect(match == (isSpace ? .character(length: utf8.count) : .none), "U+\(String(value, radix: 16))")
            if isSpace {
                for length in 1..<utf8.count {
                    let prefix = InputBytes.with(Array(utf8[..<length])) { JSON5Whitespace.match(in: $0, at: 0) }
                    #expect(prefix == .truncated, "U+\(String(value, radix: 16)), \(length) bytes")
                }
            }
        }
    }
}
