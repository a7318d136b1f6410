import Foundation
import Testing
@testable import StreamJSON

/// The Schubfach printer (ShortestDecimal, OutputBuffer+FloatingPoint) writes exactly the bytes
/// `JSONEncoder` writes: the standard library's `description` without a trailing `.0`. The big run
/// (10^7 values per type) is `streamjson-bench --check-doubles N`; this is a fixed-seed sample of
/// it plus every edge list, and a learning test pinning that `JSONEncoder` prints `description`.
@Suite struct DoublePrinterTests {

    /// A deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Doubles a printer gets wrong first: powers of ten and their neighbours, the exponent
    /// switches (10^-4, 2^53), the lowest significand of every binade, subnormals, the extremes.
    static var doubleEdges: [Double] {
        var values: [Double] = [
            0.0, 1.0, 0.1, 0.2, 0.3, 1.5, 4.35, 2.2250738585072014e-308,
            Double(bitPattern: 0x000F_FFFF_FFFF_FFFF), .greatestFiniteMagnitude, .leastNormalMagnitude,
            .leastNonzeroMagnitude,
            .ulpOfOne, .pi, 9_007_199_254_740_992, 9_007_199_254_740_994, 0.0001, 0.00001, 0.00009999999999999999,
            1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 123456789012345680, 2.5e-5, -65.613616999999977, 43.420273000000009,
        ]
        for exponent in -325...308 {
            let power = Double("1e\(exponent)")!
            values += [power, power.nextUp, power.nextDown]
        }
        for biased in UInt64(0)...2046 {
            let lowest = Double(bitPattern: biased << 52)
            values += [lowest, lowest.nextUp, lowest.nextDown, Double(bitPattern: (biased << 52) | 0xF_FFFF_FFFF_FFFF)]
        }
        for significand in UInt64(1)...4096 {
            values.append(Double(bitPattern: significand))
        }
        for offset in -2048...2048 {
            values.append(9_007_199_254_740_992 + Double(offset) * 2)
            values.append(0.0001 + Double(offset) * 0.0001.ulp)
        }
        return values.filter { $0.isFinite }
    }

    static var floatEdges: [Float] {
        var values: [Float] = [
            0, 1, 0.1, 8.9, 1e-7, 3.4028235e38, .greatestFiniteMagnitude, .leastNormalMagnitude,
            .leastNonzeroMagnitude, 16_777_216, 16_777_218, 33_554_432, 0.0001, 0.00001, 1e7, 1e8,
        ]
        for exponent in -46...38 {
            let power = Float("1e\(exponent)")!
            values += [power, power.nextUp, power.nextDown]
        }
        for biased in UInt32(0)...254 {
            let lowest = Float(bitPattern: biased << 23)
            values += [lowest, lowest.nextUp, lowest.nextDown, Float(bitPattern: (biased << 23) | 0x7F_FFFF)]
        }
        for offset in -2048...2048 {
            values.append(16_777_216 + Float(offset) * 2)
            values.append(0.0001 + Float(offset) * Float(0.0001).ulp)
        }
        return values.filter { $0.isFinite }
    }

    /// Random bit patterns, random exponents with random significands, short decimals, and
    /// integers near 2^53.
    static func randomDoubles(count: Int, seed: UInt64) -> [Double] {
        var random = Generator(state: seed)
        var values: [Double] = []
        values.reserveCapacity(count)
        while values.count < count {
            let bits = random.next()
            let value: Double
            switch bits % 4 {
            case 0: value = Double(bitPattern: random.next())
            case 1: value = Double(String(random.next() % 100_000_000) + "e" + String(Int(random.next() % 660) - 330))!
            case 2: value = Double(Int64(1 << 53) + Int64(random.next() % 4096) - 2048) * (bits & 8 == 0 ? 1 : 3)
            default: value = Double(bitPattern: (random.next() & 0x800F_FFFF_FFFF_FFFF) | ((bits >> 8 & 0x7FF) << 52))
            }
            if value.isFinite { values.append(value) }
        }
        return values
    }

    static func randomFloats(count: Int, seed: UInt64) -> [Float] {
        var random = Generator(state: seed)
        var values: [Float] = []
        values.reserveCapacity(count)
        while values.count < count {
            let bits = random.next()
            let value: Float
            switch bits % 3 {
            case 0: value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            case 1: value = Float(String(random.next() % 10_000_000) + "e" + String(Int(random.next() % 90) - 45))!
            default: value = Float(Int32(1 << 24) + Int32(random.next() % 4096) - 2048) * (bits & 8 == 0 ? 1 : 3)
            }
            if value.isFinite { values.append(value) }
        }
        return values
    }

    @Test func jsonEncoderWritesDescriptionWithoutTrailingPointZero() throws {
        let encoder = JSONEncoder()
        let doubles =
            Self.randomDoubles(count: 2_000, seed: 7) + [1.0, -0.0, 1e16, .leastNonzeroMagnitude, 0.0001, 1e-5]
        let encodedDoubles = String(decoding: try encoder.encode(doubles), as: UTF8.self)
        #expect(encodedDoubles == "[" + doubles.map { FloatingPointText.expected($0) }.joined(separator: ",") + "]")
        let floats = Self.randomFloats(count: 2_000, seed: 7) + [1, -0.0, 16_777_218, .leastNonzeroMagnitude]
        let encodedFloats = String(decoding: try encoder.encode(floats), as: UTF8.self)
        #expect(encodedFloats == "[" + floats.map { FloatingPointText.expected($0) }.joined(separator: ",") + "]")
    }

    @Test func printsEveryDoubleEdgeAsDescriptionDoes() {
        var mismatches: [String] = []
        for value in Self.doubleEdges {
            for signed in [value, -value] where FloatingPointText.printed(signed) != FloatingPointText.expected(signed)
            {
                mismatches.append(
                    "\(signed.bitPattern): \(FloatingPointText.printed(signed)) != \(FloatingPointText.expected(signed))"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test func printsEveryFloatEdgeAsDescriptionDoes() {
        var mismatches: [String] = []
        for value in Self.floatEdges {
            for signed in [value, -value] where FloatingPointText.printed(signed) != FloatingPointText.expected(signed)
            {
                mismatches.append(
                    "\(signed.bitPattern): \(FloatingPointText.printed(signed)) != \(FloatingPointText.expected(signed))"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test func printsEverySubnormalFloatWithASmallSignificandAsDescriptionDoes() {
        var mismatches = 0
        for bits in UInt32(1)...65_536 {
            let value = Float(bitPattern: bits)
            if FloatingPointText.printed(value) != FloatingPointText.expected(value) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func printsTwoHundredThousandRandomDoublesAsDescriptionDoes() {
        var mismatches: [String] = []
        for value in Self.randomDoubles(count: 200_000, seed: 29)
        where FloatingPointText.printed(value) != FloatingPointText.expected(value) {
            mismatches.append(
                "\(value.bitPattern): \(FloatingPointText.printed(value)) != \(FloatingPointText.expected(value))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test func printsTwoHundredThousandRandomFloatsAsDescriptionDoes() {
        var mismatches: [String] = []
        for value in Self.randomFloats(count: 200_000, seed: 29)
        where FloatingPointText.printed(value) != FloatingPointText.expected(value) {
            mismatches.append(
                "\(value.bitPattern): \(FloatingPointText.printed(value)) != \(FloatingPointText.expected(value))")
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }
}
