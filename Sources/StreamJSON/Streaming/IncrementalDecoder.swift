import Foundation

extension StreamJSONDecoder {
    /// Creates a push-style decoder: feed it chunks as they arrive, take out values as they
    /// complete.
    ///
    /// ```swift
    /// var parser = decoder.incrementalDecoder(of: Event.self, framing: .jsonLines)
    /// try parser.append(chunk)                      // for each chunk that arrives
    /// while let event = try parser.next() { … }
    /// // when the stream has ended:
    /// try parser.finish()                       // throws if it ended inside a value
    /// while let event = try parser.next() { … } // a last line without "\n", a final number
    /// ```
    ///
    /// The decoder's options are read once, now.
    public func incrementalDecoder<T: Decodable>(of type: T.Type, framing: JSONFraming) -> IncrementalDecoder<T> {
        IncrementalDecoder(options: options, framing: framing)
    }

    /// A push-style streaming decoder, made by ``StreamJSONDecoder/incrementalDecoder(of:framing:)``.
    ///
    /// Append chunks with `append(_:)`, cut anywhere (inside a string, an escape, a multi-byte
    /// character or a number); `next()` returns each value as soon as its last byte has
    /// arrived, and nil when it needs more bytes. Each value is decoded by the same code as
    /// `StreamJSONDecoder.decode(_:from:)`.
    ///
    /// Memory: the decoder holds the bytes of the value being assembled and of the chunks not
    /// yet consumed, never the consumed stream: about the largest value plus one chunk (at most
    /// twice that, because consumed bytes are compacted away lazily).
    ///
    /// Errors are ``JSONStreamError``s. A value that was framed but does not decode (not valid
    /// JSON, or its `init(from:)` threw) is skipped: its error has
    /// ``JSONStreamError/canContinue`` set and the next call to `next()` goes on with the
    /// following value, in every framing. Bytes that break the framing itself end the stream:
    /// that error is thrown once, every later `next()` returns nil, and bytes appended after
    /// it are dropped.
    public struct IncrementalDecoder<Value: Decodable> {
        let options: DecodingOptions
        /// Reuses the type cache and tape memory from one value to the next.
        let session: DecodingSession
        var buffer = StreamBuffer()
        var framer: JSONFramer
        /// Whether ``finish()`` has been called: no more bytes will come.
        private(set) var isFinished = false
        /// The index the next value will have.
        var valueIndex = 0
        /// Whether a broken framing has ended the stream: its error was thrown once, `next()`
        /// now returns nil, and bytes appended later are dropped.
        var isStopped = false
        /// For ``JSONFraming/array(at:keepingEnvelope:)``: frames the envelope and the
        /// array's elements in place of `framer` (see `IncrementalDecoder+Envelope.swift`).
        var envelopeFramer: EnvelopeFramer?

        init(options: DecodingOptions, framing: JSONFraming) {
            self.options = options
            self.session = DecodingSession(options: options)
            self.framing = framing
            self.framer = JSONFramer(mode: framing.framerMode, allowsJSON5: options.allowsJSON5)
            if case .nestedArray(let pointer, let keepingEnvelope) = framing.kind {
                envelopeFramer = EnvelopeFramer(pointer: pointer, keepsEnvelope: keepingEnvelope, options: options)
            }
        }

        /// How the stream is cut into values.
        public let framing: JSONFraming

        /// The number of bytes appended so far: the stream offset of the next byte.
        public var byteCount: Int { buffer.endOffset }

        /// The number of bytes held because a value is still incomplete or not yet taken out.
        public var bufferedByteCount: Int { buffer.count }

        private func checkNotFinished() throws {
            if isFinished {
                let (line, column) = buffer.location(of: byteCount)
                throw JSONStreamError(
                    reason: .appendAfterFinish, valueIndex: valueIndex, line: line, column: column,
                    byteOffset: byteCount, underlyingError: nil, canContinue: false)
            }
        }

        /// Adds the next chunk of the stream.
        ///
        /// - Throws: ``JSONStreamError`` with ``JSONStreamError/Reason/appendAfterFinish`` if
        ///   ``finish()`` was already called.
        public mutating func append(_ chunk: Data) throws {
            try checkNotFinished()
            if isStopped { return }
            InputBytes.with(chunk) { buffer.append($0) }
        }

        /// Adds the next chunk of the stream.
        ///
        /// - Throws: ``JSONStreamError`` with ``JSONStreamError/Reason/appendAfterFinish`` if
        ///   ``finish()`` was already called.
        public mutating func append(_ bytes: [UInt8]) throws {
            try checkNotFinished()
            if isStopped { return }
            InputBytes.with(bytes) { buffer.append($0) }
        }

        /// Adds the next chunk of the stream, given as a view of the caller's memory.
        mutating func append(_ bytes: InputBytes) throws {
            try checkNotFinished()
            if isStopped { return }
            buffer.append(bytes)
        }

        /// Adds up to `maximumCount` bytes read from the open file `descriptor`; returns how
        /// many, 0 at the end of the file (``FileValueReader`` reads a file this way).
        mutating func append(readingFrom descriptor: Int32, upTo maximumCount: Int) throws -> Int {
            try checkNotFinished()
            return try buffer.append(readingFrom: descriptor, upTo: maximumCount)
        }

