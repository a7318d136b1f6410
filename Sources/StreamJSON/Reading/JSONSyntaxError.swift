/// Why a document is not valid JSON, and where.
///
/// StreamJSON's decoders throw `DecodingError.dataCorrupted` for a syntax error, as
/// `JSONDecoder` does, with this value as the context's `underlyingError` and its
/// ``description`` (line, column and an excerpt of the input) as the `debugDescription`.
/// Printed inside such a wrapper (`String(describing:)` of the `DecodingError`, or of
/// `StreamJSONSerialization`'s `NSError`), it shows as its reason alone,
/// `JSONSyntaxError(.unexpectedCharacter)`, so that the message appears once; printed alone
/// (an error of ``JSONReader``), it is its ``description``.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible, TextOutputStreamable {
    /// What was wrong.
    ///
    /// Complete for every 1.x release: a switch over it needs no `default` or `@unknown default`;
    /// a new reason would come only in a major version (CONTRIBUTING.md, "The public API").
    public enum Reason: Hashable, Sendable {
        /// The input ended where more was required, for example inside a string.
        case unexpectedEndOfInput
        /// The input holds no value at all (it is empty, or only whitespace).
        case emptyInput
        /// A byte that cannot start or continue a value at this position.
        case unexpectedCharacter
        /// A complete value is followed by something other than whitespace.
        case trailingCharacters
        /// A backslash escape that JSON does not define.
        case invalidEscape
        /// A `\u` escape that is not four hex digits, or a surrogate escape without its pair.
        case invalidUnicodeEscape
        /// A control character (U+0000 to U+001F) written raw inside a string.
        case unescapedControlCharacter
        /// Bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// A malformed number, such as `01`, `1.`, `-` or `1e`.
        case invalidNumber
        /// More nested arrays and objects than the decoder's limit allows.
        case tooDeeplyNested(limit: Int)
        /// The input is in a text encoding that could not be converted to UTF-8.
        case invalidTextEncoding
        /// The document is larger than one tape can describe (`limit` bytes; see
        /// <doc:Guarantees>). Stream it value by value instead.
        case documentTooLarge(limit: Int)
    }

    /// What was wrong.
    public let reason: Reason
    /// The byte offset in the (UTF-8) input where the problem was found.
    public let byteOffset: Int
    /// The 1-based line of ``byteOffset``; lines end at `\n`, `\r\n` or `\r`.
    public let line: Int
    /// The 1-based column of ``byteOffset``, counted in Unicode scalars.
    public let column: Int
    /// A short, printable excerpt of the input around the problem (up to 24 bytes either
    /// side), or empty: decoders quote the input only when asked
    /// (``StreamJSONDecoder/includesInputExcerptInErrors``, and the same option of
    /// ``JSONReader``), so that error messages a server logs or returns hold none of the
    /// request's text.
    public let excerpt: String
    /// The character found where the problem is, quoted (`']'`), when it says something.
    var found: String?
    /// What the grammar expected there, when known (`',' or '}' after an object member`; the
    /// wording of ``ExpectedToken``).
    var expected: String?
    /// A sentence that says more than the reason's own, when there is one (UTF-16 input that
    /// ends in half a code unit).
    var detail: String?
    /// Whether the error is the underlying error of another whose message already holds
    /// ``description``: it then prints as its reason alone.
    var isWrapped = false

    /// The same error, to be the underlying error of one whose message quotes ``description``.
    var wrapped: JSONSyntaxError {
        var error = self
        error.isWrapped = true
        return error
    }

    /// Creates an error at a known location.
    public init(reason: Reason, byteOffset: Int, line: Int, column: Int, excerpt: String) {
        self.reason = reason
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
        self.excerpt = excerpt
    }

    /// Whether two errors have the same reason at the same place (what was expected there,
    /// which only ``JSONReader`` knows, does not count).
    public static func == (lhs: JSONSyntaxError, rhs: JSONSyntaxError) -> Bool {
        lhs.reason == rhs.reason && lhs.byteOffset == rhs.byteOffset && lhs.line == rhs.line
            && lhs.column == rhs.column && lhs.excerpt == rhs.excerpt
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(reason)
        hasher.combine(byteOffset)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(excerpt)
    }

    /// A sentence a person can act on, such as
    /// `Unexpected character 'x' (expected a value) at line 3, column 5 (byte 16)`, followed by
    /// `: …"a": 1,⏎    x⏎}` when there is an ``excerpt``.
    public var description: String {
        "\(summary) at line \(line), column \(column) (byte \(byteOffset))" + (excerpt.isEmpty ? "" : ": \(excerpt)")
    }

    /// What `String(describing:)` and string interpolation print: ``description``, or for the
    /// underlying error of a `DecodingError` or `NSError` whose message already holds it, the
    /// reason alone (`JSONSyntaxError(.invalidNumber)`).
    public func write<Target: TextOutputStream>(to target: inout Target) {
        target.write(isWrapped ? "JSONSyntaxError(.\(reason))" : description)
    }

    var summary: String {
        if let detail { return detail }
        switch reason {
        case .unexpectedCharacter:
            return "Unexpected character" + (found.map { " \($0)" } ?? "")
                + (expected.map { " (expected \($0))" } ?? "")
        default:
            guard let expected else { return baseSummary }
            return baseSummary + " (expected \(expected)" + (found.map { ", found \($0))" } ?? ")")
        }
    }

    /// The sentence for the reason alone.
    private var baseSummary: String {
        switch reason {
        case .unexpectedEndOfInput: return "Unexpected end of input"
        case .emptyInput: return "The input holds no JSON value"
        case .unexpectedCharacter: return "Unexpected character"
        case .trailingCharacters: return "Unexpected text after the JSON value"
        case .invalidEscape: return "Invalid escape sequence in string"
        case .invalidUnicodeEscape: return "Invalid \\u escape or unpaired surrogate in string"
        case .unescapedControlCharacter: return "Unescaped control character in string"
        case .invalidUTF8: return "Invalid UTF-8"
        case .invalidNumber: return "Invalid number"
        case .tooDeeplyNested(let limit): return "Too many nested arrays and objects (the limit is \(limit))"
        case .invalidTextEncoding: return "The input's text encoding could not be converted to UTF-8"
        case .documentTooLarge(let limit):
            return "The document is larger than the \(limit) bytes one decode can index; stream it in smaller values"
        }
    }
}

