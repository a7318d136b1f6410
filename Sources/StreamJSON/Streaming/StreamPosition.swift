/// The line and column of a place in a whole stream, kept up to date as bytes leave the
/// stream buffer, so that an error deep in a 10 GB file still reports where it is in the file.
///
/// Lines end at `\n`, `\r\n` or `\r`, and columns count Unicode scalars from 1, as in
/// ``JSONSyntaxError``. Counting goes eight bytes at a time where a word holds no line break.
struct StreamPosition {
    /// The 1-based line of the next byte.
    private(set) var line = 1
    /// The 1-based column of the next byte.
    private(set) var column = 1
    /// The last byte counted was `\r`: a `\n` right after it ends no further line.
    private var afterCarriageReturn = false

    /// Moves past `bytes`.
    mutating func advance(over bytes: InputBytes) {
        let count = bytes.count
        var index = 0
        while index + 8 <= count {
            let word = bytes.loadWord(unchecked: index)
            if !Self.contains(word, UInt8(ascii: "\n")) && !Self.contains(word, UInt8(ascii: "\r")) {
                // Every byte that is not a UTF-8 continuation byte (10xxxxxx) starts a scalar.
                let continuations = (word & 0x8080_8080_8080_8080 & ~(word << 1)).nonzeroBitCount
                column += 8 - continuations
                afterCarriageReturn = false
            } else {
                for offset in index..<(index + 8) { advance(over: bytes[unchecked: offset]) }
            }
            index += 8
        }
        while index < count {
            advance(over: bytes[unchecked: index])
            index += 1
        }
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

    /// Whether one of the word's eight bytes is `byte`.
    @inline(__always)
    private static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
    }
}
