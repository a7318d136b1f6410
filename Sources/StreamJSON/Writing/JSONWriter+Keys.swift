/// Key bookkeeping for closed objects: duplicate detection and sorted-keys reordering.
///
/// Each key's escaped bytes stay where they were written; a `KeyRecord` remembers the range.
/// Two keys are the same string exactly when their escaped bytes are equal (escaping is
/// deterministic), except for non-ASCII keys, which Swift compares by canonical equivalence
/// (`"é"` precomposed equals `"e\u{301}"`), so those are compared as `String`s.
extension JSONWriter {
    /// A cheap hash of a written key (its length and up to four of its bytes), enough to make
    /// unequal keys rarely collide in the 64-bit filter `writeKey` keeps per object.
    func keyHash(_ range: Range<Int>) -> UInt64 {
        let length = range.count - 2
        var hash = UInt64(truncatingIfNeeded: length)
        if length > 0 {
            hash |= UInt64(buffer[range.lowerBound + 1]) << 16 | UInt64(buffer[range.upperBound - 2]) << 24
        }
        if length > 2 {
            hash |= UInt64(buffer[range.lowerBound + 2]) << 32 | UInt64(buffer[range.upperBound - 3]) << 40
        }
        return hash &* 0x9E37_79B9_7F4A_7C15
    }

    /// Checks the members of an object that is about to close for duplicate keys, and puts
    /// them in key order when keys are sorted. `depth` is the members' indentation level.
    func finishMembers(of container: OpenContainer, depth: Int) {
        let records = keys[container.firstKey...]
        let count = records.count
        var sortedOrder: [Int]?

        if !container.keysAreUnique {
            if container.mayHaveDuplicateKeys {
                if count <= 64 {
                    if hasEqualPair(records) { noteDuplicateKeys() }
                } else {
                    let order = keyOrder(records, escaped: container.hasEscapedKey)
                    if hasAdjacentEqual(records, order: order) { noteDuplicateKeys() }
                    sortedOrder = order
                }
            }
            if container.hasNonASCIIKey {
                var seen = Set<String>()
                for index in records.indices {
                    seen.insert(String(decoding: unescapedBytes(at: index), as: UTF8.self))
                }
                if seen.count < count { noteDuplicateKeys() }
            }
        }

        guard options.sortedKeys else { return }
        let order = sortedOrder ?? keyOrder(records, escaped: container.hasEscapedKey)
        if order.elementsEqual(0..<count) { return }
        let separatorLength = options.prettyPrinted ? 2 + 2 * depth : 1
        var pieces: [Range<Int>] = []
        pieces.reserveCapacity(count)
        var index = records.startIndex
        while index < records.endIndex {
            let start = records[index].range.lowerBound
            let next = index + 1
            let end = next < records.endIndex ? records[next].range.lowerBound - separatorLength : buffer.count
            pieces.append(start..<end)
            index = next
        }
        let separator = pieces[0].upperBound..<(pieces[0].upperBound + separatorLength)
        buffer.reorder(pieces: pieces, order: order, separator: separator)
    }

    private func noteDuplicateKeys() {
        foundDuplicateKeys = true
    }

    /// Whether two of the records (at most 64) have equal key bytes: one pass that puts each
    /// key's hash in a 128-slot table on the stack and compares the bytes of keys whose hashes
    /// meet, so an object costs about one probe per key rather than one comparison per pair.
    /// (`InlineArray` needs macOS 26 / iOS 26; older systems put the table in an array.)
    private func hasEqualPair(_ records: ArraySlice<KeyRecord>) -> Bool {
        precondition(records.count <= 64, "hasEqualPair: too many keys for its table")
        if OSFeatures.allowed, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            var slots = InlinePairSlots()
            return hasEqualPair(records, slots: &slots)
        }
        var slots = [UInt8](repeating: 0, count: 128)
        return hasEqualPair(records, slots: &slots)
    }

    private func hasEqualPair<Slots: PairSlots>(_ records: ArraySlice<KeyRecord>, slots: inout Slots) -> Bool {
        let first = records.startIndex
        for index in records.indices {
            let record = records[index]
            var slot = Int(truncatingIfNeeded: record.hash >> 57)
            while true {
                let occupant = Int(slots[slot])
                if occupant == 0 {
                    slots[slot] = UInt8(truncatingIfNeeded: index - first + 1)
                    break
                }
                let other = records[first + occupant - 1]
                if other.hash == record.hash && buffer.bytesEqual(other.range, record.range) { return true }
                slot = (slot + 1) & 127
            }
        }
        return false
    }

    private func hasAdjacentEqual(_ records: ArraySlice<KeyRecord>, order: [Int]) -> Bool {
        let base = records.startIndex
        for position in order.indices.dropFirst() {
            let a = records[base + order[position - 1]].range
            let b = records[base + order[position]].range
            if buffer.bytesEqual(a, b) { return true }
        }
        return false
    }

    /// The member indices (0-based) in key order: by UTF-8 bytes, which is Unicode scalar order.
    private func keyOrder(_ records: ArraySlice<KeyRecord>, escaped: Bool) -> [Int] {
        let base = records.startIndex
        if escaped {
            let unescaped = records.indices.map { unescapedBytes(at: $0) }
            return unescaped.indices.sorted { unescaped[$0].lexicographicallyPrecedes(unescaped[$1]) }
        }
        return Array(0..<records.count).sorted {
            buffer.bytesPrecede(records[base + $0].inner, records[base + $1].inner)
        }
    }

    /// The UTF-8 bytes of the key at `index` in ``keys`` as it was before escaping: the key
    /// as given, kept by `writeKey` for the keys it escaped.
    func unescapedBytes(at index: Int) -> [UInt8] {
        let bytes = buffer.bytes(in: keys[index].inner)
        guard bytes.contains(UInt8(ascii: "\\")), let original = escapedKeys[index] else { return bytes }
        return Array(original.utf8)
    }
}

/// The 128 one-byte slots of ``JSONWriter``'s duplicate-key check: an `InlineArray` on the
/// stack where the system has it, an array elsewhere.
protocol PairSlots {
    subscript(slot: Int) -> UInt8 { get set }
}

extension Array: PairSlots where Element == UInt8 {}

/// 128 zeroed slots, inline.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct InlinePairSlots: PairSlots {
    private var storage = InlineArray<128, UInt8>(repeating: 0)

    subscript(slot: Int) -> UInt8 {
        @inline(__always) get { storage[slot] }
        @inline(__always) set { storage[slot] = newValue }
    }
}
