/// An error from a streaming decode: which value of the stream failed, where, and why.
///
/// Every value before the failing one has already been delivered. Whether decoding can go on
/// is ``canContinue``: a value whose bytes were framed but that does not decode
/// (``Reason/invalidValue``: not valid JSON, or its `init(from:)` threw) is skipped in every
/// framing, and the next call to `next()` continues with the following value. Bytes that break
/// the framing itself (``Reason/unexpectedCharacter(_:)``, ``Reason/unexpectedEndOfStream``,
/// ``Reason/arrayNotFound``, an error in an envelope) end the stream: the error is thrown once
/// and every later `next()` returns nil.
public struct JSONStreamError: Error, CustomStringConvertible {
    /// What went wrong.
    ///
    /// Complete for every 1.x release: a switch over it needs no `default` or `@unknown default`;
    /// a new reason would come only in a major version (CONTRIBUTING.md, "The public API").
    public enum Reason: Hashable, Sendable {
        /// A complete value was framed but could not be decoded: it is not valid JSON, or
        /// its `init(from:)` threw. ``JSONStreamError/underlyingError`` says why.
        case invalidValue
        /// The stream ended inside a value, or (`.array`) before the array's closing `]`.
        case unexpectedEndOfStream
        /// A byte that the framing does not allow here: something other than `[` at the start
        /// of an `.array` stream, a missing comma between elements, or text after the `]`.
        case unexpectedCharacter(UInt8)
        /// `append` was called after `finish()`.
        case appendAfterFinish
        /// ``JSONFraming/array(at:keepingEnvelope:)``: the document has no array at the
        /// pointer. ``JSONStreamError/underlyingError`` is the `DecodingError` saying why, at the
        /// path that exists: `keyNotFound` (an absent member, an index past the end),
        /// `valueNotFound` (`null`) or `typeMismatch` (a value that is not a container, or not an
        /// array).
        case arrayNotFound
    }

    /// What went wrong.
    public let reason: Reason
    /// The 0-based index of the failing value among the stream's values (for `.array`, among
    /// the array's elements; for `.jsonLines`, among its non-blank lines).
    public let valueIndex: Int
    /// The 1-based number of the failing value, as the description counts: `valueIndex + 1`.
    public var valueNumber: Int { valueIndex + 1 }
    /// The 1-based line in the whole stream of ``byteOffset`` (for `.jsonLines`, the failing
    /// line). Lines end at `\n`, `\r\n` or `\r`.
    public let line: Int
    /// The 1-based column of ``byteOffset`` in its line, counted in Unicode scalars.
    public let column: Int
    /// Where in the whole stream the error is, as a byte offset: the offending byte of a value
    /// that is not valid JSON (its ``JSONSyntaxError``'s place, moved into the stream); the
    /// first byte of a value whose `init(from:)` threw (after the white space a JSON Lines line
    /// may start with); the byte that breaks the framing; for an
    /// unexpected end, the start of the unfinished value (or the end of the stream).
    public let byteOffset: Int
    /// The error the value's decode threw, for ``Reason/invalidValue``: usually a
    /// `DecodingError` (whose underlying error is a ``JSONSyntaxError`` for invalid JSON, with
    /// line and column within the value).
    public let underlyingError: (any Error)?
    /// Whether the stream can go on past this error: true for a framed value that does not
    /// decode (``Reason/invalidValue`` of a value of the stream, in every framing); false for an
    /// error that ends the stream, after which `next()` returns nil.
    public let canContinue: Bool
    /// What the framing expected, for the description.
    let expected: String?
    /// With ``JSONFraming/array(at:keepingEnvelope:)``, for an error in the envelope
    /// rather than in an element of the array: the pointer to the envelope's value it is in
    /// (`/next` for a broken `"next"` member; the root, `""`, for the envelope's own
    /// punctuation). ``valueIndex`` is then the number of elements delivered before it.
    public let envelopeMember: JSONPointer?

