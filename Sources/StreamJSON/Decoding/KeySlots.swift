/// The slots of a ``KeyTable``: an array, or for the tables of ordinary objects (at most
/// ``KeyTable/smallCapacity`` slots, objects of up to 32 members) a fixed-size array on the
/// stack, so that checking an object for duplicate keys allocates nothing. `InlineArray` needs
/// macOS 26 / iOS 26; older systems use an array for every table.
protocol KeySlots {
    /// The number of slots, a power of two.
    var count: Int { get }
    subscript(slot: Int) -> UInt32 { get set }
}

extension Array: KeySlots where Element == UInt32 {}

/// Up to ``KeyTable/smallCapacity`` (64) zeroed slots, inline.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct SmallKeySlots: KeySlots {
    private var storage = InlineArray<64, UInt32>(repeating: 0)
    let count: Int

    init(count: Int) {
        precondition(count <= KeyTable.smallCapacity, "SmallKeySlots: too many slots")
        self.count = count
    }

    subscript(slot: Int) -> UInt32 {
        @inline(__always) get { storage[slot] }
        @inline(__always) set { storage[slot] = newValue }
    }
}

/// Up to ``KeyTable/mediumCapacity`` (128) zeroed slots, inline: the tables of objects of 33 to
/// 64 members. A separate type so that the many smaller objects zero only 64 slots.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct MediumKeySlots: KeySlots {
    private var storage = InlineArray<128, UInt32>(repeating: 0)
    let count: Int

    init(count: Int) {
        precondition(count <= KeyTable.mediumCapacity, "MediumKeySlots: too many slots")
        self.count = count
    }

    subscript(slot: Int) -> UInt32 {
        @inline(__always) get { storage[slot] }
        @inline(__always) set { storage[slot] = newValue }
    }
}
