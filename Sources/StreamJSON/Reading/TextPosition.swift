/// The line and column after the bytes counted so far, which may come in pieces: the one line
/// and column counter of the library. ``LocationTracker`` uses it to locate syntax errors and
/// `JSONReader` events; a stream's buffer keeps one up to date as bytes leave it, so that an
/// error deep in a 10 GB file still reports where it is in the file.
///
/// Lines end at `\n`, `\r\n` or `\r` (a `\r\n` split between two pieces counts once), and
/// columns count Unicode scalars from 1, as in ``JSONSyntaxError``. Counting goes eight bytes
/// at a time where a word holds no line break.
struct TextPosition {
    /// The 1-based line of the next byte.
    private(set) var line = 1
    /// The 1-based column of the next byte.
    private(set) var column = 1
    /// The last byte counted was `\r`: a `\n` right after it ends no further line.
    private var afterCarriageReturn = false

    /// Moves past `bytes`.
    ///
    /// Words with no byte below `0x0E` (so no line break) only add to the column: eight bytes
    /// minus their UTF-8 continuation bytes, whose flags are summed lane by lane and folded into
    /// the column every 31 words (a lane then holds at most 248, so one multiply adds the eight
    /// lanes up: no population count, which this target has no instruction for). Other words
    /// go byte by byte.
    mutating func advance(over bytes: InputBytes) {
        let count = bytes.count
        var index = 0
        var continuationFlags: UInt64 = 0
        var words = 0
        while index + 8 <= count {
            let word = bytes.loadWord(unchecked: index)
            // The high bit of the lowest byte below 0x0E is exact (borrows only run upwards).
            if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 == 0 {
                continuationFlags &+= (word & 0x8080_8080_8080_8080 & ~(word << 1)) >> 7
                words += 1
                if words == 31 { addColumns(words: &words, continuationFlags: &continuationFlags) }
            } else {
                addColumns(words: &words, continuationFlags: &continuationFlags)
                for offset in index..<(index + 8) { advance(over: bytes[unchecked: offset]) }
            }
            index += 8
        }
        addColumns(words: &words, continuationFlags: &continuationFlags)
        while index < count {
            advance(over: bytes[unchecked: index])
            index += 1
        }
    }

    /// Adds the columns of `words` whole words without line breaks, and starts the count over.
    @inline(__always)
    private mutating func addColumns(words: inout Int, continuationFlags: inout UInt64) {
        guard words > 0 else { return }
        let continuations = Int(truncatingIfNeeded: (continuationFlags &* 0x0101_0101_0101_0101) >> 56)
        column += 8 * words - continuations
        afterCarriageReturn = false
        words = 0
        continuationFlags = 0
    }

    private mutating func advance(over byte: UInt8) {
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
}