    init(
        reason: Reason, valueIndex: Int, line: Int, column: Int, byteOffset: Int, underlyingError: (any Error)? = nil,
        canContinue: Bool = false, expected: String? = nil, envelopeMember: JSONPointer? = nil
    ) {
        self.envelopeMember = envelopeMember
        self.reason = reason
        self.valueIndex = valueIndex
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.underlyingError = underlyingError
        self.canContinue = canContinue
        self.expected = expected
    }

    /// ``underlyingError`` as a `DecodingError`, if it is one.
    public var decodingError: DecodingError? { underlyingError as? DecodingError }

    /// The syntax error of a value that is not valid JSON.
    var syntaxError: JSONSyntaxError? {
        guard case .dataCorrupted(let context)? = decodingError else { return nil }
        return context.underlyingError as? JSONSyntaxError
    }

    /// A sentence a person can act on, in the stream's coordinates, such as
    /// `Value 3 of the stream (line 3, column 9, byte 18) is not valid JSON: Unexpected character: …`.
    public var description: String {
        let place = "line \(line), column \(column), byte \(byteOffset)"
        let value = "value \(valueNumber) of the stream"
        if let envelopeMember { return envelopeDescription(envelopeMember, place: place) }
        switch reason {
        case .invalidValue:
            if let syntaxError {
                // Its own line, column and offset are within the value: the stream's replace them.
                return "Value \(valueNumber) of the stream (\(place)) is not valid JSON: \(syntaxError.summary)"
                    + (syntaxError.excerpt.isEmpty ? "" : ": \(syntaxError.excerpt)")
            }
            let why: String
            switch underlyingError {
            case let error as DecodingError: why = Self.describe(error)
            case let error?: why = String(describing: error)
            case nil: why = "unknown error"
            }
            return "Value \(valueNumber) of the stream (\(place)) could not be decoded: \(why)"
        case .unexpectedEndOfStream:
            return "The stream ended before \(value) (\(place)) was complete; expected \(expected ?? "more input")"
        case .unexpectedCharacter(let byte):
            let shown =
                (0x20..<0x7F).contains(byte)
                ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            return "Unexpected \(shown) at \(place) of the stream, after \(valueIndex) values; "
                + "expected \(expected ?? "a value")"
        case .appendAfterFinish:
            return "Bytes were appended to the stream after finish() was called (at \(place))"
        case .arrayNotFound:
            let why = decodingError.map(Self.describe) ?? "no array at the pointer"
            return "The stream has no array to read at the framing's pointer (\(place)): \(why)"
        }
    }

    /// The description of an error in the envelope around a streamed array.
    private func envelopeDescription(_ member: JSONPointer, place: String) -> String {
        let name = member.tokens.isEmpty ? "The envelope" : "The envelope's member \(member)"
        let after = "after \(valueIndex) element\(valueIndex == 1 ? "" : "s") of the array"
        switch reason {
        case .invalidValue:
            if let syntaxError {
                return "\(name) (\(place), \(after)) is not valid JSON: \(syntaxError.summary)"
                    + (syntaxError.excerpt.isEmpty ? "" : ": \(syntaxError.excerpt)")
            }
            let why =
                decodingError.map(Self.describe) ?? underlyingError.map { String(describing: $0) } ?? "unknown error"
            return "\(name) (\(place), \(after)) could not be decoded: \(why)"
        case .unexpectedCharacter(let byte):
            let shown =
                (0x20..<0x7F).contains(byte)
                ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            return "Unexpected \(shown) in \(name.prefix(1).lowercased() + name.dropFirst()) (\(place), \(after)); "
                + "expected \(expected ?? "a value")"
        default:
            return "The stream ended in \(name.prefix(1).lowercased() + name.dropFirst()) (\(place), \(after)); "
                + "expected \(expected ?? "more input")"
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(context.debugDescription) (at \(path))"
        @unknown default:
            return String(describing: error)
        }
    }
}
