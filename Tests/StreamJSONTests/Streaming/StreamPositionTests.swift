import Testing
@testable import StreamJSON

/// The line and column a stream keeps as its bytes are discarded: the same as counting the
/// whole text byte by byte, however the text is cut into chunks.
@Suite struct StreamPositionTests {
    /// Lines end at `\n`, `\r\n` or `\r`; columns count Unicode scalars from 1.
    static func reference(_ bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1, afterCarriageReturn = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                if !afterCarriageReturn { line += 1 }
                column = 1
                afterCarriageReturn = false
            case UInt8(ascii: "\r"):
                line += 1
                column = 1
                afterCarriageReturn = true
            default:
                if byte & 0xC0 != 0x80 { column += 1 }
                afterCarriageReturn = false
            }
        }
        return (line, column)
    }

    @Test func countsLikeAByteByByteWalkForAnyChunking() {
        var generator = SeededGenerator(seed: 7)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("日".utf8), Array("😀".utf8),
                                 [0x0A], [0x0D], [0x0D, 0x0A], [0x09], [0x00], [0x0E], [0x20]]
        for round in 0..<300 {
            var text: [UInt8] = []
            let length = Int.random(in: 0...600, using: &generator)
            while text.count < length {
                // Long runs without line breaks, so the word path (and its folding every 31
                // words) is taken, with line breaks and other low bytes now and then.
                let piece = generator.next() % 8 == 0 ? pieces.randomElement(using: &generator)!
                                                      : pieces[Int.random(in: 0...3, using: &generator)]
                text += piece
            }
            var position = StreamPosition()
            var start = 0
            while start < text.count {
                let end = min(text.count, start + Int.random(in: 1...300, using: &generator))
                InputBytes.with(Array(text[start..<end])) { position.advance(over: $0) }
                start = end
            }
            let expected = Self.reference(text)
            #expect(position.line == expected.line && position.column == expected.column,
                    "round \(round): \(position.line):\(position.column), expected \(expected)")
        }
    }
}
