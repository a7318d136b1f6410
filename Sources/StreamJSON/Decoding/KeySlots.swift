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

/// Up to `slotCapacity` zeroed slots, inline: `InlineKeySlots<64>` (``KeyTable/smallCapacity``) for
/// objects of up to 32 members, `InlineKeySlots<128>` (``KeyTable/mediumCapacity``) for objects of
/// 33 to 64 members, so that the many small objects zero only 64 slots.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct InlineKeySlots<let slotCapacity: Int>: KeySlots {
    private var storage = InlineArray<slotCapacity, UInt32>(repeating: 0)
    let count: Int

    init(count: Int) {
        precondition(count <= slotCapacity, "InlineKeySlots: too many slots")
        self.count = count
    }

    subscript(slot: Int) -> UInt32 {
        @inline(__always) get { storage[slot] }
        @inline(__always) set { storage[slot] = newValue }
    }
}
