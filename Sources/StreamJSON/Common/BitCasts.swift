/// Reinterprets a value as the type it is already known to be (the caller checked
/// `T.self == U.self`), without the runtime cast `as!` would make in unspecialised generic code.
/// Used by the decoder and the encoder where a generic `T` turns out to be a scalar; debug
/// builds check the types (the check costs too much on the release hot path).
@inline(__always)
func identityCast<T, U>(_ value: T, to type: U.Type) -> U {
    assert(T.self == U.self, "identityCast between different types")
    return unsafe unsafeBitCast(value, to: U.self)
}

extension SIMDMask where Storage == SIMD16<Int8> {
    /// The mask's sixteen bytes as two little-endian words: lane `i` is byte `i % 8` of word
    /// `i / 8` (0xFF for a true lane). A same-size reinterpretation of a plain value, for the
    /// byte classification of the scanner and the encoder (`ByteVector.swift`): Swift has no safe movemask.
    @inline(__always)
    var words: SIMD2<UInt64> {
        unsafe unsafeBitCast(self, to: SIMD2<UInt64>.self)
    }

    /// The mask's sixteen bytes as a byte vector: `0xFF` in a true lane, 0 in a false one.
    /// Subtracted from a vector of counters, it adds one to each lane that is true.
    @inline(__always)
    var laneBytes: SIMD16<UInt8> {
        unsafe unsafeBitCast(self, to: SIMD16<UInt8>.self)
    }
}

/// The byte a one-byte value consists of, or nil for a value of any other size. A one-byte
/// type holds no reference and no padding, so its byte is the whole value: equal bytes are
/// equal values. The `CodingKeys` enums Swift writes for `Codable` types (up to 256 cases)
/// are such types; the decoder's key lookup tells their keys apart by this byte.
@inline(__always)
func oneByteValue<T>(of value: T) -> UInt8? {
    guard MemoryLayout<T>.size == 1 else { return nil }
    return unsafe unsafeBitCast(value, to: UInt8.self)
}

extension SIMD16 where Scalar == UInt8 {
    /// The sixteen bytes as two little-endian words: byte `i` is byte `i % 8` of word `i / 8`.
    /// A same-size reinterpretation of a plain value (the encoder's escaping loop gathers the
    /// high bits of a chunk this way).
    @inline(__always)
    var words: SIMD2<UInt64> {
        unsafe unsafeBitCast(self, to: SIMD2<UInt64>.self)
    }
}
