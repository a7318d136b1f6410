import Foundation

extension StreamJSONDecoder {
    /// Opens a file and returns a reader that decodes its values one at a time, reading the
    /// file in chunks: memory is bounded by the largest value plus one chunk, not by the file.
    ///
    /// ```swift
    /// var events = try decoder.values(of: Event.self, contentsOf: fileURL, framing: .array)
    /// while let event = try events.next() { … }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the type of each value.
    ///   - fileURL: the file to read.
    ///   - framing: how the values follow one another in the file.
    ///   - chunkSize: how many bytes each read asks for; 64 KiB by default.
    /// - Throws: the error `FileHandle` throws if the file cannot be opened.
    public func values<T: Decodable>(
        of type: T.Type, contentsOf fileURL: URL, framing: JSONFraming,
        chunkSize: Int = 64 * 1024
    ) throws -> FileValueReader<T> {
        FileValueReader(
            handle: try FileHandle(forReadingFrom: fileURL), chunkSize: chunkSize,
            decoder: incrementalDecoder(of: T.self, framing: framing))
    }

    /// Reads the values of a file one at a time; made by
    /// ``StreamJSONDecoder/values(of:contentsOf:framing:chunkSize:)``.
    ///
    /// A Swift `Sequence` cannot throw while iterating, so this is a reader with a throwing
    /// ``next()``. It reads the file's descriptor with one `read(2)` of `chunkSize` bytes at a
    /// time, straight into the decoder's buffer (never the whole file, never a memory map), and
    /// closes the file when the last copy of the reader goes away. Copies of a reader share the
    /// file position, so use one copy.
    public struct FileValueReader<Value: Decodable> {
        @usableFromInline let handle: FileHandle
        @usableFromInline let chunkSize: Int
        @usableFromInline var decoder: IncrementalDecoder<Value>

        init(handle: FileHandle, chunkSize: Int, decoder: IncrementalDecoder<Value>) {
            self.handle = handle
            self.chunkSize = max(1, chunkSize)
            self.decoder = decoder
        }

        /// The next value of the file, or nil at its end.
        ///
        /// - Throws: ``JSONStreamError`` as ``IncrementalDecoder/next()`` and
        ///   ``IncrementalDecoder/finish()`` throw it (after an error with
        ///   ``JSONStreamError/canContinue``, a value that does not decode, call `next()` again
        ///   to go on; after a broken framing it returns nil), or the error
        ///   reading the file threw (a `POSIXError`).
        @inlinable
        public mutating func next() throws -> Value? {
            // Inlinable: specialised in the caller, whose IncrementalDecoder<Value> metadata is a
            // cached global (unspecialised, looking it up costs about 330 instructions per value).
            try decoder.next(readingFrom: handle.fileDescriptor, chunkSize: chunkSize)
        }
    }
}
