/// The keys of one object packed a word each, in document order: what a keyed container reads
/// in place of the tape once its lookups keep missing the cursor (a model whose properties come
/// in another order than the document's, or that reads a few of an object's members).
///
/// A key's word holds its length (capped at 255) in the top byte and its first seven bytes
/// below, so two keys of at most seven bytes are equal exactly when their words are, and
/// longer keys with equal words are compared byte for byte. Finding a key is then a loop of
/// one load and one comparison per member, from the object's first key, so the match is the
/// key's first occurrence (duplicate keys: the first wins, as in `JSONDecoder`) without a
/// duplicate check; a scan of the tape costs about 20 instructions a member (two tape reads, the
/// comparison, the skip over the value).
///
/// Only keys compared as written (``KeyForm/keysAreBytes``), without escapes and in ASCII, can
/// be packed: other objects are scanned as before. The storage is kept in the container's
/// lookups (``ObjectLookups``) and reused for every object of the container state, so
/// gathering allocates once per state.
struct MemberKeyWords {
    /// For member `i`: its key's word at `2 * i`, its key's tape index at `2 * i + 1`.
    private var storage: ContiguousArray<UInt64> = []
    /// The number of members gathered.
    private(set) var count = 0

    /// The most members of an object whose keys are gathered. Gathering costs about twice a
    /// scan's work per member, repaid by the second lookup out of order in a small object; in
    /// larger ones, models that skip members (a few of a Twitter user's 40) read in document
    /// order more often, where a scan from the cursor is short.
    static var memberLimit: Int { 16 }

    /// The word of the `length`-byte key at `start` in `bytes` (a document or a coding key).
    @inline(__always)
    static func word(_ bytes: InputBytes, _ start: Int, _ length: Int) -> UInt64 {
        bytes.shortWord(at: start, count: min(length, 7)) | UInt64(truncatingIfNeeded: min(length, 255)) << 56
    }

    /// Packs the keys of the object at tape index `object` of `tape` (over `bytes`); false, and
    /// nothing usable, if one of them holds an escape or non-ASCII text.
    mutating func gather(object: Int, tape: Tape, bytes: InputBytes) -> Bool {
        let entry = tape[object]
        if storage.count < entry.count &* 2 {
            storage = ContiguousArray(repeating: 0, count: Swift.max(entry.count &* 2, 32))
        }
        let member = Self.pack(object: object, end: entry.end, tape: tape, bytes: bytes, into: &storage)
        count = member ?? 0
        return member != nil
    }

    /// Writes the words of the keys of the object at tape index `object` (whose value ends
    /// before `end`) into `storage`, which has room for them, through one span (one uniqueness
    /// check, not one per write); returns how many, or nil at a key that cannot be packed.
    @inline(__always)
    private static func pack(
        object: Int, end: Int, tape: Tape, bytes: InputBytes, into storage: inout ContiguousArray<UInt64>
    ) -> Int? {
        var words = storage.mutableSpan
        var member = 0
        var index = object &+ 1
        while index < end {
            let key = tape[index]
            guard key.flags.isPlainASCII else { return nil }
            words[member &* 2] = Self.word(bytes, key.offset, key.length)
            words[member &* 2 &+ 1] = UInt64(truncatingIfNeeded: index)
            member &+= 1
            index = tape.indexAfterValue(at: index &+ 1)
        }
        return member
    }

    /// The tape index of the first gathered key whose word is `word` and that `isKey` accepts
    /// (called only for keys longer than seven bytes, whose words may be shared), or nil.
    @inline(__always)
    func firstKey(withWord word: UInt64, length: Int, _ isKey: (Int) -> Bool) -> Int? {
        // Bounded by the storage's count too, so that the loop needs no bounds checks.
        let end = Swift.min(count &* 2, storage.count &- 1)
        var slot = 0
        while slot < end {
            WorkCounter.count(.keyComparison)
            if storage[slot] == word {
                let index = Int(truncatingIfNeeded: storage[slot &+ 1])
                if length <= 7 || isKey(index) { return index }
            }
            slot &+= 2
        }
        return nil
    }
}
