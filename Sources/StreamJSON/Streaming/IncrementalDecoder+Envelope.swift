import Foundation

/// Streaming the elements of an array inside an envelope
/// (``JSONFraming/array(at:keepingEnvelope:)``): the ``EnvelopeFramer`` frames, and each
/// element is decoded as a value of any other stream is.
extension StreamJSONDecoder.IncrementalDecoder {
    /// With ``JSONFraming/array(at:keepingEnvelope:)`` and `keepingEnvelope: true`, the
    /// document read so far without the array: an object's member holding the array is left
    /// out (an array's element holding it reads as `[]`). Complete once `next()` has returned
    /// nil after ``finish()``; before that, containers still open hold the members read so
    /// far (once the first element has arrived, everything before the array). nil for other
    /// framings and without `keepingEnvelope`.
    public var envelope: JSONValue? { envelopeFramer?.envelope }

    /// ``nextFramedValue()`` for an envelope stream.
    mutating func nextFramedElement() throws -> FramedValue? {
        switch buffer.frame(&envelopeFramer!, isComplete: isFinished) {
        case let .element(start, end):
            // Decoded with the element's path from the document's root: `rows[41].id`.
            return FramedValue(start: start, end: end, isEnvelopeElement: true)
        case .needsMoreBytes, .endOfStream:
            discardConsumedBytes()
            return nil
        case .failure(let failure):
            throw stop(at: failure)
        }
    }

    /// Frames a copy of the envelope framer over the rest of the stream and reports whether
    /// it ends inside a value or the envelope.
    func envelopeTruncationError(_ framer: EnvelopeFramer) -> JSONStreamError? {
        var lookahead = framer
        var index = valueIndex
        return buffer.withBytes { bytes, base in
            while true {
                switch lookahead.next(in: bytes, base: base, isComplete: true) {
                case .element: index += 1
                case .needsMoreBytes, .endOfStream: return nil
                case .failure(let failure):
                    guard failure.reason == .unexpectedEndOfStream else { return nil }
                    return streamError(for: failure, valueIndex: index)
                }
            }
        }
    }

}

extension StreamJSONDecoder.FileValueReader {
    /// With ``JSONFraming/array(at:keepingEnvelope:)`` and `keepingEnvelope: true`, the
    /// document read so far without the array; complete once ``next()`` has returned nil. See
    /// ``StreamJSONDecoder/IncrementalDecoder/envelope``.
    public var envelope: JSONValue? { decoder.envelope }
}

extension StreamJSONDecoder.AsyncValues.AsyncIterator {
    /// With ``JSONFraming/array(at:keepingEnvelope:)`` and `keepingEnvelope: true`, the
    /// document read so far without the array; complete once `next()` has returned nil. See
    /// ``StreamJSONDecoder/IncrementalDecoder/envelope``.
    ///
    /// ```swift
    /// var rows = decoder.values(of: Row.self, from: bytes, framing: .array(at: "/rows", keepingEnvelope: true))
    ///     .makeAsyncIterator()
    /// while let row = try await rows.next() { … }
    /// let next = rows.envelope?["next"]?.stringValue
    /// ```
    public var envelope: JSONValue? { decoder.envelope }
}
