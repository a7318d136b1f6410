/// The JSON5 extensions (https://spec.json5.org), reached only when
/// ``ScanOptions/allowsJSON5`` is set and the strict path meets a byte it does not accept.
extension JSONScanner {
    /// Skips one JSON5 white space character or comment at `start` (below the end of the
    /// input); returns the position after it, or `start` if there is none there.
    func skipJSON5WhitespaceOrComment(at start: Int) throws(ScanError) -> Int {
        let byte = bytes[unchecked: start]
        switch byte {
        case 0x0B, 0x0C:
            return start + 1
        case UInt8(ascii: "/"):
            var comment = JSON5Comment()
            var position = start + 1
            while position < bytes.count {
                switch comment.read(bytes[unchecked: position]) {
                case .inside: position += 1
                case .ended: return position + 1
                case .notAComment: return start
                }
            }
            if comment.isOpened { return start }  // a lone '/' at the end: not a comment
            guard comment.mayEndInput else { throw ScanError(.unexpectedEndOfInput, at: start) }
            return position
        case 0xC2, 0xE1, 0xE2, 0xE3, 0xEF:
            // The whole document is here: a character cut short is not white space.
            guard case .character(let length) = JSON5Whitespace.match(in: bytes, at: start) else { return start }
            return start + length
        default:
            return start
        }
    }

    /// The byte length of a line terminator (LF, CR, CR LF, U+2028, U+2029) at `position`, or 0.
    func lineTerminatorLength(at position: Int) -> Int {
        let byte = bytes[unchecked: position]
        if byte == UInt8(ascii: "\n") { return 1 }
        if byte == UInt8(ascii: "\r") {
            return position + 1 < bytes.count && bytes[unchecked: position + 1] == UInt8(ascii: "\n") ? 2 : 1
        }
        if byte == 0xE2 && position + 2 < bytes.count && bytes[unchecked: position + 1] == 0x80
            && (bytes[unchecked: position + 2] == 0xA8 || bytes[unchecked: position + 2] == 0xA9)
        {
            return 3
        }
        return 0
    }

    /// A value at `start` that only JSON5 allows to start with `byte`: a single-quoted string,
    /// or a number starting with `+`, `.`, `Infinity` or `NaN`. Returns the position after it.
    func scanJSON5Value<Kernel: ScanKernel>(
        at start: Int, startingWith byte: UInt8,
        _ kernel: Kernel.Type
    ) throws(ScanError) -> Int {
        switch byte {
        case UInt8(ascii: "'"):
            return try scanString(at: start, quote: byte, kernel, JSON5Dialect.self)
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            return try scanJSON5Number(at: start, kernel)
        default:
            throw ScanError(.unexpectedCharacter, at: start)
        }
    }

