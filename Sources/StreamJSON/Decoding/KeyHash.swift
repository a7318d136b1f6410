/// The hash of an object key's UTF-8 bytes used by key tables (``KeyTable``).
///
/// Every byte of the key counts (keys that share a long prefix, such as `"user_id_000001"`
/// and `"user_id_000002"`, or that differ only in their last byte, spread like any others),
/// and the starting state is a random seed drawn once per process, so a document cannot be
/// prepared in advance to make its keys collide. The mixing is one multiply per eight-byte
/// word, and tables use the top bits: cheap, not cryptographic. A table that still sees
/// long probe chains gives up and falls back to `Set<String>`/`Dictionary` (SipHash), so the
/// worst case stays linear.
enum KeyHash {
    /// Drawn once per process.
    static let seed = UInt64.random(in: .min ... .max)

    /// The hash of the `length` bytes at `start` in `bytes`. It depends only on those bytes
    /// and their count; a short key with 8 readable bytes from its start (a key inside a
    /// document with more bytes after it) is read as one masked word instead of byte by byte.
    @inline(__always)
    static func hash(_ bytes: InputBytes, _ start: Int, _ length: Int) -> UInt64 {
        hash(bytes, start, length, seed: seed)
    }

    /// ``hash(_:_:_:)`` with ``seed`` read by the caller: a loop over many keys reads it once
    /// (each read of a global checks that it is initialised, a call the compiler cannot hoist:
    /// about 9 instructions per key, 0.6% of decoding twitter.json).
    @inline(__always)
    static func hash(_ bytes: InputBytes, _ start: Int, _ length: Int, seed: UInt64) -> UInt64 {
        precondition(start >= 0 && length >= 0 && start <= bytes.count &- length, "KeyHash range out of bounds")
        var state = seed ^ MultiplicativeHash.mix(UInt64(truncatingIfNeeded: length))
        guard length > 0 else { return state }
        if length >= 8 {
            var index = start
            let end = start + length
            while index + 8 <= end {
                state = mix(state, bytes.loadWord(unchecked: index))
                index += 8
            }
            // The last, partial word overlaps the one before: read the final 8 bytes.
            if index < end { state = mix(state, bytes.loadWord(unchecked: end - 8)) }
        } else {
            state = mix(state, bytes.shortWord(at: start, count: length))
        }
        // One more round so that input bits of every byte position reach the top bits evenly.
        return (state ^ (state >> 32)) &* 0x94D0_49BB_1331_11EB
    }

    /// The hash of all of `bytes` (a coding key's UTF-8), equal to that of the same bytes in a
    /// document.
    @inline(__always)
    static func hash(_ bytes: InputBytes) -> UInt64 {
        hash(bytes, 0, bytes.count)
    }

    /// One word into the state. The multiply (by an odd constant, so no two states collide)
    /// spreads every input bit over the higher bits: the top bits of the result depend on all
    /// of them, which is why tables index by the top bits (``slot(_:bits:)``).
    @inline(__always)
    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        (state ^ word) &* 0xBF58_476D_1CE4_E5B9
    }

    /// The slot of `hash` in a table of `1 << bits` slots: its top `bits` bits.
    @inline(__always)
    static func slot(_ hash: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
    }
}
