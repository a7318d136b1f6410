/// A minimal arbitrary-precision unsigned integer for the exact fallback of number parsing:
/// only what comparing a decimal literal with a binary halfway point needs (multiply by a small
/// factor, multiply by a power of five, shift left, compare). Limbs are 32-bit, least
/// significant first, so every step fits in a `UInt64` without full-width arithmetic.
///
/// Sizes stay small: the fallback keeps at most 800 significant digits and scales by at most
/// about 5^1200, so numbers have a few thousand bits.
struct SmallBigInteger {
    /// Limbs, least significant first, without trailing zero limbs.
    private(set) var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = []
        var value = value
        while value != 0 {
            limbs.append(UInt32(truncatingIfNeeded: value))
            value >>= 32
        }
    }

    /// `self = self × factor + addend`.
    mutating func multiply(by factor: UInt32, adding addend: UInt32 = 0) {
        var carry = UInt64(addend)
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
        if factor == 0 { limbs.removeAll() }
    }

    /// `self = self × 5^exponent`.
    mutating func multiplyByPowerOfFive(_ exponent: Int) {
        let fiveToTheThirteenth: UInt32 = 1_220_703_125  // the largest power of five in 32 bits
        var remaining = exponent
        while remaining >= 13 {
            multiply(by: fiveToTheThirteenth)
            remaining -= 13
        }
        var factor: UInt32 = 1
        for _ in 0..<remaining { factor *= 5 }
        multiply(by: factor)
    }

    /// `self = self × 2^count`.
    mutating func shiftLeft(by count: Int) {
        guard !limbs.isEmpty && count > 0 else { return }
        let limbShift = count / 32
        let bitShift = UInt32(count % 32)
        if bitShift != 0 {
            var carry: UInt32 = 0
            for index in limbs.indices {
                let limb = limbs[index]
                limbs[index] = limb << bitShift | carry
                carry = limb >> (32 - bitShift)
            }
            if carry != 0 { limbs.append(carry) }
        }
        if limbShift > 0 { limbs.insert(contentsOf: repeatElement(0, count: limbShift), at: 0) }
    }

    /// -1, 0 or 1 as `lhs` is less than, equal to or greater than `rhs`.
    static func compare(_ lhs: SmallBigInteger, _ rhs: SmallBigInteger) -> Int {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count ? -1 : 1 }
        for index in lhs.limbs.indices.reversed() where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index] ? -1 : 1
        }
        return 0
    }
}
