import Testing
@testable import StreamJSON

/// `ShortDecimal(fixedPoint:)`, the loop-free reader of `-?D.F` literals: it accepts exactly
/// the shapes it promises, and the numbers read through it are bit for bit Swift's own.
@Suite struct FixedPointDecimalTests {
    typealias Support = NumberParserSupport

    static func fixedPoint(_ literal: String) -> ShortDecimal? {
        var text = literal
        return text.withUTF8 { InputBytes.with($0) { ShortDecimal(fixedPoint: $0) } }
    }

    /// Every integer width 1...9 and fraction width 1...18, both signs, with and without an
    /// exponent: accepted when the literal has 8 or more bytes after its sign, 1 to 7 integer digits, 1 to 16
    /// fraction digits, 19 digits at most and no exponent, and then read exactly.
    @Test func acceptsExactlyItsShapeAndReadsItExactly() {
        var generator = SeededGenerator(seed: 0xF1ED_0001)
        func digits(_ count: Int) -> String { NumberParserSupport.randomDigits(count, using: &generator) }
        for integerDigits in 1...9 {
            for fractionDigits in 1...18 {
                for trial in 0..<40 {
                    let sign = trial % 2 == 0 ? "" : "-"
                    let integer =
                        trial % 4 < 2
                        ? String(Int.random(in: 1...9, using: &generator)) + digits(integerDigits - 1)
                        : (integerDigits == 1 ? "0" : "9" + digits(integerDigits - 1))
                    let plain = sign + integer + "." + digits(fractionDigits)
                    let literal =
                        trial % 5 == 4 ? plain + "e" + String(Int.random(in: -30...30, using: &generator)) : plain
                    let promised =
                        literal.utf8.count - sign.utf8.count >= 8 && integerDigits <= 7 && fractionDigits <= 16
                        && integerDigits + fractionDigits <= 19 && !literal.contains("e")
                    let read = Self.fixedPoint(literal)
                    #expect((read != nil) == promised, "\(literal)")
                    if let read {
                        #expect(read.isNegative == !sign.isEmpty)
                        #expect(read.exponent == -fractionDigits, "\(literal)")
                        #expect(
                            String(read.significand) == String(UInt64(integer + literal.split(separator: ".")[1])!),
                            "\(literal)")
                    }
                    #expect(Support.double(literal).bitPattern == Double(literal)!.bitPattern, "\(literal)")
                    #expect(Support.float(literal).bitPattern == Float(literal)!.bitPattern, "\(literal)")
                }
            }
        }
    }

    /// Literals with no point in their first eight digits, too few bytes or an exponent are left
    /// to the general reader, and read exactly there.
    @Test func declinesOtherShapes() {
        for literal in [
            "12345678.5", "-12345678.5", "1234567890", "1.5", "-0.5", "1.5e10", "123.456E-7",
            "0.0000001", "12.3456789012345678",
        ] {
            let promised = literal == "0.0000001" || literal == "12.3456789012345678"
            #expect((Self.fixedPoint(literal) != nil) == promised, "\(literal)")
            #expect(Support.double(literal).bitPattern == Double(literal)!.bitPattern, "\(literal)")
        }
    }
}
