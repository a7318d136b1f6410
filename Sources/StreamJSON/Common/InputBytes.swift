import Foundation

/// A read-only, bounds-checked view of bytes being read: the document, a key, a number's
/// literal. Every parser in the library takes one; none of them touches a pointer.
///
/// This file is one of the few audited for memory safety (see `Scripts/check-memory-safety.sh`):
/// the view holds a raw pointer, so everything that creates one or reads through it is here.
///
/// - A view never owns its memory. The `with...` functions below create one over memory
///   that stays alive and unchanged for the duration of their closure, which the view must
///   not outlive; ``InputBytes/Copy`` owns memory for views that live as long as it does.
/// - `subscript(_:)` and ``slice(_:_:)`` trap on an index out of range.
/// - `subscript(unchecked:)` and the `load...(unchecked:)` word and vector loads are for loops
///   that have already proved their bounds, and say so in their names; debug builds still
///   check them.
@safe struct InputBytes {
    /// The first byte. Never dereferenced when `count` is zero.
    private let base: UnsafePointer<UInt8>
    /// The number of readable bytes.
    let count: Int

    @inline(__always)
    private init(base: UnsafePointer<UInt8>, count: Int) {
        unsafe self.base = base
        self.count = count
    }

    /// A view of `buffer`, which must stay alive and unchanged while the view is used.
    @unsafe @inline(__always)
    init(unsafeBytes buffer: UnsafeRawBufferPointer) {
        if let address = buffer.baseAddress, buffer.count > 0 {
            unsafe self.base = unsafe address.assumingMemoryBound(to: UInt8.self)
            self.count = buffer.count
        } else {
            unsafe self.base = unsafe InputBytes.emptyByte
            self.count = 0
        }
    }

