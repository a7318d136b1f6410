/// The keywords `true`, `false` and `null`.
extension JSONScanner {
    /// The keyword `word` at `start`, appended as an entry of `kind`; returns the position
    /// after it.
    @inline(__always)
    func scanLiteral(_ word: Keyword, kind: TapeEntry.Kind, at start: Int) throws(ScanError) -> Int {
        let end = try matchKeyword(word, at: start)
        entries.append(
            TapeEntry(
                kind: kind, flags: TapeEntry.Flags(rawValue: 0), offset: start,
                payload: UInt64(truncatingIfNeeded: word.length)))
        return end
    }

    /// Checks that the bytes at `start` spell `word`; returns the position after it. The error
    /// is at the first byte that differs, or where the input ends.
    @inline(__always)
    func matchKeyword(_ word: Keyword, at start: Int) throws(ScanError) -> Int {
        let length = word.length
        // `start` is at most `count`, so `start + 8` cannot overflow.
        if start &+ 8 <= bytes.count {
            // One comparison of a word with the spelling; the lowest differing byte is the error.
            let difference = (bytes.loadWord(unchecked: start) ^ word.packed) & word.mask
            guard difference == 0 else {
                throw ScanError(.unexpectedCharacter, at: start &+ difference.trailingZeroBitCount &>> 3)
            }
            return start &+ length
        }
        var offset = 0
        while offset < length {
            guard start + offset < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: start + offset) }
            guard bytes[unchecked: start + offset] == word[offset] else {
                throw ScanError(.unexpectedCharacter, at: start + offset)
            }
            offset += 1
        }
        return start + length
    }
}
