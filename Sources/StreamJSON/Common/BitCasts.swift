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

/// The one class reference a value consists of (`KeyedDecodingContainer` and
/// `KeyedEncodingContainer` are structs that hold a single reference to their box): a
/// same-size reinterpretation, for ``ContainerBoxCache``, which reuses boxes nobody else holds.
@inline(__always)
func singleReference<T>(of value: T) -> AnyObject {
    precondition(MemoryLayout<T>.size == MemoryLayout<AnyObject>.size, "not a single reference")
    return unsafe unsafeBitCast(value, to: AnyObject.self)
}

/// The value around `reference`, which came from ``singleReference(of:)`` of a value of type
/// `T` (`unsafeBitCast` checks the sizes again).
@inline(__always)
func valueAroundSingleReference<T>(_ reference: AnyObject, as type: T.Type) -> T {
    unsafe unsafeBitCast(reference, to: T.self)
}

/// Turns a box reference back into the container type `Container` (a
/// `KeyedDecodingContainer<Key>` or `KeyedEncodingContainer<Key>`) without looking up that
/// type's metadata.
///
/// Those container types are generic and resilient: unspecialised code that names one (as
/// ``valueAroundSingleReference(_:as:)`` does, in `container(keyedBy:)`) asks the runtime for
/// its metadata on every call, a hash-table lookup of about 200 instructions, 8% of decoding
/// citm_catalog. A rewrapper's class metadata, looked up once when the rewrapper is made, holds
/// `Container`'s: ``wrap(_:)``, never inlined, reads it from there. The box caches keep one per
/// key type beside the box and reach it through ``uncheckedRewrapper(_:for:)``.
final class SingleReferenceRewrapper<Container> {
    /// The box as a `Container`. Not inlined: inlined into unspecialised code, it would look
    /// `Container` up again instead of reading it from this object's class.
    @inline(never)
    func wrap(_ reference: AnyObject) -> Container {
        valueAroundSingleReference(reference, as: Container.self)
    }
}

/// `rewrapper`, made as a `SingleReferenceRewrapper<Container>`, read as one without a run-time
/// check (which would need the metadata the rewrapper exists to avoid; debug builds check).
@inline(__always)
func uncheckedRewrapper<Container>(
    _ rewrapper: AnyObject, for type: Container.Type
) -> SingleReferenceRewrapper<Container> {
    unsafe unsafeDowncast(rewrapper, to: SingleReferenceRewrapper<Container>.self)
}

/// Any native Swift class: what ``isOnlyReference(_:)`` reads a reference as.
private final class NativeObject {}

/// Whether `reference` (a native Swift object, such as a keyed container's box) is the only
/// strong reference to its object: `isKnownUniquelyReferenced` on the reference read as a
/// native class through a same-size rebinding of its storage, in place. On an `AnyObject`
/// itself, debug builds in the Swift 6 language mode answer false for every object (measured
/// with Swift 6.3.1 at -Onone: ``ContainerBoxCache`` never reused a box, and its tests failed);
/// release builds compile both forms to the same check.
@inline(__always)
func isOnlyReference(_ reference: inout AnyObject) -> Bool {
    unsafe withUnsafeMutablePointer(to: &reference) { pointer in
        unsafe pointer.withMemoryRebound(to: NativeObject.self, capacity: 1) {
            unsafe isKnownUniquelyReferenced(&$0.pointee)
        }
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
