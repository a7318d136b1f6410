// The generator's random numbers: SplitMix64, written out so the documents depend on the seed
// alone, not on the platform's `SystemRandomNumberGenerator` or a library version.

/// Steele, Lea and Flood's SplitMix64 (the seeding generator of xoshiro): 64 bits of state,
/// one add and three xor-shift-multiply steps per number. Deterministic for a given seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `range`: the high word of a 64x64-bit multiply (Lemire), so no division;
    /// the bias is below count / 2^64, far under anything a benchmark document could show.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let count = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: count).high)
    }

    /// A double in `range`, from 53 random bits.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    /// True with the given probability.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...(choices.count - 1))]
    }
}
