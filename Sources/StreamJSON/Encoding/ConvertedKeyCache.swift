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
        var keyType: ObjectIdentifier?
        var tag: UInt8 = 0
        var name = ""
        var converted = ""
    }

    private static let slotBits = 8
    private var slots = [Slot](repeating: Slot(), count: 1 << slotBits)

    /// The most slots a lookup or an insertion looks at, from the key's own.
    private static let probes = 8

    /// The converted name of the key of type `keyType`, one-byte value `tag` and string
    /// `name`, if it is here.
    @inline(__always)
    func converted(_ keyType: ObjectIdentifier, tag: UInt8, name: String) -> String? {
        var index = Self.slot(keyType, tag)
        for _ in 0..<Self.probes {
            guard let slotType = slots[index].keyType else { return nil }
            if slotType == keyType && slots[index].tag == tag {
                return slots[index].name == name ? slots[index].converted : nil
            }
            index = (index &+ 1) & (slots.count &- 1)
        }
        return nil
    }

    /// Remembers `converted` as the name of that key: in its slot, the first free one after
    /// it, or (all taken) its own.
    mutating func remember(_ converted: String, for keyType: ObjectIdentifier, tag: UInt8, name: String) {
        let home = Self.slot(keyType, tag)
        var index = home
        for _ in 0..<Self.probes {
            if slots[index].keyType == nil || (slots[index].keyType == keyType && slots[index].tag == tag) { break }
            index = (index &+ 1) & (slots.count &- 1)
        }
        if slots[index].keyType != nil && !(slots[index].keyType == keyType && slots[index].tag == tag) {
            index = home
        }
        slots[index] = Slot(keyType: keyType, tag: tag, name: name, converted: converted)
    }

    @inline(__always)
    private static func slot(_ keyType: ObjectIdentifier, _ tag: UInt8) -> Int {
        // The type's address (its `hashValue` would be a SipHash of it).
        let bits = UInt64(UInt(bitPattern: keyType)) ^ UInt64(tag)
        return MultiplicativeHash.slot(of: bits, bits: slotBits)
    }
}
