extension NumberParser {
    /// The correctly rounded Double of a literal the scanner found to be a plain fraction,
    /// `-?D+.D+` (no exponent, not JSON5), read by ``ShortDecimal/init(fixedPoint:isPlainFraction:)``
    /// without a digit test, or nil when it has another shape (the point past the first eight
    /// bytes, more than 16 fraction digits, more than 19 digits, fewer than 8 bytes after the
    /// sign): ``double(_:)`` reads those. GeoJSON coordinates (`-65.613616999999977`) take this
    /// path: Clinger's fast path when the digits fit in 53 bits, else Eisel-Lemire, else nil
    /// (a value too close to a halfway point, which the exact fallback settles).
    ///
    /// At most 16 fraction digits and 19 digits in all: the value is 0 or lies between 10^-16
    /// and 10^19, so it never overflows or underflows.
    @inline(__always)
    static func plainFractionDouble(_ literal: InputBytes) -> Double? {
        guard let short = ShortDecimal(fixedPoint: literal, isPlainFraction: true) else { return nil }
        let bits: UInt64
        if let exact = clingerFastPath(short.significand, short.exponent, Binary64.self) {
            bits = exact
        } else {
            let rounded = eiselLemire(short.significand, short.exponent, Binary64.self)
            guard rounded.isExact else { return nil }
            bits = rounded.bits
        }
        return Double(bitPattern: short.isNegative ? bits | (1 << 63) : bits)
    }
}
