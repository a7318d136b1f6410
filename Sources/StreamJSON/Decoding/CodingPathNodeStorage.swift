/// The nodes of a ``CodingPathArena``: a growable run of plain values owned by one object.
///
/// The arena pushes a node for every value decoded through a container (every member, every
/// element with its own `init(from:)`); an `Array` would check its buffer's uniqueness on each
/// of those writes, a runtime call. One arena owns one storage and never shares it, so the
/// check could only ever pass. Its subscript checks the index, and nothing hands the pointer
/// out.
@safe final class CodingPathNodeStorage {
    // Only the thread that decodes a document touches its arena, never through overlapping
    // accesses, so Swift's dynamic exclusivity checks are switched off.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<CodingPathArena.Node>
    @exclusivity(unchecked) private var _count: Int
    /// The number of nodes written.
    private(set) var count: Int {
        @inline(__always) _read { yield unsafe _count }
        @inline(__always) _modify { yield unsafe &_count }
    }
    @exclusivity(unchecked) private var capacity: Int
    /// The number of nodes the memory holds before it grows.
    var reservedCapacity: Int { unsafe capacity }

    /// Storage holding `first` alone, with room for `minimumCapacity` nodes.
    init(first: CodingPathArena.Node, minimumCapacity: Int) {
        unsafe capacity = max(1, minimumCapacity)
        unsafe base = unsafe UnsafeMutablePointer<CodingPathArena.Node>.allocate(capacity: capacity)
        unsafe base.initialize(to: first)
        unsafe _count = 1
    }

    deinit {
        // Node is a trivial type: nothing to deinitialize.
        unsafe base.deallocate()
    }

    /// The node at `index`, which must be below ``count``.
    @inline(__always)
    subscript(index: Int) -> CodingPathArena.Node {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "coding path node out of range")
            return unsafe base[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "coding path node out of range")
            unsafe base[index] = newValue
        }
    }

    @inline(__always)
    func append(_ node: CodingPathArena.Node) {
        if unsafe count == capacity { grow() }
        unsafe (base + count).initialize(to: node)
        count &+= 1
    }

    @inline(never)
    private func grow() {
        let newCapacity = unsafe capacity * 2
        let newBase = UnsafeMutablePointer<CodingPathArena.Node>.allocate(capacity: newCapacity)
        unsafe newBase.moveInitialize(from: base, count: count)
        unsafe base.deallocate()
        unsafe base = unsafe newBase
        unsafe capacity = newCapacity
    }
}
