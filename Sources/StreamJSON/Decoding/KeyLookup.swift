/// Finding one object's members by key on the tape: a value made for each lookup from the
/// decoder and the object's tape index, comparing keys in a ``KeyForm`` (as written, or as
/// `convertFromSnakeCase` converts them).
///
/// A lookup compares the UTF-8 bytes of the coding key with the bytes of the document's keys
/// (in the snake-case form, with their conversion, made byte by byte).
/// In a container, it starts at the key after the previous match in the same object (the
/// container's cursor, ``ObjectLookups``, kept in its state and lent to the lookup as
/// ``LentLookups``), so fields decoded in document order are found on the first comparison.
/// What a container's lookups learn about the object (duplicate keys, how often it was scanned)
/// is kept in the same state, and the object's ``ObjectKeyIndex`` by the decoder; the tape is
/// never written after the scan. When that first comparison misses:
///
/// - objects of at most ``scanLimit`` members are scanned, wrapping around once, on the
///   container's first miss; on the next miss after one that found its key, in an object of at most
///   ``MemberKeyWords/memberLimit`` members whose keys compare as written, the container packs
///   the object's keys a word each (``MemberKeyWords``) and finds this and every later key
///   there, from the first key (a loop of one comparison a member, whose match is the first
///   occurrence: no duplicate check);
/// - a larger object is scanned on its first two misses (an optional field absent from the
///   document costs no more than it did), and on the third gets an ``ObjectKeyIndex`` (a hash
///   table of its keys, built once and kept by the decoder), so any access order costs O(1)
///   per lookup on average and at most two scans per container in all.
///
/// Two keys that differ in bytes can still be equal as Swift `String`s (escapes such as
/// `\u00e9`, or canonically equivalent Unicode such as a decomposed `é`); such keys are
/// compared as `String`s, which only happens when a key holds an escape or non-ASCII text.
///
/// Duplicate keys: the first occurrence wins, as in `JSONDecoder`. Small objects are always
/// searched from their first key. In a larger object, a match at the cursor is the first
/// occurrence if the container's run vouches for it (the usual case: fields decoded in
/// document order); otherwise the object's keys are checked for duplicates once
/// (``hasDuplicateKeys()``) and the answer is kept with the container's lookups. A scan starts
/// from the cursor only in an object known to have no duplicates, and lookups in an object with
/// duplicates always start from its first key, so none can skip past an earlier occurrence.
struct KeyLookup<Form: KeyForm> {
    let decoder: TapeDecoder
    /// The tape index of the object.
    let object: Int

    @inline(__always)
    init(decoder: TapeDecoder, object: Int) {
        self.decoder = decoder
        self.object = object
    }

    /// Objects with at most this many members are searched from their first key every time:
    /// a few comparisons cost less than checking them for duplicates.
    static var smallObjectLimit: Int { 4 }

    /// Objects with at most this many members are scanned on a miss; larger ones are indexed.
    static var scanLimit: Int { Form.scanLimit }

    /// The tape index of the value for `key` in the object, or nil, for a lookup outside a
    /// container: a scan from the first key.
    func valueIndex(for key: String) -> Int? {
        let end = decoder.tape[object].end
        guard object + 1 < end else { return nil }
        var key = key
        return InputBytes.with(utf8: &key) { keyBytes in
            scan(for: keyBytes, keyBytes.isASCII, from: object + 1).map { $0 + 1 }
        }
    }

    /// The tape index of the value for `key` in the object, or nil. `lookups` are those of the
    /// container the lookup is for, and `tag` the coding key's byte if it is a one-byte value
    /// (``oneByteValue(of:)``).
    @inline(__always)
    func valueIndex(for key: String, lookups: LentLookups, tag: UInt8?) -> Int? {
        let entry = decoder.tape[object]
        let first = object + 1
        let end = entry.end
        guard first < end else { return nil }
        var start = first
        var usesCursor = false
        if entry.count > Self.smallObjectLimit && !lookups.facts.contains(.duplicateKeys) {
            usesCursor = true
            let cursor = lookups.cursor
            if cursor < end { start = cursor }
        }
        var key = key
        let found: Int? = InputBytes.with(utf8: &key) { keyBytes in
            guard Form.keepsSpellings else {
                return search(
                    keyBytes, from: start, usesCursor: usesCursor, count: entry.count, lookups, tag: tag, KeySpelling())
            }
            let spelling = lookups.spelling(tag: tag, key: keyBytes)
            let match = search(
                keyBytes, from: start, usesCursor: usesCursor, count: entry.count, lookups, tag: tag, spelling)
            if let match { learnSpelling(of: match, keyBytes, spelling, lookups, tag: tag) }
            return match
        }
        guard let keyIndex = found else { return nil }
        if usesCursor { lookups.moveCursor(after: decoder.tape.indexAfterValue(at: keyIndex + 1)) }
        return keyIndex + 1
    }

