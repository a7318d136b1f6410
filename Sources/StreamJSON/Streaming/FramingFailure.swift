/// Why a stream cannot be framed any further: the one form in which both framers' failures
/// (the byte framer's, ``JSONFramer/Failure``, and the envelope walk's) reach the
/// incremental decoder, which turns it into a ``JSONStreamError`` in one place.
struct FramingFailure {
    var reason: JSONStreamError.Reason
    /// The stream offset it refers to.
    var offset: Int
    /// What was expected there, for the message.
    var expected: String?
    var underlyingError: (any Error)?
    /// For an error in an envelope (outside the array's elements): the pointer to the
    /// envelope's value it is in.
    var member: JSONPointer?

    init(
        reason: JSONStreamError.Reason, offset: Int, expected: String? = nil, underlyingError: (any Error)? = nil,
        member: JSONPointer? = nil
    ) {
        self.reason = reason
        self.offset = offset
        self.expected = expected
        self.underlyingError = underlyingError
        self.member = member
    }

    /// The byte framer's failure.
    init(_ failure: JSONFramer.Failure) {
        switch failure.kind {
        case .unexpectedEnd:
            self.init(reason: .unexpectedEndOfStream, offset: failure.offset, expected: failure.expected)
        case .unexpectedCharacter(let byte):
            self.init(reason: .unexpectedCharacter(byte), offset: failure.offset, expected: failure.expected)
        }
    }
}
