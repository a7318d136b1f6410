/// Key bookkeeping for closed objects: duplicate detection and sorted-keys reordering.
///
/// Each key's escaped bytes stay where they were written; a `KeyRecord` remembers the range.
/// Two keys are the same string exactly when their escaped bytes are equal (escaping is
/// deterministic), except for non-ASCII keys, which Swift compares by canonical equivalence
/// (`"é"` precomposed equals `"e\u{301}"`), so those are compared as `String`s.
extension JSONWriter {
    /// A cheap hash of a written key (its length and up to four of its bytes), enough to make
    /// unequal keys rarely collide in the 64-bit filter `writeKey` keeps per object.
    @inline(__always)
    func keyHash(_ range: Range<Int>) -> UInt64 {
        buffer.keyHash(ofQuoted: range)
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
        var order: [Int]
        if let sortedOrder {
            order = sortedOrder
            if order.elementsEqual(0..<count) { return }
        } else if container.hasEscapedKey {
            order = keyOrder(records, escaped: true)
            if order.elementsEqual(0..<count) { return }
        } else {
            guard let sorted = sortUnescapedKeys(records) else { return }
            order = sorted
        }
        reorderMembers(records, order: order, depth: depth)
    }

    /// Moves the members of the closing object (whose keys are `records`) into `order`.
    private func reorderMembers(_ records: ArraySlice<KeyRecord>, order: [Int], depth: Int) {
        let separatorLength = options.prettyPrinted ? 2 + 2 * depth : 1
        var pieces = piecesScratch
        piecesScratch = []
        defer { piecesScratch = pieces }
        pieces.removeAll(keepingCapacity: true)
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

    /// The member indices of `records` (keys without escapes) in key order, by UTF-8 bytes, or
    /// nil when they are in order already. The keys' first eight bytes are compared as one
    /// number (``OutputBuffer/prefixWord(_:)``), the bytes after them only when those are equal.
    ///
    /// The members of a struct come in the same order every time, so the order found for an
    /// object is remembered by its shape (a hash of its keys' hashes, ``ShapeOrder``), and the
    /// next object of that shape checks that order (one comparison per member) instead of
    /// sorting again. A remembered order that does not sort the keys (another shape with the
    /// same hash) is never used: the keys are sorted afresh. Otherwise an insertion sort, in
    /// which equal keys keep their order.
    private func sortUnescapedKeys(_ records: ArraySlice<KeyRecord>) -> [Int]? {
        var prefixes = prefixScratch
        prefixScratch = []
        defer { prefixScratch = prefixes }
        prefixes.removeAll(keepingCapacity: true)
        let base = records.startIndex
        var shape = UInt64(truncatingIfNeeded: records.count)
        for record in records {
            prefixes.append(buffer.prefixWord(record.inner))
            shape = MultiplicativeHash.mix(shape ^ record.hash)
        }
        if shapeOrders.isEmpty {
            shapeOrders = Array(repeating: ShapeOrder(shape: 0, order: [], isIdentity: false), count: 64)
        }
        let slot = Int(truncatingIfNeeded: shape >> 58)
        if shapeOrders[slot].shape == shape && shapeOrders[slot].order.count == records.count {
            let remembered = shapeOrders[slot]
            if sorts(remembered.order, records, prefixes) { return remembered.isIdentity ? nil : remembered.order }
        }
        var order = sortScratch
        sortScratch = []
        defer { sortScratch = order }
        order.removeAll(keepingCapacity: true)
        var inOrder = true
        if records.count > Self.insertionSortLimit {
            // Insertion sort is quadratic: a large object (a dictionary of thousands of keys)
            // is sorted in n log n, ties broken by position so that equal keys keep their order.
            order.append(contentsOf: 0..<records.count)
            order.sort { first, second in
                if prefixes[first] != prefixes[second] { return prefixes[first] < prefixes[second] }
                let (one, other) = (records[base + first].inner, records[base + second].inner)
                if buffer.bytesPrecede(one, other) { return true }
                if buffer.bytesPrecede(other, one) { return false }
                return first < second
            }
            for member in 0..<records.count where order[member] != member {
                inOrder = false
                break
            }
        } else {
            insertionSort(&order, records, prefixes, inOrder: &inOrder)
        }
        let kept = order.map { $0 }  // its own storage: the scratch is reused
        shapeOrders[slot] = ShapeOrder(shape: shape, order: kept, isIdentity: inOrder)
        return inOrder ? nil : kept
    }

    /// Objects with more members than this are not insertion-sorted (see ``sortUnescapedKeys(_:)``).
    private static var insertionSortLimit: Int { 32 }

    /// Appends the members of `records` to `order` (empty) in key order by insertion; clears
    /// `inOrder` when any member moves.
    @inline(__always)
    private func insertionSort(
        _ order: inout [Int], _ records: ArraySlice<KeyRecord>, _ prefixes: [UInt64],
        inOrder: inout Bool
    ) {
        let base = records.startIndex
        for member in 0..<records.count {
            let prefix = prefixes[member]
            let inner = records[base + member].inner
            order.append(member)
            var position = member
            while position > 0 {
                let previous = order[position - 1]
                let other = prefixes[previous]
                if other < prefix { break }
                if other == prefix && !buffer.bytesPrecede(inner, records[base + previous].inner) { break }
                order[position] = previous
                position -= 1
            }
            if position != member {
                inOrder = false
                order[position] = member
            }
        }
    }

    /// Whether `order` (a permutation of the members) puts the keys of `records`, whose
    /// prefix words are `prefixes`, in key order.
    private func sorts(_ order: [Int], _ records: ArraySlice<KeyRecord>, _ prefixes: [UInt64]) -> Bool {
        let base = records.startIndex
        var previous = order[0]
        for position in 1..<order.count {
            let member = order[position]
            let a = prefixes[previous], b = prefixes[member]
            if a > b { return false }
            if a == b && buffer.bytesPrecede(records[base + member].inner, records[base + previous].inner) {
                return false
            }
            previous = member
        }
        return true
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

/// The key order found for one object shape (see `JSONWriter.sortUnescapedKeys`): `shape` a
/// hash of the member count and the keys' hashes, `order` the member indices in key order.
struct ShapeOrder {
    var shape: UInt64
    var order: [Int]
    /// `order` is `0..<order.count`: the members were in key order.
    var isIdentity: Bool
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
