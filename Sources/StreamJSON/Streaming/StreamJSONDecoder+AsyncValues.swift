import Foundation

extension StreamJSONDecoder {
    /// Decodes the values of an asynchronous byte stream as they arrive, such as
    /// `URLSession.AsyncBytes` or `FileHandle.AsyncBytes`.
    ///
    /// ```swift
    /// for try await event in decoder.values(of: Event.self, from: asyncBytes, framing: .jsonLines) { … }
    /// ```
    ///
    /// Each value is yielded as soon as its last byte has arrived. Cancellation of the
    /// iterating task is checked between values and between source elements, and ends the
    /// iteration with `CancellationError`.
    public func values<T: Decodable, Source: AsyncSequence>(
        of type: T.Type, from source: Source, framing: JSONFraming
    ) -> AsyncValues<T, Source> where Source.Element == UInt8 {
        AsyncValues(source: source, decoder: incrementalDecoder(of: T.self, framing: framing)) { decoder, byte in
            try decoder.append(byte)
        }
    }

    /// Decodes the values of an asynchronous stream of `Data` chunks as they arrive.
    ///
    /// Chunks may be cut anywhere, even inside a multi-byte character. Cancellation is
    /// checked between values and between chunks.
    public func values<T: Decodable, Source: AsyncSequence>(
        of type: T.Type, from source: Source, framing: JSONFraming
    ) -> AsyncValues<T, Source> where Source.Element == Data {
        AsyncValues(source: source, decoder: incrementalDecoder(of: T.self, framing: framing)) { decoder, chunk in
            try decoder.append(chunk)
        }
    }

    /// Decodes the values of an asynchronous stream of `[UInt8]` chunks as they arrive.
    ///
    /// Chunks may be cut anywhere, even inside a multi-byte character. Cancellation is
    /// checked between values and between chunks.
    public func values<T: Decodable, Source: AsyncSequence>(
        of type: T.Type, from source: Source, framing: JSONFraming
    ) -> AsyncValues<T, Source> where Source.Element == [UInt8] {
        AsyncValues(source: source, decoder: incrementalDecoder(of: T.self, framing: framing)) { decoder, chunk in
            try decoder.append(chunk)
        }
    }

    /// The values decoded from an asynchronous byte source; made by
    /// `values(of:from:framing:)` (from bytes, `Data` chunks or `[UInt8]` chunks).
    ///
    /// Iteration throws ``JSONStreamError`` for a broken value or a source that ends inside a
    /// value, any error the source throws, and `CancellationError` when the task is
    /// cancelled. After a ``JSONStreamError`` with ``JSONStreamError/canContinue`` (a value that
    /// was framed but does not decode, in any framing) an iterator's `next()` may be called
    /// again to go on with the next value; after a broken framing it returns nil. `for try
    /// await` stops at the first error.
    public struct AsyncValues<Value: Decodable, Source: AsyncSequence>: AsyncSequence {
        /// The decoded value type.
        public typealias Element = Value

        let source: Source
        let decoder: IncrementalDecoder<Value>
        let feed: (inout IncrementalDecoder<Value>, Source.Element) throws -> Void

        /// Creates an iterator that reads the source from its start.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(source: source.makeAsyncIterator(), decoder: decoder, feed: feed)
        }

        /// Pulls source elements until a value is complete.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var source: Source.AsyncIterator
            var decoder: IncrementalDecoder<Value>
            let feed: (inout IncrementalDecoder<Value>, Source.Element) throws -> Void

            /// The next value, or nil when the source has ended and every value has been
            /// yielded.
            public mutating func next() async throws -> Value? {
                try Task.checkCancellation()
                while true {
                    // Framed first, decoded on return: a `Value?` held across iterations costs
                    // runtime metadata lookups in code not specialised for `Value`.
                    if let framed = try decoder.nextFramedValue() { return try decoder.decode(framed) }
                    if decoder.isFinished || decoder.isStopped { return nil }
                    if let element = try await source.next() {
                        try feed(&decoder, element)
                        try Task.checkCancellation()
                    } else {
                        // A source may end early because the task was cancelled: say so.
                        try Task.checkCancellation()
                        try decoder.finish()
                    }
                }
            }
        }
    }
}
