/// A literal with at most 19 digits in all (`-123.456e7`, `0.1`, `42`), read in a single pass
/// as `significand × 10^exponent`: the common case, where no digit can be lost.
struct ShortDecimal {
    let isNegative: Bool
    /// All integer and fraction digits as one integer: at most 19 digits, so it fits.
    let significand: UInt64
    /// The explicit exponent minus the number of fraction digits (saturated like
    /// `DecimalLiteral.exponent`).
    let exponent: Int

    @inline(__always)
    init(isNegative: Bool, significand: UInt64, exponent: Int) {
        self.isNegative = isNegative
        self.significand = significand
        self.exponent = exponent
    }

    /// Reads a validated literal, or returns nil when it has more than 19 digits before its
    /// exponent (then `DecimalLiteral` finds the significant ones).
    @inline(__always)
    init?(_ bytes: InputBytes) {
        let count = bytes.count
        var position = 0
        isNegative = count > 0 && bytes[unchecked: 0] == UInt8(ascii: "-")
        if isNegative { position = 1 }
        let digitsStart = position
        var significand: UInt64 = 0
        position = EightDigits.appendRun(of: bytes, from: position, to: &significand)
        var digitCount = position - digitsStart
        var exponent = 0
        if position < count && bytes[unchecked: position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            position = EightDigits.appendRun(of: bytes, from: position, to: &significand)
            exponent = fractionStart - position
            digitCount += position - fractionStart
        }
        // 19 digits always fit in 64 bits; beyond that the wrapped value above is discarded.
        guard digitCount <= 19 else { return nil }
        if position < count {  // `e` or `E`
            exponent += DecimalLiteral.explicitExponent(bytes, at: position)
        }
        self.significand = significand
        self.exponent = exponent
    }
}
