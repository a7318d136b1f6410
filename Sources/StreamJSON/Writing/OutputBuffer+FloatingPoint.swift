extension OutputBuffer {
    /// Appends a finite `Double` exactly as `JSONEncoder` prints it: Swift's shortest
    /// round-trip `description` without a trailing `.0` (`1`, `-0`, `0.1`, `1e+16`, `1e-07`,
    /// `5e-324`, `1.2345678901234568e+20`).
    ///
    /// Integral values up to 2^53, the common case in real documents, are printed as integers
    /// directly. Other values take their digits from the standard library's own shortest-digits
    /// printer (the one behind `description`, so the bytes are the same by construction),
    /// through `TextOutputStreamable`, which hands over its stack buffer without building a
    /// `String`.
    func appendDouble(_ value: Double) {
        assert(value.isFinite, "non-finite values are handled by the encoder's strategy")
        let magnitude = value.magnitude
        if magnitude <= 9_007_199_254_740_992, magnitude.rounded(.towardZero) == magnitude {
            appendDecimal(UInt64(magnitude), negative: value.sign == .minus)
            return
        }
        var sink = ShortestDigitsSink(buffer: self)
        value.write(to: &sink)
    }

    /// Appends a finite `Float` exactly as `JSONEncoder` prints it (`8.9`, `1e-07`,
    /// `3.4028235e+38`): the `Float`'s own shortest digits, not those of the `Double` it widens to.
    func appendFloat(_ value: Float) {
        assert(value.isFinite, "non-finite values are handled by the encoder's strategy")
        let magnitude = value.magnitude
        if magnitude <= 16_777_216, magnitude.rounded(.towardZero) == magnitude {
            appendDecimal(UInt64(magnitude), negative: value.sign == .minus)
            return
        }
        var sink = ShortestDigitsSink(buffer: self)
        value.write(to: &sink)
    }
}

/// Receives a floating-point value's `description` bytes and appends them without a trailing
/// `.0`. The standard library's `Double`/`Float` printers call `_writeASCII` (a `TextOutputStream`
/// requirement with a default) with their stack buffer; `write(_:)` is the fallback if a future
/// library builds a `String` instead.
private struct ShortestDigitsSink: TextOutputStream {
    let buffer: OutputBuffer

    mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        if count >= 2, unsafe bytes[count - 2] == UInt8(ascii: "."), unsafe bytes[count - 1] == UInt8(ascii: "0") {
            unsafe buffer.append(UnsafeBufferPointer(rebasing: bytes[..<(count - 2)]))
        } else {
            unsafe buffer.append(bytes)
        }
    }

    mutating func write(_ string: String) {
        var copy = string
        copy.withUTF8 { unsafe _writeASCII($0) }
    }
}