    /// One zero byte that is never freed or written: safe to share between threads, which
    /// `nonisolated(unsafe)` asserts for the pointer type that cannot say so itself.
    nonisolated(unsafe) private static let emptyByte: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        unsafe pointer.initialize(to: 0)
        return unsafe UnsafePointer(pointer)
    }()

    // MARK: Making views

    /// Runs `body` with a view of the bytes of `bytes` (`Data`, `[UInt8]`, ...), read in place.
    @inline(__always)
    static func with<Bytes: ContiguousBytes, R>(_ bytes: Bytes, _ body: (InputBytes) throws -> R) rethrows -> R {
        try unsafe bytes.withUnsafeBytes { raw in try body(unsafe InputBytes(unsafeBytes: raw)) }
    }

    /// Runs `body` with a view of the UTF-8 of `string` (made contiguous first if it is not).
    @inline(__always)
    static func with<R>(utf8 string: inout String, _ body: (InputBytes) throws -> R) rethrows -> R {
        try string.withUTF8 { buffer in
            try body(unsafe InputBytes(unsafeBytes: UnsafeRawBufferPointer(buffer)))
        }
    }

    /// Runs `body` with a view of `sequence` if its elements are stored contiguously;
    /// returns nil without calling `body` if they are not.
    @inline(__always)
    static func withContiguousStorage<S: Sequence<UInt8>, R>(
        of sequence: S,
        _ body: (InputBytes) throws -> R
    ) rethrows -> R? {
        try sequence.withContiguousStorageIfAvailable { buffer in
            try body(unsafe InputBytes(unsafeBytes: UnsafeRawBufferPointer(buffer)))
        }
    }

    // MARK: Reading

    /// The byte at `index`, checked.
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "InputBytes index out of range")
        return unsafe base[index]
    }

    /// The byte at `index`; the caller guarantees `0 <= index < count`.
    @inline(__always)
    subscript(unchecked index: Int) -> UInt8 {
        assert(index >= 0 && index < count, "InputBytes index out of range")
        return unsafe base[index]
    }

    /// Eight bytes starting at `index` as a little-endian word; the caller guarantees
    /// `0 <= index` and `index + 8 <= count`.
    @inline(__always)
    func loadWord(unchecked index: Int) -> UInt64 {
        assert(index >= 0 && index + 8 <= count, "InputBytes word out of range")
        return UInt64(littleEndian: unsafe UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// Four bytes starting at `index` as a little-endian value; the caller guarantees
    /// `0 <= index` and `index + 4 <= count`.
    @inline(__always)
    func loadUInt32(unchecked index: Int) -> UInt32 {
        assert(index >= 0 && index + 4 <= count, "InputBytes word out of range")
        return UInt32(littleEndian: unsafe UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
    }

    /// Two bytes starting at `index` as a little-endian value; the caller guarantees
    /// `0 <= index` and `index + 2 <= count`.
    @inline(__always)
    func loadUInt16(unchecked index: Int) -> UInt16 {
        assert(index >= 0 && index + 2 <= count, "InputBytes word out of range")
        return UInt16(littleEndian: unsafe UnsafeRawPointer(base + index).loadUnaligned(as: UInt16.self))
    }

    /// Sixteen bytes starting at `index`; the caller guarantees `index + 16 <= count`.
    @inline(__always)
    func loadVector16(unchecked index: Int) -> SIMD16<UInt8> {
        assert(index >= 0 && index + 16 <= count, "InputBytes vector out of range")
        return unsafe UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Thirty-two bytes starting at `index`; the caller guarantees `index + 32 <= count`.
    @inline(__always)
    func loadVector32(unchecked index: Int) -> SIMD32<UInt8> {
        assert(index >= 0 && index + 32 <= count, "InputBytes vector out of range")
        return unsafe UnsafeRawPointer(base + index).loadUnaligned(as: SIMD32<UInt8>.self)
    }

    /// The `length` bytes at `start` as a view of their own (indexed from zero), checked.
    @inline(__always)
    func slice(_ start: Int, _ length: Int) -> InputBytes {
        precondition(start >= 0 && length >= 0 && start <= count &- length, "InputBytes slice out of range")
        return unsafe InputBytes(base: base + start, count: length)
    }

    /// The bytes from `start` to the end, as a view of their own.
    @inline(__always)
    func suffix(from start: Int) -> InputBytes {
        slice(start, count - start)
    }

    /// Whether the `length` bytes at `start` equal all of `other`, byte for byte.
    @inline(__always)
    func equals(_ start: Int, _ length: Int, _ other: InputBytes) -> Bool {
        guard length == other.count else { return false }
        precondition(start >= 0 && start <= count &- length, "InputBytes comparison out of range")
        if length > 16 {
            return unsafe CLibrary.compareBytes(base + start, other.base, count: length) == 0
        }
        // Keys are short: two overlapping words from each side (the first and the last bytes)
        // beat a call and a byte loop.
        let left = unsafe UnsafeRawPointer(base + start)
        let right = unsafe UnsafeRawPointer(other.base)
        if length >= 8 {
            let head = unsafe left.loadUnaligned(as: UInt64.self) ^ right.loadUnaligned(as: UInt64.self)
            let tail =
                unsafe left.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
                ^ right.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            return head | tail == 0
        }
        if length >= 4 {
            let head = unsafe left.loadUnaligned(as: UInt32.self) ^ right.loadUnaligned(as: UInt32.self)
            let tail =
                unsafe left.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
                ^ right.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            return head | tail == 0
        }
        var offset = 0
        while offset < length {
            if unsafe base[start &+ offset] != other.base[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// Whether every byte is ASCII (below 0x80).
    @inline(__always)
    var isASCII: Bool {
        var combined: UInt8 = 0
        var index = 0
        while index < count {
            combined |= unsafe base[index]
            index &+= 1
        }
        return combined < 0x80
    }

    // MARK: Copying out

    /// The bytes decoded as UTF-8 (invalid sequences become U+FFFD).
    @inline(__always)
    func string() -> String {
        unsafe String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// The bytes as a string, copied without validating them again: for the contents of a
    /// string token the scanner accepted, which it has checked to be valid UTF-8 (RFC 3629,
    /// `JSONScanner.validateUTF8Sequence`); `knownASCII` when the token has no byte above 0x7F.
    ///
    /// `String(decoding:as:)` would validate every byte a second time (about a tenth of a typed
    /// decode of twitter.json). Invalid bytes here would break `String`'s invariant, so debug
    /// builds, which the tests run, check them and trap.
    ///
    /// Systems older than macOS 26 / iOS 26 lack `UTF8Span`: there the bytes are decoded by
    /// `String(decoding:as:)`, which gives the same string for the valid UTF-8 this is handed.
    @inline(__always)
    func string(scannedUTF8 knownASCII: Bool) -> String {
        #if DEBUG
            precondition(isValidUTF8, "string(scannedUTF8:) on bytes that are not valid UTF-8")
            precondition(!knownASCII || isASCII, "string(scannedUTF8:) told non-ASCII bytes are ASCII")
        #endif
        if OSFeatures.allowed, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            let span = unsafe Span(_unsafeElements: UnsafeBufferPointer(start: base, count: count))
            return String(copying: unsafe UTF8Span(unchecked: span, isKnownASCII: knownASCII))
        }
        return string()
    }

    #if DEBUG
        /// Whether the bytes are well-formed UTF-8: decoding them repairs nothing (debug checks;
        /// `String(validating:as:)` would say the same but needs macOS 15 / iOS 18).
        var isValidUTF8: Bool {
            unsafe string().utf8.elementsEqual(UnsafeBufferPointer(start: base, count: count))
        }
    #endif

    /// A new string of `prefix`, these bytes and `suffix`, written into the string's storage
    /// in one allocation (error messages around a number's text). Invalid UTF-8 is repaired
    /// as by `String(decoding:as:)`.
    func string(between prefix: [UInt8], and suffix: [UInt8]) -> String {
        let total = prefix.count + count + suffix.count
        return unsafe String(unsafeUninitializedCapacity: total) { buffer in
            let output = UnsafeMutableRawBufferPointer(buffer)
            unsafe prefix.withUnsafeBytes { unsafe output.copyMemory(from: $0) }
            unsafe UnsafeMutableRawBufferPointer(rebasing: output[prefix.count...])
                .copyMemory(from: UnsafeRawBufferPointer(start: base, count: count))
            unsafe suffix.withUnsafeBytes {
                unsafe UnsafeMutableRawBufferPointer(rebasing: output[(prefix.count + count)...]).copyMemory(from: $0)
            }
            return total
        }
    }

    /// The bytes as an array.
    func array() -> [UInt8] {
        unsafe Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Runs `body` with the bytes as a buffer pointer: for public APIs that hand users raw
    /// bytes without a copy. The buffer is valid only during `body`.
    @unsafe @inline(__always)
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        unsafe try body(unsafe UnsafeRawBufferPointer(start: base, count: count))
    }
}

/// Indices are offsets from the first byte, `0..<count`; the subscript is the checked one.
extension InputBytes: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The bytes are contiguous: copying them out (`Array.append(contentsOf:)`) is one copy.
    @inline(__always)
    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        unsafe try body(unsafe UnsafeBufferPointer(start: base, count: count))
    }
}

extension InputBytes {
    /// A copy of bytes that it owns, for readers that keep their input after the caller's
    /// buffer is gone: ``view`` is valid as long as the copy is alive. Immutable after `init`.
    @safe final class Copy: @unchecked Sendable {
        private let base: UnsafeMutablePointer<UInt8>
        /// The number of bytes.
        let count: Int

        init<Bytes: Collection>(of source: Bytes) where Bytes.Element == UInt8 {
            let count = source.count
            unsafe base = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(count, 1))
            let copied = unsafe UnsafeMutableBufferPointer(start: base, count: count).initialize(fromContentsOf: source)
            precondition(copied == count)
            self.count = count
        }

        deinit {
            unsafe base.deallocate()
        }

        /// The bytes, valid as long as `self` is alive.
        var view: InputBytes { unsafe InputBytes(base: UnsafePointer(base), count: count) }
    }
}
