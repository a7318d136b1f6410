// Double and Float, bit for bit, and the non-conforming float strategies, compared with
// Foundation's JSONDecoder.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct FloatingPointDecodingTests {
    @Test(arguments: [
        "0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.30000000000000004", "3.141592653589793",
        "1e308", "1.7976931348623157e308", "1.7976931348623158e308", "2.2250738585072014e-308",
        "2.2250738585072011e-308", "4.9e-324", "5e-324", "123456789012345678901234567890",
        "9007199254740993", "1E2", "1e+2", "1e-2", "-1.5e-7", "0.000001", "100000000000000000000000",
        "18446744073709551615", "-9223372036854775808", "1.00000000000000011102230246251565404236316680908203125",
        "0.1000000000000000055511151231257827021181583404541015625",
    ])
    func decodesDoubleBitForBit(json: String) {
        expectSameDecoding(ExactDouble.self, from: json)
    }

    @Test(arguments: [
        "1e400", "-1e400", "1.7976931348623159e308", "1e-400", "2e-324", "123.456e-789",
        "123e-10000000",
    ])
    func rejectsDoubleOutOfRange(json: String) {
        expectSameDecoding(ExactDouble.self, from: json).expectFailure(.dataCorrupted, at: "")
    }

    @Test(arguments: [
        "0", "-0", "-0.0", "8.9", "0.1", "1", "16777217", "16777216", "3.4028235e38", "1.17549435e-38",
        "1.4e-45", "1e-45", "3.4028235677973366e38", "-3.4028235e38", "123456789012345678901234567890",
    ])
    func decodesFloatBitForBit(json: String) {
        expectSameDecoding(ExactFloat.self, from: json)
    }

    @Test(arguments: ["1e39", "3.4028236e38", "-1e39", "1e-50", "1e-46", "1e400"])
    func rejectsFloatOutOfRange(json: String) {
        expectSameDecoding(ExactFloat.self, from: json).expectFailure(.dataCorrupted, at: "")
    }

    @Test(arguments: [#""1.5""#, "true", "[]", "{}", #""NaN""#, #""Infinity""#])
    func reportsNonNumberAsTypeMismatchForDouble(json: String) {
        expectSameDecoding(ExactDouble.self, from: json).expectFailure(.typeMismatch, at: "")
        expectSameDecoding(ExactFloat.self, from: json).expectFailure(.typeMismatch, at: "")
    }

    @Test func reportsNullAsValueNotFoundForDouble() {
        expectSameDecoding(Double.self, from: "null").expectFailure(.valueNotFound, at: "")
        expectSameDecoding([Float].self, from: "[1, null]").expectFailure(.valueNotFound, at: "[1]")
    }

    @Test func decodesFloatingPointThroughEveryContainer() {
        struct Keyed: Decodable, Equatable { var d: Double; var f: Float; var od: Double?; var of: Float? }
        expectSameDecoding(Keyed.self, from: #"{"d": 0.1, "f": 0.1, "od": 2.5e-3, "of": null}"#)
        expectSameDecoding(Keyed.self, from: #"{"d": 1, "f": 1}"#)
        expectSameDecoding([Double].self, from: "[1, 2.5, -0.0, 1e-300]")
        expectSameDecoding([Float?].self, from: "[1, null, 8.9]")
    }

    @Test func rejectsLiteralNaNAndInfinityInStrictJSON() {
        expectSameDecoding([ExactDouble].self, from: "[NaN]").expectFailure(.dataCorrupted, at: "")
        expectSameDecoding([ExactDouble].self, from: "[Infinity]").expectFailure(.dataCorrupted, at: "")
        expectSameDecoding([ExactDouble].self, from: "[-Infinity]").expectFailure(.dataCorrupted, at: "")
    }

    // MARK: nonConformingFloatDecodingStrategy

    static let convertFromString = DifferentialOptions {
        $0.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
    }

    @Test func throwStrategyReportsNonConformingStringsAsTypeMismatch() {
        expectSameDecoding([ExactDouble].self, from: #"["NaN"]"#).expectFailure(.typeMismatch, at: "[0]")
        expectSameDecoding([ExactFloat].self, from: #"[1, "+Inf"]"#).expectFailure(.typeMismatch, at: "[1]")
    }

    @Test func convertFromStringDecodesTheThreeNamedValues() {
        let options = Self.convertFromString
        expectSameDecoding([ExactDouble].self, from: #"["+Inf","-Inf","NaN",1.5]"#, options: options)
        expectSameDecoding([ExactFloat].self, from: #"["+Inf","-Inf","NaN",1.5]"#, options: options)
        struct Keyed: Decodable, Equatable {
            var a: ExactDouble, b: ExactFloat
        }
        expectSameDecoding(Keyed.self, from: #"{"a": "-Inf", "b": "+Inf"}"#, options: options)
    }

    @Test func convertFromStringStillRejectsOtherStrings() {
        let options = Self.convertFromString
        expectSameDecoding([ExactDouble].self, from: #"["Infinity"]"#, options: options)
            .expectFailure(.typeMismatch, at: "[0]")
        expectSameDecoding([ExactDouble].self, from: #"["nan"]"#, options: options)
        expectSameDecoding([ExactDouble].self, from: #"["1.5"]"#, options: options)
        expectSameDecoding([ExactDouble].self, from: #"[" NaN"]"#, options: options)
    }

    @Test func convertFromStringLeavesStringsAndIntegersAlone() {
        let options = Self.convertFromString
        expectSameDecoding([String].self, from: #"["+Inf", "NaN"]"#, options: options).expectValue(["+Inf", "NaN"])
        expectSameDecoding([Int].self, from: #"["NaN"]"#, options: options).expectFailure(.typeMismatch, at: "[0]")
        expectSameDecoding(Decimal.self, from: #""NaN""#, options: options)
    }

    @Test func convertFromStringMatchesNonASCIISpellings() {
        let options = DifferentialOptions {
            $0.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "∞", negativeInfinity: "-∞", nan: "¬number")
        }
        expectSameDecoding([ExactDouble].self, from: #"["∞", "-∞", "¬number", "∞ "]"#, options: options)
    }

    @Test func json5AcceptsNaNAndInfinityLiterals() {
        expectSameDecoding([ExactDouble].self, from: "[NaN, Infinity, -Infinity, +Infinity]", options: .json5)
        expectSameDecoding([ExactFloat].self, from: "[NaN, Infinity, -Infinity, +Infinity]", options: .json5)
        expectSameDecoding([ExactDouble].self, from: "[0x10, .5, 5., +1, -0x1F]", options: .json5)
    }
}
