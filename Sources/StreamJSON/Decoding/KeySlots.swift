/// The slots of a ``KeyTable``: an array, or for the tables of ordinary objects (at most
/// ``SmallKeySlots/capacity`` slots, objects of up to 32 members) a fixed-size array on the
/// stack, so that checking an object for duplicate keys allocates nothing.
protocol KeySlots {
    /// The number of slots, a power of two.
    var count: Int { get }
    subscript(slot: Int) -> UInt32 { get set }
}

extension Array: KeySlots where Element == UInt32 {}

/// Up to 64 zeroed slots, inline.
struct SmallKeySlots: KeySlots {
    static let capacity = 64
    private var storage = InlineArray<64, UInt32>(repeating: 0)
    let count: Int

    init(count: Int) {
        precondition(count <= Self.capacity, "SmallKeySlots: too many slots")
        self.count = count
    }

    subscript(slot: Int) -> UInt32 {
        @inline(__always) get { storage[slot] }
        @inline(__always) set { storage[slot] = newValue }
    }
}
