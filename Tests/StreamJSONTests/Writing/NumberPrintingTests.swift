import Foundation
import Testing
@testable import StreamJSON

/// Numbers are printed as `JSONEncoder` prints them: integers in decimal, and `Float`/`Double`
/// as Swift's shortest round-trip `description` without a trailing `.0`.
@Suite struct NumberPrintingTests {

    static func printed<T: FixedWidthInteger>(_ value: T) -> String {
        let buffer = OutputBuffer()
        buffer.appendInteger(value)
        return String(decoding: buffer.makeArray(), as: UTF8.self)
    }

    @Test func printsFoundationsObservedDoubles() {
        let cases: [(Double, String)] = [
            (0.1, "0.1"), (0.1 + 0.2, "0.30000000000000004"), (1, "1"), (100, "100"), (1e15, "1000000000000000"),
            (1e16, "1e+16"), (1e17, "1e+17"), (123_456_789_012_345_683_968, "1.2345678901234568e+20"),
            (1e300, "1e+300"), (1e-7, "1e-07"), (1e-5, "1e-05"), (0.0001, "0.0001"), (1.5e-300, "1.5e-300"),
            (-0.0, "-0"), (0, "0"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (.leastNonzeroMagnitude, "5e-324"), (.leastNormalMagnitude, "2.2250738585072014e-308"),
            (Double("9007199254740993")!, "9007199254740992"), (.pi, "3.141592653589793"),
            (9_007_199_254_740_994, "9.007199254740994e+15"), (-1.5, "-1.5"), (123_456.789e3, "123456789"),
        ]
        for (value, text) in cases {
            #expect(FloatingPointText.printed(value) == text, "\(value)")
        }
    }

    @Test func printsFoundationsObservedFloats() {
        let cases: [(Float, String)] = [
            (8.9, "8.9"), (0.1, "0.1"), (1e-7, "1e-07"), (Float("16777217")!, "16777216"),
            (.greatestFiniteMagnitude, "3.4028235e+38"), (.leastNonzeroMagnitude, "1e-45"), (-0.0, "-0"),
            (1e10, "1e+10"), (16_777_218, "1.6777218e+07"), (0.0001, "0.0001"), (1e-5, "1e-05"),
        ]
        for (value, text) in cases {
            #expect(FloatingPointText.printed(value) == text, "\(value)")
        }
    }

    @Test func randomDoubleBitPatternsPrintAsTheirDescription() {
        var generator = SeededGenerator(seed: 0x5EED_D0B1E)
        var checked = 0
        while checked < 300_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let text = FloatingPointText.printed(value)
            if text != FloatingPointText.expected(value) {
                Issue.record("\(value.bitPattern): \(text) != \(FloatingPointText.expected(value))")
                return
            }
            checked += 1
        }
    }

    @Test func randomFloatBitPatternsPrintAsTheirDescription() {
        var generator = SeededGenerator(seed: 0xF10A7)
        for _ in 0..<300_000 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
            guard value.isFinite else { continue }
            let text = FloatingPointText.printed(value)
            if text != FloatingPointText.expected(value) {
                Issue.record("\(value.bitPattern): \(text) != \(FloatingPointText.expected(value))")
                return
            }
        }
    }

    @Test func everyDecimalDigitCountAndExponentPrintsAsItsDescription() {
        // Values people write: short decimals at every scale, integers near 2^53, powers of two.
        var values: [Double] = []
        for exponent in -325...308 {
            for mantissa in [1.0, 1.5, 2.5, 9.999, 1.2345678901234567, 4.35, 7.0e-1] {
                values.append(mantissa * pow(10, Double(exponent)))
            }
        }
        for power in -1074...1023 { values.append(pow(2, Double(power))) }
        for offset in -5...5 { values.append(9_007_199_254_740_992 + Double(offset)) }
        values += [
            Double.leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
            .greatestFiniteMagnitude, 1.0.nextUp, 1.0.nextDown,
        ]
        for value in values where value.isFinite {
            #expect(FloatingPointText.printed(value) == FloatingPointText.expected(value))
            #expect(FloatingPointText.printed(-value) == FloatingPointText.expected(-value))
        }
    }

    @Test func aSampleMatchesJSONEncoderItself() throws {
        // The rule "description without a trailing .0" checked against JSONEncoder directly.
        var generator = SeededGenerator(seed: 77)
        var doubles = (0..<2_000).map { _ in Double(bitPattern: generator.next()) }.filter(\.isFinite)
        doubles += [1e16, 1e-7, .leastNonzeroMagnitude, -0.0, 1, 0.1, 123_456_789_012_345_683_968]
        let floats = (0..<2_000).map { _ in Float(bitPattern: UInt32(truncatingIfNeeded: generator.next())) }.filter(
            \.isFinite)
        let encoder = StreamJSONEncoder()
        #expect(try encoder.encode(doubles) == JSONEncoder().encode(doubles))
        #expect(try encoder.encode(floats) == JSONEncoder().encode(floats))
    }

    @Test func printsIntegersAtTheirLimits() {
        #expect(Self.printed(Int64.min) == "-9223372036854775808")
        #expect(Self.printed(Int64.max) == "9223372036854775807")
        #expect(Self.printed(UInt64.max) == "18446744073709551615")
        #expect(Self.printed(Int8.min) == "-128")
        #expect(Self.printed(UInt8.max) == "255")
        #expect(Self.printed(0) == "0")
        #expect(Self.printed(Int.min) == "-9223372036854775808")
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            #expect(Self.printed(Int128.max) == "170141183460469231731687303715884105727")
            #expect(Self.printed(UInt128.max) == "340282366920938463463374607431768211455")
            #expect(Self.printed(Int128.min) == "-170141183460469231731687303715884105728")
        }
        var generator = SeededGenerator(seed: 10)
        for _ in 0..<10_000 {
            let value = Int64(bitPattern: generator.next()) >> Int64.random(in: 0...63, using: &generator)
            #expect(Self.printed(value) == value.description)
        }
    }

    @Test func integersThroughTheEncoderMatchJSONEncoder() throws {
        let values: [Int64] = [.min, .max, 0, -1, 1, 9, 10, 99, 100, 999_999_999_999]
        #expect(try StreamJSONEncoder().encode(values) == JSONEncoder().encode(values))
        let mixed = EncodeWith { encoder in
            var list = encoder.unkeyedContainer()
            try list.encode(Int8.min)
            try list.encode(UInt8.max)
            try list.encode(Int16.min)
            try list.encode(UInt32.max)
            try list.encode(UInt.max)
            if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
                try list.encode(Int128.min)
                try list.encode(UInt128.max)
            }
        }
        #expect(try StreamJSONEncoder().encode(mixed) == JSONEncoder().encode(mixed))
    }
}
