/// The memory of a ``Tape``: a growable run of entries owned by one object.
///
/// The scanner appends to it without `Array`'s uniqueness and capacity bookkeeping on every
/// value, and the decoder reads it through a pointer that never moves once scanning is done.
/// This is the one type in the Tree layer that holds a raw pointer; its subscript checks the
/// index, and nothing hands the pointer out.
@safe final class TapeStorage {
    // Only the thread that scans or decodes a document touches its tape, never through
    // overlapping accesses, so Swift's dynamic exclusivity checks are switched off.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<TapeEntry>
    @exclusivity(unchecked) private var _count: Int
    /// The number of elements written.
    private(set) var count: Int {
        @inline(__always) _read { yield unsafe _count }
        @inline(__always) _modify { yield unsafe &_count }
    }
    @exclusivity(unchecked) private var capacity: Int
    /// The number of entries the memory holds before it grows.
    var reservedCapacity: Int { unsafe capacity }

    init(minimumCapacity: Int) {
        unsafe capacity = max(16, minimumCapacity)
        unsafe base = unsafe UnsafeMutablePointer<TapeEntry>.allocate(capacity: capacity)
        unsafe _count = 0
    }

    deinit {
        // TapeEntry is a trivial type: nothing to deinitialize.
        unsafe base.deallocate()
    }

    /// The entry at `index`, which must be below ``count``.
    @inline(__always)
    subscript(index: Int) -> TapeEntry {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "tape index out of range")
            return unsafe base[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "tape index out of range")
            unsafe base[index] = newValue
        }
    }

    @inline(__always)
    func append(_ entry: TapeEntry) {
        if unsafe count == capacity { grow() }
        unsafe (base + count).initialize(to: entry)
        count &+= 1
    }

    /// Forgets every entry and keeps the memory, for the next document of a stream.
    func removeAll() {
        count = 0
    }

    @discardableResult
    func removeLast() -> TapeEntry {
        precondition(count > 0, "removeLast from an empty tape")
        count -= 1
        return unsafe base[count]
    }

    @inline(never)
    private func grow() {
        let newCapacity = unsafe capacity * 2
        let newBase = UnsafeMutablePointer<TapeEntry>.allocate(capacity: newCapacity)
        unsafe newBase.moveInitialize(from: base, count: count)
        unsafe base.deallocate()
        unsafe base = unsafe newBase
        unsafe capacity = newCapacity
    }
}
