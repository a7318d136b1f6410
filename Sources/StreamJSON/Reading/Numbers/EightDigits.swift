/// Reads eight ASCII digits at once with a few multiplications (SWAR: SIMD within a register),
/// which shortens the dependency chain of the digit loops for long numbers. The one digit test
/// on words (``nonDigitBits(_:)``) and the one digit-run reader (``appendRun(of:from:to:)``).
enum EightDigits {
    /// Whether all eight bytes of `word` are `0`...`9`.
    @inline(__always)
    static func areDigits(_ word: UInt64) -> Bool {
        nonDigitBits(word) == 0
    }

    /// The high bit of the bytes of `word` that are not `0`...`9`: each byte XOR `0x30` is
    /// below 10 for a digit, and adding `0x76` then sets the byte's high bit for anything else.
    /// Carries only run upwards from a non-digit, so the lowest flagged byte is exact and the
    /// result is zero exactly when all eight bytes are digits.
    @inline(__always)
    static func nonDigitBits(_ word: UInt64) -> UInt64 {
        let offsets = word ^ 0x3030_3030_3030_3030
        return ((offsets &+ 0x7676_7676_7676_7676) | offsets) & 0x8080_8080_8080_8080
    }

    /// The value of eight digits (first digit in the lowest byte): pairs, then quads, then all.
    @inline(__always)
    static func value(_ word: UInt64) -> UInt64 {
        var value = word & 0x0F0F_0F0F_0F0F_0F0F
        value = (value &* (10 << 8 + 1)) >> 8  // each 16-bit lane: 10 × first + second
        value = ((value & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) >> 16
        return ((value & 0x0000_FFFF_0000_FFFF) &* (10_000 << 32 + 1)) >> 32
    }

    /// How many of the word's bytes, from the lowest, are `0`...`9` before the first that is
    /// not (8 if all are).
    @inline(__always)
    static func leadingDigitCount(_ word: UInt64) -> Int {
        nonDigitBits(word).trailingZeroBitCount >> 3
    }

    /// 10^n for n in 0...19 (every power of ten a `UInt64` holds); the switch compiles to a
    /// table lookup.
    @inline(__always)
    static func powerOfTen(_ n: Int) -> UInt64 {
        switch n {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        case 6: return 1_000_000
        case 7: return 10_000_000
        case 8: return 100_000_000
        case 9: return 1_000_000_000
        case 10: return 10_000_000_000
        case 11: return 100_000_000_000
        case 12: return 1_000_000_000_000
        case 13: return 10_000_000_000_000
        case 14: return 100_000_000_000_000
        case 15: return 1_000_000_000_000_000
        case 16: return 10_000_000_000_000_000
        case 17: return 100_000_000_000_000_000
        case 18: return 1_000_000_000_000_000_000
        default: return 10_000_000_000_000_000_000
        }
    }

    /// The value of the top `count` bytes of `word` (1...8), which must all be digits; nil
    /// when one is not. For runs that end at the end of a word loaded from the input.
    @inline(__always)
    static func trailingRunValue(_ word: UInt64, count: Int) -> UInt64? {
        let run = word >> UInt64(64 - 8 * count)  // the run, first digit lowest, zeros above
        guard leadingDigitCount(run) >= count else { return nil }
        return value(run << UInt64(64 - 8 * count))
    }

    /// Appends the run of digits at `position` in `bytes` to `value` (wrapping past 19 digits,
    /// which callers discard), and returns the position after the run: the one digit loop of
    /// the number parsers. Runs are read a word at a time, the last partial run too (by loading
    /// the word that ends at the end of `bytes`), so a 17-digit number takes three steps.
    @inline(__always)
    static func appendRun(of bytes: InputBytes, from position: Int, to value: inout UInt64) -> Int {
        var position = position
        let count = bytes.count
        while position + 8 <= count {
            let word = bytes.loadWord(unchecked: position)
            let digits = leadingDigitCount(word)
            if digits == 8 {
                value = value &* 100_000_000 &+ self.value(word)
                position += 8
                continue
            }
            if digits > 0 {
                // The run's bytes moved to the top of the word; zero bytes below read as 0.
                value = value &* powerOfTen(digits) &+ self.value(word << UInt64(64 - 8 * digits))
            }
            return position + digits
        }
        let remaining = count - position
        guard remaining > 0 else { return position }
        if count >= 8 {
            // The last `remaining` bytes, read as the top of the word that ends at `count`.
            let word = bytes.loadWord(unchecked: count - 8) >> UInt64(64 - 8 * remaining)
            let digits = Swift.min(leadingDigitCount(word), remaining)
            if digits > 0 {
                value = value &* powerOfTen(digits) &+ self.value(word << UInt64(64 - 8 * digits))
            }
            return position + digits
        }
        while position < count {
            let digit = bytes[unchecked: position] &- UInt8(ascii: "0")
            if digit >= 10 { break }
            value = value &* 10 &+ UInt64(digit)
            position += 1
        }
        return position
    }
}
