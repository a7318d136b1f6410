/// The reference ``ScanKernel``: one byte at a time, or eight at a time in a 64-bit word
/// ("SIMD within a register"), with no vector types.
///
/// It is what the scanner used before ``VectorKernel`` and stays the definition of the
/// scanner's behaviour: tests and the fuzzer run both kernels on the same inputs and require
/// the same tapes and errors. ``VectorKernel`` also uses it for the last few bytes of the
/// input, where a sixteen-byte load would read past the end.
enum ScalarKernel: ScanKernel {
    /// Whole words of plain ASCII are skipped with one test each; the word that holds a special
    /// byte is resolved with a trailing-zero count, and the tail byte by byte.
    @inline(__always)
    static func firstSpecialStringByte(
        in bytes: InputBytes, from position: Int, quote: UInt8
    ) -> (position: Int, byte: UInt8) {
        var position = position
        let count = bytes.count
        let quoteWord = UInt64(quote) &* 0x0101_0101_0101_0101
        while position + 8 <= count {
            let special = specialByteMask(bytes.loadWord(unchecked: position), quoteWord: quoteWord)
            if special != 0 {
                let found = position + special.trailingZeroBitCount >> 3
                return (found, bytes[unchecked: found])
            }
            position += 8
        }
        while position < count {
            let byte = bytes[unchecked: position]
            if byte == quote || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
                return (position, byte)
            }
            position += 1
        }
        return (count, 0)
    }

    /// The scalar kernel validates non-ASCII text one character at a time, in the scanner.
    @inline(__always)
    static func skipValidText(in bytes: InputBytes, from position: Int, quote: UInt8) -> Int {
        position
    }

    /// The scalar kernel validates escapes one at a time, in the scanner.
    @inline(__always)
    static func skipUnicodeEscapes(in bytes: InputBytes, from position: Int) -> Int {
        position
    }

    /// Most whitespace runs in indented documents are a line feed and then spaces: after each
    /// whitespace byte, the spaces that follow are counted a word at a time (the lowest byte
    /// that is not a space ends the run).
    @inline(__always)
    static func firstNonWhitespace(in bytes: InputBytes, from position: Int) -> Int {
        var position = position
        let count = bytes.count
        while position < count {
            let byte = bytes[unchecked: position]
            guard byte <= 0x20 else { break }
            guard
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                    || byte == UInt8(ascii: "\t")
            else { break }
            position += 1
            while position + 8 <= count {
                let notSpaces = bytes.loadWord(unchecked: position) ^ 0x2020_2020_2020_2020
                if notSpaces != 0 {
                    position += notSpaces.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
        }
        return position
    }

    /// Eight digits at a time while whole words are digits, then byte by byte.
    @inline(__always)
    static func firstNonDigit(in bytes: InputBytes, from position: Int) -> Int {
        var position = position
        let count = bytes.count
        while position + 8 <= count && EightDigits.areDigits(bytes.loadWord(unchecked: position)) {
            position += 8
        }
        while position < count && JSONScanner.isDigit(bytes[unchecked: position]) { position += 1 }
        return position
    }

    /// A word with the high bit set in each byte that is the quote, a backslash, below 0x20
    /// or above 0x7F. Only the lowest set byte is exact (borrows can flag bytes above it),
    /// which is all the caller uses.
    @inline(__always)
    static func specialByteMask(_ word: UInt64, quoteWord: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ quoteWord
        let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = (word &- 0x2020_2020_2020_2020) & ~word
        return (isQuote | isBackslash | isControl | word) & highs
    }
}
