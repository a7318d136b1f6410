extension JSONReader {
    /// Calls `body` with the token's bytes, as written, without copying them. The buffer is
    /// valid only during the call.
    ///
    /// One of the few places audited for memory safety (`Scripts/check-memory-safety.sh`): a
    /// public entry point that hands out raw memory, as its name says.
    @unsafe
    public func withUnsafeBytes<R>(of event: JSONEvent, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try unsafe bytes(of: event).withUnsafeBytes(body)
    }
}
