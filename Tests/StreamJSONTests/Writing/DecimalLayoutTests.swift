import Foundation
import Testing
@testable import StreamJSON

/// The float printer writes seventeen digits at fixed offsets and then moves the fraction one
/// byte to the right after the point (OutputBuffer+FloatingPoint, DecimalDigits). These pin every
/// position the point can take (`ddd.ddd` with 1 to 16 integer digits, `0.000ddd`) at every
/// length from 1 to 17 significant digits, full-precision values of every binade between 2^-17
/// and 2^53, and the digit words themselves, against `JSONEncoder`.
@Suite struct DecimalLayoutTests {

    /// Values whose shortest form has `integerDigits` digits before the point (0 for `0.000ddd`)
    /// and `length` significant digits in all, from decimal strings made of random digits.
    static func decimals(seed: UInt64) -> [Double] {
        var random = DoublePrinterTests.Generator(state: seed)
        var values: [Double] = []
        for integerDigits in 0...16 {
            for length in 1...17 {
                for _ in 0..<12 {
                    var digits = (0..<length).map { _ in Character(String(random.next() % 10)) }
                    digits[0] = Character(String(1 + random.next() % 9))
                    let text: String
                    if integerDigits == 0 {
                        text = "0." + String(repeating: "0", count: Int(random.next() % 4)) + String(digits)
                    } else if length <= integerDigits {
                        text = String(digits) + String(repeating: "0", count: integerDigits - length)
                    } else {
                        text = String(digits.prefix(integerDigits)) + "." + String(digits.dropFirst(integerDigits))
                    }
                    values.append(Double(text)!)
                }
            }
        }
        return values
    }

    /// Random significands in every binade from 2^-17 to 2^53: mostly 16 and 17 digits, the
    /// form of coordinates and measurements (canada.json's -65.613616999999977).
    static func fullPrecision(seed: UInt64) -> [Double] {
        var random = DoublePrinterTests.Generator(state: seed)
        var values: [Double] = []
        for biased in UInt64(1023 - 17)...(1023 + 53) {
            for _ in 0..<64 {
                values.append(Double(bitPattern: biased << 52 | random.next() & 0xF_FFFF_FFFF_FFFF))
            }
        }
        return values
    }

    @Test func everyPointPositionAndLengthMatchesJSONEncoder() throws {
        let values = Self.decimals(seed: 41) + Self.fullPrecision(seed: 43)
        let signed = values + values.map { -$0 }
        let ours = String(decoding: try StreamJSONEncoder().encode(signed), as: UTF8.self)
        let foundation = String(decoding: try JSONEncoder().encode(signed), as: UTF8.self)
        #expect(ours == foundation)
        for value in signed where FloatingPointText.printed(value) != FloatingPointText.expected(value) {
            Issue.record("\(value.bitPattern): \(FloatingPointText.printed(value))")
        }
    }

    @Test func floatsOfEveryBinadeBelowTwoToTheTwentyFourMatchJSONEncoder() throws {
        var random = DoublePrinterTests.Generator(state: 47)
        var values: [Float] = []
        for biased in UInt32(127 - 17)...(127 + 24) {
            for _ in 0..<64 {
                values.append(Float(bitPattern: biased << 23 | UInt32(truncatingIfNeeded: random.next()) & 0x7F_FFFF))
            }
        }
        let signed = values + values.map { -$0 }
        #expect(try StreamJSONEncoder().encode(signed) == JSONEncoder().encode(signed))
    }

    @Test func eightDigitWordsSpellTheirValue() {
        var random = DoublePrinterTests.Generator(state: 53)
        let samples = Array(UInt32(0)..<20_000) + (0..<20_000).map { _ in UInt32(random.next() % 100_000_000) }
        for value in samples + [99_999_999, 10_000_000, 9_999_999] {
            let word = DecimalDigits.eight(value).littleEndian
            let text = withUnsafeBytes(of: word) { String(decoding: $0, as: UTF8.self) }
            let expected = String(repeating: "0", count: 8 - String(value).count) + String(value)
            if text != expected { Issue.record("\(value): \(text)") }
        }
    }

    @Test func significantCountDropsExactlyTheTrailingZeros() {
        var random = DoublePrinterTests.Generator(state: 59)
        for _ in 0..<20_000 {
            let scale = (0..<random.next() % 17).reduce(UInt64(1)) { power, _ in power * 10 }
            let value = (10_000_000_000_000_000 + random.next() % 90_000_000_000_000_000) / scale * scale
            let digits = DecimalDigits.seventeen(value)
            var expected = String(value)
            while expected.hasSuffix("0") { expected.removeLast() }
            #expect(DecimalDigits.significantCount(middle: digits.middle, last: digits.last) == expected.count)
            #expect(digits.first == String(value).utf8.first)
        }
    }
}
