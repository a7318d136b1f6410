import Testing
@testable import StreamJSON

/// The line and column counter of syntax errors, the reader and streams: the same as counting
/// the text's Unicode scalars, however the text is cut into pieces.
@Suite struct TextPositionTests {
    /// Lines end at `\n`, `\r\n` or `\r`; the column is 1 + the scalars since the last one.
    static func reference(_ bytes: [UInt8]) -> (line: Int, column: Int) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var line = 1, lineStart = 0
        for (index, scalar) in scalars.enumerated() where scalar == "\n" || scalar == "\r" {
            if scalar == "\n" && index > 0 && scalars[index - 1] == "\r" {
                lineStart = index + 1
                continue
            }
            line += 1
            lineStart = index + 1
        }
        return (line, scalars.count - lineStart + 1)
    }

    @Test func countsScalarsAndLineBreaksForAnyChunking() {
        var generator = SeededGenerator(seed: 7)
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("日".utf8), Array("😀".utf8),
            [0x0A], [0x0D], [0x0D, 0x0A], [0x09], [0x00], [0x0E], [0x20],
        ]
        for round in 0..<300 {
            var text: [UInt8] = []
            // Every tenth text is long enough for the vector counters to be folded (every
            // 255 chunks of sixteen bytes); every twentieth has few line breaks, so that
            // whole pieces and long last lines have none.
            let length = Int.random(in: 0...(round % 10 == 0 ? 12_000 : 600), using: &generator)
            while text.count < length {
                // Long runs without line breaks, so whole vectors of plain text and of text
                // after the last line break are counted, with line breaks now and then.
                let piece =
                    generator.next() % (round % 20 == 0 ? 2_000 : 8) == 0
                    ? pieces.randomElement(using: &generator)!
                    : pieces[Int.random(in: 0...3, using: &generator)]
                text += piece
            }
            var position = TextPosition()
            var start = 0
            while start < text.count {
                let end = min(
                    text.count, start + Int.random(in: 1...(round % 10 == 0 ? 6_000 : 300), using: &generator))
                InputBytes.with(Array(text[start..<end])) { position.advance(over: $0) }
                start = end
            }
            let expected = Self.reference(text)
            #expect(
                position.line == expected.line && position.column == expected.column,
                "round \(round): \(position.line):\(position.column), expected \(expected)")
            // The tracker of error locations, moved to increasing offsets of the whole text.
            InputBytes.with(text) { bytes in
                var tracker = LocationTracker()
                var target = 0
                while target < text.count {
                    target = min(
                        text.count, target + Int.random(in: 0...(round % 10 == 0 ? 1_500 : 100), using: &generator))
                    tracker.advance(to: target, in: bytes)
                    let expected = Self.reference(Array(text[..<target]))
                    #expect(
                        tracker.line == expected.line && tracker.column == expected.column,
                        "round \(round), offset \(target)")
                }
            }
        }
    }

    /// One long line (a document on one line, as a `.array` file often is): the counters of
    /// the sixty-four-byte steps fold many times, and the last line break is searched for
    /// through the whole piece.
    @Test func countsOneLongLineOfMixedCharacters() {
        var text: [UInt8] = []
        let characters = ["a", "é", "日", "😀", "{\"k\":1}"].map { Array($0.utf8) }
        var index = 0
        while text.count < 50_000 {
            text += characters[index % characters.count]
            index = (index * 7 + 3) % 1_009
        }
        for prefix in [0, 1, 63, 64, 65, 4_031, 4_032, 4_033, 16_129, text.count] {
            var position = TextPosition()
            InputBytes.with(Array(text[..<prefix])) { position.advance(over: $0) }
            let expected = Self.reference(Array(text[..<prefix]))
            #expect(position.line == expected.line && position.column == expected.column, "prefix \(prefix)")
        }
        InputBytes.with(text) { #expect($0.lastLineBreak() == -1) }
        InputBytes.with(text + [0x0A] + text) { #expect($0.lastLineBreak() == text.count) }
    }
}
