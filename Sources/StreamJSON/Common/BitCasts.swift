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
}

extension KeyedDecodingContainer {
    /// The container's box, the one class instance a `KeyedDecodingContainer` consists of (a
    /// same-size reinterpretation: the standard library's struct holds a single reference),
    /// for ``KeyedContainerBoxes``, which reuses boxes that nobody else holds.
    var box: AnyObject {
        precondition(MemoryLayout<Self>.size == MemoryLayout<AnyObject>.size, "KeyedDecodingContainer is not one reference")
        return unsafe unsafeBitCast(self, to: AnyObject.self)
    }

    /// The container around `box`, which came from ``box`` of a container of this same type.
    /// (`unsafeBitCast` checks the sizes again.)
    init(box: AnyObject) {
        self = unsafe unsafeBitCast(box, to: Self.self)
    }
}
