import Testing
@testable import StreamJSON

/// `NumberParser.double` against the oracle, Swift's own `Double(String)` (correctly rounded):
/// every comparison is on bit patterns, so `-0.0` and `0.0` differ.
@Suite struct NumberParserTests {
    typealias Support = NumberParserSupport

    func expectMatchesOracle(_ literal: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = Double(literal)!
        let actual = Support.double(literal)
        #expect(
            actual.bitPattern == expected.bitPattern, "\(literal): \(actual) != \(expected)",
            sourceLocation: sourceLocation)
    }

    /// The number literals of JSONTestSuite's `y_number*`, `i_number*` and `test_transform` files.
    static let jsonTestSuiteNumbers = [
        "123e65", "0e+1", "0e1", "4",
        "-0.000000000000000000000000000000000000000000000000000000000000000000000000000001",
        "20e1", "-0", "-123", "-1", "1E22", "1E-2", "1E+2", "123e45", "123.456e78", "1e-2", "1e+2", "123",
        "123.456789", "123.456e-789",
        "0.4e0066999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999"
            + "9999999999999999999999969999999006",
        "-1e+9999", "1.5e+9999", "-123123e100000", "123123e100000", "123e-10000000", "-123123123123123123123123123123",
        "100000000000000000000", "-237462374673276894279832749832423479823246327846",
        "-9223372036854775808", "-9223372036854775809", "1.0", "1.000000000000000005", "1000000000000000",
        "10000000000000000999", "1e-999", "1e6", "9223372036854775807", "9223372036854775808",
    ]

    @Test func matchesOracleOnJSONTestSuiteNumbers() {
        for literal in Self.jsonTestSuiteNumbers { expectMatchesOracle(literal) }
    }

    static let hardCases = [
        // Around the smallest normal and the subnormals.
        "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
        "2.225073858507201e-308",
        "4.9e-324", "5e-324", "2e-324", "3e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
        "1e-323", "4.940656458412465441765687928682213723651e-324",
        // Around the largest finite value and overflow.
        "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
        "1.797693134862315807e308",
        "1.7976931348623158079e308", "1.797693134862315708145274237317043567981e308", "1e308", "1e309",
        // Ties between integers: 2^53 + 1 and friends.
        "9007199254740993", "9007199254740993.0000000000000000000001", "9007199254740992.9999999999999999999999",
        "9007199254740995", "9007199254740994.5", "18014398509481986", "18014398509481990",
        "900719925474099300000000e-8", "45035996273704965e-1",
        "4503599627370496.5", "4503599627370497.5",
        // Classics.
        "0.1", "0.2", "0.3", "1e23", "8.589973e9", "1.00000000000000011102230246251565404236316680908203125",
        "1.00000000000000011102230246251565404236316680908203124",
        "1.000000000000000111022302462515654042363166809082031251",
        "7.038531e-26", "3.4028235677973366e38", "2.2250738585072011e-308", "0.5", "123456789012345678901234567890",
        "1e22", "1e-22", "1e23", "9007199254740991e22", "9007199254740992e-22",
        "4.35679e-10", "1.5e-323",
        "0.000000000000000000000000000000000000000000001e300", "100000000000000000000000000000000000000000e-50",
        "-0.0", "0", "-0", "0.0e0", "0e-400", "0e400", "-0e999999999999999999999999",
        "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286"
            + "416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855"
            + "571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792",
        "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286"
            + "416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855"
            + "571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999",
        "-1.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001",
    ]

    @Test func matchesOracleOnHardCases() {
        for literal in Self.hardCases { expectMatchesOracle(literal) }
        #expect(Support.double("2.2250738585072011e-308").bitPattern == 0x000F_FFFF_FFFF_FFFF)  // largest subnormal
        #expect(Support.double("1.7976931348623159e308") == .infinity)
        #expect(Support.double("-1e400") == -.infinity)
        #expect(Support.double("-1e-400").bitPattern == (-0.0 as Double).bitPattern)
    }

    /// Halfway points between neighbouring Doubles, written out exactly, go to the even one;
    /// a digit more or less decides the direction.
    @Test func roundsExactHalfwayPointsToEven() {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        for trial in 0..<1_500 {
            let value: Double
            switch trial % 3 {
            case 0: value = Double(bitPattern: UInt64.random(in: 1..<0x7FF0_0000_0000_0000, using: &generator))
            case 1: value = Double(bitPattern: UInt64.random(in: 1..<0x0020_0000_0000_0000, using: &generator))
            default:
                value = Double(
                    bitPattern: UInt64.random(
                        in: 0x4330_0000_0000_0000..<0x4400_0000_0000_0000,
                        using: &generator))
            }
            let isSubnormal = value.exponentBitPattern == 0
            let significand = value.significandBitPattern | (isSubnormal ? 0 : 1 << 52)
            let exponent = isSubnormal ? -1074 : Int(value.exponentBitPattern) - 1075
            let midpoint = Support.exactDecimal(significand: 2 * significand + 1, exponent: exponent - 1)
            expectMatchesOracle(midpoint)
            let even = significand & 1 == 0 ? value : value.nextUp
            #expect(Support.double(midpoint) == even, "\(midpoint)")
            let above = midpoint.contains(".") ? midpoint + "00000000000000000000001" : midpoint + ".000001"
            expectMatchesOracle(above)
            #expect(Support.double(above) == value.nextUp)
            if midpoint.contains(".") {  // a fractional midpoint always ends in 5
                let below = String(midpoint.dropLast()) + "4999999999999999999999"
                expectMatchesOracle(below)
                #expect(Support.double(below) == value)
            }
        }
    }

    /// Exact ties with a negative power of ten: `(2m + 1) × 5^j` digits and exponent `-j`.
    @Test func roundsTiesWithFactorsOfFiveToEven() {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        for _ in 0..<2_000 {
            let odd = UInt64.random(in: (1 << 53)..<(1 << 54), using: &generator) | 1
            for j in 1...4 {
                var power: UInt64 = 1
                for _ in 0..<j { power *= 5 }
                expectMatchesOracle("\(odd * power)e-\(j)")
            }
        }
    }

    /// 200,000 random literals: shortest representations of random Doubles, and random digit
    /// strings of random length with random exponents (many of them truncated past 19 digits).
    @Test func matchesOracleOnSeededRandomSweep() {
        var generator = SeededGenerator(seed: 0x5EED_0003)
        let digits = Array("0123456789")
        func randomDigits(_ count: Int) -> String {
            String((0..<count).map { _ in digits[Int.random(in: 0..<10, using: &generator)] })
        }
        for trial in 0..<200_000 {
            let literal: String
            if trial % 2 == 0 {
                let value = Double(bitPattern: generator.next())
                guard value.isFinite else { continue }
                literal = value.description
            } else {
                let longest = trial % 10 == 1 ? 40 : 20
                var text = "0"
                if trial % 5 != 3 {
                    let integerCount = Int.random(in: 1...longest, using: &generator)
                    text = String(Int.random(in: 1...9, using: &generator)) + randomDigits(integerCount - 1)
                }
                if text == "0" || Bool.random(using: &generator) {
                    text += "." + randomDigits(Int.random(in: 1...longest, using: &generator))
                }
                if Bool.random(using: &generator) {
                    text += "e" + String(Int.random(in: -360...330, using: &generator))
                }
                literal = Bool.random(using: &generator) ? "-" + text : text
            }
            expectMatchesOracle(literal)
        }
    }

    /// Long literals cost one scan and never overflow the exponent bookkeeping.
    @Test func handlesHugeLiterals() {
        let million = String(repeating: "0", count: 1_000_000)
        #expect(Support.double("1" + million) == .infinity)
        #expect(Support.double("1" + million + "e-1000000") == 1)
        #expect(Support.double("0." + million + "1e1000001") == 1)
        #expect(Support.double("0." + million + "1e1000000") == 0.1)
        #expect(Support.double("0." + million + "1") == 0)
        #expect(Support.double("1." + String(repeating: "9", count: 1_000_000)) == 2)
        #expect(Support.double("1.5" + million + "1") == 1.5)
        #expect(Support.double("9007199254740993" + million + "e-1000000") == 9007199254740992)
        #expect(Support.double("9007199254740993" + million + "1e-1000001") == 9007199254740994)
        #expect(Support.double("1e999999") == .infinity)
        #expect(Support.double("123e-10000000") == 0)
        #expect(Support.double("1e" + String(repeating: "9", count: 100_000)) == .infinity)
        #expect(Support.double("1e-" + String(repeating: "9", count: 100_000)) == 0)
        #expect(Support.double("0e" + String(repeating: "9", count: 100_000)) == 0)
    }
}
