/// How the document spelled a coding key the last time a lookup found it, kept so that the
/// next lookup of that key compares bytes (length first) before it converts anything: under
/// `convertFromSnakeCase`, the coding key `createdAt` is found as `created_at` in object after
/// object, and a plain comparison with `created_at` costs a fraction of the converting
/// comparison (``SnakeCaseKeys``).
///
/// Only an accelerator: a document key equal to the spelling is a match (the spelling was
/// found equal to the coding key by the full comparison), and every other key still goes
/// through the full comparison, in the same order, so lookups find exactly what they found
/// without it (the first of two keys whose conversions are equal, whatever the spelling).
///
/// A plain value of up to ``maximumLength`` bytes held in words (no reference to the document,
/// which a later decode replaces); `length` is -1 when no spelling is known.
struct KeySpelling {
    /// The longest spelling kept.
    static var maximumLength: Int { 32 }

    /// The spelling's length in bytes, or -1.
    private(set) var length = -1
    /// Bytes 0..<8, 8..<16 and 16..<24 of the spelling (little-endian, as far as it goes).
    private var first: UInt64 = 0
    private var second: UInt64 = 0
    private var third: UInt64 = 0
    /// The spelling's last eight bytes (when it has at least eight).
    private var last: UInt64 = 0

    /// No spelling: matches nothing.
    init() {}

    /// The `length` bytes at `start` of `bytes` (at most ``maximumLength``).
    init(_ bytes: InputBytes, _ start: Int, _ length: Int) {
        assert(length >= 0 && length <= Self.maximumLength)
        self.length = length
        if length >= 8 {
            first = bytes.loadWord(unchecked: start)
            if length >= 16 { second = bytes.loadWord(unchecked: start &+ 8) }
            if length >= 24 { third = bytes.loadWord(unchecked: start &+ 16) }
            last = bytes.loadWord(unchecked: start &+ length &- 8)
        } else {
            var index = 0
            while index < length {
                first |= UInt64(bytes[unchecked: start &+ index]) << UInt64(index &* 8)
                index &+= 1
            }
        }
    }

    /// Whether the `length` bytes at `start` of `bytes` (the caller checked that `length` is
    /// this spelling's) are the spelling: whole words where the key has eight bytes or more.
    @inline(__always)
    func equals(_ bytes: InputBytes, _ start: Int) -> Bool {
        if length >= 8 {
            var difference = bytes.loadWord(unchecked: start) ^ first
            difference |= bytes.loadWord(unchecked: start &+ length &- 8) ^ last
            if length > 16 { difference |= bytes.loadWord(unchecked: start &+ 8) ^ second }
            if length > 24 { difference |= bytes.loadWord(unchecked: start &+ 16) ^ third }
            return difference == 0
        }
        var index = 0
        while index < length {
            if bytes[unchecked: start &+ index] != UInt8(truncatingIfNeeded: first >> UInt64(index &* 8)) {
                return false
            }
            index &+= 1
        }
        return true
    }
}

/// The spellings (``KeySpelling``) of one key type's coding keys, by tag (the byte of a
/// one-byte coding key, ``oneByteValue(of:)``, below 64), kept with a container state's
/// lookups for the life of the state (so for every object its box is reused for). Each slot
/// also holds the coding key's own bytes: a spelling is used only for the key it was found
/// for, even if a hand-written key type's tag changes its string.
struct KeySpellings {
    private struct Slot {
        var key = KeySpelling()
        var spelling = KeySpelling()
    }

    /// One slot per tag up to the highest learned.
    private var slots: [Slot] = []
    /// The tags whose key was found once: a spelling is learned the second time, so that a
    /// container state used for one object (a coder made per call) does not pay for it.
    private var foundOnce: UInt64 = 0

    /// The spelling of the coding key with `tag` and UTF-8 `key`, or none.
    @inline(__always)
    func spelling(tag: UInt8?, key: InputBytes) -> KeySpelling {
        guard let tag, Int(tag) < slots.count else { return KeySpelling() }
        let slot = slots[Int(tag)]
        guard slot.key.length == key.count, slot.key.equals(key, 0) else { return KeySpelling() }
        return slot.spelling
    }

    /// Remembers the `length` bytes at `start` of `bytes` as the spelling of the coding key with
    /// `tag` and UTF-8 `key`, found there, if it was found before (nothing for a key without a
    /// tag, or longer than a slot holds).
    mutating func remember(_ bytes: InputBytes, _ start: Int, _ length: Int, tag: UInt8?, key: InputBytes) {
        guard let tag, tag < 64, length <= KeySpelling.maximumLength, key.count <= KeySpelling.maximumLength
        else { return }
        let bit: UInt64 = 1 << UInt64(tag)
        guard foundOnce & bit != 0 else {
            foundOnce |= bit
            return
        }
        let index = Int(tag)
        if slots.count <= index {
            slots.reserveCapacity(max(16, index &+ 1))
            slots.append(contentsOf: repeatElement(Slot(), count: index &+ 1 &- slots.count))
        }
        slots[index] = Slot(key: KeySpelling(key, 0, key.count), spelling: KeySpelling(bytes, start, length))
    }
}
