import Foundation

extension StreamJSONEncoder {
    /// Returns a writer that encodes values one at a time to `fileHandle`, in chunks of about
    /// 64 KiB: the whole document is never in memory.
    ///
    /// ```swift
    /// let writer = encoder.streamWriter(to: fileHandle, framing: .jsonLines)
    /// for event in events { try writer.write(event) }
    /// try writer.finish()
    /// ```
    ///
    /// The writer uses the encoder's options as they are now. It writes with
    /// `FileHandle.write(contentsOf:)` from the handle's current position and never closes
    /// the handle. See ``StreamWriter`` for the framings and for errors.
    public func streamWriter(to fileHandle: FileHandle, framing: JSONFraming) -> StreamWriter {
        streamWriter(framing: framing) { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            // The write is synchronous, so the bytes need not be copied.
            try fileHandle.write(contentsOf: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base),
                                                  count: bytes.count, deallocator: .none))
        }
    }

    /// Returns a writer that encodes values one at a time and hands the bytes to `sink` in
    /// chunks of about 64 KiB: for sockets, compressors, or any output that is not a
    /// `FileHandle`.
    ///
    /// ```swift
    /// let writer = encoder.streamWriter(framing: .array) { chunk in
    ///     try socket.send(chunk)
    /// }
    /// try writer.write(event)
    /// try writer.finish()
    /// ```
    ///
    /// The writer uses the encoder's options as they are now. `sink` receives each chunk
    /// once, in order; the buffer is valid only during the call (copy the bytes to keep
    /// them). If `sink` throws, the writer rethrows the error and takes no more values. See
    /// ``StreamWriter`` for the framings and for errors.
    public func streamWriter(framing: JSONFraming,
                             _ sink: @escaping (UnsafeRawBufferPointer) throws -> Void) -> StreamWriter {
        streamWriter(framing: framing, flushThreshold: StreamWriter.defaultFlushThreshold, sink)
    }

    /// A writer that flushes past `flushThreshold` bytes (small thresholds for the tests).
    func streamWriter(framing: JSONFraming, flushThreshold: Int,
                      _ sink: @escaping (UnsafeRawBufferPointer) throws -> Void) -> StreamWriter {
        StreamWriter(options: optionsSnapshot, framing: framing, flushThreshold: flushThreshold, sink: sink)
    }
}
