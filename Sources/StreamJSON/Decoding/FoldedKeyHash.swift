/// The hash of a key's bytes without its underscores and with its letters folded to lower
/// case: the key table hash of the snake-case key form (``SnakeCaseKeys``). A document key and
/// its `convertFromSnakeCase` conversion hash alike, since the conversion only removes
/// underscores and changes the case of letters; so does any coding key equal to the conversion.
///
/// Eight bytes at a time: a word is folded (`| 0x20` per byte, which sends `_` to 0x7F), its
/// 0x7F bytes found with one add (every byte is ASCII, so none carries into the next) and
/// squeezed out, and the bytes left are appended to the stream that is mixed eight at a time,
/// so the hash depends on that stream alone, not on where the underscores were. Like
/// ``KeyHash``: seeded per process, one multiply per word; a table whose probe runs grow long
/// still falls back to `String`s (``KeyTable/maximumRun``).
enum FoldedKeyHash {
    /// The hash of the `length` ASCII bytes at `start` in `bytes`.
    @inline(__always)
    static func hash(_ bytes: InputBytes, _ start: Int, _ length: Int, seed: UInt64) -> UInt64 {
        precondition(start >= 0 && length >= 0 && start <= bytes.count &- length, "FoldedKeyHash range out of bounds")
        var stream = Stream(state: seed)
        var index = start
        let end = start + length
        while index + 8 <= end {
            stream.append(bytes.loadWord(unchecked: index) | 0x2020_2020_2020_2020, count: 8)
            index += 8
        }
        let rest = end - index
        if rest > 0 {
            var word: UInt64 = 0
            if index + 8 <= bytes.count {
                word = bytes.loadWord(unchecked: index)
            } else {
                for offset in 0..<rest { word |= UInt64(bytes[unchecked: index + offset]) &<< (UInt64(offset) &* 8) }
            }
            let kept: UInt64 = (1 &<< (UInt64(rest) &* 8)) &- 1
            stream.append((word | 0x2020_2020_2020_2020) & kept, count: rest)
        }
        return stream.finish()
    }

    /// The folded bytes without underscores, mixed eight at a time.
    private struct Stream {
        var state: UInt64
        /// Bytes appended but not mixed yet, in the low `pendingCount` bytes.
        var pending: UInt64 = 0
        var pendingCount = 0
        var total = 0

        /// Appends the low `count` bytes of the folded `word` (its higher bytes are zero), but
        /// its 0x7F bytes (underscores, and DEL, which the conversion keeps: skipping it on
        /// both sides keeps the hashes equal).
        @inline(__always)
        mutating func append(_ word: UInt64, count: Int) {
            var word = word
            var count = count
            // Bytes of 0x7F become 0 after the XOR; adding 0x7F to a byte below 0x80 sets its
            // top bit exactly when it is not 0 (the zero bytes above `count` stay clear).
            let flipped = word ^ 0x7F7F_7F7F_7F7F_7F7F
            var underscores = ~(flipped &+ 0x7F7F_7F7F_7F7F_7F7F) & 0x8080_8080_8080_8080
            // From the highest, so that removing one leaves the positions of the lower ones.
            while underscores != 0 {
                let bit = 63 &- underscores.leadingZeroBitCount
                let below: UInt64 = (1 &<< UInt64(bit & ~7)) &- 1
                word = (word & below) | ((word &>> 8) & ~below)
                underscores &= ~(1 &<< UInt64(bit))
                count &-= 1
            }
            total &+= count
            pending |= word &<< UInt64(pendingCount &* 8)
            let filled = pendingCount &+ count
            if filled >= 8 {
                mix(pending)
                // The bytes that did not fit (none if nothing was pending).
                pending = pendingCount == 0 ? 0 : word &>> UInt64((8 &- pendingCount) &* 8)
                pendingCount = filled &- 8
            } else {
                pendingCount = filled
            }
        }

        @inline(__always)
        private mutating func mix(_ word: UInt64) {
            state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
        }

        @inline(__always)
        mutating func finish() -> UInt64 {
            if pendingCount > 0 { mix(pending) }
            mix(UInt64(truncatingIfNeeded: total))
            return (state ^ (state >> 32)) &* 0x94D0_49BB_1331_11EB
        }
    }
}
