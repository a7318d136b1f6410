/// An open-addressing hash table of one object's keys, compared by their bytes: the tool key
/// lookup uses to check an object for duplicate keys and to find members read out of
/// document order.
///
/// A slot holds 1 + the tape index of a key string (0 is empty). Keys are hashed and compared
/// in a ``KeyForm`` (as written: ``KeyHash`` of all their bytes, seeded per process) and probed
/// linearly; the table has at least twice as many slots as the object has members. Only
/// objects whose keys the form can hash (for both forms: plain ASCII without escapes, where
/// equal keys are equal bytes) can use it; others, and
/// any object whose keys form a probe run longer than ``maximumRun`` (bad luck, or keys made
/// to collide), report ``Outcome/needsStrings`` and are handled with Swift's `String`
/// hashing instead. Building therefore costs at most ``maximumRun`` probes per key, and a
/// lookup gives up after ``maximumRun`` probes (the caller then asks a `String` index).
enum KeyTable {
    /// What filling a table found.
    enum Outcome {
        /// Every key is different.
        case distinct
        /// Two keys are equal (the table keeps the first).
        case duplicates
        /// The keys cannot be compared by bytes here: fall back to `String`s.
        case needsStrings
    }

    /// The longest run of occupied slots a usable table may have.
    static let maximumRun = 128

    /// The most slots a table kept on the stack (`InlineKeySlots<64>`) has: objects of up to 32
    /// members.
    static let smallCapacity = 64

    /// The most slots a larger table kept on the stack (`InlineKeySlots<128>`) has: objects of up to
    /// 64 members (a Twitter user has about 40), whose tables were a new array each.
    static let mediumCapacity = 128

    /// The number of slots for an object of `memberCount` members.
    static func capacity(for memberCount: Int) -> Int {
        var capacity = 16
        while capacity < memberCount * 2 { capacity <<= 1 }
        return capacity
    }

    /// Fills `slots` (zeroed, ``capacity(for:)`` slots) with the keys of the object at tape
    /// index `object`, the first occurrence of each. With `stopAtDuplicate` it returns as soon
    /// as it meets a second occurrence (a duplicate check needs no more).
    static func fill<Slots: KeySlots, Form: KeyForm>(
        _ slots: inout Slots, object: Int, tape: Tape, bytes: InputBytes,
        stopAtDuplicate: Bool, form: Form.Type
    ) -> Outcome {
        let end = tape[object].end
        let mask = slots.count - 1
        let bits = slots.count.trailingZeroBitCount
        var sawDuplicate = false
        let seed = KeyHash.seed
        var index = object + 1
        while index < end {
            let key = tape[index]
            guard let hash = Form.hash(bytes, key, seed: seed) else { return .needsStrings }
            var slot = KeyHash.slot(hash, bits: bits)
            var run = 0
            while true {
                WorkCounter.count(.hashProbe)
                let occupant = Int(slots[slot])
                if occupant == 0 {
                    slots[slot] = UInt32(truncatingIfNeeded: index + 1)
                    break
                }
                if Form.equal(bytes, tape[occupant - 1], key) {
                    if stopAtDuplicate { return .duplicates }
                    sawDuplicate = true
                    break
                }
                run += 1
                if run > maximumRun { return .needsStrings }
                slot = (slot + 1) & mask
            }
            index = tape.indexAfterValue(at: index + 1)
        }
        return sawDuplicate ? .duplicates : .distinct
    }

    /// What a lookup in a table found.
    enum Lookup: Equatable {
        /// The tape index of the key.
        case found(Int)
        /// The key is not in the object.
        case absent
        /// The probe run grew longer than ``maximumRun``: ask a `String` index instead.
        case gaveUp
    }

    /// Looks up the coding key whose bytes are `key` (all ASCII) in a table filled in `form`;
    /// at most ``maximumRun`` probes.
    static func find<Form: KeyForm>(
        _ key: InputBytes, in slots: [UInt32], tape: Tape,
        bytes: InputBytes, form: Form.Type
    ) -> Lookup {
        let mask = slots.count - 1
        var slot = KeyHash.slot(Form.hash(codingKey: key), bits: slots.count.trailingZeroBitCount)
        for _ in 0...maximumRun {
            WorkCounter.count(.hashProbe)
            let occupant = Int(slots[slot])
            if occupant == 0 { return .absent }
            let entry = tape[occupant - 1]
            switch Form.bytesEqual(bytes, entry, key) {
            case true?: return .found(occupant - 1)
            case false?: break
            case nil:
                // A key the form cannot convert by bytes (its keys in the table are plain ASCII).
                let text = Form.string(bytes.slice(entry.offset, entry.length).string())
                if text == key.string() { return .found(occupant - 1) }
            }
            slot = (slot + 1) & mask
        }
        return .gaveUp
    }
}
