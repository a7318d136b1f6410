/// The same-size casts that let the box caches (``ContainerBoxCache``) reuse the standard
/// library's keyed container boxes: a `KeyedDecodingContainer` or `KeyedEncodingContainer` to
/// and from the one box reference it consists of, back again through a rewrapper made once per
/// key type (which carries the container type's metadata, so that no call looks it up), and a
/// uniqueness check of a box reference read as a native class.

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
/// its metadata on every call, a hash-table lookup (DocC Performance has the cost). A rewrapper's class metadata, looked up once when the rewrapper is made, holds
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
