// The one random number generator of the tests. Every random sweep (number parsing and
// printing, string escaping, random documents, streaming splits) draws from it with a fixed
// seed, so a failure names an input that can be reproduced.

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators"):
/// small, fast, and the same sequence on every platform for the same seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
