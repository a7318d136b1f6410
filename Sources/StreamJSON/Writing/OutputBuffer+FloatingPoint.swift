extension OutputBuffer {
    /// Appends a finite `Double` exactly as `JSONEncoder` prints it: Swift's shortest
    /// round-trip `description` without a trailing `.0` (`1`, `-0`, `0.1`, `1e+16`, `1e-07`,
    /// `5e-324`, `1.2345678901234568e+20`).
    ///
    /// Integral values up to 2^53, the common case in real documents, are printed as integers
    /// without building a `String`.
    func appendDouble(_ value: Double) {
        assert(value.isFinite, "non-finite values are handled by the encoder's strategy")
        let magnitude = value.magnitude
        if magnitude <= 9_007_199_254_740_992, magnitude.rounded(.towardZero) == magnitude {
            appendDecimal(UInt64(magnitude), negative: value.sign == .minus)
            return
        }
        appendShortestDescription(value.description)
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
        appendShortestDescription(value.description)
    }

    private func appendShortestDescription(_ description: String) {
        if description.hasSuffix(".0") {
            appendASCII(String(description.dropLast(2)))
        } else {
            appendASCII(description)
        }
    }
}
