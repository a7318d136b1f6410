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
        // An integer up to 2^53 converts to Int64 and back unchanged (a conversion instruction
        // each way, where `rounded(.towardZero)` was a call into the C library).
        if magnitude <= 9_007_199_254_740_992 {
            let integer = Int64(magnitude)
            if Double(integer) == magnitude {
                if let separator { append(separator) }
                appendDecimal(UInt64(truncatingIfNeeded: integer), negative: value.sign == .minus)
                return
            }
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
        if magnitude <= 16_777_216 {
            let integer = Int32(magnitude)
            if Float(integer) == magnitude {
                appendDecimal(UInt64(truncatingIfNeeded: integer), negative: value.sign == .minus)
                return
            }
        }
        let (significand, exponent) = ShortestDecimal.digits(of: value)
        appendShortest(
            significand, exponent, negative: value.sign == .minus,
            exponential: magnitude > 16_777_216, after: nil)
    }

    /// 10^0 … 10^19, for counting digits and padding to seventeen.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// Appends `significand * 10^exponent` (significand below 10^17, trailing zeros allowed) in
    /// `description`'s layout: `d.ddde+XX` (at least two exponent digits) when `exponential` or
    /// when the leading digit's power of ten is below -4; otherwise `0.000ddd`, `ddd.ddd`, or an
    /// integer (`description`'s `.0` left out).
    ///
    /// The significand is padded with zeros to seventeen digits, so that every layout writes them
    /// with the same three stores at fixed offsets (`DecimalDigits.seventeen(_:)`); the length
    /// that counts is found in the digits afterwards, and whatever the stores wrote past it is
    /// left in the reserved space, to be overwritten by what comes next.
    @inline(__always)
    private func appendShortest(
        _ significand: UInt64, _ exponent: Int, negative: Bool, exponential: Bool, after separator: UInt8?
    ) {
        let bitLength = 64 &- significand.leadingZeroBitCount
        let guess = (bitLength &* 1233) >> 12
        let count = guess &+ (significand >= OutputBuffer.powersOfTen[guess] ? 1 : 0)
        let scientific = exponent &+ count &- 1
        let digits = DecimalDigits.seventeen(significand &* OutputBuffer.powersOfTen[17 &- count])
        let length = DecimalDigits.significantCount(middle: digits.middle, last: digits.last)
        // At most "," + "-" + "0.000" + 17 digits + 16 bytes reloaded one byte to the right,
        // or "," + "-" + "d." + 16 digits + "e-324": 35 bytes.
        unsafe withUnsafeSpace(maximumCount: 40) { out in
            var written = 0
            if let separator {
                unsafe out[0] = separator
                written = 1
            }
            if negative {
                unsafe out[written] = UInt8(ascii: "-")
                written &+= 1
            }
            let raw = UnsafeMutableRawPointer(out)
            if exponential || scientific < -4 {
                // d.ddd: the first digit, a ".", the other sixteen, then "e" where they end.
                unsafe out[written] = digits.first
                unsafe out[written &+ 1] = UInt8(ascii: ".")
                unsafe raw.storeBytes(of: digits.middle.littleEndian, toByteOffset: written &+ 2, as: UInt64.self)
                unsafe raw.storeBytes(of: digits.last.littleEndian, toByteOffset: written &+ 10, as: UInt64.self)
                written &+= length > 1 ? length &+ 1 : 1
                return unsafe OutputBuffer.writeExponent(scientific, to: out + written) &+ written
            }
            if scientific < 0 {
                // 0.000ddd: "0." and -scientific - 1 zeros (at most three) before the digits.
                unsafe raw.storeBytes(of: UInt32(0x3030_2E30).littleEndian, toByteOffset: written, as: UInt32.self)
                unsafe out[written &+ 4] = UInt8(ascii: "0")
                written &+= 1 &- scientific
                unsafe out[written] = digits.first
                unsafe raw.storeBytes(of: digits.middle.littleEndian, toByteOffset: written &+ 1, as: UInt64.self)
                unsafe raw.storeBytes(of: digits.last.littleEndian, toByteOffset: written &+ 9, as: UInt64.self)
                return written &+ length
            }
            // All seventeen digits; an integer is the first scientific + 1 of them (the padding
            // supplies its zeros). Otherwise the digits from the point on are read back and
            // written again one byte to the right, after a ".".
            unsafe out[written] = digits.first
            unsafe raw.storeBytes(of: digits.middle.littleEndian, toByteOffset: written &+ 1, as: UInt64.self)
            unsafe raw.storeBytes(of: digits.last.littleEndian, toByteOffset: written &+ 9, as: UInt64.self)
            let point = written &+ scientific &+ 1
            if length <= scientific &+ 1 {
                return point
            }
            let fraction0 = unsafe raw.loadUnaligned(fromByteOffset: point, as: UInt64.self)
            let fraction1 = unsafe raw.loadUnaligned(fromByteOffset: point &+ 8, as: UInt64.self)
            unsafe out[point] = UInt8(ascii: ".")
            unsafe raw.storeBytes(of: fraction0, toByteOffset: point &+ 1, as: UInt64.self)
            unsafe raw.storeBytes(of: fraction1, toByteOffset: point &+ 9, as: UInt64.self)
            return written &+ length &+ 1
        }
    }

    /// Writes "e", the sign and the digits (at least two) of a decimal exponent (-324...308) at
    /// `destination`, and returns how many bytes that is.
    @inline(__always)
    private static func writeExponent(_ exponent: Int, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        unsafe destination[0] = UInt8(ascii: "e")
        unsafe destination[1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        var power = UInt32(truncatingIfNeeded: exponent < 0 ? 0 &- exponent : exponent)
        var written = 2
        if power >= 100 {
            let hundreds = power / 100
            unsafe destination[2] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundreds)
            power &-= hundreds &* 100
            written = 3
        }
        let tens = power / 10
        unsafe destination[written] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
        unsafe destination[written &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: power &- tens &* 10)
        return written &+ 2
    }
}
