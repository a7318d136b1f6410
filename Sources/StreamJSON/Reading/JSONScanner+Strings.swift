extension JSONScanner {
    /// Scans a string whose opening quote is at `start`, validating escapes and UTF-8, and
    /// appends its entry (contents only, quotes excluded). Returns the position after the
    /// closing quote.
    ///
    /// The kernel skips the common case, a run of printable ASCII, and runs of valid non-ASCII
    /// text; every byte it stops at (the quote, a backslash, a control byte, a character it
    /// did not validate) is handled here, one at a time.
    @inline(__always)
    func scanString<Kernel: ScanKernel, Dialect: ScanDialect>(
        at start: Int, quote: UInt8, _ kernel: Kernel.Type, _ dialect: Dialect.Type
    ) throws(ScanError) -> Int {
        // `start` is below `count`: no position here can overflow.
        let contentStart = start &+ 1
        var position = contentStart
        var flags = TapeEntry.Flags(rawValue: 0)  // not `[]`: an array literal costs a release here
        let count = bytes.count
        while true {
            // The byte is 0 at the end of the input: the control-byte case below reports it.
            let byte: UInt8
            (position, byte) = Kernel.firstSpecialStringByte(in: bytes, from: position, quote: quote)
            if byte == quote {
                entries.append(
                    TapeEntry(
                        kind: .string, flags: flags, offset: contentStart,
                        payload: UInt64(truncatingIfNeeded: position &- contentStart)))
                return position &+ 1
            } else if byte == UInt8(ascii: "\\") {
                flags.insert(.escaped)
                position = try scanEscape(at: position, kernel, dialect)
            } else if byte >= 0x80 {
                flags.insert(.nonASCII)
                // Non-ASCII text comes in runs (a word, a sentence): the kernel skips what it
                // can prove valid, and the rest of the run is validated here rather than going
                // back to the ASCII loop after every character.
                position = Kernel.skipValidText(in: bytes, from: position, quote: quote)
                while position < count && bytes[unchecked: position] >= 0x80 {
                    position = try validateUTF8Sequence(at: position)
                }
            } else {
                guard position < count else { throw ScanError(.unexpectedEndOfInput, at: position) }
                // A control byte: JSON5 allows all but line terminators.
                guard Dialect.allowsJSON5 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") else {
                    throw ScanError(.unescapedControlCharacter, at: position)
                }
                position &+= 1
            }
        }
    }

    /// Validates the escape whose backslash is at `position`; returns the position after it, or
    /// after the run of `\uXXXX` escapes it starts (a word of text written in ASCII only) when
    /// the kernel can skip one.
    func scanEscape<Kernel: ScanKernel, Dialect: ScanDialect>(
        at position: Int, _ kernel: Kernel.Type, _ dialect: Dialect.Type
    ) throws(ScanError) -> Int {
        guard position + 1 < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: position + 1) }
        let escaped = bytes[unchecked: position + 1]
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return position + 2
        case UInt8(ascii: "u"):
            let skipped = Kernel.skipUnicodeEscapes(in: bytes, from: position)
            if skipped != position { return skipped }
            let unit = try hexQuad(at: position + 2)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed by an escaped low surrogate.
                let next = position + 6
                guard next + 1 < bytes.count, bytes[unchecked: next] == UInt8(ascii: "\\"),
                    bytes[unchecked: next + 1] == UInt8(ascii: "u")
                else {
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
            if Dialect.allowsJSON5 {
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
            && bytes[unchecked: position + 1] & 0xC0 == 0x80
        {
            return position + 2
        }
        if lead >= 0xE1 && lead <= 0xEC && position + 3 <= bytes.count
            && bytes[unchecked: position + 1] & 0xC0 == 0x80 && bytes[unchecked: position + 2] & 0xC0 == 0x80
        {
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
            guard bytes[unchecked: position + offset] & 0xC0 == 0x80 else {
                throw ScanError(.invalidUTF8, at: position)
            }
            offset += 1
        }
        return position + length
    }
}
