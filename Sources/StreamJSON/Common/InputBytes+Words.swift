extension InputBytes {
    /// The `count` bytes at `start` (`0 ≤ count < 8`, all in range) as one word, the first byte
    /// lowest and the rest zero: a single masked load where eight bytes are readable from
    /// `start` (a key inside a document, with more bytes after it), else byte by byte. What key
    /// hashes and packed keys (``KeyHash``, ``MemberKeyWords``) read of a short key.
    @inline(__always)
    func shortWord(at start: Int, count: Int) -> UInt64 {
        assert(count >= 0 && count < 8 && start >= 0 && start <= self.count &- count, "short word out of range")
        if start <= self.count &- 8 {
            return loadWord(unchecked: start) & ((1 &<< (UInt64(truncatingIfNeeded: count) &* 8)) &- 1)
        }
        var word: UInt64 = 0
        for index in 0..<count {
            word |= UInt64(self[unchecked: start &+ index]) &<< (UInt64(truncatingIfNeeded: index) &* 8)
        }
        return word
    }
}
