/// The line and column of increasing offsets of a stream whose bytes go away once consumed:
/// the lines are counted as the bytes pass, eight at a time where a word holds no line break.
///
/// Lines end at `\n`; columns count Unicode scalars (bytes that are not UTF-8 continuation
/// bytes), both 1-based, as in ``JSONSyntaxError``.
struct StreamLineCounter {
    /// The stream offset counted up to.
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1
    /// The location of the last element marked with ``markElement()``.
    private(set) var elementLine = 1
    private(set) var elementColumn = 1

    /// Counts the bytes up to the stream offset `target`, which must all be in `bytes`
    /// (`bytes[0]` is at stream offset `base`). Does nothing for a target already passed.
    mutating func advance(to target: Int, in bytes: InputBytes, base: Int) {
        guard target > offset else { return }
        var index = offset - base
        let end = min(target - base, bytes.count)
        while index + 8 <= end {
            let word = bytes.loadWord(unchecked: index)
            if Self.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) != 0 {
                for byte in 0..<8 { count(bytes[unchecked: index + byte]) }
            } else {
                let continuations = Self.zeroBytes((word & 0xC0C0_C0C0_C0C0_C0C0) ^ 0x8080_8080_8080_8080)
                column += 8 - continuations.nonzeroBitCount
            }
            index += 8
        }
        while index < end {
            count(bytes[unchecked: index])
            index += 1
        }
        offset = base + end
    }

    /// Remembers the current location as an element's.
    mutating func markElement() {
        elementLine = line
        elementColumn = column
    }

    @inline(__always)
    private mutating func count(_ byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// One bit (0x80) for each zero byte of `word`, exactly.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((word & low7) &+ low7) | word | low7)
    }
}
