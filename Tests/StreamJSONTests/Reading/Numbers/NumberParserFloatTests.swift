import Testing
@testable import StreamJSON

/// `NumberParser.float` against the oracle `Float(String)`: rounded directly to Float, so the
/// cases where rounding through Double first would be wrong must come out right.
@Suite struct NumberParserFloatTests {
    typealias Support = NumberParserSupport

    func expectMatchesOracle(_ literal: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = Float(literal)!
        let actual = Support.float(literal)
        #expect(
            actual.bitPattern == expected.bitPattern, "\(literal): \(actual) != \(expected)",
            sourceLocation: sourceLocation)
    }

    static let hardCases = [
        "7.038531e-26", "1.00000005960464477550", "1.0000000596046447755", "1.00000005960464477539062499",
        "1.000000059604644775390625", "1.000000059604644775390626", "16777217", "16777219", "33554434",
        "3.4028235e38", "3.4028236e38", "340282356779733661637539395458142568448",
        "340282356779733661637539395458142568447.9999", "3.4028234663852886e38", "1e39",
        "1.17549435e-38", "1.1754942e-38", "1.401298464324817e-45", "1e-45", "7e-46", "7.006492321624085e-46",
        "7.006492321624086e-46",
        "0.000000000000000000000000000000000000000000000700649232162408535461864791644958"
            + "065640130970938257885878534141944895541342930300743319094181060791015625",
        "0.1", "0.2", "1e10", "1e11", "16777216e10", "3e-46", "-0", "0e999999", "1e-99999", "-1e99999",
        "2.4414062E-4", "8.589973e9", "4.7223665e21", "1.23456789012345678901234567890123456789e20",
    ]

    @Test func matchesOracleOnHardCases() {
        for literal in Self.hardCases { expectMatchesOracle(literal) }
        for literal in NumberParserTests.jsonTestSuiteNumbers { expectMatchesOracle(literal) }
        #expect(Support.float("7.038531e-26") == 7.038531e-26 as Float)
    }

    @Test func roundsExactHalfwayPointsToEven() {
        var generator = SeededGenerator(seed: 0x5EED_0011)
        for _ in 0..<2_000 {
            let value = Float(bitPattern: UInt32.random(in: 1..<0x7F80_0000, using: &generator))
            let isSubnormal = value.exponentBitPattern == 0
            let significand = UInt64(value.significandBitPattern | (isSubnormal ? 0 : 1 << 23))
            let exponent = isSubnormal ? -149 : Int(value.exponentBitPattern) - 150
            let midpoint = Support.exactDecimal(significand: 2 * significand + 1, exponent: exponent - 1)
            expectMatchesOracle(midpoint)
            let even = significand & 1 == 0 ? value : value.nextUp
            #expect(Support.float(midpoint) == even, "\(midpoint)")
            let above = midpoint.contains(".") ? midpoint + "0000000000000000000000001" : midpoint + ".01"
            #expect(Support.float(above) == value.nextUp, "\(above)")
        }
    }

    /// Shortest representations of random Floats, random Doubles (whose digits often lie close
    /// to a Float halfway point), and random digit strings.
    @Test func matchesOracleOnSeededRandomSweep() {
        var generator = SeededGenerator(seed: 0x5EED_0012)
        for trial in 0..<100_000 {
            let literal: String
            switch trial % 3 {
            case 0:
                let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
                guard value.isFinite else { continue }
                literal = value.description
            case 1:
                let value = Double(Float(bitPattern: UInt32.random(in: 0..<0x7F80_0000, using: &generator)))
                literal = (value.nextUp * 0.5 + value * 0.5).description
            default:
                let digits =
                    UInt64.random(in: 0...UInt64.max, using: &generator)
                    >> UInt64.random(
                        in: 0...60,
                        using: &generator)
                literal = "\(digits)e\(Int.random(in: -70...40, using: &generator))"
            }
            expectMatchesOracle(literal)
        }
    }
}
