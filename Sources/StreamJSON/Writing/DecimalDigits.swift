/// Decimal digits as ASCII bytes packed in words, computed with multiplications and shifts
/// (no division instruction, no table, no loop): the float printer's digit generation.
///
/// A word holds eight digits, the most significant in its lowest byte, so that storing it
/// little-endian writes them in reading order. Worked example: 12345678 is split into the
/// 32-bit lanes 1234 (low) and 5678 (high); each lane into 16-bit lanes 12, 34 and 56, 78; each
/// of those into bytes 1, 2, 3, 4, 5, 6, 7, 8; adding `0x30` to every byte gives "12345678".
/// Every step divides all lanes at once by a multiplication and a shift whose result is exact
/// for the lane's range (`x * 10486 >> 20` is `x / 100` for x < 10,000; `x * 103 >> 10` is
/// `x / 10` for x < 100), and no lane's product reaches the next lane.
enum DecimalDigits {
    /// "0" in every byte.
    static let zeros: UInt64 = 0x3030_3030_3030_3030

    /// The eight digits of `value` (below 10^8, with leading zeros), as ASCII bytes in reading
    /// order from the lowest byte.
    @inline(__always)
    static func eight(_ value: UInt32) -> UInt64 {
        // Each split puts q = x / d in the low half and x - q * d in the high half of a lane:
        // q + (x - q * d) * 2^w, computed (wrapping, exact) as x * 2^w + q * (1 - d * 2^w).
        let high = UInt64(value / 10_000)
        let quads = UInt64(value) &<< 32 &+ high &* (1 &- 10_000 &<< 32)
        let hundreds = ((quads &* 10_486) &>> 20) & 0x0000_007F_0000_007F
        let pairs = quads &<< 16 &+ hundreds &* (1 &- 100 &<< 16)
        let tens = ((pairs &* 103) &>> 10) & 0x000F_000F_000F_000F
        return (pairs &<< 8 &+ tens &* (1 &- 10 &<< 8)) | zeros
    }

    /// The digits of `value` (from 10^16 up to, not including, 10^17): the first as an ASCII
    /// byte, then the next eight and the last eight as words (`eight(_:)`).
    @inline(__always)
    static func seventeen(_ value: UInt64) -> (first: UInt8, middle: UInt64, last: UInt64) {
        let upper = value / 100_000_000
        let last = UInt32(truncatingIfNeeded: value &- upper &* 100_000_000)
        let upper32 = UInt32(truncatingIfNeeded: upper)
        let first = upper32 / 100_000_000
        let middle = upper32 &- first &* 100_000_000
        return (UInt8(truncatingIfNeeded: first) &+ UInt8(ascii: "0"), eight(middle), eight(last))
    }

    /// How many of the seventeen digits `seventeen(_:)` returned are left without the trailing
    /// zeros (1 to 17; the first digit is not zero). A digit's byte is zero after `^ zeros`
    /// exactly when it is "0", and the last digit is a word's highest byte, so the trailing zeros
    /// are the word's leading zero bits over eight.
    @inline(__always)
    static func significantCount(middle: UInt64, last: UInt64) -> Int {
        let lastMarks = last ^ zeros
        if lastMarks != 0 {
            return 17 &- lastMarks.leadingZeroBitCount &>> 3
        }
        let middleMarks = middle ^ zeros
        if middleMarks != 0 {
            return 9 &- middleMarks.leadingZeroBitCount &>> 3
        }
        return 1
    }
}
