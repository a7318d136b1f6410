import Foundation

extension StreamJSONEncoder {
    /// Encodes a value as JSON and runs `body` with the bytes, in the encoder's own buffer:
    /// no `Data` and no copy. For writing the output somewhere at once (a socket, a file, a
    /// `ByteBuffer`):
    ///
    /// ```swift
    /// try encoder.withUnsafeEncodedBytes(of: reply) { bytes in
    ///     buffer.writeBytes(bytes)
    /// }
    /// ```
    ///
    /// The bytes are valid only during `body`: the buffer is reused by the encoder's next call.
    /// Throws what ``encode(_:)`` throws, before `body` runs, or what `body` throws.
    public func withUnsafeEncodedBytes<T: Encodable, R>(
        of value: T, _ body: (UnsafeRawBufferPointer) throws -> R
    ) throws -> R {
        try withEncoded(value) { output in try unsafe output.withUnsafeBytes(body) }
    }
}
