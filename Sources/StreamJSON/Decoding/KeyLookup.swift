/// Finding one object's members by key on the tape, with the default key strategy: a value
/// made for each lookup from the container's object and coding path node.
///
/// A lookup compares the UTF-8 bytes of the coding key with the bytes of the document's keys.
/// It starts at the key after the previous match in the same object (the object's ``Cursor``,
/// kept in the container's ``CodingPathArena`` node, because a container's methods cannot
/// mutate it), so fields decoded in document order are found on the first comparison. What
/// a lookup learns about the object itself (duplicate keys, how often it was scanned) is kept
/// in the object's tape entry flags, and its ``ObjectKeyIndex`` by the decoder, so that every
/// container over the same object shares them. When that first comparison misses:
///
/// - objects of at most ``scanLimit`` members are scanned, wrapping around once;
/// - a larger object is scanned on its first two misses (an optional field absent from the
///   document costs no more than it did), and on the third gets an ``ObjectKeyIndex`` (a hash
///   table of its keys, built once and kept by the decoder), so any access order costs O(1)
///   per lookup on average and at most two scans per object in all.
///
/// Two keys that differ in bytes can still be equal as Swift `String`s (escapes such as
/// `\u00e9`, or canonically equivalent Unicode such as a decomposed `é`); such keys are
/// compared as `String`s, which only happens when a key holds an escape or non-ASCII text.
///
/// Duplicate keys: the first occurrence wins, as in `JSONDecoder`. Small objects are always
/// searched from their first key. In a larger object, a match where the search started (the
/// cursor) is the first occurrence if the container's ``LookupRun`` vouches for it (the usual
/// case: fields decoded in document order); otherwise the object's keys are checked for
/// duplicates once (``checkDuplicates()``) and the answer is kept in its tape entry. A scan
/// starts from the cursor only in an object known to have no duplicates, and lookups in an
/// object with duplicates always start from its first key, so none can skip past an earlier
/// occurrence.
struct KeyLookup {
    /// Where the lookups of one keyed container stand: the object (1 + its tape index, 0 for
    /// none) and the tape index of the key after the last one found.
    struct Cursor {
        var object: UInt32 = 0
        var next: UInt32 = 0
    }

    let decoder: TapeDecoder
    /// The tape index of the object.
    let object: Int
    /// The coding path node of the object's container, which keeps the ``Cursor``; -1 for a
    /// lookup that only asks about the object's keys.
    let node: Int32

    @inline(__always)
    init(decoder: TapeDecoder, object: Int, node: Int32 = -1) {
        self.decoder = decoder
        self.object = object
        self.node = node
    }

    /// Objects with at most this many members are searched from their first key every time:
    /// a few comparisons cost less than checking them for duplicates.
    static let smallObjectLimit = 4

    /// Objects with at most this many members are scanned on a miss; larger ones are indexed.
    static let scanLimit = 16

    /// The tape index of the value for `key` in the object, or nil, for a lookup outside a
    /// container's run.
    func valueIndex(for key: String) -> Int? {
        valueIndex(for: key, run: nil, tag: nil)
    }

    /// The tape index of the value for `key` in the object, or nil. `run` is the ``LookupRun``
    /// of the container the lookup is for, and `tag` the coding key's byte if it is a
    /// one-byte value (``oneByteValue(of:)``).
    @inline(__always)
    func valueIndex(for key: String, run: LentRun?, tag: UInt8?) -> Int? {
        let entry = decoder.tape[object]
        let first = object + 1
        let end = entry.end
        guard first < end else { return nil }
        var start = first
        var usesCursor = false
        if entry.count > Self.smallObjectLimit && !entry.flags.contains(.duplicateKeys) {
            usesCursor = true
            if let next = decoder.arena.cursor(at: node, object: object), next < end { start = next }
        }
        var key = key
        let found: Int? = InputBytes.with(utf8: &key) { keyBytes in
            // The common case first: the key right where the search starts, byte for byte.
            let candidate = decoder.tape[start]
            WorkCounter.count(.keyComparison)
            if !candidate.flags.contains(.escaped) && decoder.bytes.equals(candidate.offset, candidate.length, keyBytes)
            {
                // Small objects and those with duplicates are always searched from the first key.
                return usesCursor ? firstOccurrence(at: start, keyBytes, run: run, tag: tag) : start
            }
            let keyIsASCII = keyBytes.isASCII
            // Small objects (searched from the first key every time, outside any run).
            if !usesCursor && entry.count <= Self.scanLimit { return scan(for: keyBytes, keyIsASCII, from: first) }
            let match: Int?
            if entry.count <= Self.scanLimit || noteScan() {
                // From the cursor (wrapping around) only in an object known to have no
                // duplicates: elsewhere the first match after it may not be the first occurrence.
                let flags = decoder.tape[object].flags
                let distinct = flags.contains(.keysChecked) && !flags.contains(.duplicateKeys)
                match = scan(for: keyBytes, keyIsASCII, from: distinct ? start : first)
            } else {
                match = decoder.keyIndex(of: object).keyIndex(for: keyBytes, keyIsASCII: keyIsASCII, in: decoder)
            }
            // A key found elsewhere than where the run stopped ends it; an absent one does not.
            if match != nil { run?.end() }
            return match
        }
        guard let keyIndex = found else { return nil }
        if usesCursor {
            decoder.arena.setCursor(at: node, object: object, next: decoder.tape.indexAfterValue(at: keyIndex + 1))
        }
        return keyIndex + 1
    }

