/// The lookups of one keyed container that found their keys in document order, one after the
/// other from the object's first key: what lets a lookup trust a match where the previous one
/// stopped without checking the object for duplicate keys first (see ``KeyLookup``).
///
/// Duplicate keys are rare, but the first occurrence must win, so a match after other keys is
/// only right if none of those keys is equal. Checking a whole object for duplicates costs a
/// hash of every key, just when its bytes are furthest from the cache (measured: 6% of the
/// instructions and 8% of the time of decoding twitter.json). A run needs none of it: while
/// every lookup of a container finds its key exactly where the previous one stopped, the keys
/// before that point are exactly the keys found so far, so a key equal to one of them would
/// have been looked up before. The run remembers which coding keys it found, by their *tag*:
/// the byte a one-byte coding key consists of (``oneByteValue(of:)``; Swift's `CodingKeys`
/// enums). A lookup of a key not found before continues the run, and its match is the first
/// occurrence. A key found before, a key that is not one byte (or one of more than 64 tags),
/// or a match anywhere else ends the run, and lookups fall back to checking the object.
///
/// That argument needs different tags to be different strings, which Swift does not promise
/// for a hand-written `CodingKey`. So the run also learns, once per tag for the life of its
/// container state (so once per key type of a reused decoder), the hash of the tag's string,
/// which must be ASCII (where equal strings are equal bytes): a tag whose string hashes like a
/// learned tag's is never learned, so it never continues a run.
struct LookupRun {
    /// The tape index of the key after the last one the run found: the object's first key when
    /// the run starts, 0 once it has ended.
    private(set) var next = 0
    /// The tags of the keys the run found, one bit each.
    private var found: UInt64 = 0
    /// The tags whose strings were learned (one bit each), all different strings.
    private var knownTags: UInt64 = 0
    /// The hashes (``KeyHash``) of the learned tags' strings.
    private var knownHashes: [UInt64] = []

    /// Starts a run over the object whose first key is at tape index `first`.
    @inline(__always)
    mutating func start(at first: Int) {
        next = first
        found = 0
    }

    /// Ends the run: a lookup found its key somewhere else than where the run stopped.
    @inline(__always)
    mutating func end() {
        next = 0
    }

    /// Records that the lookup of the coding key with `tag` (nil if it has none) and UTF-8
    /// `keyBytes` matched the key at tape index `index`, whose value ends before `after`.
    /// Returns whether the run vouches for the match being the key's first occurrence: the run
    /// stopped at `index` and never found this tag before. Otherwise the run ends.
    @inline(__always)
    mutating func advance(to index: Int, after: Int, tag: UInt8?, keyBytes: InputBytes) -> Bool {
        guard index == next, let tag, tag < 64 else {
            next = 0
            return false
        }
        let bit: UInt64 = 1 << UInt64(tag)
        guard found & bit == 0, knownTags & bit != 0 || learn(bit, keyBytes) else {
            next = 0
            return false
        }
        found |= bit
        next = after
        return true
    }

    /// Takes what `other`, a run of the same key type, learned about its tags: a container
    /// made while another of its type is in use (a nested value of the same type) need not
    /// learn them again.
    mutating func learnTags(from other: LookupRun) {
        knownTags = other.knownTags
        knownHashes = other.knownHashes
    }

    /// Learns the string of a new tag; false if it is not ASCII or equals (by hash) another's.
    private mutating func learn(_ bit: UInt64, _ keyBytes: InputBytes) -> Bool {
        guard keyBytes.isASCII else { return false }
        let hash = KeyHash.hash(keyBytes)
        if knownHashes.contains(hash) { return false }
        knownHashes.append(hash)
        knownTags |= bit
        return true
    }
}
