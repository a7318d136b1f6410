/// An error from a streaming decode: which value of the stream failed, where, and why.
///
/// Every value before the failing one has already been delivered. Whether decoding can go on
/// is ``canContinue``: only a broken line of a ``JSONFraming/jsonLines`` stream can be skipped
/// (the next call to `next()` continues with the following line). A `.concatenated` or
/// `.array` stream cannot find the start of the next value after a broken one, so every later
/// call to `next()` throws the same error again.
public struct JSONStreamError: Error, CustomStringConvertible {
    /// What went wrong.
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
        /// ``JSONFraming/nestedArray(at:keepingEnvelope:)``: the document has no array at the
        /// pointer. ``JSONStreamError/underlyingError`` is the `DecodingError` saying why, at the
        /// path that exists: `keyNotFound` (an absent member), `valueNotFound` (an index past the
        /// end, or `null`) or `typeMismatch` (a value that is not a container, or not an array).
        case arrayNotFound
    }

    /// What went wrong.
    public let reason: Reason
    /// The 0-based index of the failing value among the stream's values (for `.array`, among
    /// the array's elements; for `.jsonLines`, among its non-blank lines).
    public let valueIndex: Int
    /// For `.jsonLines`, the 1-based line number of the failing value; for
    /// ``JSONFraming/nestedArray(at:keepingEnvelope:)``, the 1-based line in the stream of the
    /// failing element's first byte (or of the byte that broke the envelope); nil for the
    /// other framings (the underlying ``JSONSyntaxError`` has the line within the value).
    public let line: Int?
    /// For ``JSONFraming/nestedArray(at:keepingEnvelope:)``, the 1-based column (in Unicode
    /// scalars) in the stream that goes with ``line``; nil for the other framings.
    public let column: Int?
    /// The stream offset of the failing value's first byte; for
    /// ``Reason/unexpectedCharacter(_:)``, of that byte; for an unexpected end outside any
    /// value, of the end of the stream.
    public let byteOffset: Int
    /// The error the value's decode threw, for ``Reason/invalidValue``: usually a
    /// `DecodingError` (whose underlying error is a ``JSONSyntaxError`` for invalid JSON).
    public let underlyingError: (any Error)?
    /// Whether the stream can go on past this error: true only for a broken line of a
    /// `.jsonLines` stream.
    public let canContinue: Bool
    /// What the framing expected, for the description.
    let expected: String?

    init(reason: Reason, valueIndex: Int, line: Int?, byteOffset: Int, underlyingError: (any Error)? = nil,
         canContinue: Bool = false, expected: String? = nil, column: Int? = nil) {
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

    /// A sentence a person can act on, such as
    /// `The value 2 of the stream (line 4, byte 20) could not be decoded: …`.
    public var description: String {
        var place = "value \(valueIndex) of the stream ("
        if let line { place += column.map { "line \(line), column \($0), " } ?? "line \(line), " }
        place += "byte \(byteOffset))"
        switch reason {
        case .invalidValue:
            let why: String
            switch underlyingError {
            case let error as DecodingError: why = Self.describe(error)
            case let error?: why = String(describing: error)
            case nil: why = "unknown error"
            }
            return "The \(place) could not be decoded: \(why)"
        case .unexpectedEndOfStream:
            return "The stream ended before \(place) was complete; expected \(expected ?? "more input")"
        case .unexpectedCharacter(let byte):
            let shown = (0x20..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            let location = column.map { "line \(line ?? 0), column \($0), " } ?? ""
            return "Unexpected \(shown) at \(location)byte \(byteOffset) of the stream, after \(valueIndex) values; "
                + "expected \(expected ?? "a value")"
        case .appendAfterFinish:
            return "Bytes were appended to the stream after finish() was called (at byte \(byteOffset))"
        case .arrayNotFound:
            let why = (underlyingError as? DecodingError).map(Self.describe) ?? "no array at the pointer"
            return "The stream has no array to read at the framing's pointer (\(place)): \(why)"
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
