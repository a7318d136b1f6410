/// Reads eight ASCII digits at once with a few multiplications (SWAR: SIMD within a register),
/// which shortens the dependency chain of the digit loops for long numbers.
enum EightDigits {
    /// Whether all eight bytes of `word` are `0`...`9`: each byte's high nibble is 3, and adding
    /// 6 to it does not carry into the high nibble.
    @inline(__always)
    static func areDigits(_ word: UInt64) -> Bool {
        let highNibbles = word & 0xF0F0_F0F0_F0F0_F0F0
        let carried = (word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0
        return highNibbles | (carried >> 4) == 0x3333_3333_3333_3333
    }

    /// The value of eight digits (first digit in the lowest byte): pairs, then quads, then all.
    @inline(__always)
    static func value(_ word: UInt64) -> UInt64 {
        var value = word & 0x0F0F_0F0F_0F0F_0F0F
        value = (value &* (10 << 8 + 1)) >> 8  // each 16-bit lane: 10 × first + second
        value = ((value & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) >> 16
        return ((value & 0x0000_FFFF_0000_FFFF) &* (10_000 << 32 + 1)) >> 32
    }
}