    /// The tape index of the first key equal to the one at `index`, which matched the coding
    /// key whose UTF-8 is `keyBytes` (and whose tag is `tag`, in the container whose run is
    /// `run`): `index` itself when it is the object's first key, when the container's run
    /// vouches for it (``LookupRun``), or when the object has no duplicate keys (checked now if
    /// nothing else tells).
    @inline(__always)
    private func firstOccurrence(
        at index: Int, _ keyBytes: InputBytes, run: LentRun?, tag: UInt8?
    ) -> Int? {
        if let run,
            run.advance(to: index, after: decoder.tape.indexAfterValue(at: index + 1), tag: tag, keyBytes: keyBytes)
        {
            return index
        }
        if index == object + 1 { return index }
        checkDuplicates()
        if !decoder.tape[object].flags.contains(.duplicateKeys) { return index }
        return scan(for: keyBytes, keyBytes.isASCII, from: object + 1)
    }

    /// Whether a large object may still be scanned after a miss (its first two misses), and
    /// counts this one in its tape entry's flags.
    private func noteScan() -> Bool {
        var flags = decoder.tape[object].flags
        if flags.contains(.scannedTwice) { return false }
        flags.insert(flags.contains(.scannedOnce) ? .scannedTwice : .scannedOnce)
        decoder.tape.setFlags(flags, at: object)
        return true
    }

    /// Compares the keys from `start` to the end of the object, then from its first key up
    /// to `start`; returns the tape index of the first match.
    private func scan(for keyBytes: InputBytes, _ keyIsASCII: Bool, from start: Int) -> Int? {
        let first = object + 1
        let end = decoder.tape[object].end
        var index = start
        while index < end {
            if matches(index, keyBytes, keyIsASCII) { return index }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        index = first
        while index < start {
            if matches(index, keyBytes, keyIsASCII) { return index }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return nil
    }

    /// Whether the document key at tape `index` equals the coding key whose UTF-8 is `keyBytes`.
    @inline(__always)
    private func matches(_ index: Int, _ keyBytes: InputBytes, _ keyIsASCII: Bool) -> Bool {
        WorkCounter.count(.keyComparison)
        let entry = decoder.tape[index]
        let flags = entry.flags
        if !flags.contains(.escaped) {
            if decoder.bytes.equals(entry.offset, entry.length, keyBytes) { return true }
            if keyIsASCII && !flags.contains(.nonASCII) { return false }
        }
        // Escapes or non-ASCII text: compare as Strings, which honours canonical equivalence.
        return decoder.string(at: index) == keyBytes.string()
    }

    /// The keys of the object in document order, each once, as `Key`s.
    func allKeys<Key: CodingKey>() -> [Key] {
        checkDuplicates()
        let entry = decoder.tape[object]
        var keys: [Key] = []
        keys.reserveCapacity(entry.count)
        var seen: Set<String>? = entry.flags.contains(.duplicateKeys) ? [] : nil
        var index = object + 1
        while index < entry.end {
            let text = decoder.string(at: index)
            if seen == nil || seen!.insert(text).inserted, let key = Key(stringValue: text) {
                keys.append(key)
            }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return keys
    }

    /// Checks the object's keys for duplicates once and records the answer in its tape entry.
    func checkDuplicates() {
        let entry = decoder.tape[object]
        guard !entry.flags.contains(.keysChecked) else { return }
        var flags = entry.flags
        flags.insert(.keysChecked)
        if entry.count > 1 && hasDuplicateKeys() {
            flags.insert(.duplicateKeys)
        }
        decoder.tape.setFlags(flags, at: object)
    }

    /// One pass over the keys into a ``KeyTable`` (on the stack for objects of up to 64 members); keys
    /// that need `String` comparison, or a table with long probe runs, send the object to a
    /// `Set<String>`.
    private func hasDuplicateKeys() -> Bool {
        let count = decoder.tape[object].count
        let capacity = KeyTable.capacity(for: count)
        let outcome: KeyTable.Outcome
        if capacity <= KeyTable.smallCapacity, OSFeatures.allowed,
            #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        {
            var table = InlineKeySlots<64>(count: capacity)
            outcome = KeyTable.fill(
                &table, object: object, tape: decoder.tape, bytes: decoder.bytes,
                stopAtDuplicate: true)
        } else if capacity <= KeyTable.mediumCapacity, OSFeatures.allowed,
            #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        {
            var table = InlineKeySlots<128>(count: capacity)
            outcome = KeyTable.fill(
                &table, object: object, tape: decoder.tape, bytes: decoder.bytes,
                stopAtDuplicate: true)
        } else {
            var table = [UInt32](repeating: 0, count: capacity)
            outcome = KeyTable.fill(
                &table, object: object, tape: decoder.tape, bytes: decoder.bytes,
                stopAtDuplicate: true)
        }
        switch outcome {
        case .distinct: return false
        case .duplicates: return true
        case .needsStrings: return distinctKeyCount() < count
        }
    }

    private func distinctKeyCount() -> Int {
        let entry = decoder.tape[object]
        var result = Set<String>(minimumCapacity: entry.count)
        var index = object + 1
        while index < entry.end {
            WorkCounter.count(.hashProbe)
            result.insert(decoder.string(at: index))
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return result.count
    }
}
