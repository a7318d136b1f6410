extension ShortDecimal {
    /// Reads the most common shape of a fractional literal, `-?D.F` with 1 to 7 integer digits,
    /// 1 to 16 fraction digits and at most 19 digits in all (`-65.61361699999999`, `0.25`,
    /// `3.14159`), without a loop: the integer digits and the point come from the first word,
    /// the fraction from at most two more words, the last one ending at the literal's end.
    /// Returns nil for any other shape (fewer than 8 bytes after the sign, an exponent, a longer
    /// integer part), which ``init(_:)`` then reads.
    @inline(__always)
    init?(fixedPoint bytes: InputBytes) {
        self.init(fixedPoint: bytes, isPlainFraction: false)
    }

    /// The same, for a literal known to be `-?D+.D+` when `isPlainFraction` is true (the
    /// scanner's flags say so: a fraction, no exponent, not JSON5): its only non-digit after the
    /// sign is the point, so the words are read without a digit test.
    @inline(__always)
    init?(fixedPoint bytes: InputBytes, isPlainFraction: Bool) {
        let count = bytes.count
        let isNegative = count > 0 && bytes[unchecked: 0] == UInt8(ascii: "-")
        let start = isNegative ? 1 : 0
        // 8 to 20 bytes after the sign: a whole first word, and at most 19 digits.
        guard UInt(bitPattern: count &- start &- 8) <= 12 else { return nil }
        let head = bytes.loadWord(unchecked: start)
        let integerDigits = EightDigits.leadingDigitCount(head)
        guard integerDigits > 0 && integerDigits < 8 else { return nil }
        if !isPlainFraction && (head &>> UInt64(8 &* integerDigits)) & 0xFF != UInt64(UInt8(ascii: ".")) {
            return nil
        }
        let fractionStart = start &+ integerDigits &+ 1
        let fractionDigits = count &- fractionStart
        guard fractionDigits > 0 && fractionDigits <= 16 else { return nil }
        var significand = EightDigits.value(head &<< UInt64(64 &- 8 &* integerDigits))
        // The fraction's last digits (all of them, or those after the first eight) are the top
        // bytes of the word that ends the literal; shifting the others out leaves zeros.
        let tail = bytes.loadWord(unchecked: count &- 8)
        let last = fractionDigits <= 8 ? fractionDigits : fractionDigits &- 8
        let lastShift = UInt64(64 &- 8 &* last)
        if !isPlainFraction && EightDigits.leadingDigitCount(tail &>> lastShift) < last { return nil }
        if fractionDigits > 8 {
            let first = bytes.loadWord(unchecked: fractionStart)
            if !isPlainFraction && !EightDigits.areDigits(first) { return nil }
            significand = significand &* 100_000_000 &+ EightDigits.value(first)
        }
        significand =
            significand &* EightDigits.powerOfTen(last) &+ EightDigits.value((tail &>> lastShift) &<< lastShift)
        self.init(isNegative: isNegative, significand: significand, exponent: -fractionDigits)
    }
}
