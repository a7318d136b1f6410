extension JSONScanner {
    /// Scans a string whose opening quote is at `index`, validating escapes and UTF-8, and
    /// appends its entry (contents only, quotes excluded). Leaves `index` after the closing quote.
    ///
    /// The common case, a run of printable ASCII, is checked eight bytes at a time: one word
    /// is tested at once for the quote, a backslash, a control byte and a non-ASCII byte, and
    /// only a word holding one of those drops to the byte-wise path.
    @inline(__always)
    mutating func scanString(quote: UInt8) throws(ScanError) {
        let contentStart = index + 1
        var position = contentStart
        var flags: TapeEntry.Flags = []
        let quoteWord = UInt64(quote) &* 0x0101_0101_0101_0101
        let count = bytes.count
        while true {
            // Fast path: skip whole words of plain ASCII.
            while position + 8 <= count {
                let word = bytes.loadWord(unchecked: position)
                let special = JSONScanner.specialByteMask(word, quoteWord: quoteWord)
                if special == 0 {
                    position += 8
                } else {
                    position += special.trailingZeroBitCount >> 3
                    break
                }
            }
            guard position < count else { throw ScanError(.unexpectedEndOfInput, at: position) }
            let byte = bytes[unchecked: position]
            if byte == quote {
                entries.append(TapeEntry(kind: .string, flags: flags, offset: contentStart,
                                         payload: UInt64(position - contentStart)))
                index = position + 1
                return
            } else if byte == UInt8(ascii: "\\") {
                flags.insert(.escaped)
                position = try scanEscape(at: position)
            } else if byte >= 0x80 {
                flags.insert(.nonASCII)
                // Non-ASCII text comes in runs (a word, a sentence): validate the whole run here
                // rather than going back to the word loop after every character.
                repeat {
                    position = try validateUTF8Sequence(at: position)
                } while position < count && bytes[unchecked: position] >= 0x80
            } else if byte < 0x20 {
                guard options.allowsJSON5 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") else {
                    throw ScanError(.unescapedControlCharacter, at: position)
                }
                position += 1
            } else {
                // A quote character of the other kind (JSON5), or a byte the word test flagged
                // past the first match.
                position += 1
            }
        }
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

    /// Validates the escape whose backslash is at `position`; returns the position after it.
    mutating func scanEscape(at position: Int) throws(ScanError) -> Int {
        guard position + 1 < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: position + 1) }
        let escaped = bytes[unchecked: position + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return position + 2
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: position + 2)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed by an escaped low surrogate.
                let next = position + 6
                guard next + 1 < bytes.count, bytes[unchecked: next] == UInt8(ascii: "\\"),
                      bytes[unchecked: next + 1] == UInt8(ascii: "u") else {
                    throw ScanError(.invalidUnicodeEscape, at: position)
                }
                let low = try hexQuad(at: next + 2)
                guard (0xDC00...0xDFFF).contains(low) else { throw ScanError(.invalidUnicodeEscape, at: next) }
                return next + 6
            case 0xDC00...0xDFFF:
                throw ScanError(.invalidUnicodeEscape, at: position)
            default:
                return position + 6
            }
        default:
            if options.allowsJSON5 {
                return try scanJSON5Escape(at: position)
            }
            throw ScanError(.invalidEscape, at: position)
        }
    }

    /// The value of the four hex digits at `position`.
    func hexQuad(at position: Int) throws(ScanError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            guard position + offset < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: position + offset) }
            guard let digit = JSONScanner.hexValue(bytes[unchecked: position + offset]) else {
                throw ScanError(.invalidUnicodeEscape, at: position + offset)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }

    /// Validates the multi-byte UTF-8 sequence whose lead byte is at `position` (RFC 3629:
    /// no overlong forms, no surrogates, nothing above U+10FFFF); returns the position after it.
    @inline(__always)
    func validateUTF8Sequence(at position: Int) throws(ScanError) -> Int {
        let lead = bytes[unchecked: position]
        // The common cases first: two-byte sequences (Latin, Greek, Cyrillic...) and
        // three-byte sequences outside the surrogate and overlong ranges (most of the BMP).
        if lead >= 0xC2 && lead <= 0xDF && position + 2 <= bytes.count
            && bytes[unchecked: position + 1] & 0xC0 == 0x80 {
            return position + 2
        }
        if lead >= 0xE1 && lead <= 0xEC && position + 3 <= bytes.count
            && bytes[unchecked: position + 1] & 0xC0 == 0x80 && bytes[unchecked: position + 2] & 0xC0 == 0x80 {
            return position + 3
        }
        return try validateUTF8SequenceSlowly(at: position)
    }

    /// ``validateUTF8Sequence(at:)`` for every other lead byte, and the errors.
    func validateUTF8SequenceSlowly(at position: Int) throws(ScanError) -> Int {
        let lead = bytes[unchecked: position]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: throw ScanError(.invalidUTF8, at: position)
        }
        guard position + length <= bytes.count else { throw ScanError(.invalidUTF8, at: position) }
        let second = bytes[unchecked: position + 1]
        guard second >= lower && second <= upper else { throw ScanError(.invalidUTF8, at: position) }
        var offset = 2
        while offset < length {
            guard bytes[unchecked: position + offset] & 0xC0 == 0x80 else { throw ScanError(.invalidUTF8, at: position) }
            offset += 1
        }
        return position + length
    }
}
