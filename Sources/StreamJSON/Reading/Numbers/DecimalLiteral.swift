/// The parts of a number literal that the scanner already validated against RFC 8259:
/// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
///
/// For `-12.50e3` the parts are:
///
///     byte:   -  1  2  .  5  0  e  3
///     index:  0  1  2  3  4  5  6  7
///     isNegative = true, integerDigits = 1..<3, fractionDigits = 4..<6, exponent = 3
///
/// The value is `digits × 10^(exponent - fractionDigits.count)` where `digits` is the integer
/// and fraction digits read as one decimal integer (`1250`). Nothing here allocates.
struct DecimalLiteral {
    /// The bytes of the literal; valid for as long as the caller's buffer is.
    let bytes: InputBytes
    /// Whether the literal starts with `-`.
    let isNegative: Bool
    /// Indices of the integer part's digits (never empty).
    let integerDigits: Range<Int>
    /// Indices of the fraction's digits; empty (at `integerDigits.upperBound`) without a fraction.
    let fractionDigits: Range<Int>
    /// The explicit exponent, saturated at ±`exponentLimit` so that no literal overflows it.
    let exponent: Int

    /// Exponents beyond this are far outside every binary format and integer type, so clamping
    /// there changes no result; the limit leaves room to add any buffer length without overflow.
    static let exponentLimit = 1 << 56

    /// Splits a validated literal into its parts in one pass.
    init(_ bytes: InputBytes) {
        self.bytes = bytes
        let count = bytes.count
        var position = 0
        isNegative = count > 0 && bytes[0] == UInt8(ascii: "-")
        if isNegative { position = 1 }
        let integerStart = position
        while position < count && DecimalLiteral.isDigit(bytes[position]) { position += 1 }
        integerDigits = integerStart..<position
        if position < count && bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            while position < count && DecimalLiteral.isDigit(bytes[position]) { position += 1 }
            fractionDigits = fractionStart..<position
        } else {
            fractionDigits = position..<position
        }
        let exponent = position < count ? DecimalLiteral.explicitExponent(bytes, at: position) : 0
        self.exponent = exponent
    }

    /// The explicit exponent of a validated literal whose `e` or `E` is at `position` (its
    /// digits run to the end of `bytes`), saturated at ±``exponentLimit``: the one exponent
    /// reader of both literal forms (``ShortDecimal`` too).
    @inline(__always)
    static func explicitExponent(_ bytes: InputBytes, at position: Int) -> Int {
        let count = bytes.count
        var position = position + 1
        var isNegative = false
        if position < count
            && (bytes[unchecked: position] == UInt8(ascii: "-") || bytes[unchecked: position] == UInt8(ascii: "+"))
        {
            isNegative = bytes[unchecked: position] == UInt8(ascii: "-")
            position += 1
        }
        var exponent = 0
        while position < count {
            if exponent < exponentLimit {
                exponent = exponent &* 10 &+ Int(bytes[unchecked: position] &- UInt8(ascii: "0"))
            }
            position += 1
        }
        exponent = Swift.min(exponent, exponentLimit)
        return isNegative ? -exponent : exponent
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Whether any byte in `range` is a digit other than `0`.
    func hasNonzeroDigit(in range: Range<Int>) -> Bool {
        for index in range where bytes[index] != UInt8(ascii: "0") { return true }
        return false
    }
}

/// The leading significant digits of a literal, at most a chosen number of them:
/// `value ≈ digits(in: range) × 10^exponent`, exactly equal unless `isTruncated`.
struct SignificantDigits {
    /// The kept digits' byte indices; the range may contain the `.` byte, never anything else.
    let range: Range<Int>
    /// How many digits `range` holds; 0 when the literal's value is zero.
    let count: Int
    /// The power of ten that scales the kept digits (saturated, like `DecimalLiteral.exponent`).
    let exponent: Int
    /// Whether a nonzero digit was dropped, so the true value is slightly larger than the kept one.
    let isTruncated: Bool
}

extension DecimalLiteral {
    /// The first `limit` significant digits (leading zeros skipped) and the exponent that scales
    /// them. Linear in the literal's length.
    func significantDigits(limit: Int) -> SignificantDigits {
        var start = integerDigits.lowerBound
        while start < integerDigits.upperBound && bytes[start] == UInt8(ascii: "0") { start += 1 }
        if start == integerDigits.upperBound {
            // The integer part is zero: the significant digits start in the fraction.
            start = fractionDigits.lowerBound
            while start < fractionDigits.upperBound && bytes[start] == UInt8(ascii: "0") { start += 1 }
            let end = start + Swift.min(limit, fractionDigits.upperBound - start)
            return SignificantDigits(
                range: start..<end,
                count: end - start,
                exponent: exponent - (end - fractionDigits.lowerBound),
                isTruncated: hasNonzeroDigit(in: end..<fractionDigits.upperBound))
        }
        let integerCount = integerDigits.upperBound - start
        if integerCount >= limit {
            let end = start + limit
            return SignificantDigits(
                range: start..<end,
                count: limit,
                exponent: exponent + (integerCount - limit),
                isTruncated: hasNonzeroDigit(in: end..<integerDigits.upperBound)
                    || hasNonzeroDigit(in: fractionDigits))
        }
        let fractionCount = Swift.min(limit - integerCount, fractionDigits.count)
        let end = fractionCount == 0 ? integerDigits.upperBound : fractionDigits.lowerBound + fractionCount
        return SignificantDigits(
            range: start..<end,
            count: integerCount + fractionCount,
            exponent: exponent - fractionCount,
            isTruncated: hasNonzeroDigit(in: (fractionDigits.lowerBound + fractionCount)..<fractionDigits.upperBound))
    }

    /// The kept digits as an integer; `digits.count` must be at most 19.
    func integerValue(of digits: SignificantDigits) -> UInt64 {
        var value: UInt64 = 0
        for index in digits.range where bytes[index] != UInt8(ascii: ".") {
            value = value &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
        }
        return value
    }
}
