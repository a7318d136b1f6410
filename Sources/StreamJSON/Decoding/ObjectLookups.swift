/// Where the key lookups of one keyed container stand in its object, and what they learned
/// about it: the one position a container keeps (its cursor), its run of lookups in document
/// order, and the facts that spare later lookups work (whether the keys were checked for
/// duplicates and found to have some, how often the object was scanned). It lives in the
/// container's state (``KeyedContainerState``); the tape itself is never written after the scan.
///
/// **The cursor** is the tape index of the key after the last one found: a model that reads
/// its fields in document order finds each on the first comparison.
///
/// **The run** is what lets a lookup trust a match at the cursor without checking the object
/// for duplicate keys first (see ``KeyLookup``). Duplicate keys are rare, but the first
/// occurrence must win, so a match after other keys is only right if none of those keys is
/// equal. Checking a whole object for duplicates costs a hash of every key, just when its
/// bytes are furthest from the cache. A run needs none of it: while every lookup of a
/// container finds its key exactly at the cursor, starting from the object's first key, the
/// keys before the cursor are exactly the keys found so far, so a key equal to one of them
/// would have been looked up before. The run remembers which coding keys it found, by their
/// *tag*: the byte a one-byte coding key consists of (``oneByteValue(of:)``; Swift's
/// `CodingKeys` enums). A lookup of a key not found before continues the run, and its match is
/// the first occurrence. A key found before, a key that is not one byte (or one of more than
/// 64 tags), or a match anywhere else ends the run, and lookups fall back to checking the
/// object.
///
/// That argument needs different tags to be different strings, which Swift does not promise
/// for a hand-written `CodingKey`. So the run also learns, once per tag for the life of its
/// container state (so once per key type of a reused decoder), the hash of the tag's string,
/// which must be ASCII (where equal strings are equal bytes): a tag whose string hashes like a
/// learned tag's is never learned, so it never continues a run.
struct ObjectLookups {
    /// The tape index of the key after the last one found (the object's first key at the start).
    private(set) var cursor = 0
    /// Whether every lookup that found its key so far found it at the cursor (the run).
    private var inRun = true
    /// The tags of the keys the run found, one bit each.
    private var found: UInt64 = 0
    /// The tags whose strings were learned (one bit each), all different strings.
    private var knownTags: UInt64 = 0
    /// The hashes (``KeyHash``) of the learned tags' strings.
    private var knownHashes: [UInt64] = []
    /// What the lookups learned about the object's keys.
    var facts: ObjectKeyFacts = []
    /// How the document spelled the coding keys found before, by tag, in a key form that
    /// converts keys (``KeySpelling``): kept for the life of the container state.
    var spellings = KeySpellings()
    /// The object's keys, packed once the container's lookups keep missing the cursor
    /// (``ObjectKeyFacts/membersGathered``); the storage is reused from object to object.
    var memberWords = MemberKeyWords()

    /// Starts over in the object whose first key is at tape index `first`.
    @inline(__always)
    mutating func start(at first: Int) {
        cursor = first
        inRun = true
        found = 0
        facts = []
    }

    /// Records that a lookup found its key at tape index `index`, whose value ends before
    /// `after`: the next lookup starts at `after`.
    @inline(__always)
    mutating func moveCursor(after: Int) {
        cursor = after
    }

    /// Ends the run: a lookup found its key somewhere else than at the cursor (which the
    /// facts keep: ``ObjectKeyFacts/foundAway``).
    @inline(__always)
    mutating func endRun() {
        inRun = false
        facts.insert(.foundAway)
    }

    /// Records that the lookup of the coding key with `tag` (nil if it has none) and UTF-8
    /// `keyBytes` matched the key at tape index `index`. Returns whether the run vouches for
    /// the match being the key's first occurrence: the run is on, `index` is the cursor and
    /// this tag was never found before. Otherwise the run ends.
    @inline(__always)
    mutating func continueRun(at index: Int, tag: UInt8?, keyBytes: InputBytes) -> Bool {
        guard inRun, index == cursor, let tag, tag < 64 else {
            inRun = false
            return false
        }
        let bit: UInt64 = 1 << UInt64(tag)
        guard found & bit == 0, knownTags & bit != 0 || learn(bit, keyBytes) else {
            inRun = false
            return false
        }
        found |= bit
        return true
    }

    /// Takes what `other`, the lookups of a container of the same key type, learned about its
    /// tags (their strings and spellings): a container made while another of its type is in use
    /// (a nested value of the same type) need not learn them again.
    mutating func learnTags(from other: ObjectLookups) {
        knownTags = other.knownTags
        knownHashes = other.knownHashes
        spellings = other.spellings
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

/// What key lookups learned about one object's keys (``ObjectLookups/facts``).
struct ObjectKeyFacts: OptionSet {
    let rawValue: UInt8
    /// The object's keys were checked for duplicates.
    static let keysChecked = ObjectKeyFacts(rawValue: 1 << 0)
    /// Two of the object's keys are equal: lookups must scan from the first key.
    static let duplicateKeys = ObjectKeyFacts(rawValue: 1 << 1)
    /// A lookup missed the key at the cursor and scanned the object.
    static let scannedOnce = ObjectKeyFacts(rawValue: 1 << 2)
    /// That happened twice: the next miss indexes the object's keys.
    static let scannedTwice = ObjectKeyFacts(rawValue: 1 << 3)
    /// A lookup missed the cursor and found its key elsewhere (keys read out of document
    /// order, or members skipped): the next miss gathers the keys (``MemberKeyWords``).
    static let foundAway = ObjectKeyFacts(rawValue: 1 << 6)
    /// ``ObjectLookups/memberWords`` holds the object's keys.
    static let membersGathered = ObjectKeyFacts(rawValue: 1 << 4)
    /// The object's keys cannot be packed (an escape or non-ASCII text): lookups scan.
    static let membersUnpackable = ObjectKeyFacts(rawValue: 1 << 5)
}
