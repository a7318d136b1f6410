extension StreamJSONDecoder.IncrementalDecoder {
    /// Adds the next chunk of the stream, copied from memory the caller owns.
    ///
    /// One of the few places audited for memory safety (`Scripts/check-memory-safety.sh`): a
    /// public entry point that takes raw memory, as its name says; the bytes are copied
    /// before it returns.
    ///
    /// - Throws: ``JSONStreamError`` with ``JSONStreamError/Reason/appendAfterFinish`` if
    ///   ``finish()`` was already called.
    @unsafe
    public mutating func append(contentsOf bytes: UnsafeRawBufferPointer) throws {
        try append(unsafe InputBytes(unsafeBytes: bytes))
    }
}
