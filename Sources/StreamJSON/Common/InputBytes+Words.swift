extension InputBytes {
    /// The `count` bytes at `start` (`0 ≤ count < 8`, all in range) as one word, the first byte
    /// lowest and the rest zero: a single masked load where eight bytes are readable from
    /// `start` (a key inside a document, with more bytes after it), else two overlapping loads
    /// of four or two bytes (the first `count` bytes and the last, shifted into place; where they
    /// overlap they hold the same bytes). What key hashes and packed keys (``KeyHash``,
    /// ``MemberKeyWords``) read of a short key, also of a coding key's own few bytes.
    @inline(__always)
    func shortWord(at start: Int, count: Int) -> UInt64 {
        assert(count >= 0 && count < 8 && start >= 0 && start <= self.count &- count, "short word out of range")
        if start <= self.count &- 8 {
            return loadWord(unchecked: start) & ((1 &<< (UInt64(truncatingIfNeeded: count) &* 8)) &- 1)
        }
        if count >= 4 {
            let head = UInt64(loadUInt32(unchecked: start))
            let tail = UInt64(loadUInt32(unchecked: start &+ count &- 4))
            return head | tail &<< (UInt64(truncatingIfNeeded: count &- 4) &* 8)
        }
        if count >= 2 {
            let head = UInt64(loadUInt16(unchecked: start))
            let tail = UInt64(loadUInt16(unchecked: start &+ count &- 2))
            return head | tail &<< (UInt64(truncatingIfNeeded: count &- 2) &* 8)
        }
        return count == 1 ? UInt64(self[unchecked: start]) : 0
    }
}
