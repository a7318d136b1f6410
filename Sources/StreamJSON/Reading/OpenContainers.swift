/// The open containers of ``JSONScanner/scanValue(at:_:_:)``: the innermost one in one word a
/// local keeps in a register, the others chained through their children's tape entries.
///
/// The word, ``state``, holds the innermost container's entry index (high 32 bits), whether it
/// is an object (bit 31) and its element count so far (low 31 bits). While a container is open
/// its entry's payload is free (its count and end are written when it closes), so it holds its
/// parent's word from when it opened. A count fits in 31 bits because every element but the
/// last takes at least two bytes (itself and a comma) of a document of at most 2^32 - 2 bytes.
/// Opening and closing touch only the entry the scanner writes anyway: no stack to grow and no
/// uniqueness check per container; counting an element is one addition.
struct OpenContainers {
    /// The number of open containers.
    var depth = 0
    /// The innermost container's entry index, kind and count, packed as described above
    /// (meaningless when none is open).
    var state: UInt64 = 0

    private static let objectBit: UInt64 = 1 << 31

    /// Whether the innermost container is an object.
    @inline(__always)
    var isObject: Bool { state & OpenContainers.objectBit != 0 }

    /// Counts one more element (or member) of the innermost container.
    @inline(__always)
    mutating func countElement() {
        state &+= 1
    }

    /// Opens a container whose bracket is at `offset`: its entry goes on the tape and it
    /// becomes the innermost one.
    @inline(__always)
    mutating func push(isObject: Bool, offset: Int, in entries: TapeStorage) {
        assert(state & (OpenContainers.objectBit &- 1) < OpenContainers.objectBit &- 1, "element count out of range")
        assert(entries.count <= Int(UInt32.max), "tape index out of range")
        let parent = state
        state =
            UInt64(truncatingIfNeeded: entries.count) << 32 | (isObject ? OpenContainers.objectBit : 0)
        entries.append(
            TapeEntry(
                kind: isObject ? .object : .array, flags: TapeEntry.Flags(rawValue: 0),
                offset: offset, payload: parent))
        depth &+= 1
    }

    /// Closes the innermost container: its entry gets its count and end, and its parent
    /// becomes the innermost one again.
    @inline(__always)
    mutating func pop(in entries: TapeStorage) {
        let entry = Int(truncatingIfNeeded: state &>> 32)
        let count = Int(truncatingIfNeeded: state & (OpenContainers.objectBit &- 1))
        var closed = entries[entry]
        let parent = closed.payload
        closed.payload = TapeEntry.containerPayload(count: count, end: entries.count)
        entries[entry] = closed
        depth &-= 1
        state = parent
    }
}