    /// The tape index of the first key equal to the coding key whose UTF-8 is `keyBytes`,
    /// searched from `start` (the cursor when `usesCursor`, else the first key) in the object of
    /// `count` members, comparing with the document's last spelling of the key first
    /// (``KeySpelling``).
    @inline(__always)
    private func search(
        _ keyBytes: InputBytes, from start: Int, usesCursor: Bool, count: Int, _ lookups: LentLookups, tag: UInt8?,
        _ spelling: KeySpelling
    ) -> Int? {
        let first = object + 1
        // The common case first: the key right where the search starts, byte for byte.
        let candidate = decoder.tape[start]
        WorkCounter.count(.keyComparison)
        if Form.bytesEqual(decoder.bytes, candidate, keyBytes, spelling: spelling) == true {
            // Small objects and those with duplicates are always searched from the first key.
            return usesCursor ? firstOccurrence(at: start, keyBytes, lookups: lookups, tag: tag) : start
        }
        let keyIsASCII = keyBytes.isASCII
        // Small objects (searched from the first key every time, outside any run).
        if !usesCursor && count <= Self.scanLimit {
            return scan(for: keyBytes, keyIsASCII, from: first, spelling: spelling)
        }
        let match: Int?
        if count <= MemberKeyWords.memberLimit, Form.keysAreBytes, keyIsASCII,
            lookups.facts.contains(.membersGathered) || usesMemberWords(lookups)
        {
            match = lookups.firstGatheredKey(keyBytes, in: decoder)
        } else if count <= Self.scanLimit || noteScan(lookups) {
            // From the cursor (wrapping around) only in an object known to have no
            // duplicates: elsewhere the first match after it may not be the first occurrence.
            let facts = lookups.facts
            let distinct = facts.contains(.keysChecked) && !facts.contains(.duplicateKeys)
            match = scan(for: keyBytes, keyIsASCII, from: distinct ? start : first, spelling: spelling)
        } else {
            let index = decoder.keyIndex(of: object, form: Form.self)
            // Filling the index checked the keys for duplicates: later matches at the
            // cursor need no check of their own.
            if let duplicates = index.hasDuplicateKeys {
                lookups.insert(duplicates ? [.keysChecked, .duplicateKeys] : .keysChecked)
            }
            match = index.keyIndex(for: keyBytes, keyIsASCII: keyIsASCII, in: decoder, form: Form.self)
        }
        // A key found elsewhere than at the cursor ends the run; an absent one does not.
        if match != nil { lookups.endRun() }
        return match
    }

    /// The tape index of the first key equal to the one at `index`, the cursor, which matched
    /// the coding key whose UTF-8 is `keyBytes` (and whose tag is `tag`, in the container whose
    /// lookups are `lookups`): `index` itself when the container's run vouches for it
    /// (``ObjectLookups``), when it is the object's first key, or when the object has no
    /// duplicate keys; else ``firstOccurrenceOutsideRun(at:_:lookups:)``.
    @inline(__always)
    private func firstOccurrence(
        at index: Int, _ keyBytes: InputBytes, lookups: LentLookups, tag: UInt8?
    ) -> Int? {
        if lookups.continueRun(at: index, tag: tag, keyBytes: keyBytes) { return index }
        if index == object + 1 { return index }
        return firstOccurrenceOutsideRun(at: index, keyBytes, lookups: lookups)
    }

