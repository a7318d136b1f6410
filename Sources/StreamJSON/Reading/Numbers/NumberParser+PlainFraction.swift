extension NumberParser {
    /// The correctly rounded Double of a literal the scanner found to be a plain fraction,
    /// `-?D+.D+` (no exponent, not JSON5), or nil when it has more than 19 digits or lies too
    /// close to a halfway point for Eisel-Lemire (``double(_:)`` reads those). The commonest
    /// shape (8 to 20 bytes after the sign, the point in the first eight, at most 16 fraction
    /// digits: GeoJSON coordinates such as `-65.613616999999977`) is read by
    /// ``ShortDecimal/init(fixedPoint:isPlainFraction:)`` without a digit test, the others by
    /// ``ShortDecimal/init(_:)``; then Clinger's fast path when the digits fit in 53 bits, else
    /// Eisel-Lemire.
    ///
    /// At most 19 digits and no exponent: the value is 0 or lies between 10^-19 and 10^19, so it
    /// never overflows or underflows.
    @inline(__always)
    static func plainFractionDouble(_ literal: InputBytes) -> Double? {
        if let short = ShortDecimal(fixedPoint: literal, isPlainFraction: true) { return roundedDouble(short) }
        return otherPlainFractionDouble(literal)
    }

    /// ``plainFractionDouble(_:)`` for the shapes other than the commonest, out of line so that
    /// the loop of ``ShortDecimal/init(_:)`` stays out of the callers' hot paths.
    @inline(never)
    static func otherPlainFractionDouble(_ literal: InputBytes) -> Double? {
        guard let short = ShortDecimal(literal) else { return nil }
        return roundedDouble(short)
    }

    /// The Double of `short` (a plain fraction's digits) by Clinger's fast path or
    /// ``plainFractionEiselLemire(_:_:)``, or nil when Eisel-Lemire cannot settle it.
    @inline(__always)
    static func roundedDouble(_ short: ShortDecimal) -> Double? {
        let bits: UInt64
        if let exact = clingerFastPath(short.significand, short.exponent, Binary64.self) {
            bits = exact
        } else {
            let rounded = plainFractionEiselLemire(short.significand, short.exponent)
            guard rounded.isExact else { return nil }
            bits = rounded.bits
        }
        return Double(bitPattern: short.isNegative ? bits | (1 << 63) : bits)
    }
}
