/// The index of one object's keys, for lookups that do not follow document order.
///
/// Key lookup (``KeyLookup``) builds it on the third lookup in a large object that misses
/// the key where the previous lookup left off (the first two scan), and the decoder keeps it
/// for the rest of the decode, so a member read in any order costs O(1) on average instead of a scan of the
/// object. Keys are found by their bytes through a ``KeyTable`` when the object's keys and
/// the coding key are plain ASCII, and through a `[String: Int]` otherwise (built on first
/// need): only `String` comparison honours escapes and canonical equivalence. Of two equal
/// keys the first wins, as everywhere in decoding.
final class ObjectKeyIndex {
    /// The object's key table, or empty if its keys must be compared as `String`s.
    private let slots: [UInt32]
    /// Key → tape index of its first occurrence; built when first needed.
    private var strings: [String: Int]?
    private let object: Int

    /// Whether two of the object's keys are equal, as filling the table found; nil when its
    /// keys need `String`s.
    let hasDuplicateKeys: Bool?

    init<Form: KeyForm>(object: Int, in decoder: TapeDecoder, form: Form.Type) {
        self.object = object
        var slots = [UInt32](repeating: 0, count: KeyTable.capacity(for: decoder.tape[object].count))
        let outcome = KeyTable.fill(
            &slots, object: object, tape: decoder.tape, bytes: decoder.bytes,
            stopAtDuplicate: false, form: Form.self)
        self.slots = outcome != .needsStrings ? slots : []
        hasDuplicateKeys = outcome == .needsStrings ? nil : outcome == .duplicates
    }

    /// The tape index of the first key equal to `key` (whose UTF-8 is all ASCII if
    /// `keyIsASCII`), or nil.
    /// `form` is the one the index was made with.
    func keyIndex<Form: KeyForm>(
        for key: InputBytes, keyIsASCII: Bool, in decoder: TapeDecoder, form: Form.Type
    ) -> Int? {
        if keyIsASCII && !slots.isEmpty {
            let lookup = KeyTable.find(key, in: slots, tape: decoder.tape, bytes: decoder.bytes, form: Form.self)
            switch lookup {
            case .found(let index): return index
            case .absent: return nil
            case .gaveUp: break
            }
        }
        if strings == nil { strings = Self.stringIndex(object: object, in: decoder, form: Form.self) }
        WorkCounter.count(.hashProbe)
        return strings![key.string()]
    }

    private static func stringIndex<Form: KeyForm>(
        object: Int, in decoder: TapeDecoder, form: Form.Type
    ) -> [String: Int] {
        let entry = decoder.tape[object]
        var result = [String: Int](minimumCapacity: entry.count)
        var index = object + 1
        while index < entry.end {
            WorkCounter.count(.hashProbe)
            let key = Form.string(decoder.string(at: index))
            if result[key] == nil { result[key] = index }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return result
    }
}
