/// Framing of `.jsonLines` streams.
///
/// A JSON value cannot hold a raw line break except as whitespace between tokens, and JSON
/// Lines forbids even that, so a line is cut at each `\n` without looking at its contents.
/// That is also what makes a broken line skippable: its bytes cannot affect where the next
/// line starts. Blank lines (only spaces, tabs and `\r`; in JSON5 any of its white space) are
/// skipped without being counted as values.
extension JSONFramer {
    mutating func nextLine(in bytes: InputBytes, base: Int, isComplete: Bool) -> Event {
        var index = position - base
        let count = bytes.count
        while true {
            index = bytes.firstIndex(of: UInt8(ascii: "\n"), from: index)
            guard index < count else { break }
            let start = valueStart
            let end = base + index
            let number = line
            line += 1
            position = end + 1
            valueStart = position
            if !isBlank(bytes, from: start - base, to: index) {
                return .value(start: start, end: end, line: number)
            }
            index += 1
        }
        position = base + count
        guard isComplete else { return .needsMoreBytes }
        // The last line needs no line break.
        let start = valueStart
        valueStart = position
        if isBlank(bytes, from: start - base, to: count) { return .endOfStream }
        line += 1
        return .value(start: start, end: position, line: line - 1)
    }

    /// Whether `bytes[from..<to]` is only whitespace.
    private func isBlank(_ bytes: InputBytes, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[unchecked: index]
            if isWhitespace(byte) {
                index += 1
            } else if allowsJSON5, case .character(let length) = JSON5Whitespace.match(in: bytes, at: index),
                index + length <= end
            {
                index += length  // JSON5's white space beyond ASCII
            } else {
                return false
            }
        }
        return true
    }
}
