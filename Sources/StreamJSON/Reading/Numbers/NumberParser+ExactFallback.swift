extension NumberParser {
    /// The most significant digits the exact comparison reads. A halfway point between two
    /// Doubles has at most 767 significant decimal digits (a Float's far fewer), so digits past
    /// 800 can only say "a little more", which `SignificantDigits.isTruncated` records.
    static let exactDigitLimit = 800

    /// Decides between `candidate` and the next bit pattern `candidate + 1` by comparing the
    /// literal with the exact halfway point between them; a tie goes to the even pattern.
    ///
    /// With the literal's digits as `D × 10^e` and the halfway point as `(2m + 1) × 2^(k - 1)`
    /// (`m × 2^k` being `candidate`), both sides become integers after moving the power of five
    /// to the side where its exponent is positive and shifting out the powers of two.
    static func exactlyRounded<Format: BinaryFormat>(
        _ decimal: DecimalLiteral, between candidate: UInt64,
        _ format: Format.Type
    ) -> UInt64 {
        if candidate >= Format.infinity { return Format.infinity }
        let digits = decimal.significantDigits(limit: exactDigitLimit)
        // The literal: digits × 10^e = digits × 5^e × 2^e.
        var literal = SmallBigInteger(0)
        var chunk: UInt32 = 0
        var chunkScale: UInt32 = 1
        for index in digits.range where decimal.bytes[index] != UInt8(ascii: ".") {
            chunk = chunk * 10 + UInt32(decimal.bytes[index] &- UInt8(ascii: "0"))
            chunkScale *= 10
            if chunkScale == 1_000_000_000 {
                literal.multiply(by: chunkScale, adding: chunk)
                chunk = 0
                chunkScale = 1
            }
        }
        literal.multiply(by: chunkScale, adding: chunk)
        let decimalExponent = digits.exponent

        // The halfway point: (2m + 1) × 2^(k - 1).
        let fieldMask = (UInt64(1) << Format.significandBits) - 1
        let exponentField = Int(candidate >> Format.significandBits)
        var significand = candidate & fieldMask
        var binaryExponent = 1 - Format.exponentBias - Format.significandBits
        if exponentField != 0 {
            significand |= fieldMask + 1
            binaryExponent += exponentField - 1
        }
        var halfway = SmallBigInteger(2 * significand + 1)

        if decimalExponent >= 0 {
            literal.multiplyByPowerOfFive(decimalExponent)
        } else {
            halfway.multiplyByPowerOfFive(-decimalExponent)
        }
        let powerOfTwoDifference = decimalExponent - (binaryExponent - 1)
        if powerOfTwoDifference >= 0 {
            literal.shiftLeft(by: powerOfTwoDifference)
        } else {
            halfway.shiftLeft(by: -powerOfTwoDifference)
        }

        var order = SmallBigInteger.compare(literal, halfway)
        if order == 0 && digits.isTruncated { order = 1 }
        if order < 0 { return candidate }
        if order > 0 { return candidate + 1 }
        return candidate & 1 == 0 ? candidate : candidate + 1
    }
}
