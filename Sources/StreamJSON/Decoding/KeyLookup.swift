#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding an object's members by key on the tape, with the default key strategy.
///
/// A lookup compares the UTF-8 bytes of the coding key with the bytes of the document's keys,
/// starting at the key after the previous match in the same object (the hint kept in the
/// ``CodingPathArena`` node of the container) and wrapping around once. Fields decoded in
/// document order are therefore found on the first comparison, and any order stays correct.
///
/// Two keys that differ in bytes can still be equal as Swift `String`s (escapes such as
/// `\u00e9`, or canonically equivalent Unicode such as a decomposed `é`); such keys are
/// compared as `String`s, which only happens when a key holds an escape or non-ASCII text.
///
/// Duplicate keys: the first occurrence wins, as in `JSONDecoder`. Small objects are always
/// searched from their first key. A larger object's keys are checked for duplicates once, at
/// its first lookup (``checkDuplicates(in:object:)``), and the answer is kept in its tape
/// entry; lookups in an object with duplicates always scan from its first key, so the hint
/// can never skip past an earlier occurrence.
enum KeyLookup {
    /// Objects with at most this many members are searched from their first key every time:
    /// a few comparisons cost less than checking them for duplicates.
    static let smallObjectLimit = 4

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
        if entry.count > smallObjectLimit {
            if !entry.flags.contains(.keysChecked) { checkDuplicates(in: decoder, object: object) }
            if !decoder.tape[object].flags.contains(.duplicateKeys),
               let hint = decoder.arena.hint(at: node, object: object), hint < end {
                start = hint
            }
        }
        var key = key
        let found: Int? = key.withUTF8 { keyBytes in
            let keyIsASCII = isASCII(keyBytes)
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
        guard let keyIndex = found else { return nil }
        if entry.count > smallObjectLimit {
            decoder.arena.setHint(at: node, object: object, cursor: decoder.tape.indexAfterValue(at: keyIndex + 1))
        }
        return keyIndex + 1
    }

    /// Whether the document key at tape `index` equals the coding key whose UTF-8 is `keyBytes`.
    @inline(__always)
    static func matches(_ decoder: TapeDecoder, _ index: Int, _ keyBytes: UnsafeBufferPointer<UInt8>,
                        _ keyIsASCII: Bool) -> Bool {
        let entry = decoder.tape[index]
        let flags = entry.flags
        if !flags.contains(.escaped) {
            if decoder.bytes.equals(entry.offset, entry.length, keyBytes) { return true }
            if keyIsASCII && !flags.contains(.nonASCII) { return false }
        }
        // Escapes or non-ASCII text: compare as Strings, which honours canonical equivalence.
        return decoder.string(at: index) == String(decoding: keyBytes, as: UTF8.self)
    }

    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
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

    /// One pass over the keys into an open-addressing table of key tape indices (a power of
    /// two at least twice the key count, on the stack for ordinary objects). An escaped or
    /// non-ASCII key sends the whole object to a `Set<String>`, since such keys can equal
    /// others only as Strings.
    private static func hasDuplicateKeys(_ decoder: TapeDecoder, object: Int) -> Bool {
        let entry = decoder.tape[object]
        var capacity = 16
        while capacity < entry.count * 2 { capacity <<= 1 }
        let result: Bool? = withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { table in
            table.initialize(repeating: 0)
            let mask = capacity - 1
            var index = object + 1
            while index < entry.end {
                let key = decoder.tape[index]
                guard key.flags.isDisjoint(with: [.escaped, .nonASCII]) else { return nil }
                var slot = Int(truncatingIfNeeded: hash(decoder.bytes, key.offset, key.length)) & mask
                while true {
                    let occupant = Int(table[slot])
                    if occupant == 0 {
                        table[slot] = Int32(truncatingIfNeeded: index + 1)
                        break
                    }
                    let other = decoder.tape[occupant - 1]
                    if decoder.bytes.equals(key.offset, key.length, decoder.bytes.slice(other.offset, other.length)) {
                        return true
                    }
                    slot = (slot + 1) & mask
                }
                index = decoder.tape.indexAfterValue(at: index + 1)
            }
            return false
        }
        if let result { return result }
        return stringSet(decoder, object: object).count < entry.count
    }

    private static func stringSet(_ decoder: TapeDecoder, object: Int) -> Set<String> {
        let entry = decoder.tape[object]
        var result = Set<String>(minimumCapacity: entry.count)
        var index = object + 1
        while index < entry.end {
            result.insert(decoder.string(at: index))
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return result
    }

    /// A hash of a key from its length and its first eight bytes: O(1) per key, and enough
    /// to spread the keys of real objects (collisions are resolved by comparing bytes).
    @inline(__always)
    private static func hash(_ bytes: InputBytes, _ offset: Int, _ length: Int) -> UInt64 {
        var word: UInt64 = 0
        if offset + 8 <= bytes.count {
            word = bytes.loadWord(unchecked: offset)
            if length < 8 { word &= (1 << (UInt64(length) * 8)) &- 1 }
        } else {
            for index in 0..<min(length, 8) { word |= UInt64(bytes[offset + index]) << (UInt64(index) * 8) }
        }
        let mixed = (word ^ (UInt64(length) &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return mixed >> 29  // the well-mixed high bits; the caller masks the low ones of these
    }
}
