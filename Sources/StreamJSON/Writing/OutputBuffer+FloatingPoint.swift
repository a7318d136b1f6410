extension OutputBuffer {
    /// Appends a finite `Double` exactly as `JSONEncoder` prints it: Swift's shortest
    /// round-trip `description` without a trailing `.0` (`1`, `-0`, `0.1`, `1e+16`, `1e-07`,
    /// `5e-324`, `1.2345678901234568e+20`).
    ///
    /// Integral values up to 2^53, the common case in real documents, are printed as integers
    /// directly. Other values take their digits from `ShortestDecimal` (Schubfach), the same
    /// shortest-then-closest digits as the standard library's printer, and the layout of
    /// `description`: exponential notation above 2^53 and below 10^-4, decimal otherwise.
    func appendDouble(_ value: Double) {
        appendDouble(value, after: nil)
    }

    /// Appends `separator` (when there is one) and then a finite `Double`, as `appendDouble(_:)`
    /// writes it: the array writers' `,` goes in with the number's bytes.
    @inline(__always)
    func appendDouble(_ value: Double, after separator: UInt8?) {
        assert(value.isFinite, "non-finite values are handled by the encoder's strategy")
        let magnitude = value.magnitude
        if magnitude <= 9_007_199_254_740_992, magnitude.rounded(.towardZero) == magnitude {
            if let separator { append(separator) }
            appendDecimal(UInt64(magnitude), negative: value.sign == .minus)
            return
        }
        // Every Double above 2^52 is an integer, so what is left here above 2^53 takes the
        // exponential form, as in `description`.
        let (significand, exponent) = ShortestDecimal.digits(of: value)
        appendShortest(
            significand, exponent, negative: value.sign == .minus,
            exponential: magnitude > 9_007_199_254_740_992, after: separator)
    }

    /// Appends a finite `Float` exactly as `JSONEncoder` prints it (`8.9`, `1e-07`,
    /// `3.4028235e+38`): the `Float`'s own shortest digits, not those of the `Double` it widens to,
    /// in exponential notation above 2^24 and below 10^-4.
    func appendFloat(_ value: Float) {
        assert(value.isFinite, "non-finite values are handled by the encoder's strategy")
        let magnitude = value.magnitude
        if magnitude <= 16_777_216, magnitude.rounded(.towardZero) == magnitude {
            appendDecimal(UInt64(magnitude), negative: value.sign == .minus)
            return
        }
        let (significand, exponent) = ShortestDecimal.digits(of: value)
        appendShortest(
            significand, exponent, negative: value.sign == .minus,
            exponential: magnitude > 16_777_216, after: nil)
    }

    /// "00" "01" … "99": two decimal digits per lookup.
    private static let floatDigitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// 10^0 … 10^19, for counting digits.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// Appends `significand * 10^exponent` (significand without trailing zeros, at most 17 digits)
    /// in `description`'s layout: `d.ddde+XX` (at least two exponent digits) when `exponential` or
    /// when the leading digit's power of ten is below -4; otherwise `0.000ddd`, `ddd.ddd`, or an
    /// integer (`description`'s `.0` left out).
    private func appendShortest(
        _ significand: UInt64, _ exponent: Int, negative: Bool, exponential: Bool, after separator: UInt8?
    ) {
        let bitLength = 64 &- significand.leadingZeroBitCount
        let guess = (bitLength &* 1233) >> 12
        let count = guess &+ (significand >= OutputBuffer.powersOfTen[guess] ? 1 : 0)
        let scientific = exponent &+ count &- 1
        // At most "," + "-" + 17 digits + "." + "e-324", or ",-0.0000" + 17 digits: 25 bytes.
        unsafe withUnsafeSpace(maximumCount: 32) { out in
            var written = 0
            if let separator {
                unsafe out[0] = separator
                written = 1
            }
            if negative {
                unsafe out[written] = UInt8(ascii: "-")
                written &+= 1
            }
            if exponential || scientific < -4 {
                // The digits one byte to the right, then the first moved left over a ".".
                unsafe OutputBuffer.writeDigits(significand, count: count, to: out + (written &+ 1))
                unsafe out[written] = unsafe out[written &+ 1]
                if count > 1 {
                    unsafe out[written &+ 1] = UInt8(ascii: ".")
                    written &+= count &+ 1
                } else {
                    written &+= 1
                }
                unsafe out[written] = UInt8(ascii: "e")
                unsafe out[written &+ 1] = scientific < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
                written &+= 2
                var power = scientific < 0 ? 0 &- scientific : scientific
                if power >= 100 {
                    unsafe out[written] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: power / 100)
                    written &+= 1
                    power %= 100
                }
                unsafe OutputBuffer.writeDigits(UInt64(truncatingIfNeeded: power), count: 2, to: out + written)
                return written &+ 2
            }
            if scientific < 0 {
                // 0.000ddd: "0." and -scientific - 1 zeros (at most three) before the digits.
                let zeros = 0 &- scientific &- 1
                unsafe out[written] = UInt8(ascii: "0")
                unsafe out[written &+ 1] = UInt8(ascii: ".")
                unsafe (out + (written &+ 2)).initialize(repeating: UInt8(ascii: "0"), count: 4)
                written &+= 2 &+ zeros
                unsafe OutputBuffer.writeDigits(significand, count: count, to: out + written)
                return written &+ count
            }
            let integerDigits = scientific &+ 1
            if count <= integerDigits {
                // An integer: the digits and integerDigits - count zeros.
                unsafe OutputBuffer.writeDigits(significand, count: count, to: out + written)
                unsafe (out + (written &+ count)).initialize(
                    repeating: UInt8(ascii: "0"),
                    count: integerDigits &- count)
                return written &+ integerDigits
            }
            // ddd.ddd: the digits one byte to the right, then the integer part moved left.
            unsafe OutputBuffer.writeDigits(significand, count: count, to: out + (written &+ 1))
            for index in written..<(written &+ integerDigits) {
                unsafe out[index] = unsafe out[index &+ 1]
            }
            unsafe out[written &+ integerDigits] = UInt8(ascii: ".")
            return written &+ count &+ 1
        }
    }

    /// Writes the `count` decimal digits of `value` (leading zeros if it has fewer) at
    /// `destination[0..<count]`, from the right: eight at a time in 32-bit arithmetic, then two at a
    /// time, each pair one 16-bit load from the pair table and one 16-bit store.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        var rest = value
        var position = count
        floatDigitPairs.withUTF8Buffer { pairs in
            let table = unsafe UnsafeRawPointer(pairs.baseAddress!)
            let out = UnsafeMutableRawPointer(destination)
            while position >= 8 {
                let chunk = UInt32(truncatingIfNeeded: rest % 100_000_000)
                rest /= 100_000_000
                let high = chunk / 10_000
                let low = chunk &- high &* 10_000
                position &-= 8
                unsafe writeFour(low, from: table, to: out + (position &+ 4))
                unsafe writeFour(high, from: table, to: out + position)
            }
            var small = UInt32(truncatingIfNeeded: rest)
            while position >= 2 {
                let next = small / 100
                let pair = Int(truncatingIfNeeded: small &- next &* 100) &* 2
                small = next
                position &-= 2
                let digits = unsafe table.loadUnaligned(fromByteOffset: pair, as: UInt16.self)
                unsafe out.storeBytes(of: digits, toByteOffset: position, as: UInt16.self)
            }
            if position == 1 {
                unsafe destination[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: small)
            }
        }
    }

    /// Writes the four digits of `value` (below 10,000) at `destination[0..<4]`.
    @inline(__always)
    private static func writeFour(
        _ value: UInt32, from table: UnsafeRawPointer, to destination: UnsafeMutableRawPointer
    ) {
        let high = value / 100
        let low = value &- high &* 100
        let first = unsafe table.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: high) &* 2, as: UInt16.self)
        let second = unsafe table.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: low) &* 2, as: UInt16.self)
        unsafe destination.storeBytes(of: first, as: UInt16.self)
        unsafe destination.storeBytes(of: second, toByteOffset: 2, as: UInt16.self)
    }
}
