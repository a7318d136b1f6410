extension OutputBuffer {
    /// "00" "01" … "99": two decimal digits per lookup.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Appends an integer in decimal, without building a `String` (for widths up to 64 bits).
    @inline(__always)
    func appendInteger<T: FixedWidthInteger>(_ value: T) {
        if T.bitWidth <= 64 {
            if T.isSigned && value < 0 {
                // Magnitude of Int64.min fits in UInt64.
                appendDecimal(UInt64(truncatingIfNeeded: 0 &- Int64(truncatingIfNeeded: value)), negative: true)
            } else {
                appendDecimal(UInt64(truncatingIfNeeded: value), negative: false)
            }
        } else {
            appendASCII(value.description)
        }
    }

    /// Appends `magnitude` in decimal, preceded by `-` when `negative`.
    func appendDecimal(_ magnitude: UInt64, negative: Bool) {
        unsafe withUnsafeSpace(maximumCount: 21) { out in
            var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes, enough for 20 digits
            return unsafe withUnsafeMutableBytes(of: &scratch) { raw in
                let digits = unsafe raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                var position = 24
                var rest = magnitude
                OutputBuffer.digitPairs.withUTF8Buffer { pairs in
                    while rest >= 100 {
                        let pair = Int(rest % 100) &* 2
                        rest /= 100
                        position &-= 2
                        unsafe digits[position] = unsafe pairs[pair]
                        unsafe digits[position &+ 1] = unsafe pairs[pair &+ 1]
                    }
                    if rest >= 10 {
                        let pair = Int(rest) &* 2
                        position &-= 2
                        unsafe digits[position] = unsafe pairs[pair]
                        unsafe digits[position &+ 1] = unsafe pairs[pair &+ 1]
                    } else {
                        position &-= 1
                        unsafe digits[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
                    }
                }
                var written = 0
                if negative {
                    unsafe out[0] = UInt8(ascii: "-")
                    written = 1
                }
                let length = 24 &- position
                unsafe (out + written).update(from: digits + position, count: length)
                return written &+ length
            }
        }
    }

    /// Appends the UTF-8 bytes of a string that needs no escaping (a number's description).
    func appendASCII(_ string: String) {
        var copy = string
        copy.withUTF8 { unsafe append($0) }
    }
}
