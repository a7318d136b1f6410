/// A keyed container's ``ObjectLookups``, lent to its key lookups (``Lent``): the container
/// that makes one holds its state for as long as the lookup lasts.
typealias LentLookups = Lent<KeyedContainerState>

extension Lent<KeyedContainerState> {
    /// Where the container's next lookup starts (``ObjectLookups/cursor``).
    @inline(__always)
    var cursor: Int { with { $0.lookups.cursor } }

    /// What the container's lookups learned about the object.
    @inline(__always)
    var facts: ObjectKeyFacts { with { $0.lookups.facts } }

    /// Adds to what the container's lookups learned about the object.
    @inline(__always)
    func insert(_ facts: ObjectKeyFacts) {
        with { $0.lookups.facts.formUnion(facts) }
    }

    /// ``ObjectLookups/moveCursor(after:)`` on the container's lookups.
    @inline(__always)
    func moveCursor(after: Int) {
        with { $0.lookups.moveCursor(after: after) }
    }

    /// ``ObjectLookups/endRun()`` on the container's lookups.
    @inline(__always)
    func endRun() {
        with { $0.lookups.endRun() }
    }

    /// The document's spelling of the coding key with `tag` and UTF-8 `key` when a lookup last
    /// found it (``KeySpellings``).
    @inline(__always)
    func spelling(tag: UInt8?, key: InputBytes) -> KeySpelling {
        with { $0.lookups.spellings.spelling(tag: tag, key: key) }
    }

    /// Remembers the `length` bytes at `start` as the spelling of the coding key with `tag` and
    /// UTF-8 `key`.
    func rememberSpelling(_ bytes: InputBytes, _ start: Int, _ length: Int, tag: UInt8?, key: InputBytes) {
        with { $0.lookups.spellings.remember(bytes, start, length, tag: tag, key: key) }
    }

    /// ``ObjectLookups/continueRun(at:tag:keyBytes:)`` on the container's lookups.
    @inline(__always)
    func continueRun(at index: Int, tag: UInt8?, keyBytes: InputBytes) -> Bool {
        with { $0.lookups.continueRun(at: index, tag: tag, keyBytes: keyBytes) }
    }

    /// Packs the keys of the object at tape index `object` of `decoder` into the container's
    /// ``MemberKeyWords`` and records whether they could be; returns that.
    func gatherMembers(object: Int, in decoder: TapeDecoder) -> Bool {
        with { state in
            let packed = state.lookups.memberWords.gather(object: object, tape: decoder.tape, bytes: decoder.bytes)
            state.lookups.facts.formUnion(packed ? .membersGathered : .membersUnpackable)
            return packed
        }
    }

    /// The tape index of the first key of the container's gathered keys (``MemberKeyWords``)
    /// equal to the coding key whose UTF-8 (all ASCII) is `key`, in the object of `decoder`.
    @inline(never)
    func firstGatheredKey(_ key: InputBytes, in decoder: TapeDecoder) -> Int? {
        let word = MemberKeyWords.word(key, 0, key.count)
        return with { state in
            state.lookups.memberWords.firstKey(withWord: word, length: key.count) { index in
                let entry = decoder.tape[index]
                return decoder.bytes.equals(entry.offset, entry.length, key)
            }
        }
    }
}
