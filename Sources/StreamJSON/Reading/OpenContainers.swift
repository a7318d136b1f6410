/// The open containers of ``JSONScanner/scanValue(at:_:_:)``: the innermost one in fields a
/// local keeps in registers, the others chained through their children's tape entries.
///
/// While a container is open its entry's payload is free (its count and end are written when
/// it closes), so it holds what its parent's fields were when it opened: the parent's entry
/// index (high 32 bits), whether the parent is an object (bit 31) and the parent's element
/// count (low 31 bits). A count fits in 31 bits because every element but the last takes at
/// least two bytes (itself and a comma) of a document of at most 2^32 - 2 bytes. Opening and
/// closing touch only the entry the scanner writes anyway: no stack to grow and no
/// uniqueness check per container.
struct OpenContainers {
    /// The number of open containers.
    var depth = 0
    /// The tape index of the innermost open container's entry.
    var entry = 0
    /// The number of elements (or members) of the innermost container seen so far.
    var count = 0
    /// Whether the innermost container is an object.
    var isObject = false

    private static let objectBit: UInt64 = 1 << 31

    /// Opens a container whose bracket is at `offset`: its entry goes on the tape and it
    /// becomes the innermost one.
    @inline(__always)
    mutating func push(isObject: Bool, offset: Int, in entries: TapeStorage) {
        assert(count < 1 << 31 && entries.count <= Int(UInt32.max), "open container fields out of range")
        let parent =
            UInt64(truncatingIfNeeded: entry) << 32 | UInt64(truncatingIfNeeded: count)
            | (self.isObject ? OpenContainers.objectBit : 0)
        entry = entries.count
        entries.append(
            TapeEntry(
                kind: isObject ? .object : .array, flags: TapeEntry.Flags(rawValue: 0),
                offset: offset, payload: parent))
        count = 0
        self.isObject = isObject
        depth &+= 1
    }

    /// Closes the innermost container: its entry gets its count and end, and its parent
    /// becomes the innermost one again (meaningless when none is left open).
    @inline(__always)
    mutating func pop(in entries: TapeStorage) {
        var closed = entries[entry]
        let parent = closed.payload
        closed.payload = TapeEntry.containerPayload(count: count, end: entries.count)
        entries[entry] = closed
        depth &-= 1
        entry = Int(truncatingIfNeeded: parent &>> 32)
        count = Int(truncatingIfNeeded: parent & (OpenContainers.objectBit &- 1))
        isObject = parent & OpenContainers.objectBit != 0
    }
}
