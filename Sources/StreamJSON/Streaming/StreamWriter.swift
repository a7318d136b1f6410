import Foundation

extension StreamJSONEncoder {
    /// Writes values one at a time as a JSON Lines stream, a sequence of concatenated values,
    /// or the elements of one top-level array, handing the bytes to a sink in chunks: the
    /// whole document is never in memory. Made by
    /// ``StreamJSONEncoder/streamWriter(to:framing:flushThreshold:)`` or
    /// ``StreamJSONEncoder/streamWriter(framing:flushThreshold:_:)``.
    ///
    /// ```swift
    /// let writer = encoder.streamWriter(to: fileHandle, framing: .array)
    /// for event in events { try writer.write(event) }
    /// try writer.finish()   // writes the closing `]` and hands over the last chunk
    /// ```
    ///
    /// Each value is encoded by the encoder's normal path, with the options the encoder had
    /// when the writer was made, into a reusable buffer. When the buffer holds the flush
    /// threshold (64 KiB by default) or more after a value, all of it goes to the sink, so a
    /// chunk is at most the threshold plus one value, and memory is bounded by the same.
    ///
    /// The framings (``Framing``):
    /// - ``Framing/jsonLines``: each value compact, followed by `\n`. `.prettyPrinted` is
    ///   ignored (a JSON Lines value must stay on its line); `.sortedKeys` and
    ///   `.withoutEscapingSlashes` apply.
    /// - ``Framing/array``: `[`, the values separated by commas, and `]` at ``finish()``.
    ///   The bytes are exactly those `encode([a, b, c])` writes for the same values, pretty
    ///   printing and the empty array (`[]`, pretty `[\n\n]`) included.
    /// - ``Framing/concatenated``: each value in the encoder's formatting, pretty printed
    ///   if asked, followed by `\n` (so that two numbers stay apart). Compact, this is the same
    ///   as JSON Lines; pretty, it is the way to write readable values a `.concatenated` reader
    ///   reads back.
    ///
    /// Errors leave the output well-formed up to the last complete value:
    /// - A value whose encode throws (an `EncodingError`, or any error its `encode(to:)`
    ///   throws) is dropped whole: nothing of it, not even its comma, is written. The error is
    ///   rethrown as it is, and the writer stays usable: the next value is written as if the
    ///   failed one had never been given.
    /// - An error thrown by the sink (the file cannot be written) is rethrown as it is, and
    ///   the writer is then *failed*: every later call throws
    ///   ``StreamWriterError/outputFailed(_:)``, since the sink may have kept part of a chunk.
    /// - ``write(_:)`` or ``flush()`` after ``finish()`` throws ``StreamWriterError/finished``;
    ///   a second ``finish()`` does nothing.
    ///
    /// A writer is not thread-safe: use one writer per stream, from one thread (or task) at a
    /// time. It never closes the file or sink it writes to. Call ``finish()`` when done: a
    /// writer dropped before ``finish()`` writes nothing more, and the bytes still in its
    /// buffer (less than one chunk) are lost.
    public final class StreamWriter {
        /// The default flush threshold, 64 KiB: once the buffer holds this many bytes after a
        /// value, the writer hands them to the sink.
        public static let defaultFlushThreshold = 64 * 1024

        /// How a writer separates and encloses the values: the framings of ``JSONFraming`` that
        /// a writer can write. (The elements of an array inside an envelope, which
        /// ``JSONFraming/array(at:keepingEnvelope:)`` reads, are written as ``array``, with the
        /// envelope around them written by hand.)
        public enum Framing: Hashable, Sendable {
            /// Each value compact on a line of its own, followed by `\n` (JSON Lines).
            case jsonLines
            /// Each value in the encoder's formatting, followed by `\n`.
            case concatenated
            /// `[`, the values separated by commas, and `]` at ``StreamWriter/finish()``.
            case array
        }

        /// How the values are separated and enclosed.
        public let framing: Framing

        /// How many values have been written (values whose encode threw are not counted).
        public private(set) var valueCount = 0

        /// How many bytes wait in the buffer for the next flush.
        public var bufferedByteCount: Int { buffer.count }

        private let options: EncodingOptions
        private let sink: (Data) throws -> Void
        private let flushThreshold: Int
        private let buffer: OutputBuffer
        private let isPretty: Bool
        private var state = State.open

        /// The most bytes the buffer has held, for the tests of its bound.
        private(set) var largestBufferedCount = 0

        private enum State {
            case open
            case finished
            case failed(any Error)
        }

