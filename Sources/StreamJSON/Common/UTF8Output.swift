/// Bytes written straight into a new `String`'s storage, checked: the output side of
/// ``StringUnescaper``, which knows an upper bound of its output's length before it starts.
///
/// This file is one of the few audited for memory safety (see `Scripts/check-memory-safety.sh`):
/// the only code that writes into uninitialised `String` memory. `append` traps past the
/// capacity, so a wrong bound is a crash, never an overrun.
@safe struct UTF8Output: ~Copyable {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes written so far.
    private(set) var count = 0

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        unsafe self.buffer = buffer
    }

    /// A string of at most `capacity` UTF-8 bytes, written by `body`. The bytes must be valid
    /// UTF-8 (invalid sequences are repaired to U+FFFD by `String`).
    @inline(__always)
    static func string(capacity: Int, _ body: (inout UTF8Output) -> Void) -> String {
        unsafe String(unsafeUninitializedCapacity: capacity) { buffer in
            var output = unsafe UTF8Output(buffer)
            body(&output)
            return output.count
        }
    }

    /// A string of at most `capacity` bytes written by `body`, which must write valid UTF-8:
    /// the unescaped text of a string token the scanner accepted (its escapes are checked,
    /// surrogate pairs included). The bytes go to a temporary buffer (on the stack when small)
    /// and are copied into the string without the validation `string(capacity:_:)` repeats;
    /// debug builds validate them (``InputBytes/string(scannedUTF8:)``).
    @inline(__always)
    static func scannedString(capacity: Int, _ body: (inout UTF8Output) -> Void) -> String {
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var output = unsafe UTF8Output(buffer)
            body(&output)
            let written = unsafe UnsafeRawBufferPointer(start: buffer.baseAddress, count: output.count)
            return unsafe InputBytes(unsafeBytes: written).string(scannedUTF8: false)
        }
    }

    /// Appends one byte; traps if the capacity is used up.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        unsafe precondition(count < buffer.count, "UTF8Output capacity exceeded")
        unsafe buffer[count] = byte
        count &+= 1
    }

    /// Appends the `length` bytes of `bytes` at `start`, in one copy; traps if they do not fit.
    @inline(__always)
    mutating func append(_ bytes: InputBytes, from start: Int, count length: Int) {
        let run = bytes.slice(start, length)
        let capacity = unsafe buffer.count
        precondition(length <= capacity &- count, "UTF8Output capacity exceeded")
        guard length > 0, let destination = unsafe buffer.baseAddress else { return }
        unsafe run.withUnsafeBytes { source in
            unsafe UnsafeMutableRawPointer(destination + count).copyMemory(from: source.baseAddress!, byteCount: length)
        }
        count &+= length
    }
}
