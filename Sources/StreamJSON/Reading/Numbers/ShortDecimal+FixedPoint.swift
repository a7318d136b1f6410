extension ShortDecimal {
    /// Reads the most common shape of a fractional literal, `-?D.F` with 1 to 7 integer digits,
    /// 1 to 16 fraction digits and at most 19 digits in all (`-65.61361699999999`, `0.25`,
    /// `3.14159`), without a loop: the integer digits and the point come from the first word,
    /// the fraction from at most two more words, the last one ending at the literal's end.
    /// Returns nil for any other shape (fewer than 8 bytes after the sign, an exponent, a longer
    /// integer part), which ``init(_:)`` then reads.
    @inline(__always)
    init?(fixedPoint bytes: InputBytes) {
        let count = bytes.count
        let isNegative = count > 0 && bytes[unchecked: 0] == UInt8(ascii: "-")
        let start = isNegative ? 1 : 0
        guard start + 8 <= count else { return nil }
        let head = bytes.loadWord(unchecked: start)
        let integerDigits = EightDigits.leadingDigitCount(head)
        guard integerDigits > 0 && integerDigits < 8,
            (head >> UInt64(8 * integerDigits)) & 0xFF == UInt64(UInt8(ascii: "."))
        else { return nil }
        let fractionStart = start + integerDigits + 1
        let fractionDigits = count - fractionStart
        guard fractionDigits > 0 && fractionDigits <= 16 && integerDigits + fractionDigits <= 19 else {
            return nil
        }
        var significand = EightDigits.value(head << UInt64(64 - 8 * integerDigits))
        let tail = bytes.loadWord(unchecked: count - 8)
        if fractionDigits <= 8 {
            guard let fraction = EightDigits.trailingRunValue(tail, count: fractionDigits) else { return nil }
            significand = significand &* EightDigits.powerOfTen(fractionDigits) &+ fraction
        } else {
            let first = bytes.loadWord(unchecked: fractionStart)
            let rest = fractionDigits - 8
            guard EightDigits.areDigits(first),
                let last = EightDigits.trailingRunValue(tail, count: rest)
            else { return nil }
            significand =
                significand &* EightDigits.powerOfTen(fractionDigits)
                &+ EightDigits.value(first) &* EightDigits.powerOfTen(rest) &+ last
        }
        self.init(isNegative: isNegative, significand: significand, exponent: -fractionDigits)
    }
}