        /// Adds the next byte of the stream.
        ///
        /// - Throws: ``JSONStreamError`` with ``JSONStreamError/Reason/appendAfterFinish`` if
        ///   ``finish()`` was already called.
        public mutating func append(_ byte: UInt8) throws {
            try checkNotFinished()
            if isStopped { return }
            buffer.append(byte)
        }

        /// The next complete value, or nil if more bytes are needed (or, after ``finish()`` or
        /// a broken framing, if the stream is over).
        ///
        /// - Throws: ``JSONStreamError``: ``JSONStreamError/Reason/invalidValue`` for a value
        ///   that cannot be decoded (call `next()` again for the following value),
        ///   ``JSONStreamError/Reason/unexpectedCharacter(_:)`` for bytes that break the framing,
        ///   and (after `finish()`) ``JSONStreamError/Reason/unexpectedEndOfStream``; after
        ///   either of the last two, `next()` returns nil.
        public mutating func next() throws -> Value? {
            guard let framed = try nextFramedValue() else { return nil }
            return try decode(framed)
        }

        /// `next()` for a reader that refills the buffer itself: whenever the buffered bytes
        /// hold no further value, reads up to `chunkSize` bytes from `descriptor` (and at its
        /// end calls ``finish()``). The loop runs on ``nextFramedValue()``, whose result is plain
        /// offsets: a loop over `next()` itself would hold a `Value?` between iterations, and in
        /// code that is not specialised for `Value` that costs a runtime lookup of
        /// `Optional<Value>`'s metadata (about 400 instructions) per value.
        @usableFromInline
        mutating func next(readingFrom descriptor: Int32, chunkSize: Int) throws -> Value? {
            while true {
                if let framed = try nextFramedValue() { return try decode(framed) }
                if isFinished || isStopped { return nil }
                if try append(readingFrom: descriptor, upTo: chunkSize) == 0 {
                    try finish()
                }
            }
        }

        /// Where the next complete value lies in the buffer, and how to decode it.
        struct FramedValue {
            let start: Int
            let end: Int
            /// Whether it is an element of an envelope's array, whose coding paths start at the root.
            let isEnvelopeElement: Bool
        }

        /// Frames the next complete value without decoding it: nil if the buffered bytes hold
        /// none. Bytes before the value that are no longer needed are dropped; the value's own
        /// stay until ``decode(_:)`` has read them.
        mutating func nextFramedValue() throws -> FramedValue? {
            if isStopped { return nil }
            if envelopeFramer != nil { return try nextFramedElement() }
            switch buffer.frame(&framer, isComplete: isFinished) {
            case let .value(start, end, _):
                return FramedValue(start: start, end: end, isEnvelopeElement: false)
            case .needsMoreBytes, .endOfStream:
                discardConsumedBytes()
                return nil
            case .failure(let failure):
                throw stop(at: FramingFailure(failure))
            }
        }

        /// Decodes a value ``nextFramedValue()`` found, then drops its bytes.
        mutating func decode(_ framed: FramedValue) throws -> Value {
            defer { discardConsumedBytes() }
            return try decodeValue(from: framed.start, to: framed.end, isEnvelopeElement: framed.isEnvelopeElement)
        }

        /// Drops the bytes the framer no longer needs.
        mutating func discardConsumedBytes() {
            buffer.discard(upTo: envelopeFramer?.retainedOffset ?? framer.retainedOffset)
        }

        /// Decodes the complete value at the stream offsets `start..<end` as the next value. A
        /// value that fails becomes a ``JSONStreamError`` that lets the stream go on: the framer
        /// is already past the value. For an element of an envelope's array, the error's coding path starts with
        /// the array's path from the root and the element's position (built only on failure).
        mutating func decodeValue(from start: Int, to end: Int, isEnvelopeElement: Bool = false) throws -> Value {
            let index = valueIndex
            valueIndex += 1
            do {
                let session = self.session  // the closure must not capture `self` (see StreamBuffer.frame)
                return try buffer.withBytes(from: start, to: end) { raw in
                    try session.decode(Value.self, from: raw)
                }
            } catch {
                var underlying = error
                if isEnvelopeElement, let arrayPath = envelopeFramer?.arrayPath,
                    let decodingError = error as? DecodingError
                {
                    underlying = decodingError.prefixingPath(arrayPath + [JSONCodingKey(index: index)])
                }
                throw invalidValueError(underlying, valueIndex: index, start: start, end: end)
            }
        }

        /// Declares the end of the stream.
        ///
        /// Values that only the end of the stream completes (a last line without a line
        /// break, a number at the end of a `.concatenated` stream) become available to
        /// `next()`, so keep calling `next()` until it returns nil. Values still buffered
        /// before the end are delivered as usual.
        ///
        /// - Throws: ``JSONStreamError`` with ``JSONStreamError/Reason/unexpectedEndOfStream``
        ///   and the byte offset of the unfinished value if the stream ended inside a value
        ///   (or, for `.array`, before the closing `]`); `next()` then throws the same error
        ///   once, after the values before it, and returns nil from then on. Calling `finish()`
        ///   again does nothing.
        public mutating func finish() throws {
            guard !isFinished else { return }
            isFinished = true
            if let truncation = truncationError() { throw truncation }
        }
    }
}
