/// A growable run of plain values (no references), owned by one variable: the coding path
/// nodes of a decode, the frames and open containers of an encode.
///
/// Each of those is written once or more per value coded; an `Array` would check its buffer's
/// uniqueness on every write, a runtime call, and its owner never shares it, so the check
/// could only ever pass. This storage cannot be copied, so it is never shared, and it needs
/// no check. Its subscript checks the index, and nothing hands the pointer out.
///
/// One of the few places audited for memory safety (`Scripts/check-memory-safety.sh`): the
/// memory holds `capacity` elements, of which `0..<count` are initialised; every access checks
/// its index against `count`; `Element` is bitwise copyable, so nothing needs to be
/// deinitialised, and the memory is freed once, by `deinit`.
@safe struct PlainValueStack<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    /// The number of elements in the stack.
    private(set) var count = 0
    private var capacity: Int

    /// An empty stack with room for `minimumCapacity` elements before it grows.
    init(minimumCapacity: Int = 16) {
        capacity = max(1, minimumCapacity)
        unsafe base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        unsafe base.deallocate()
    }

    /// The number of elements the memory holds before it grows.
    var reservedCapacity: Int { capacity }

    var isEmpty: Bool { count == 0 }

    /// The element at `index`, which must be below ``count``.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "stack index out of range")
            return unsafe base[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "stack index out of range")
            unsafe base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        unsafe (base + count).initialize(to: element)
        count &+= 1
    }

    /// Removes and returns the last element; the stack must not be empty.
    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast from an empty stack")
        count &-= 1
        return unsafe base[count]
    }

    /// Forgets every element and keeps the memory.
    mutating func removeAll() {
        count = 0
    }

    @inline(never)
    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        unsafe newBase.moveInitialize(from: base, count: count)
        unsafe base.deallocate()
        unsafe base = newBase
        capacity = newCapacity
    }
}
