import Foundation

/// Reading back what an ``OutputBuffer`` holds, for sorting keys and detecting duplicates: the
/// bytes of written ranges, compared without copying them out.
///
/// Audited for memory safety (ARCHITECTURE.md, Unsafe code): every function checks its ranges
/// against `count` before it reads, and reads only through ``OutputBuffer/withUnsafeBytes(_:)``,
/// whose pointer lives for the call.
extension OutputBuffer {
    /// The byte at `index`, checked.
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "OutputBuffer index out of range")
        return unsafe withUnsafeBytes { unsafe $0[index] }
    }

    /// A copy of the bytes in `range`.
    func bytes(in range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "OutputBuffer range out of bounds")
        return unsafe withUnsafeBytes { unsafe Array($0[range]) }
    }

    /// Whether the bytes in two written ranges are equal.
    func bytesEqual(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        precondition(
            a.upperBound <= count && b.upperBound <= count && a.lowerBound >= 0 && b.lowerBound >= 0,
            "OutputBuffer range out of bounds")
        guard a.count == b.count else { return false }
        return unsafe withUnsafeBytes { bytes in
            let base = unsafe bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            return unsafe CLibrary.compareBytes(base + a.lowerBound, base + b.lowerBound, count: a.count) == 0
        }
    }

    /// Whether the bytes in `a` sort before those in `b`, byte by byte (a prefix sorts first).
    /// For UTF-8 this is Unicode scalar order.
    func bytesPrecede(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        precondition(
            a.upperBound <= count && b.upperBound <= count && a.lowerBound >= 0 && b.lowerBound >= 0,
            "OutputBuffer range out of bounds")
        let common = Swift.min(a.count, b.count)
        if common > 0 {
            let order = unsafe withUnsafeBytes { bytes in
                let base = unsafe bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                return unsafe CLibrary.compareBytes(base + a.lowerBound, base + b.lowerBound, count: common)
            }
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }

    /// The first eight bytes of the written range `range` as a big-endian number, zero-filled
    /// when the range is shorter: comparing two such prefixes orders the ranges as
    /// ``bytesPrecede(_:_:)`` does, unless they are equal, when the ranges may still differ
    /// after their eighth byte (or one is a prefix of the other and the other goes on with zero
    /// bytes, which a written key never holds: a NUL is escaped).
    @inline(__always)
    func prefixWord(_ range: Range<Int>) -> UInt64 {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "OutputBuffer range out of bounds")
        let length = range.count
        return unsafe withUnsafeBytes { bytes in
            if range.lowerBound &+ 8 <= bytes.count {
                let word = UInt64(
                    bigEndian: unsafe bytes.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
                if length >= 8 { return word }
                return length == 0 ? 0 : word & ~(UInt64.max >> (8 &* UInt64(length)))
            }
            var word: UInt64 = 0
            for offset in 0..<8 {
                word <<= 8
                if offset < length { word |= UInt64(unsafe bytes[range.lowerBound &+ offset]) }
            }
            return word
        }
    }
}
