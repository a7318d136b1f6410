// InputBytes is the checked byte view every parser reads through. Its comparisons read whole
// words where they can; these tests hold them to the plain byte-by-byte answer.

import Testing
@testable import StreamJSON

@Suite struct InputBytesTests {
    @Test func equalsAgreesWithAByteComparisonAtEveryLengthAndEveryDifferingPosition() {
        // Lengths around the word sizes (4, 8, 16) and past the memcmp cut-off, at an odd offset
        // inside a larger buffer so that the loads are unaligned.
        for length in 0...40 {
            let key = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            var document = Array("xyz".utf8) + key + Array("xyz".utf8)
            InputBytes.with(key) { keyBytes in
                InputBytes.with(document) { bytes in
                    #expect(bytes.equals(3, length, keyBytes), "length \(length)")
                    // One byte shorter or longer never matches.
                    if length > 0 { #expect(!bytes.equals(3, length - 1, keyBytes)) }
                    #expect(!bytes.equals(3, length + 1, keyBytes))
                }
            }
            for position in 0..<length {
                document[3 + position] ^= 0x20
                InputBytes.with(key) { keyBytes in
                    InputBytes.with(document) { bytes in
                        #expect(!bytes.equals(3, length, keyBytes), "length \(length), differing at \(position)")
                    }
                }
                document[3 + position] ^= 0x20
            }
        }
    }

    @Test func aShortWordIsItsBytesWhereverTheyEnd() {
        // Every short key length at every position of buffers of 0 to 12 bytes: near the end
        // the word is made of two overlapping loads, elsewhere of one masked load.
        for size in 0...12 {
            let buffer = (0..<size).map { UInt8(0x41 + $0 * 7 % 58) }
            InputBytes.with(buffer) { bytes in
                for count in 0...min(size, 7) {
                    for start in 0...(size - count) {
                        let expected = (0..<count).reduce(UInt64(0)) { word, index in
                            word | UInt64(buffer[start + index]) << UInt64(8 * index)
                        }
                        #expect(bytes.shortWord(at: start, count: count) == expected, "\(count) at \(start) of \(size)")
                    }
                }
            }
        }
    }

    @Test func scannedStringsAreTheStandardLibrarysStrings() {
        for text in ["", "a", "plain ASCII text", "Grüße", "日本語のテキスト", "emoji 🎉 and more", "\u{10FFFF}"] {
            let bytes = Array(text.utf8)
            let isASCII = bytes.allSatisfy { $0 < 0x80 }
            let string = InputBytes.with(bytes) { $0.string(scannedUTF8: isASCII) }
            #expect(string == text)
            #expect(Array(string.utf8) == bytes)
            #expect(string.count == text.count)
        }
    }
}
