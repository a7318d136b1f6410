import Foundation
import Testing

@testable import StreamJSON

/// `NumberParser.plainFractionDouble`, the decoder's reader of `-?D+.D+` literals (the shape of
/// GeoJSON coordinates): it reads exactly the shapes it promises, bit for bit as Swift's own
/// parser does, and leaves every other one to the general reader.
@Suite struct PlainFractionTests {
    static func plainFraction(_ literal: String) -> Double? {
        InputBytes.with(Array(literal.utf8)) { NumberParser.plainFractionDouble($0) }
    }

    /// Random digits of every integer width 1...9 and fraction width 1...18, both signs, with
    /// leading zeros in either part: accepted up to 19 digits in all (without a digit test when
    /// the literal has 8 to 20 bytes after its sign, its point in the first eight and at most 16
    /// fraction digits), and then read exactly.
    @Test func readsEveryDigitCountExactly() {
        var generator = SeededGenerator(seed: 0x6E05_0001)
        let widths = (1...9).flatMap { integer in (1...18).map { (integer: integer, fraction: $0) } }
        for (width, trial) in widths.flatMap({ width in (0..<60).map { (width, $0) } }) {
            let head =
                switch trial % 4 {
                case 0, 1: String(Int.random(in: 1...9, using: &generator))
                case 2: width.integer == 1 ? "0" : "9"
                default: width.integer == 1 ? "0" : "1" + String(repeating: "0", count: width.integer - 1)
                }
            let zeros = trial % 6 == 5 ? width.fraction / 2 : 0
            let literal =
                (trial % 2 == 0 ? "" : "-") + head
                + NumberParserSupport.randomDigits(width.integer - head.count, using: &generator) + "."
                + String(repeating: "0", count: zeros)
                + NumberParserSupport.randomDigits(width.fraction - zeros, using: &generator)
            let allDigits = width.integer + width.fraction
            let read = Self.plainFraction(literal)
            if let read {
                #expect(allDigits <= 19 && read.bitPattern == Double(literal)!.bitPattern, "\(literal)")
            } else {
                // Declined past 19 digits, or beside a halfway point, which Eisel-Lemire cannot settle.
                #expect(allDigits > 15, "\(literal)")
            }
        }
    }

    /// Literals at and beside the halfway point between two neighbouring Doubles, cut to 16
    /// fraction digits: read exactly, or declined.
    @Test func readsNearHalfwayPointsExactlyOrDeclines() {
        var generator = SeededGenerator(seed: 0x6E05_0002)
        var declined = 0
        for _ in 0..<2_000 {
            let value = Double.random(in: 1..<1_000, using: &generator)
            let halfway = value + value.ulp / 2
            for literal in [
                String(format: "%.16f", halfway), String(format: "%.15f", halfway), String(format: "%.14f", value),
                String(format: "%.16f", value.nextUp), "-" + String(format: "%.13f", halfway),
            ] {
                guard let read = Self.plainFraction(literal) else {
                    declined += 1
                    continue
                }
                #expect(read.bitPattern == Double(literal)!.bitPattern, "\(literal)")
            }
        }
        #expect(declined < 1_000)
    }

    /// Short literals and long integer parts are read by the general short reader; more than 19
    /// digits are not this reader's; `-0.0` keeps its sign.
    @Test func readsShortLiteralsDeclinesLongOnesAndKeepsTheSignOfZero() {
        for literal in ["12345678.5", "-12345678.5", "1.5", "-0.5", "123.456", "0.12345678901234567", "1764123456.789"]
        {
            #expect(Self.plainFraction(literal)?.bitPattern == Double(literal)!.bitPattern, "\(literal)")
        }
        for literal in ["0.12345678901234567890", "-12345678901234567890.5", "1234567890.1234567890"] {
            #expect(Self.plainFraction(literal) == nil, "\(literal)")
        }
        let zero = Self.plainFraction("-0.000000000")
        #expect(zero == 0 && zero?.sign == .minus)
        #expect(Self.plainFraction("0.0000000000000000")?.bitPattern == 0)
        #expect(Self.plainFraction("9999999.999999999999") == 9_999_999.999_999_999_999)
    }

    /// `plainFractionEiselLemire`, Eisel-Lemire without the checks a plain fraction's digits
    /// cannot need (`w ≠ 0`, `-19 ≤ q ≤ -1`): the same result as the general one for random
    /// significands of 1 to 19 digits (canada's coordinates have 15 to 17) and every such `q`,
    /// and when exact, the value Swift's parser reads.
    @Test func plainFractionEiselLemireMatchesTheGeneralOne() {
        var generator = SeededGenerator(seed: 0x6E06_0001)
        for digits in 1...19 {
            let low = (1..<digits).reduce(UInt64(1)) { power, _ in power * 10 }
            let high = digits == 19 ? 9_999_999_999_999_999_999 : low * 10 - 1
            for q in -19 ... -1 {
                for trial in 0..<40 {
                    let w = trial == 0 ? low : trial == 1 ? high : UInt64.random(in: low...high, using: &generator)
                    let plain = NumberParser.plainFractionEiselLemire(w, q)
                    let general = NumberParser.eiselLemire(w, q, Binary64.self)
                    #expect(plain.bits == general.bits && plain.isExact == general.isExact, "\(w)e\(q)")
                    if plain.isExact {
                        #expect(plain.bits == Double("\(w)e\(q)")!.bitPattern, "\(w)e\(q)")
                    }
                }
            }
        }
    }

    /// Through the decoder, a position struct over an unkeyed container and a `[Double]` read
    /// the same numbers as `JSONDecoder`.
    @Test func decodesAsFoundationDoes() throws {
        typealias Position = ElementInitDecodingTests.Position
        var generator = SeededGenerator(seed: 0x6E05_0003)
        var literals: [String] = []
        for digits in 1...17 {
            for _ in 0..<20 {
                let value = Double.random(in: -180...180, using: &generator)
                literals.append(String(format: "%.\(digits)f", value))
            }
        }
        literals += ["-65.613616999999977", "43.420273000000009", "0.1", "-0.0", "12", "-7", "1e5", "1.5E-3"]
        let pairs = stride(from: 0, to: literals.count - 1, by: 2).map { "[\(literals[$0]),\(literals[$0 + 1])]" }
        let json = Data(("[" + pairs.joined(separator: ",") + "]").utf8)
        let ours = try StreamJSONDecoder().decode([Position].self, from: json)
        let theirs = try JSONDecoder().decode([Position].self, from: json)
        #expect(ours.map(\.longitude.bitPattern) == theirs.map(\.longitude.bitPattern))
        #expect(ours.map(\.latitude.bitPattern) == theirs.map(\.latitude.bitPattern))
        let flat = Data(("[" + literals.joined(separator: ",") + "]").utf8)
        let ourDoubles = try StreamJSONDecoder().decode([Double].self, from: flat)
        let theirDoubles = try JSONDecoder().decode([Double].self, from: flat)
        #expect(ourDoubles.map(\.bitPattern) == theirDoubles.map(\.bitPattern))
    }
}
