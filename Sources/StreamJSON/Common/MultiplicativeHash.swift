/// Fibonacci hashing (Knuth's multiplicative method): a value multiplied by 2^64 divided by the
/// golden ratio (made odd), whose top bits depend on every bit of the value. The one home of
/// that constant: the type tables (``TypeTable``), the coder locks, the key hash's length
/// seed, and the encoder's key-shape and key-prefix hashes use it.
enum MultiplicativeHash {
    /// ⌊2^64 / φ⌋, odd: multiplying by it spreads every input bit over the higher bits.
    static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// `value` mixed by one multiplication.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        value &* multiplier
    }

    /// The slot of `value` in a table of `1 << bits` slots: the top `bits` bits of its mix.
    @inline(__always)
    static func slot(of value: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: mix(value) >> UInt64(64 - bits))
    }
}