    /// A JSON5 number: an optional sign, then `Infinity`, `NaN`, a hexadecimal integer, or a
    /// decimal literal whose integer or fraction digits (not both) may be missing. It starts at
    /// `start`; returns the position after it.
    func scanJSON5Number<Kernel: ScanKernel>(at start: Int, _ kernel: Kernel.Type) throws(ScanError) -> Int {
        var position = start
        var flags = TapeEntry.Flags(rawValue: 0)
        let count = bytes.count
        let sign = bytes[unchecked: position]
        if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            if sign == UInt8(ascii: "-") { flags.insert(.negative) } else { flags.insert(.json5Number) }
            position += 1
        }
        guard position < count else { throw ScanError(.invalidNumber, at: position) }
        let first = bytes[unchecked: position]
        if first == UInt8(ascii: "I") || first == UInt8(ascii: "N") {
            let word: Keyword = first == UInt8(ascii: "I") ? .infinity : .nan
            let end = try matchKeyword(word, at: position)
            flags.insert(.json5Number)
            entries.append(TapeEntry(kind: .number, flags: flags, offset: start, payload: UInt64(end - start)))
            return end
        }
        if first == UInt8(ascii: "0") && position + 1 < count
            && bytes[unchecked: position + 1] | 0x20 == UInt8(ascii: "x")
        {
            position += 2
            let digitsStart = position
            while position < count && JSONScanner.hexValue(bytes[unchecked: position]) != nil { position += 1 }
            guard position > digitsStart else { throw ScanError(.invalidNumber, at: position) }
            flags.insert(.json5Number)
            entries.append(TapeEntry(kind: .number, flags: flags, offset: start, payload: UInt64(position - start)))
            return position
        }
        var integerDigits = 0
        if first == UInt8(ascii: "0") {
            position += 1
            integerDigits = 1
            if position < count && JSONScanner.isDigit(bytes[unchecked: position]) {
                throw ScanError(.invalidNumber, at: position)
            }
        } else {
            while position < count && JSONScanner.isDigit(bytes[unchecked: position]) {
                position += 1
                integerDigits += 1
            }
        }
        if position < count && bytes[unchecked: position] == UInt8(ascii: ".") {
            flags.insert(.fraction)
            position += 1
            var fractionDigits = 0
            while position < count && JSONScanner.isDigit(bytes[unchecked: position]) {
                position += 1
                fractionDigits += 1
            }
            guard integerDigits + fractionDigits > 0 else { throw ScanError(.invalidNumber, at: position) }
            if integerDigits == 0 || fractionDigits == 0 { flags.insert(.json5Number) }
        } else if integerDigits == 0 {
            throw ScanError(.invalidNumber, at: position)
        }
        position = try scanExponent(from: position, flags: &flags, kernel)
        entries.append(TapeEntry(kind: .number, flags: flags, offset: start, payload: UInt64(position - start)))
        return position
    }

    /// A JSON5 object key that is not double-quoted: a single-quoted string or an ECMAScript
    /// IdentifierName (letters, digits, `$`, `_`, `\uXXXX` escapes), at `start`; returns the
    /// position after it.
    func scanJSON5Key<Kernel: ScanKernel>(
        at start: Int, startingWith byte: UInt8,
        _ kernel: Kernel.Type
    ) throws(ScanError) -> Int {
        if byte == UInt8(ascii: "'") {
            return try scanString(at: start, quote: byte, kernel, JSON5Dialect.self)
        }
        var position = start
        var flags = TapeEntry.Flags(rawValue: 0)
        var isFirst = true
        while position < bytes.count {
            let byte = bytes[unchecked: position]
            if byte < 0x80 {
                let isStart =
                    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                    || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_")
                if isStart || (!isFirst && JSONScanner.isDigit(byte)) {
                    position += 1
                } else if byte == UInt8(ascii: "\\") {
                    guard position + 1 < bytes.count, bytes[unchecked: position + 1] == UInt8(ascii: "u") else {
                        throw ScanError(.invalidEscape, at: position)
                    }
                    let unit = try hexQuad(at: position + 2)
                    guard let scalar = Unicode.Scalar(unit),
                        isFirst ? JSONScanner.isIdentifierStart(scalar) : JSONScanner.isIdentifierPart(scalar)
                    else {
                        throw ScanError(.invalidUnicodeEscape, at: position)
                    }
                    flags.insert(.escaped)
                    position += 6
                } else {
                    break
                }
            } else {
                let end = try validateUTF8Sequence(at: position)
                let scalar = decodeScalar(from: position, to: end)
                guard isFirst ? JSONScanner.isIdentifierStart(scalar) : JSONScanner.isIdentifierPart(scalar) else {
                    break
                }
                flags.insert(.nonASCII)
                position = end
            }
            isFirst = false
        }
        guard position > start else { throw ScanError(.unexpectedCharacter, at: position) }
        entries.append(TapeEntry(kind: .string, flags: flags, offset: start, payload: UInt64(position - start)))
        return position
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "$" || scalar == "_" || scalar.properties.isIDStart
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "$" || scalar == "_" || scalar == "\u{200C}" || scalar == "\u{200D}"
            || scalar.properties.isIDContinue
    }

    /// The scalar encoded by the validated UTF-8 sequence `start..<end`.
    func decodeScalar(from start: Int, to end: Int) -> Unicode.Scalar {
        var iterator = (start..<end).lazy.map { self.bytes[$0] }.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// The escapes JSON5 adds to JSON's: `\'`, `\v`, `\0` (not followed by a digit), `\xHH`,
    /// a backslash before a line terminator (a line continuation), and any other character
    /// that is not a digit, standing for itself.
    func scanJSON5Escape(at position: Int) throws(ScanError) -> Int {
        let escaped = bytes[unchecked: position + 1]
        switch escaped {
        case UInt8(ascii: "0"):
            if position + 2 < bytes.count && JSONScanner.isDigit(bytes[unchecked: position + 2]) {
                throw ScanError(.invalidEscape, at: position)
            }
            return position + 2
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw ScanError(.invalidEscape, at: position)
        case UInt8(ascii: "x"):
            for offset in 2...3 {
                guard position + offset < bytes.count else {
                    throw ScanError(.unexpectedEndOfInput, at: position + offset)
                }
                guard JSONScanner.hexValue(bytes[unchecked: position + offset]) != nil else {
                    throw ScanError(.invalidEscape, at: position)
                }
            }
            return position + 4
        default:
            let terminator = lineTerminatorLength(at: position + 1)
            if terminator > 0 { return position + 1 + terminator }
            if escaped >= 0x80 { return try validateUTF8Sequence(at: position + 1) }
            return position + 2
        }
    }
}
