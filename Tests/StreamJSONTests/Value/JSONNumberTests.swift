import Foundation
import Testing
@testable import StreamJSON

/// ``JSONNumber``: the literal is kept, values are read on demand, equality is by exact value.
@Suite struct JSONNumberTests {
    @Test func keepsTheLiteralAsWritten() throws {
        for literal in ["0", "-0", "1.50", "2.5E+3", "12345678901234567890123456789.000001", "1e400"] {
            #expect(JSONNumber(literal)?.literal == literal)
            #expect(JSONNumber(literal)?.description == literal)
        }
    }

    @Test func rejectsTextThatIsNotAnRFC8259Number() {
        for text in ["", "-", "01", "1.", ".5", "+1", "1e", "0x10", " 1", "1 ", "NaN", "Infinity", "1.5.2"] {
            #expect(JSONNumber(text) == nil, "\(text)")
        }
    }

    @Test func writesIntegersAndFloatingPointAsTheShortestLiteral() {
        #expect(JSONNumber(42).literal == "42")
        #expect(JSONNumber(Int64.min).literal == "-9223372036854775808")
        #expect(JSONNumber(UInt64.max).literal == "18446744073709551615")
        #expect(JSONNumber(0.1).literal == "0.1")
        #expect(JSONNumber(2.0).literal == "2")
        #expect(JSONNumber(1e-7).literal == "1e-07")
        #expect(JSONNumber(Float(0.1)).literal == "0.1")
        #expect(
            JSONNumber(Decimal(string: "123456789012345678901234567890.123")!).literal
                == "123456789012345678901234567890.123")
    }

    @Test func writesNonFiniteValuesAsJSON5Literals() {
        #expect(JSONNumber(Double.infinity).literal == "Infinity")
        #expect(JSONNumber(-Double.infinity).literal == "-Infinity")
        #expect(JSONNumber(Double.nan).literal == "NaN")
        #expect(JSONNumber(Double.nan).double.isNaN)
        #expect(JSONNumber(-Double.infinity).double == -.infinity)
    }

    @Test func readsIntegersOnlyWhenExact() throws {
        let n = try #require(JSONNumber("3e2"))
        #expect(n.int == 300 && n.int64 == 300 && n.uint64 == 300 && n.isInteger)
        #expect(JSONNumber("2.0")?.int == 2)
        #expect(JSONNumber("2.5")?.int == nil)
        #expect(JSONNumber("2.5")?.isInteger == false)
        #expect(JSONNumber("-1")?.uint64 == nil)
        #expect(JSONNumber("18446744073709551615")?.int64 == nil)
        #expect(JSONNumber("18446744073709551615")?.uint64 == .max)
        #expect(JSONNumber("300")?.exactly(UInt8.self) == nil)
        #expect(JSONNumber("-128")?.exactly(Int8.self) == -128)
        #expect(JSONNumber("1e100")?.isInteger == true)
    }

    @Test func readsDoublesCorrectlyRoundedAndSaturating() {
        #expect(JSONNumber("0.1")?.double == 0.1)
        #expect(JSONNumber("2.2250738585072014e-308")?.double == 2.2250738585072014e-308)
        #expect(JSONNumber("1e400")?.double == .infinity)
        #expect(JSONNumber("-1e400")?.double == -.infinity)
        #expect(JSONNumber("1e-400")?.double == 0)
        #expect(JSONNumber("16777217")?.float == 16777216)
    }

    @Test func readsDecimalsWithinDecimalsRange() {
        #expect(JSONNumber("-65.613616999999977")?.decimal == Decimal(string: "-65.613616999999977"))
        #expect(JSONNumber("0")?.decimal == 0)
        #expect(JSONNumber("1e400")?.decimal == nil)
        #expect(JSONNumber("1e-400")?.decimal == nil)
    }

    @Test func comparesByExactValueNotSpelling() {
        let one: [JSONNumber] = ["1", "1.0", "1e0", "10e-1", "0.1e1", "1.000E+0"].map { JSONNumber($0)! }
        for a in one {
            for b in one {
                #expect(a == b, "\(a) == \(b)")
                #expect(a.hashValue == b.hashValue)
            }
        }
        #expect(JSONNumber("-0")! == JSONNumber("0")!)
        #expect(JSONNumber("-0.0")!.hashValue == JSONNumber("0")!.hashValue)
        #expect(JSONNumber("0.1")! != JSONNumber("0.10000000000000001")!)  // the same Double
        #expect(JSONNumber("1")! != JSONNumber("-1")!)
        #expect(JSONNumber("100")! == JSONNumber("1e2")!)
        #expect(JSONNumber("9007199254740993")! != JSONNumber("9007199254740992")!)
        #expect(Set(["1", "1.0", "2", "2e0"].map { JSONNumber($0)! }).count == 2)
    }

    @Test func comparesJSON5FormsByValue() throws {
        let values = try StreamJSONDecoder.json5().decode(
            JSONValue.self, from: "[0x1F, 31, +1, 1, .5, 0.5, 5., 5, NaN, NaN, Infinity, +Infinity]")
        let array = try #require(values.arrayValue)
        for pair in stride(from: 0, to: array.count, by: 2) {
            #expect(array[pair] == array[pair + 1], "\(array[pair]) == \(array[pair + 1])")
            #expect(array[pair].hashValue == array[pair + 1].hashValue)
        }
        #expect(array[10] != (-Double.infinity as Double).jsonValue)
        #expect(array[0].intValue == 31)
        #expect(array[4].doubleValue == 0.5)
    }

    @Test func comparesHexadecimalBeyondSixtyFourBits() throws {
        let values = try StreamJSONDecoder.json5().decode(
            JSONValue.self, from: "[0x10000000000000000, 18446744073709551616]")
        #expect(values[0] == values[1])
    }
}

extension StreamJSONDecoder {
    /// A decoder that accepts JSON5.
    static func json5() -> StreamJSONDecoder {
        let decoder = StreamJSONDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }
}

extension Double {
    var jsonValue: JSONValue { .number(JSONNumber(self)) }
}
