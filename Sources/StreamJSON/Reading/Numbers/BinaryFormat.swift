/// The parameters of an IEEE 754 binary format that number parsing needs, so that one
/// implementation rounds directly to `Double` or to `Float` (never through `Double` for `Float`,
/// which would round twice).
///
/// Results travel as bit patterns without the sign, in a `UInt64`: for any finite pattern `b`,
/// `b + 1` is the next larger value, and the largest finite pattern plus one is infinity.
struct BinaryFormat {
    /// Stored significand bits, without the implicit leading one: 52 or 23.
    let significandBits: Int
    /// The exponent bias: 1023 or 127.
    let exponentBias: Int
    /// Below `w × 10^q` with this `q`, every `w < 2^64` rounds to zero.
    let smallestPowerOfTen: Int
    /// Above `w × 10^q` with this `q`, every `w ≥ 1` rounds to infinity.
    let largestPowerOfTen: Int
    /// The largest integer whose conversion is exact, for the fast path (2^53 or 2^24).
    let largestExactInteger: UInt64
    /// The largest power of ten that is exact in this format (22 or 10).
    let largestExactPowerOfTen: Int

    /// The bit pattern of positive infinity.
    var infinity: UInt64 { UInt64(2 &* exponentBias &+ 1) << significandBits }

    static let double = BinaryFormat(
        significandBits: 52, exponentBias: 1023, smallestPowerOfTen: -342, largestPowerOfTen: 308,
        largestExactInteger: 1 << 53, largestExactPowerOfTen: 22)

    static let float = BinaryFormat(
        significandBits: 23, exponentBias: 127, smallestPowerOfTen: -65, largestPowerOfTen: 38,
        largestExactInteger: 1 << 24, largestExactPowerOfTen: 10)
}