    /// ``firstOccurrence(at:_:lookups:tag:)`` once the run is over: `index` if the object is
    /// known to have no duplicate keys; the first match among the container's gathered keys
    /// (``MemberKeyWords``) if it has them; else `index` or a scan from the first key, after
    /// checking the object for duplicates once. Out of line, as the rarer path.
    @inline(never)
    private func firstOccurrenceOutsideRun(at index: Int, _ keyBytes: InputBytes, lookups: LentLookups) -> Int? {
        let facts = lookups.facts
        if facts.contains(.keysChecked) && !facts.contains(.duplicateKeys) { return index }
        if facts.contains(.membersGathered) && keyBytes.isASCII {
            return lookups.firstGatheredKey(keyBytes, in: decoder)
        }
        if !checkDuplicates(lookups).contains(.duplicateKeys) { return index }
        return scan(for: keyBytes, keyBytes.isASCII, from: object + 1)
    }

    /// Remembers the spelling of the key at tape index `keyIndex`, just found, for the coding key
    /// with `tag` and UTF-8 `keyBytes` when it differs from `spelling`, the one remembered
    /// (``KeySpelling``).
    @inline(__always)
    private func learnSpelling(
        of keyIndex: Int, _ keyBytes: InputBytes, _ spelling: KeySpelling, _ lookups: LentLookups, tag: UInt8?
    ) {
        let entry = decoder.tape[keyIndex]
        guard tag != nil, entry.flags.isPlainASCII else { return }
        if entry.length == spelling.length && spelling.equals(decoder.bytes, entry.offset) { return }
        lookups.rememberSpelling(decoder.bytes, entry.offset, entry.length, tag: tag, key: keyBytes)
    }

    /// Whether a lookup of an ASCII coding key that missed the cursor, in an object of at most
    /// ``MemberKeyWords/memberLimit`` members whose keys compare as written, goes through the
    /// container's packed keys (``MemberKeyWords``): gathered on the first miss after one that
    /// found its key elsewhere than at the cursor (that one scans; a model read in document
    /// order whose misses are optional fields absent from the document never gathers), unless
    /// the keys cannot be packed. Out of line: the misses of models read in document order
    /// should not pay for its code in the lookup. Called only while the keys are not gathered:
    /// the lookup tests ``ObjectKeyFacts/membersGathered`` itself, so that lookups in gathered
    /// keys do not pay for the call.
    @inline(never)
    private func usesMemberWords(_ lookups: LentLookups) -> Bool {
        let facts = lookups.facts
        if facts.contains(.membersUnpackable) || !facts.contains(.foundAway) { return false }
        return lookups.gatherMembers(object: object, in: decoder)
    }

    /// Whether a large object may still be scanned after a miss (the container's first two
    /// misses), and counts this one with the container's lookups.
    private func noteScan(_ lookups: LentLookups) -> Bool {
        let facts = lookups.facts
        if facts.contains(.scannedTwice) { return false }
        lookups.insert(facts.contains(.scannedOnce) ? .scannedTwice : .scannedOnce)
        return true
    }

    /// Checks the object's keys for duplicates once per container and returns what the
    /// container's lookups now know.
    private func checkDuplicates(_ lookups: LentLookups) -> ObjectKeyFacts {
        let facts = lookups.facts
        guard !facts.contains(.keysChecked) else { return facts }
        lookups.insert(hasDuplicateKeys() ? [.keysChecked, .duplicateKeys] : .keysChecked)
        return lookups.facts
    }

    /// Compares the keys from `start` to the end of the object, then from its first key up
    /// to `start`; returns the tape index of the first match.
    private func scan(
        for keyBytes: InputBytes, _ keyIsASCII: Bool, from start: Int, spelling: KeySpelling = KeySpelling()
    ) -> Int? {
        let first = object + 1
        let end = decoder.tape[object].end
        var index = start
        while index < end {
            if matches(index, keyBytes, keyIsASCII, spelling) { return index }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        index = first
        while index < start {
            if matches(index, keyBytes, keyIsASCII, spelling) { return index }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return nil
    }

    /// Whether the document key at tape `index` equals the coding key whose UTF-8 is `keyBytes`.
    @inline(__always)
    private func matches(_ index: Int, _ keyBytes: InputBytes, _ keyIsASCII: Bool, _ spelling: KeySpelling) -> Bool {
        WorkCounter.count(.keyComparison)
        let entry = decoder.tape[index]
        if let equal = Form.bytesEqual(decoder.bytes, entry, keyBytes, spelling: spelling) {
            if equal { return true }
            if keyIsASCII && !entry.flags.contains(.nonASCII) { return false }
        }
        // Escapes or non-ASCII text: compare as Strings, which honours canonical equivalence.
        return Form.string(decoder.string(at: index)) == keyBytes.string()
    }
}
