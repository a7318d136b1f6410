/// The shortest decimal that reads back as a given binary floating-point value, by the Schubfach
/// algorithm (Raffaello Giulietti, "The Schubfach way to render doubles", 2020).
///
/// A positive finite value v = c * 2^q has a rounding interval R: the reals that a correctly
/// rounding parser (round half to even) turns back into v; its ends are the midpoints to the two
/// neighbouring values, included when c is even. Schubfach picks k = floor(log10(width of R)), so
/// that R holds one or two multiples of 10^k and at most one of 10^(k+1), and computes
/// v * 10^-k, and the ends of R scaled the same way, to two fractional bits plus a sticky bit
/// ("round to odd") with one 128-bit multiplication each. Then:
///
/// - if exactly one of the two multiples of 10^(k+1) around v is in R, it is the answer (one digit
///   shorter; trailing zeros may make it shorter still);
/// - otherwise, of the two multiples of 10^k around v, the one in R if only one is, else the one
///   closer to v, and on a tie the even one.
///
/// The result is the shortest decimal in R, and of those the closest to v: the digits Swift's
/// `description` prints, and so `JSONEncoder`. It is returned as the multiple of 10^k or
/// 10^(k+1) it was found as, trailing zeros included: the printer finds them in the digits it
/// writes (DecimalDigits.significantCount), which costs less than dividing them off here. Worked example: 0.3 is the `Double`
/// c = 5404319552844595 (odd), q = -54; R is (0.29999999999999996114, 0.30000000000000001665)
/// exclusive, k = -17, v * 10^17 = 29999999999999998.89; of the multiples of 10^-16 around it,
/// 0.2999999999999999 is below R and 0.3 is in it, so the answer is
/// 30000000000000000 * 10^-17, which is 3 * 10^-1 without its trailing zeros.
///
/// The powers of ten are in ShortestDecimalTables.swift (Scripts/generate-shortest-decimal-tables.py,
/// which also checks the three logarithm formulas below over their whole range).
enum ShortestDecimal {
    /// The shortest decimal of a finite, non-zero `Double`'s magnitude: `significand * 10^exponent`,
    /// the significand below 10^17 and possibly with trailing zeros (the shortest digits are
    /// those without them).
    @inline(__always)
    static func digits(of value: Double) -> (significand: UInt64, exponent: Int) {
        let fraction = value.significandBitPattern
        let biased = Int(truncatingIfNeeded: value.exponentBitPattern)
        let c: UInt64
        let q: Int
        if biased != 0 {
            c = fraction | (1 << 52)
            q = biased &- 1075
        } else {
            c = fraction
            q = -1074
        }
        let odd = c & 1
        let cb = c << 2
        let cbr = cb &+ 2
        let cbl: UInt64
        let k: Int
        if fraction != 0 || biased <= 1 {
            cbl = cb &- 2
            k = floorLog10Pow2(q)
        } else {
            // The lowest significand of a binade: the gap below is half the gap above.
            cbl = cb &- 1
            k = floorLog10ThreeQuartersPow2(q)
        }
        // h is 1...4 (the paper's bound), so the masking shifts below shift by h itself.
        let h = q &+ floorLog2Pow10(0 &- k) &+ 1
        let index = 2 &* (0 &- k &- ShortestDecimalTables.doubleSmallest)
        let gHigh = ShortestDecimalTables.doublePowers[index]
        let gLow = ShortestDecimalTables.doublePowers[index &+ 1]
        let vb = roundToOdd(gHigh, gLow, cb &<< h)
        let vbl = roundToOdd(gHigh, gLow, cbl &<< h)
        let vbr = roundToOdd(gHigh, gLow, cbr &<< h)
        return choose(vb: vb, vbl: vbl &+ odd, vbr: vbr &- odd, k: k)
    }

