/// Finding an object's members by key on the tape, with the default key strategy.
///
/// A lookup compares the UTF-8 bytes of the coding key with the bytes of the document's keys.
/// It starts at the key after the previous match in the same object (the hint kept in the
/// ``CodingPathArena`` node of the container), so fields decoded in document order are found
/// on the first comparison. When that first comparison misses:
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
/// searched from their first key. A larger object's keys are checked for duplicates once, at
/// its first lookup (``checkDuplicates(in:object:)``), and the answer is kept in its tape
/// entry; lookups in an object with duplicates never start from the hint, so they cannot skip
/// past an earlier occurrence.
enum KeyLookup {
    /// Objects with at most this many members are searched from their first key every time:
    /// a few comparisons cost less than checking them for duplicates.
    static let smallObjectLimit = 4

    /// Objects with at most this many members are scanned on a miss; larger ones are indexed.
    static let scanLimit = 16

    /// The tape index of the value for `key` in the object at `object`, or nil.
    @inline(__always)
    static func valueIndex(for key: String, in decoder: TapeDecoder, object: Int, node: Int32,
                           convertedKeys: ConvertedKeys? = nil) -> Int? {
        if let convertedKeys { return convertedKeys.valueIndex[key] }
        let entry = decoder.tape[object]
        let first = object + 1
        let end = entry.end
        guard first < end else { return nil }
        var start = first
        var usesHint = false
        if entry.count > smallObjectLimit {
            if !entry.flags.contains(.keysChecked) { checkDuplicates(in: decoder, object: object) }
            if !decoder.tape[object].flags.contains(.duplicateKeys) {
                usesHint = true
                if let hint = decoder.arena.hint(at: node, object: object), hint < end { start = hint }
            }
        }
        var key = key
        let found: Int? = InputBytes.with(utf8: &key) { keyBytes in
            // The common case first: the key right where the search starts, byte for byte.
            let candidate = decoder.tape[start]
            WorkCounter.count(.keyComparison)
            if !candidate.flags.contains(.escaped) && decoder.bytes.equals(candidate.offset, candidate.length, keyBytes) {
                return start
            }
            let keyIsASCII = keyBytes.isASCII
            if entry.count <= scanLimit || noteScan(in: decoder, object: object) {
                return scan(for: keyBytes, keyIsASCII, in: decoder, from: start, object: object)
            }
            return decoder.keyIndex(of: object).keyIndex(for: keyBytes, keyIsASCII: keyIsASCII, in: decoder)
        }
        guard let keyIndex = found else { return nil }
        if usesHint {
            decoder.arena.setHint(at: node, object: object, cursor: decoder.tape.indexAfterValue(at: keyIndex + 1))
        }
        return keyIndex + 1
    }

    /// Whether a large object may still be scanned after a miss (its first two misses), and
    /// counts this one in its tape entry's flags.
    private static func noteScan(in decoder: TapeDecoder, object: Int) -> Bool {
        var flags = decoder.tape[object].flags
        if flags.contains(.scannedTwice) { return false }
        flags.insert(flags.contains(.scannedOnce) ? .scannedTwice : .scannedOnce)
        decoder.tape.setFlags(flags, at: object)
        return true
    }

    /// Compares the keys from `start` to the end of the object, then from its first key up
    /// to `start`; returns the tape index of the first match.
    private static func scan(for keyBytes: InputBytes, _ keyIsASCII: Bool,
                             in decoder: TapeDecoder, from start: Int, object: Int) -> Int? {
        let first = object + 1
        let end = decoder.tape[object].end
        var index = start
        while index < end {
            if matches(decoder, index, keyBytes, keyIsASCII) { return index }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        index = first
        while index < start {
            if matches(decoder, index, keyBytes, keyIsASCII) { return index }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return nil
    }

    /// Whether the document key at tape `index` equals the coding key whose UTF-8 is `keyBytes`.
    @inline(__always)
    static func matches(_ decoder: TapeDecoder, _ index: Int, _ keyBytes: InputBytes,
                        _ keyIsASCII: Bool) -> Bool {
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
    static func allKeys<Key: CodingKey>(in decoder: TapeDecoder, object: Int) -> [Key] {
        checkDuplicates(in: decoder, object: object)
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
    static func checkDuplicates(in decoder: TapeDecoder, object: Int) {
        let entry = decoder.tape[object]
        guard !entry.flags.contains(.keysChecked) else { return }
        var flags = entry.flags
        flags.insert(.keysChecked)
        if entry.count > 1 && hasDuplicateKeys(decoder, object: object) {
            flags.insert(.duplicateKeys)
        }
        decoder.tape.setFlags(flags, at: object)
    }

    /// One pass over the keys into a ``KeyTable`` (on the stack for ordinary objects); keys
    /// that need `String` comparison, or a table with long probe runs, send the object to a
    /// `Set<String>`.
    private static func hasDuplicateKeys(_ decoder: TapeDecoder, object: Int) -> Bool {
        let count = decoder.tape[object].count
        let capacity = KeyTable.capacity(for: count)
        var table = [UInt32](repeating: 0, count: capacity)
        let outcome = KeyTable.fill(&table, object: object, tape: decoder.tape, bytes: decoder.bytes,
                                    stopAtDuplicate: true)
        switch outcome {
        case .distinct: return false
        case .duplicates: return true
        case .needsStrings: return distinctKeyCount(decoder, object: object) < count
        }
    }

    private static func distinctKeyCount(_ decoder: TapeDecoder, object: Int) -> Int {
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
