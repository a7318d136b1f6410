/// The snake-case names of the coding keys an encoder wrote, by key type and case: the
/// `convertToSnakeCase` strategy converts each key once, and finds it again without hashing
/// its string (a `[String: String]` lookup, which it replaced, cost about 280 instructions a
/// member: SipHash of the key and a probe).
///
/// Open addressing: a key's slot comes from its key type and its one-byte value (the case of
/// a Swift `CodingKeys` enum, ``oneByteValue(of:)``), and a key whose slot is taken goes to
/// one of the next ``probes`` (or, all taken, replaces the one in its own). A hit also needs the key's `stringValue` to equal the one
/// converted (for a synthesised key, the same literal, compared by its storage first), so a
/// key type whose strings change still gets the right name. Keys that are not one byte use the
/// dictionary.
struct ConvertedKeyCache {
    private struct Slot {
        /// The key type's `ObjectIdentifier` bits shifted up a byte, and the tag (``key(_:_:)``);
        /// 0 for a free slot.
        var key: UInt = 0
        var name = ""
        var converted = ""
    }

    /// A key type and tag as one word, compared at once: a type's metadata address is nonzero
    /// and leaves the top byte free. (Were two to share a word, each would still get its own
    /// name: a hit needs the same string, and the name is that string's conversion.)
    @inline(__always)
    private static func key(_ keyType: ObjectIdentifier, _ tag: UInt8) -> UInt {
        UInt(bitPattern: keyType) &<< 8 | UInt(tag)
    }

    private static let slotBits = 8
    private static let slotCount = 1 << slotBits
    /// Empty until the first ``remember(_:for:tag:name:)``, so that an encoder that converts no
    /// key allocates none.
    private var slots: [Slot] = []

    /// The most slots a lookup or an insertion looks at, from the key's own.
    private static let probes = 8

    /// The converted name of the key of type `keyType`, one-byte value `tag` and string
    /// `name`, if it is here. Mutating only so that the context's cache is reached in place
    /// (its `_modify` accessor), not copied out by its `_read` (a retain and a release of the
    /// slots per member).
    @inline(__always)
    mutating func converted(_ keyType: ObjectIdentifier, tag: UInt8, name: String) -> String? {
        guard !slots.isEmpty else { return nil }
        let key = Self.key(keyType, tag)
        var index = Self.slot(keyType, tag)
        for _ in 0..<Self.probes {
            let slotKey = slots[index].key
            if slotKey == key { return slots[index].name == name ? slots[index].converted : nil }
            if slotKey == 0 { return nil }
            index = (index &+ 1) & (Self.slotCount &- 1)
        }
        return nil
    }

    /// Remembers `converted` as the name of that key: in its slot, the first free one after
    /// it, or (all taken) its own.
    mutating func remember(_ converted: String, for keyType: ObjectIdentifier, tag: UInt8, name: String) {
        if slots.isEmpty { slots = [Slot](repeating: Slot(), count: Self.slotCount) }
        let key = Self.key(keyType, tag)
        let home = Self.slot(keyType, tag)
        var index = home
        for _ in 0..<Self.probes {
            if slots[index].key == 0 || slots[index].key == key { break }
            index = (index &+ 1) & (Self.slotCount &- 1)
        }
        if slots[index].key != 0 && slots[index].key != key { index = home }
        slots[index] = Slot(key: key, name: name, converted: converted)
    }

    @inline(__always)
    private static func slot(_ keyType: ObjectIdentifier, _ tag: UInt8) -> Int {
        // The type's address (its `hashValue` would be a SipHash of it).
        let bits = UInt64(UInt(bitPattern: keyType)) ^ UInt64(tag)
        return MultiplicativeHash.slot(of: bits, bits: slotBits)
    }
}
