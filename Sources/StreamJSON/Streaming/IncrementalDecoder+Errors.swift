import Foundation

/// The errors of a stream: a stream that ends inside a value, a framing failure, a value that
/// cannot be decoded, each placed by its line, column and byte offset in the whole stream.
extension StreamJSONDecoder.IncrementalDecoder {
    /// Frames a copy of the remaining stream to its end and reports whether it ends inside
    /// a value. The real framer is untouched, so `next()` still delivers every value.
    func truncationError() -> JSONStreamError? {
        if let envelopeFramer { return envelopeTruncationError(envelopeFramer) }
        var lookahead = framer
        var index = valueIndex
        return buffer.withBytes { bytes, base in
            while true {
                switch lookahead.next(in: bytes, base: base, isComplete: true) {
                case .value(let start, let end, _):
                    if framing == .jsonLines,
                        let failure = Self.lineTruncation(
                            bytes, base: base, start: start, end: end,
                            allowsJSON5: framer.allowsJSON5)
                    {
                        return streamError(for: FramingFailure(failure), valueIndex: index)
                    }
                    index += 1
                case .needsMoreBytes, .endOfStream:
                    return nil
                case .failure(let failure):
                    return failure.kind == .unexpectedEnd
                        ? streamError(for: FramingFailure(failure), valueIndex: index) : nil
                }
            }
        }
    }

    /// Whether the JSON Lines line `start..<end` stops inside a string or container: frames
    /// it as a `.concatenated` stream that ends there.
    private static func lineTruncation(
        _ bytes: InputBytes, base: Int, start: Int, end: Int,
        allowsJSON5: Bool
    ) -> JSONFramer.Failure? {
        var lineFramer = JSONFramer(mode: .concatenated, allowsJSON5: allowsJSON5)
        lineFramer.phase = .beforeValue
        lineFramer.position = start
        let line = bytes.slice(0, end - base)
        while true {
            switch lineFramer.next(in: line, base: base, isComplete: true) {
            case .value: continue
            case .failure(let failure): return failure.kind == .unexpectedEnd ? failure : nil
            case .needsMoreBytes, .endOfStream: return nil
            }
        }
    }

    /// Ends the stream at a framing failure: the error, thrown once; later `next()` calls
    /// return nil.
    mutating func stop(at failure: FramingFailure) -> JSONStreamError {
        let error = streamError(for: failure, valueIndex: valueIndex)
        isStopped = true
        buffer.discard(upTo: buffer.endOffset)
        return error
    }

    /// The stream error for a framing failure, placed at its line and column.
    func streamError(for failure: FramingFailure, valueIndex: Int) -> JSONStreamError {
        let (line, column) = buffer.location(of: failure.offset)
        return JSONStreamError(
            reason: failure.reason, valueIndex: valueIndex, line: line, column: column,
            byteOffset: failure.offset, underlyingError: failure.underlyingError,
            expected: failure.expected, envelopeMember: failure.member)
    }

    /// The error for the framed value at the stream offsets `start..<end` whose decode threw
    /// `error`: placed at its syntax error, if it is not valid JSON, else at the value's first
    /// byte (past the white space a JSON Lines line may start with). The stream goes on after it.
    func invalidValueError(_ error: any Error, valueIndex: Int, start: Int, end: Int) -> JSONStreamError {
        var offset: Int
        if case .dataCorrupted(let context)? = error as? DecodingError,
            let syntaxError = context.underlyingError as? JSONSyntaxError
        {
            offset = min(start + syntaxError.byteOffset, buffer.endOffset)
        } else {
            offset = start
            buffer.withBytes(from: start, to: end) { bytes in
                var index = 0
                while index < bytes.count, Self.isJSONWhitespace(bytes[index]) { index += 1 }
                offset = start + index
            }
        }
        let (line, column) = buffer.location(of: offset)
        return JSONStreamError(
            reason: .invalidValue, valueIndex: valueIndex, line: line, column: column,
            byteOffset: offset, underlyingError: error, canContinue: true)
    }

    /// Space, tab, line feed or carriage return: what may come before a value.
    private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
