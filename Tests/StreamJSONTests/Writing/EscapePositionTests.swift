import Foundation
import Testing
@testable import StreamJSON

/// The escape finder reads sixteen bytes at a time and then words that end at the string's
/// end, overlapping bytes it already passed: every escapable byte at every position of strings
/// of every length up to 48, alone and in pairs, must come out as `JSONEncoder` writes it, and
/// the non-ASCII flag must see every byte.
@Suite struct EscapePositionTests {
    static let specials: [UInt8] = [0x22, 0x5C, 0x2F, 0x0A, 0x01, 0x1F, 0x00]

    func foundation(_ value: String, slashes: Bool) throws -> String {
        let encoder = JSONEncoder()
        if !slashes { encoder.outputFormatting = .withoutEscapingSlashes }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func written(_ value: String, slashes: Bool) -> (text: String, traits: StringTraits) {
        let buffer = OutputBuffer()
        let traits = buffer.appendQuoted(value, escapingSlashes: slashes)
        return (String(decoding: buffer.makeArray(), as: UTF8.self), traits)
    }

    @Test(arguments: [true, false])
    func escapesEveryPositionOfEveryLength(slashes: Bool) throws {
        for length in 1...48 {
            // Letters, with '#' after each special (a zero-byte test's borrow would flag it).
            let base = (0..<length).map { UInt8(ascii: "a") &+ UInt8($0 % 26) }
            for position in 0..<length {
                for special in Self.specials {
                    var bytes = base
                    bytes[position] = special
                    if position + 1 < length { bytes[position + 1] = UInt8(ascii: "#") }
                    if position + 5 < length {
                        bytes[position + 5] = Self.specials[(position + length) % Self.specials.count]
                    }
                    let string = String(decoding: bytes, as: UTF8.self)
                    let result = written(string, slashes: slashes)
                    #expect(result.text == (try foundation(string, slashes: slashes)), "\(bytes)")
                    #expect(!result.traits.hasNonASCII)
                }
            }
        }
    }

    @Test func seesNonASCIIAtEveryPosition() {
        for length in 1...40 {
            for position in 0..<length {
                var scalars = Array(repeating: "a", count: length)
                scalars[position] = "é"
                let plain = written(scalars.joined(), slashes: true)
                #expect(plain.traits.hasNonASCII && !plain.traits.hasEscapes, "\(length) \(position)")
                scalars[(position + 3) % length] = "/"
                let escaped = written(scalars.joined(), slashes: true)
                #expect(escaped.traits.hasNonASCII == scalars.contains("é"), "\(length) \(position)")
            }
            let ascii = written(String(repeating: "z", count: length), slashes: true)
            #expect(!ascii.traits.hasNonASCII && !ascii.traits.hasEscapes)
        }
    }
}