        init(
            options: EncodingOptions, framing: Framing, flushThreshold: Int,
            sink: @escaping (Data) throws -> Void
        ) {
            var options = options
            if framing == .jsonLines { options.outputFormatting.remove(.prettyPrinted) }
            self.options = options
            self.framing = framing
            self.flushThreshold = max(1, flushThreshold)
            self.sink = sink
            self.isPretty = options.outputFormatting.contains(.prettyPrinted)
            self.buffer = OutputBuffer(capacity: min(self.flushThreshold, Self.defaultFlushThreshold) + 1024)
            if framing == .array { buffer.append(UInt8(ascii: "[")) }
        }

        /// Encodes `value` and appends it to the stream, flushing the buffer to the sink when
        /// it has passed the threshold.
        ///
        /// - Throws: the error encoding `value` threw (nothing of the value is written, and the
        ///   writer stays usable); the sink's error (the writer is then failed);
        ///   ``StreamWriterError`` after ``finish()`` or after a sink error.
        public func write<T: Encodable>(_ value: T) throws {
            try requireOpen()
            let start = buffer.count
            writeSeparator()
            do {
                try EncodingContext.encode(value, options: options, into: buffer, depth: framing == .array ? 1 : 0) {
                    context, root in try context.encodeValue(value, into: root)
                }
            } catch {
                buffer.truncate(to: start)
                throw error
            }
            if framing != .array { buffer.append(UInt8(ascii: "\n")) }
            valueCount += 1
            largestBufferedCount = max(largestBufferedCount, buffer.count)
            if buffer.count >= flushThreshold { try flushBuffer() }
        }

        /// Hands the buffered bytes to the sink now, without waiting for the threshold: for a
        /// JSON Lines stream that a reader follows as it grows. For `.array`, the bytes so far
        /// are not yet a complete document.
        ///
        /// - Throws: the sink's error (the writer is then failed); ``StreamWriterError`` after
        ///   ``finish()`` or after a sink error.
        public func flush() throws {
            try requireOpen()
            try flushBuffer()
        }

        /// Ends the stream: writes the closing `]` of an `.array` stream and hands the rest of
        /// the buffer to the sink. It does not close the file or sink. Calling it again once
        /// it has succeeded does nothing.
        ///
        /// - Throws: the sink's error (the writer is then failed); ``StreamWriterError`` after
        ///   a sink error.
        public func finish() throws {
            if case .finished = state { return }
            try requireOpen()
            if framing == .array {
                if isPretty {
                    buffer.append(UInt8(ascii: "\n"))
                    if valueCount == 0 { buffer.append(UInt8(ascii: "\n")) }
                }
                buffer.append(UInt8(ascii: "]"))
            }
            try flushBuffer()
            state = .finished
        }

        private func requireOpen() throws {
            switch state {
            case .open: return
            case .finished: throw StreamWriterError.finished
            case .failed(let error): throw StreamWriterError.outputFailed(error)
            }
        }

        /// What comes before a value: inside an array, the comma and (pretty) the line break
        /// and indentation `JSONEncoder` writes before an element.
        private func writeSeparator() {
            guard framing == .array else { return }
            if valueCount > 0 { buffer.append(UInt8(ascii: ",")) }
            if isPretty {
                buffer.append(UInt8(ascii: "\n"))
                buffer.append(repeating: UInt8(ascii: " "), count: 2)
            }
        }

        private func flushBuffer() throws {
            guard buffer.count > 0 else { return }
            do {
                try sink(buffer.takeData())
            } catch {
                state = .failed(error)
                throw error
            }
        }
    }

    /// The errors a ``StreamWriter`` throws of its own (an encoding error or a sink error is
    /// rethrown as it is).
    ///
    /// Complete for every 1.x release: a switch over it needs no `default` or `@unknown default`;
    /// a new case would come only in a major version (CONTRIBUTING.md, "The public API").
    public enum StreamWriterError: Error, CustomStringConvertible {
        /// `write`, `flush` or `finish` was called after ``StreamWriter/finish()``.
        case finished
        /// The sink threw earlier (that error is attached), so the output may end inside a
        /// chunk and the writer takes no more values.
        case outputFailed(any Error)

        /// A sentence a person can act on.
        public var description: String {
            switch self {
            case .finished:
                return "The stream writer was used after finish()"
            case .outputFailed(let error):
                return "The stream writer failed earlier, writing its output (\(error)); it takes no more values"
            }
        }
    }
}
