/// What the reader expected where a document breaks, from the grammar position and the bytes
/// there (the wording is ``ExpectedToken``'s). The decoders, whose scanner reports only a
/// reason and an offset, get the same expectation by reading the document again with a
/// ``JSONReader`` when an error leaves them (``ScanError/located(in:rescanning:including:)``): only
/// failed documents pay for it.
extension JSONReader {
    /// For an error in the value that starts at `start`; `here` is what the grammar expects
    /// at `start` itself.
    func expectation(for error: ScanError, inValueAt start: Int, here: ExpectedToken) -> ExpectedToken? {
        let bytes = storage.view
        switch error.reason {
        case .unexpectedCharacter, .unexpectedEndOfInput:
            if error.offset == start { return here }
            guard start < bytes.count else { return nil }
            switch bytes[start] {
            case UInt8(ascii: "\""): return error.reason == .unexpectedEndOfInput ? .closingQuote : nil
            case UInt8(ascii: "t"): return .literal("true")
            case UInt8(ascii: "f"): return .literal("false")
            case UInt8(ascii: "n"): return .literal("null")
            default: return nil
            }
        default:
            return detail(of: error)
        }
    }

    /// For an error in the key (and its colon) that starts at `start`.
    func expectation(for error: ScanError, inKeyAt start: Int, here: ExpectedToken) -> ExpectedToken? {
        switch error.reason {
        case .unexpectedCharacter, .unexpectedEndOfInput:
            if error.offset == start { return here }
            let bytes = storage.view
            guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
            return Self.stringCloses(in: bytes, from: start + 1, before: error.offset) ? .colon : .closingQuote
        default:
            return detail(of: error)
        }
    }

    /// Whether the string whose contents start at `start` has its closing quote before `end`.
    private static func stringCloses(in bytes: InputBytes, from start: Int, before end: Int) -> Bool {
        var index = start
        while index < min(end, bytes.count) {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return true
            default: index += 1
            }
        }
        return false
    }

    /// Errors inside a token: a number, an escape, a control character. JSON5 spells these
    /// differently (hexadecimal, more escapes), so only the RFC 8259 rules are explained.
    private func detail(of error: ScanError) -> ExpectedToken? {
        guard !scanner.options.allowsJSON5 else { return nil }
        let bytes = storage.view
        let offset = error.offset
        switch error.reason {
        case .invalidNumber:
            guard offset > 0, offset <= bytes.count else { return nil }
            let previous = bytes[offset - 1]
            if previous == UInt8(ascii: "0") { return .afterLeadingZero }
            if previous == UInt8(ascii: ".") { return .digit(after: .decimalPoint) }
            if previous | 0x20 == UInt8(ascii: "e") { return .digit(after: .exponent) }
            if previous == UInt8(ascii: "+") || previous == UInt8(ascii: "-") {
                let isExponentSign = offset >= 2 && bytes[offset - 2] | 0x20 == UInt8(ascii: "e")
                return .digit(after: isExponentSign ? .exponent : .minus)
            }
            return nil
        case .invalidEscape:
            return .escapeCharacter
        case .invalidUnicodeEscape:
            guard let unit = ScanError.unicodeEscape(in: bytes, at: offset) else { return .hexDigits }
            switch unit {
            case 0xD800...0xDBFF: return .lowSurrogate  // a high surrogate with no escape after it
            case 0xDC00...0xDFFF: return .highSurrogateBefore  // a low surrogate alone
            default: return .lowSurrogate  // the escape after a high surrogate
            }
        case .unescapedControlCharacter:
            return .escapedControlCharacter
        default:
            return nil
        }
    }
}

extension ScanError {
    /// ``located(in:including:)`` for the decoders: the expectation (and the character found) come from
    /// reading the same bytes with a ``JSONReader`` up to the same error. Errors the reader
    /// meets elsewhere (a decoder option it does not have, such as an implied top-level object)
    /// keep the plain message.
    func located(in bytes: InputBytes, rescanning options: ScanOptions, including excerpt: Bool) -> JSONSyntaxError {
        var error = located(in: bytes, including: excerpt).wrapped
        switch reason {
        case .tooDeeplyNested, .documentTooLarge, .invalidTextEncoding, .invalidUTF8, .emptyInput:
            return error
        default:
            break
        }
        guard error.expected == nil else { return error }
        var reader = JSONReader(bytes, allowsJSON5: options.allowsJSON5, maximumDepth: options.maximumDepth)
        do {
            while try reader.next() != nil {}
        } catch let readerError {
            if readerError.byteOffset == error.byteOffset && readerError.reason == error.reason {
                error.expected = readerError.expected
                error.found = readerError.found
            }
        }
        return error
    }
}
