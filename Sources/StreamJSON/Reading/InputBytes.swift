/// A read-only view of the document's bytes: the one type in the Reading layer that holds a
/// raw pointer.
///
/// `InputBytes` never owns its memory. It is created inside a `withUnsafeBytes` (or
/// `withContiguousStorageIfAvailable`) closure and must not escape it; every decode runs to
/// completion inside that closure. The checked `subscript(_:)` traps on an out-of-range index;
/// `subscript(unchecked:)` and `loadWord(unchecked:)` are for loops that have already proved
/// their bounds, and say so in their names.
struct InputBytes {
    /// The first byte. Never dereferenced when `count` is zero.
    let base: UnsafePointer<UInt8>
    /// The number of readable bytes.
    let count: Int

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    init(_ buffer: UnsafeRawBufferPointer) {
        if let address = buffer.baseAddress, buffer.count > 0 {
            self.base = address.assumingMemoryBound(to: UInt8.self)
            self.count = buffer.count
        } else {
            self.base = InputBytes.emptyByte
            self.count = 0
        }
    }

    /// One zero byte that is never freed or written: safe to share between threads, which
    /// `nonisolated(unsafe)` asserts for the pointer type that cannot say so itself.
    nonisolated(unsafe) private static let emptyByte: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    /// The byte at `index`, checked.
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "InputBytes index out of range")
        return base[index]
    }

    /// The byte at `index`; the caller guarantees `0 <= index < count`.
    @inline(__always)
    subscript(unchecked index: Int) -> UInt8 {
        base[index]
    }

    /// Eight bytes starting at `index` as a little-endian word; the caller guarantees
    /// `index + 8 <= count`.
    @inline(__always)
    func loadWord(unchecked index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// Sixteen bytes starting at `index`; the caller guarantees `index + 16 <= count`.
    @inline(__always)
    func loadVector16(unchecked index: Int) -> SIMD16<UInt8> {
        UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Thirty-two bytes starting at `index`; the caller guarantees `index + 32 <= count`.
    @inline(__always)
    func loadVector32(unchecked index: Int) -> SIMD32<UInt8> {
        UnsafeRawPointer(base + index).loadUnaligned(as: SIMD32<UInt8>.self)
    }

    /// A checked sub-range as a buffer pointer, valid only as long as `self` is.
    @inline(__always)
    func slice(_ start: Int, _ length: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(start >= 0 && length >= 0 && start + length <= count, "InputBytes slice out of range")
        return UnsafeBufferPointer(start: base + start, count: length)
    }

    /// Whether the `length` bytes at `start` equal `other`, byte for byte.
    @inline(__always)
    func equals(_ start: Int, _ length: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard length == other.count else { return false }
        precondition(start >= 0 && start + length <= count, "InputBytes comparison out of range")
        if length > 16 {
            return memcmp(base + start, other.baseAddress!, length) == 0
        }
        // Keys are short: a loop beats a call.
        var offset = 0
        while offset < length {
            if base[start + offset] != other[offset] { return false }
            offset += 1
        }
        return true
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