/// The scanner's lightweight error: a reason and an offset. Line, column and excerpt are
/// computed from the bytes only when the error leaves the Reading layer.
struct ScanError: Error {
    let reason: JSONSyntaxError.Reason
    let offset: Int
    /// What was expected at `offset`, for an unexpected character, when the thrower knows.
    var expected: String?

    init(_ reason: JSONSyntaxError.Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    init(_ reason: JSONSyntaxError.Reason, at offset: Int, expected: ExpectedToken) {
        self.init(reason, at: offset)
        self.expected = expected.wording
    }

    /// Resolves the offset against the document into a ``JSONSyntaxError``, with an excerpt
    /// of the input around it if `excerpt` is true (else the excerpt is empty).
    func located(in bytes: InputBytes, including excerpt: Bool) -> JSONSyntaxError {
        let offset = min(max(self.offset, 0), bytes.count)
        var location = LocationTracker()
        location.advance(to: offset, in: bytes)
        let line = location.line, column = location.column
        var error = JSONSyntaxError(
            reason: reason, byteOffset: offset, line: line, column: column,
            excerpt: excerpt ? ScanError.excerpt(of: bytes, around: offset) : "")
        error.found = ScanError.found(reason, in: bytes, at: offset)
        error.expected = expected
        return error
    }

    /// The character a message names as found for `reason` at `offset`, if any: the offending
    /// character (for an escape, the one after the backslash).
    static func found(_ reason: JSONSyntaxError.Reason, in bytes: InputBytes, at offset: Int) -> String? {
        switch reason {
        case .unexpectedCharacter, .trailingCharacters, .invalidNumber, .unescapedControlCharacter:
            return offset < bytes.count ? character(in: bytes, at: offset) : nil
        case .invalidEscape:
            return offset + 1 < bytes.count ? character(in: bytes, at: offset + 1) : nil
        case .invalidUnicodeEscape:
            // At a whole `\uXXXX`: a surrogate without its pair (the expectation says which).
            guard offset < bytes.count, unicodeEscape(in: bytes, at: offset) == nil else { return nil }
            return character(in: bytes, at: offset)
        default:
            return nil
        }
    }

    /// The code unit of the complete `\uXXXX` escape at `offset`, or nil if there is none.
    static func unicodeEscape(in bytes: InputBytes, at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"),
            bytes[offset + 1] == UInt8(ascii: "u")
        else { return nil }
        return UInt16(bytes.slice(offset + 2, 4).string(), radix: 16)
    }

    /// The character at `offset`, as a message shows it: `'x'`, `'é'`, `a line break`,
    /// `U+0009`, or `byte 0xFF` for a byte that does not start valid UTF-8.
    static func character(in bytes: InputBytes, at offset: Int) -> String {
        let byte = bytes[offset]
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let available = min(length, bytes.count - offset)
        var decoder = UTF8()
        var iterator = bytes.slice(offset, available).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
        switch scalar {
        case "\n", "\r": return "a line break"
        case _
        where scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
            || scalar.properties.isWhitespace:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default: return "'\(scalar)'"
        }
    }

    /// Up to 24 bytes either side of `offset`, with line breaks shown as `⏎` and other
    /// control bytes and invalid UTF-8 shown as `�`.
    static func excerpt(of bytes: InputBytes, around offset: Int) -> String {
        var start = max(0, offset - 24)
        var end = min(bytes.count, offset + 24)
        // Do not cut a multi-byte character in half.
        while start > 0 && start < bytes.count && bytes[unchecked: start] & 0xC0 == 0x80 { start -= 1 }
        while end < bytes.count && bytes[unchecked: end] & 0xC0 == 0x80 { end += 1 }
        var text = bytes.slice(start, end - start).string()
        text = String(
            text.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "\n", "\r": return "⏎"
                case "\t": return " "
                case _ where scalar.value < 0x20: return "�"
                default: return Character(scalar)
                }
            })
        let marker = offset >= bytes.count ? "<end of input>" : ""
        return (start > 0 ? "…" : "") + text + (end < bytes.count ? "…" : "") + marker
    }
}
