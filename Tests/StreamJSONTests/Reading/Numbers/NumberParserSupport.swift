@testable import StreamJSON

/// Helpers shared by the number parser tests: calling the parser on a `String` and exact
/// decimal expansions of binary values (for halfway cases). The seeded random generator is
/// ``SeededGenerator`` (Support/SeededGenerator.swift).
enum NumberParserSupport {
    static func double(_ literal: String) -> Double {
        InputBytes.with(Array(literal.utf8)) { NumberParser.double($0) }
    }

    static func float(_ literal: String) -> Float {
        InputBytes.with(Array(literal.utf8)) { NumberParser.float($0) }
    }

    /// `count` random decimal digits.
    static func randomDigits(_ count: Int, using generator: inout SeededGenerator) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
    }

    static func integer<T: FixedWidthInteger>(_ literal: String, as type: T.Type) -> IntegerResult<T> {
        InputBytes.with(Array(literal.utf8)) { NumberParser.integer($0, as: type) }
    }

    /// The exact decimal expansion of `significand × 2^exponent`, as a JSON number literal.
    static func exactDecimal(significand: UInt64, exponent: Int) -> String {
        // Base 10^9 limbs, least significant first.
        var limbs: [UInt64] = [
            significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000,
            significand / 1_000_000_000_000_000_000,
        ]
        func multiply(by factor: UInt64) {
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] * factor + carry
                limbs[index] = product % 1_000_000_000
                carry = product / 1_000_000_000
            }
            while carry != 0 {
                limbs.append(carry % 1_000_000_000)
                carry /= 1_000_000_000
            }
        }
        // m × 2^e for e ≥ 0; m × 5^-e / 10^-e otherwise.
        for _ in 0..<abs(exponent) { multiply(by: exponent >= 0 ? 2 : 5) }
        while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
        var digits = String(limbs.last!)
        for limb in limbs.dropLast().reversed() {
            let text = String(limb)
            digits += String(repeating: "0", count: 9 - text.count) + text
        }
        if exponent >= 0 { return digits }
        let fractionCount = -exponent
        if digits.count <= fractionCount {
            digits = String(repeating: "0", count: fractionCount - digits.count + 1) + digits
        }
        let split = digits.index(digits.endIndex, offsetBy: -fractionCount)
        return digits[..<split] + "." + digits[split...]
    }
}
