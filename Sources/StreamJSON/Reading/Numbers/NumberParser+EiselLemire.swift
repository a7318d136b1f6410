/// The outcome of Eisel-Lemire for one `w × 10^q`.
struct EiselLemireResult {
    /// The correctly rounded bit pattern when `isExact`; otherwise the value rounded down, and
    /// the correct result is this pattern or the next one (the exact fallback decides).
    let bits: UInt64
    /// Whether `bits` is known to be correctly rounded.
    let isExact: Bool
}

extension NumberParser {
    /// Eisel-Lemire: rounds `w × 10^q` to `format` with one or two 64×64→128-bit multiplications
    /// by a 128-bit truncated power of five (Lemire, "Number Parsing at a Gigabyte per Second",
    /// 2021). Returns a bit pattern without the sign.
    ///
    /// Why the result is safe: every table entry is rounded down, so the computed 128-bit product
    /// `z` (high and low words) satisfies `z ≤ true < z + 2` in units of the low word once the
    /// second multiplication is done. Rounding only depends on the bits below the round bit, so
    /// the answer is certain unless those bits sit next to the halfway point; then the result
    /// says so and the caller settles it exactly. For `0 ≤ q ≤ 27` the entry is exact and so is
    /// `z`, and an exact tie rounds to even right here.
    static func eiselLemire<Format: BinaryFormat>(_ w: UInt64, _ q: Int, _ format: Format.Type) -> EiselLemireResult {
        eiselLemire(w, q, format, isPlainFraction: false)
    }

    /// ``eiselLemire(_:_:_:)`` to a Double for the digits of a plain fraction (`-?D+.D+`, at
    /// most 19 digits) that Clinger's fast path did not take: `w ≠ 0` and `-19 ≤ q ≤ -1`, so the
    /// value lies between 10^-19 and 10^19 and the checks for zero, infinity and subnormals
    /// (and for an exact power of five) drop out.
    static func plainFractionEiselLemire(_ w: UInt64, _ q: Int) -> EiselLemireResult {
        assert(w != 0 && q >= -19 && q <= -1, "not the digits of a plain fraction")
        return eiselLemire(w, q, Binary64.self, isPlainFraction: true)
    }

    /// The body of both: `isPlainFraction` (a constant where it is inlined) promises `w ≠ 0`
    /// and `-19 ≤ q ≤ -1`.
    @inline(__always)
    private static func eiselLemire<Format: BinaryFormat>(
        _ w: UInt64, _ q: Int, _ format: Format.Type, isPlainFraction: Bool
    ) -> EiselLemireResult {
        if !isPlainFraction {
            if w == 0 || q < Format.smallestPowerOfTen { return EiselLemireResult(bits: 0, isExact: true) }
            if q > Format.largestPowerOfTen { return EiselLemireResult(bits: Format.infinity, isExact: true) }
        }

        let leadingZeros = w.leadingZeroBitCount
        let normalized = w << leadingZeros
        assert(
            q >= PowersOfFive.smallestExponent && q <= PowersOfFive.largestExponent, "power of ten outside the table")
        let entry = 2 &* (q &- PowersOfFive.smallestExponent)
        var (high, low) = normalized.multipliedFullWidth(by: PowersOfFive.table[entry])
        // The significand and round bit come from the top `significandBits + 3` bits of `high`.
        // If the bits below them are all zeros or all ones, the missing low part of the product
        // may matter (a carry, or a tie): add it.
        let precisionMask = UInt64.max >> (Format.significandBits + 3)
        if high & precisionMask == 0 || high & precisionMask == precisionMask {
            let extra = normalized.multipliedFullWidth(by: PowersOfFive.table[entry + 1]).high
            let (sum, carry) = low.addingReportingOverflow(extra)
            low = sum
            if carry { high &+= 1 }
        }

        // z has its top bit at 127 or 126; shift so the significand (with its implicit one)
        // plus one round bit remain.
        let upperBit = Int(high >> 63)
        let shift = upperBit + 64 - Format.significandBits - 3
        // The biased exponent of the value, from floor(q × log2(10)) = (217706 × q) >> 16.
        var exponent = ((217706 &* q) >> 16) + 63 + upperBit - leadingZeros + Format.exponentBias
        var roundShift = shift
        if !isPlainFraction && exponent <= 0 {
            // Subnormal: the round bit moves up by the missing exponent.
            let extraShift = 1 - exponent
            if extraShift >= Format.significandBits + 2 {
                // Below half the smallest subnormal (at most equal to it, which ties to zero).
                return EiselLemireResult(bits: 0, isExact: true)
            }
            roundShift += extraShift
            exponent = 1
        }
        let kept = high >> roundShift
        let belowRoundMask = (UInt64(1) << roundShift) - 1
        let belowRound = high & belowRoundMask
        let isExactProduct = !isPlainFraction && q >= 0 && q <= 27
        var significand = kept >> 1
        var isExact = true
        if kept & 1 == 1 {
            if belowRound == 0 && low == 0 {
                // Exactly halfway, or (for an inexact entry) possibly just above it.
                if isExactProduct {
                    significand += significand & 1
                } else {
                    isExact = false
                }
            } else {
                significand += 1
            }
        } else if belowRound == belowRoundMask && low >= UInt64.max - 1 && !isExactProduct {
            // Just below halfway, but the true value may reach it.
            isExact = false
        }
        // `significand` includes the implicit one (or is subnormal with exponent 1), so adding
        // it to the exponent field also handles a rounding carry into the next binade.
        let bits = UInt64(exponent - 1) << Format.significandBits + significand
        if !isPlainFraction && bits >= Format.infinity {
            return EiselLemireResult(bits: Format.infinity, isExact: true)
        }
        return EiselLemireResult(bits: bits, isExact: isExact)
    }
}
