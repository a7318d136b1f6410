/// The parameters of an IEEE 754 binary format that number parsing needs, so that one
/// implementation rounds directly to `Double` or to `Float` (never through `Double` for `Float`,
/// which would round twice).
///
/// The parameters are static constants of a type rather than fields of a value: each parsing
/// function is generic over the format, the compiler specialises it for ``Binary64`` and
/// ``Binary32``, and every parameter folds into the instructions that use it.
///
/// Results travel as bit patterns without the sign, in a `UInt64`: for any finite pattern `b`,
/// `b + 1` is the next larger value, and the largest finite pattern plus one is infinity.
protocol BinaryFormat {
    /// Stored significand bits, without the implicit leading one: 52 or 23.
    static var significandBits: Int { get }
    /// The exponent bias: 1023 or 127.
    static var exponentBias: Int { get }
    /// Below `w × 10^q` with this `q`, every `w < 2^64` rounds to zero.
    static var smallestPowerOfTen: Int { get }
    /// Above `w × 10^q` with this `q`, every `w ≥ 1` rounds to infinity.
    static var largestPowerOfTen: Int { get }
    /// The largest integer whose conversion is exact, for the fast path (2^53 or 2^24).
    static var largestExactInteger: UInt64 { get }
    /// The largest power of ten that is exact in this format (22 or 10).
    static var largestExactPowerOfTen: Int { get }
}

extension BinaryFormat {
    /// The bit pattern of positive infinity.
    @inline(__always)
    static var infinity: UInt64 { UInt64(2 &* exponentBias &+ 1) << significandBits }
}

/// IEEE 754 binary64: `Double`.
enum Binary64: BinaryFormat {
    static var significandBits: Int { 52 }
    static var exponentBias: Int { 1023 }
    static var smallestPowerOfTen: Int { -342 }
    static var largestPowerOfTen: Int { 308 }
    static var largestExactInteger: UInt64 { 1 << 53 }
    static var largestExactPowerOfTen: Int { 22 }
}

/// IEEE 754 binary32: `Float`.
enum Binary32: BinaryFormat {
    static var significandBits: Int { 23 }
    static var exponentBias: Int { 127 }
    static var smallestPowerOfTen: Int { -65 }
    static var largestPowerOfTen: Int { 38 }
    static var largestExactInteger: UInt64 { 1 << 24 }
    static var largestExactPowerOfTen: Int { 10 }
}
