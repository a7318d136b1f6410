import Foundation

extension StreamJSONEncoder {
    /// Returns a writer that encodes values one at a time to `fileHandle`, in chunks of about
    /// `flushThreshold` bytes: the whole document is never in memory.
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
    ///
    /// - Parameters:
    ///   - fileHandle: the file to write to, from its current position.
    ///   - framing: how the values follow one another in the output.
    ///   - flushThreshold: how many bytes the writer gathers before it writes them to the file;
    ///     64 KiB by default.
    public func streamWriter(
        to fileHandle: FileHandle, framing: StreamWriter.Framing,
        flushThreshold: Int = StreamWriter.defaultFlushThreshold
    ) -> StreamWriter {
        streamWriter(framing: framing, flushThreshold: flushThreshold) { chunk in
            try fileHandle.write(contentsOf: chunk)
        }
    }

    /// Returns a writer that encodes values one at a time and hands the bytes to `sink` in
    /// chunks of about `flushThreshold` bytes: for sockets, compressors, or any output that is
    /// not a `FileHandle`.
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
    /// once, in order, as `Data` that it may keep: the writer hands over the memory it wrote
    /// into (no copy) and continues in new memory. If `sink` throws, the writer rethrows the error and takes no more values. See
    /// ``StreamWriter`` for the framings and for errors.
    ///
    /// - Parameters:
    ///   - framing: how the values follow one another in the output.
    ///   - flushThreshold: how many bytes the writer gathers before it calls `sink`; 64 KiB by
    ///     default. A chunk is at most this plus one value (and its separator).
    ///   - sink: receives the output, chunk by chunk.
    public func streamWriter(
        framing: StreamWriter.Framing, flushThreshold: Int = StreamWriter.defaultFlushThreshold,
        _ sink: @escaping (Data) throws -> Void
    ) -> StreamWriter {
        // A writer has no envelope to write: `.array(at:)` writes a top-level array.
        StreamWriter(options: optionsSnapshot, framing: framing, flushThreshold: flushThreshold, sink: sink)
    }
}
