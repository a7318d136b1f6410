import Foundation

extension StreamJSONSerialization {
    /// The Foundation objects of the JSON document an open input stream holds, read to its end.
    ///
    /// The same as `JSONSerialization.jsonObject(with:options:)` for a stream: it reads `stream`
    /// until it reports its end, then returns what `jsonObject(with:options:)` returns for a
    /// `Data` of the bytes read.
    ///
    /// - Parameters:
    ///   - stream: an `InputStream` that is open; it is read to its end and left open.
    ///   - options: as for `jsonObject(with:options:)` of `Data`.
    /// - Returns: what `JSONSerialization.jsonObject(with:options:)` returns for the stream.
    /// - Throws: the stream's own error when reading fails; an `NSError` in
    ///   `NSCocoaErrorDomain` with code 3840 for text that is not JSON, and for a stream that is
    ///   not open (where Foundation on Linux stops the process).
    public static func jsonObject(with stream: InputStream, options: JSONSerialization.ReadingOptions = []) throws
        -> Any
    {
        try jsonObject(with: StreamTransfer.readToEnd(stream), options: options)
    }

    #if canImport(Darwin)
        /// Writes the JSON text of `object` to an open output stream, as
        /// `JSONSerialization.writeJSONObject(_:to:options:error:)` does.
        ///
        /// - Parameters:
        ///   - object: as for ``data(withJSONObject:options:)``.
        ///   - stream: an `OutputStream` that is open.
        ///   - options: as for ``data(withJSONObject:options:)``.
        ///   - error: set to the error when nothing could be written.
        /// - Returns: the number of bytes written: all of the text unless the stream stopped
        ///   taking bytes; 0 when `object` cannot be written or the stream failed.
        public static func writeJSONObject(
            _ object: Any, to stream: OutputStream, options: JSONSerialization.WritingOptions = [],
            error: NSErrorPointer
        ) -> Int {
            do {
                return try writeJSONObject(object, toStream: stream, options: options)
            } catch let failure as NSError {
                error?.pointee = failure
                return 0
            }
        }
    #endif

    /// Writes the JSON text of `object` to an open output stream, as
    /// `JSONSerialization.writeJSONObject(_:toStream:options:)` does on Linux.
    ///
    /// Where Foundation hands the text to one `write` call and returns what it returned, this
    /// writes until the whole text is written or the stream takes no more bytes.
    ///
    /// - Parameters:
    ///   - object: as for ``data(withJSONObject:options:)``.
    ///   - stream: an `OutputStream` that is open.
    ///   - options: as for ``data(withJSONObject:options:)``.
    /// - Returns: the number of bytes written: all of the text unless the stream stopped
    ///   taking bytes.
    /// - Throws: what ``data(withJSONObject:options:)`` throws, before anything is written; the
    ///   stream's own error when writing fails (a full fixed-size buffer, for example).
    @discardableResult
    public static func writeJSONObject(
        _ object: Any, toStream stream: OutputStream, options: JSONSerialization.WritingOptions = []
    ) throws -> Int {
        try StreamTransfer.write(data(withJSONObject: object, options: options), to: stream)
    }
}

/// Moving bytes between `Data` and Foundation's streams, for the stream variants of
/// ``StreamJSONSerialization``.
enum StreamTransfer {
    /// The size of one read from an input stream.
    static let chunkSize = 64 * 1024

    /// Every byte `stream` yields until it reports its end.
    static func readToEnd(_ stream: InputStream) throws -> Data {
        switch stream.streamStatus {
        case .open, .reading, .atEnd: break
        case .error: throw failure(of: stream)
        default: throw SerializationErrors.error("The input stream is not open.")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = unsafe stream.read(&chunk, maxLength: chunk.count)
            if count == 0 { return data }
            guard count > 0 else { throw failure(of: stream) }
            data.append(contentsOf: chunk[..<count])
        }
    }

    /// Writes `data` to `stream` until all of it is written or the stream takes no more, and
    /// returns the number of bytes written.
    static func write(_ data: Data, to stream: OutputStream) throws -> Int {
        var remaining = [UInt8](data)
        var written = 0
        while !remaining.isEmpty {
            let count = unsafe stream.write(remaining, maxLength: remaining.count)
            if count == 0 { break }
            guard count > 0 else { throw failure(of: stream) }
            written += count
            remaining.removeFirst(count)
        }
        return written
    }

    /// The error `stream` reports, or one that says it failed.
    static func failure(of stream: Stream) -> any Error {
        if let error = stream.streamError { return error }
        return SerializationErrors.error("The stream failed.")
    }
}
