/// Converts number literals that the scanner already validated into `Double`, `Float` and
/// integers, exactly: floating-point results are correctly rounded (ties to even), integers are
/// computed from the decimal digits and never through a floating-point value.
///
/// The floating-point path has three stages, each rarer than the one before:
///
/// 1. Clinger's fast path: at most 19 significant digits forming an integer that the format
///    holds exactly, scaled by an exact power of ten (`1.5`, `-42`, `3.14159e5`): one IEEE
///    multiplication or division, which is correctly rounded by definition.
/// 2. Eisel-Lemire (`NumberParser+EiselLemire.swift`): the first 19 significant digits times a
///    128-bit power of five. When digits were dropped it rounds both `w` and `w + 1`; if they
///    agree, so does every value in between.
/// 3. The exact fallback (`NumberParser+ExactFallback.swift`): compares the literal with the
///    halfway point between the two candidates in big-integer arithmetic.
///
/// Every stage is linear in the literal's length: a million digits or `1e999999` cost one scan.
enum NumberParser {
    /// The correctly rounded (round-half-to-even) Double for a number literal that the scanner
    /// already validated against RFC 8259: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    /// Returns ±infinity when the value overflows and ±0 when it underflows (the caller decides
    /// whether that is an error).
    static func double(_ literal: InputBytes) -> Double {
        let format = Binary64.self
        if let short = ShortDecimal(fixedPoint: literal) ?? ShortDecimal(literal) {
            let bits =
                clingerFastPath(short.significand, short.exponent, format)
                ?? magnitudeBits(short.significand, short.exponent, literal, format)
            return Double(bitPattern: short.isNegative ? bits | (1 << 63) : bits)
        }
        let decimal = DecimalLiteral(literal)
        let bits = magnitudeBits(decimal, format)
        return Double(bitPattern: decimal.isNegative ? bits | (1 << 63) : bits)
    }

    /// The same for Float, correctly rounded directly to Float (no double rounding through Double).
    static func float(_ literal: InputBytes) -> Float {
        let format = Binary32.self
        let bits: UInt64
        let isNegative: Bool
        if let short = ShortDecimal(fixedPoint: literal) ?? ShortDecimal(literal) {
            bits =
                clingerFastPath(short.significand, short.exponent, format)
                ?? magnitudeBits(short.significand, short.exponent, literal, format)
            isNegative = short.isNegative
        } else {
            let decimal = DecimalLiteral(literal)
            bits = magnitudeBits(decimal, format)
            isNegative = decimal.isNegative
        }
        let floatBits = UInt32(truncatingIfNeeded: bits)
        return Float(bitPattern: isNegative ? floatBits | (1 << 31) : floatBits)
    }

    /// The bit pattern for an exact `w × 10^q` from a short literal (nothing truncated), with
    /// the literal at hand for the rare exact fallback.
    static func magnitudeBits<Format: BinaryFormat>(
        _ w: UInt64, _ q: Int, _ literal: InputBytes,
        _ format: Format.Type
    ) -> UInt64 {
        let result = eiselLemire(w, q, format)
        return result.isExact ? result.bits : exactlyRounded(DecimalLiteral(literal), between: result.bits, format)
    }

    /// The correctly rounded bit pattern of any literal's absolute value in `format`.
    static func magnitudeBits<Format: BinaryFormat>(_ decimal: DecimalLiteral, _ format: Format.Type) -> UInt64 {
        let digits = decimal.significantDigits(limit: 19)
        if digits.count == 0 { return 0 }
        let w = decimal.integerValue(of: digits)
        let q = digits.exponent
        if !digits.isTruncated, let bits = clingerFastPath(w, q, format) { return bits }
        let lower = eiselLemire(w, q, format)
        if !digits.isTruncated {
            return lower.isExact ? lower.bits : exactlyRounded(decimal, between: lower.bits, format)
        }
        // The value lies in [w, w + 1) × 10^q; w < 10^19, so w + 1 cannot overflow.
        let upper = eiselLemire(w + 1, q, format)
        if lower.isExact && upper.isExact && lower.bits == upper.bits { return lower.bits }
        return exactlyRounded(decimal, between: lower.bits, format)
    }

    /// Clinger's fast path: `w` and `10^|q|` are both exact in the format, so a single
    /// multiplication or division rounds correctly. Returns nil when it does not apply.
    @inline(__always)
    static func clingerFastPath<Format: BinaryFormat>(_ w: UInt64, _ q: Int, _ format: Format.Type) -> UInt64? {
        guard w <= Format.largestExactInteger,
            q >= -Format.largestExactPowerOfTen && q <= Format.largestExactPowerOfTen
        else { return nil }
        if Format.self == Binary64.self {
            let value = Double(w)
            let scale = exactPowersOfTen[q < 0 ? -q : q]
            return (q < 0 ? value / scale : value * scale).bitPattern
        }
        let value = Float(w)
        let scale = Float(exactPowersOfTen[q < 0 ? -q : q])  // 10^0...10^10 are exact in Float
        return UInt64((q < 0 ? value / scale : value * scale).bitPattern)
    }

    /// 10^0 through 10^22, every one exact in a Double.
    static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