    /// The shortest decimal of a finite, non-zero `Float`'s magnitude (below 10^9, possibly with
    /// trailing zeros).
    @inline(__always)
    static func digits(of value: Float) -> (significand: UInt64, exponent: Int) {
        let fraction = UInt64(value.significandBitPattern)
        let biased = Int(truncatingIfNeeded: value.exponentBitPattern)
        let c: UInt64
        let q: Int
        if biased != 0 {
            c = fraction | (1 << 23)
            q = biased &- 150
        } else {
            c = fraction
            q = -149
        }
        let odd = c & 1
        let cb = c << 2
        let cbr = cb &+ 2
        let cbl: UInt64
        let k: Int
        if fraction != 0 || biased <= 1 {
            cbl = cb &- 2
            k = floorLog10Pow2(q)
        } else {
            cbl = cb &- 1
            k = floorLog10ThreeQuartersPow2(q)
        }
        // g has 63 bits; the products are divided by 2^95 (see roundToOdd(_:_:)).
        let h = q &+ floorLog2Pow10(0 &- k) &+ 33  // 33...36
        let g = ShortestDecimalTables.floatPowers[0 &- k &- ShortestDecimalTables.floatSmallest]
        let vb = roundToOdd(g, cb &<< h)
        let vbl = roundToOdd(g, cbl &<< h)
        let vbr = roundToOdd(g, cbr &<< h)
        return choose(vb: vb, vbl: vbl &+ odd, vbr: vbr &- odd, k: k)
    }

    /// The decision on scaled values: `vb` is v * 10^-k * 4 rounded to odd; `vbl` and `vbr` are
    /// the ends of the rounding interval scaled the same way, moved one unit inwards when the ends
    /// are excluded, so that "in R" is `vbl <= 4x && 4x <= vbr`.
    @inline(__always)
    private static func choose(vb: UInt64, vbl: UInt64, vbr: UInt64, k: Int) -> (significand: UInt64, exponent: Int) {
        let s = vb >> 2
        // One digit shorter: the multiples of 10^(k+1) below and above.
        let sp10 = (s / 10) &* 10
        let tp10 = sp10 &+ 10
        let upin = vbl <= sp10 << 2
        let wpin = tp10 << 2 <= vbr
        if upin != wpin {
            return (upin ? sp10 : tp10, k)
        }
        let t = s &+ 1
        let uin = vbl <= s << 2
        let win = t << 2 <= vbr
        if uin != win {
            return (uin ? s : t, k)
        }
        // Both in: the closer one, the even one on a tie. 4s + 2 is the midpoint, scaled.
        let midpoint = (s &+ t) << 1
        let pick = vb < midpoint || (vb == midpoint && s & 1 == 0) ? s : t
        return (pick, k)
    }

    /// floor(g * cp / 2^128) with its lowest bit set when the dropped part is not zero (as far as
    /// the high 64 bits of g_low * cp tell), g = gHigh * 2^64 + gLow.
    @inline(__always)
    private static func roundToOdd(_ gHigh: UInt64, _ gLow: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = gLow.multipliedFullWidth(by: cp).high
        let y = gHigh.multipliedFullWidth(by: cp)
        let (z, carry) = y.low.addingReportingOverflow(x1)
        let whole = y.high &+ (carry ? 1 : 0)
        return whole | (z != 0 ? 1 : 0)
    }

    /// floor(g * cp / 2^95) with its lowest bit set when bits 64...94 of the product are not all
    /// zero. The low 64 bits are left out: the error of g's +1 (less than cp < 2^63) lives there,
    /// so an exact tie (0.000244140625 between ...62 and ...63) reads as exact.
    @inline(__always)
    private static func roundToOdd(_ g: UInt64, _ cp: UInt64) -> UInt64 {
        let high = g.multipliedFullWidth(by: cp).high
        return (high >> 31) | ((high & 0x7FFF_FFFF) != 0 ? 1 : 0)
    }

    /// floor(log10(2^q)) for q in [-1074, 971]: 661971961083 is floor(log10(2) * 2^41).
    @inline(__always)
    static func floorLog10Pow2(_ q: Int) -> Int {
        (q &* 661_971_961_083) >> 41
    }

    /// floor(log10(3/4 * 2^q)) for q in [-1074, 971]: 274743187321 is about -log10(3/4) * 2^41.
    @inline(__always)
    static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int {
        (q &* 661_971_961_083 &- 274_743_187_321) >> 41
    }

    /// floor(log2(10^e)) for e in [-294, 326]: 913124641741 is floor(log2(10) * 2^38).
    @inline(__always)
    static func floorLog2Pow10(_ e: Int) -> Int {
        (e &* 913_124_641_741) >> 38
    }
}
