import Foundation
import Testing
@testable import StreamJSON

extension Reliability {
    /// Inputs that are large in one dimension: a huge string, a number with a million digits,
    /// an exponent with six digits, a million keys, one key a million times. Each ends in a value
    /// or a `DecodingError`, in time and memory proportional to the input.
    ///
    /// A debug build decodes about 100,000 keys a second, so by default the huge string is 16 MB
    /// and the objects have 100,000 keys; set `STREAMJSON_HOSTILE_BIG=1` for 100 MB and a million
    /// keys (about a minute in a debug build).
    @Suite struct HostileSizeTests {
        static let bigRun = ProcessInfo.processInfo.environment["STREAMJSON_HOSTILE_BIG"] == "1"
        static let stringSize = bigRun ? 100_000_000 : 16_000_000
        static let keyCount = bigRun ? 1_000_000 : 100_000

        /// Whether `body` throws a `DecodingError` (any case); records anything else.
        func throwsDecodingError<T>(_ body: () throws -> T) -> Bool {
            do {
                _ = try body()
                return false
            } catch is DecodingError {
                return true
            } catch {
                Issue.record("unexpected error \(error)")
                return false
            }
        }

        // MARK: A huge string

        @Test func decodesAHugeString() throws {
            var document = [UInt8](repeating: UInt8(ascii: "a"), count: Self.stringSize + 2)
            document[0] = UInt8(ascii: "\"")
            document[document.count - 1] = UInt8(ascii: "\"")
            // Some escapes and multi-byte characters in the middle, so the slow paths run too.
            let middle = Array(#"\n\u00e9é😀\\"#.utf8)
            document.replaceSubrange(1000..<1000 + middle.count, with: middle)
            let decoder = StreamJSONDecoder()
            let string = try decoder.decode(String.self, from: document)
            #expect(string.utf8.count == Self.stringSize - middle.count + "\né😀\\".utf8.count + "é".utf8.count)
            let value = try decoder.decode(JSONValue.self, from: document)
            #expect(value.stringValue?.utf8.count == string.utf8.count)
        }

        @Test func rejectsAHugeUnterminatedString() {
            var document = [UInt8](repeating: UInt8(ascii: "a"), count: Self.stringSize)
            document[0] = UInt8(ascii: "\"")
            #expect(throwsDecodingError { try StreamJSONDecoder().decode(String.self, from: document) })
        }

        // MARK: A number with a million digits

        static let millionDigits = String(repeating: "7", count: 1_000_000)

        @Test func readsAMillionDigitIntegerAsInfinityOrError() throws {
            let decoder = StreamJSONDecoder()
            let document = Self.millionDigits
            let double = Result { try decoder.decode(Double.self, from: document) }
            switch double {
            case .success(let value): #expect(value == .infinity)
            case .failure(let error): #expect(error is DecodingError)
            }
            #expect(throwsDecodingError { try decoder.decode(Int.self, from: document) })
            #expect(throwsDecodingError { try decoder.decode(UInt64.self, from: document) })
            #expect(throwsDecodingError { try decoder.decode(Decimal.self, from: document) })
            let value = try decoder.decode(JSONValue.self, from: document)
            #expect(value.numberValue?.literal.utf8.count == 1_000_000)
            #expect(value.numberValue?.int == nil)
            #expect(value.numberValue?.decimal == nil)
            #expect(value.numberValue?.isInteger == true)
            #expect(value == value)
        }

        @Test func readsAMillionDigitFractionCorrectlyRounded() throws {
            // 1.000…0001 with a million digits: the exact fallback must see the last digit without
            // slowing down quadratically; the nearest Double is 1.
            let document = "1." + String(repeating: "0", count: 999_998) + "1"
            #expect(try StreamJSONDecoder().decode(Double.self, from: document) == 1.0)
            #expect(try StreamJSONDecoder().decode(Float.self, from: document) == 1.0)
            // Just above the halfway point between 1 and the next Double: must round up.
            let halfway = "1.00000000000000011102230246251565404236316680908203125"
            let above = halfway + String(repeating: "0", count: 999_000) + "1"
            #expect(try StreamJSONDecoder().decode(Double.self, from: above) == 1.0000000000000002)
            #expect(try StreamJSONDecoder().decode(Double.self, from: halfway) == 1.0)
        }

        @Test func readsAMillionDigitNumberInsideAModel() {
            struct Model: Decodable { var value: Int }
            let document = #"{"value": "# + Self.millionDigits + "}"
            #expect(throwsDecodingError { try StreamJSONDecoder().decode(Model.self, from: document) })
        }

        /// A JSON5 hexadecimal literal with 200,000 digits. Its exact value (for `==` and
        /// `hashValue`) once took time quadratic in its length: minutes for this literal, hours for a
        /// million digits.
        @Test func comparesAHugeHexadecimalLiteralInLinearTime() throws {
            let decoder = StreamJSONDecoder()
            decoder.allowsJSON5 = true
            let literal = "0x" + String(repeating: "f", count: 200_000)
            let value = try decoder.decode(JSONValue.self, from: literal)
            let same = try decoder.decode(JSONValue.self, from: "0x00" + String(repeating: "F", count: 200_000))
            let other = try decoder.decode(JSONValue.self, from: "0x" + String(repeating: "f", count: 199_999))
            #expect(value == same && value.hashValue == same.hashValue)
            #expect(value != other)
            #expect(value.numberValue?.isInteger == true)
            #expect(value.numberValue?.double == .infinity)
            #expect(value.numberValue?.decimal == nil)
            #expect(value.numberValue?.int == nil)
            #expect(throwsDecodingError { try decoder.decode(Int.self, from: literal) })
            // Small hexadecimal literals still equal the decimal literals of the same value.
            #expect(try decoder.decode(JSONValue.self, from: "0x1F") == 31)
            #expect(
                try decoder.decode(JSONValue.self, from: "0x10000000000000000")
                    == decoder.decode(JSONValue.self, from: "18446744073709551616"))
        }

        // MARK: Huge exponents

        @Test(arguments: [
            "1e999999", "-1e999999", "1e-999999", "0e999999", "1e99999999999999999999999",
            "0.0000001e999999", "123456789e-99999999999999999999",
        ])
        func readsHugeExponents(literal: String) throws {
            let decoder = StreamJSONDecoder()
            let expected = Double(literal)!  // the standard library's correctly rounded answer
            switch Result(catching: { try decoder.decode(Double.self, from: literal) }) {
            case .success(let value): #expect(value == expected)
            case .failure(let error):  // out of Double's range: JSONDecoder throws too
                #expect(error is DecodingError && (expected.isInfinite || expected == 0))
            }
            if expected != 0 {
                #expect(throwsDecodingError { try decoder.decode(Int.self, from: literal) })
            }
            _ = try? decoder.decode(Decimal.self, from: literal)
            let value = try decoder.decode(JSONValue.self, from: literal)
            #expect(value.numberValue?.literal == literal)
            #expect(value.numberValue?.double == expected)
            _ = value.numberValue?.decimal
            _ = value.hashValue
        }

        @Test func comparesHugeExponentsExactly() throws {
            let decoder = StreamJSONDecoder()
            let a = try decoder.decode(JSONValue.self, from: "1e999999")
            let b = try decoder.decode(JSONValue.self, from: "10e999998")
            let c = try decoder.decode(JSONValue.self, from: "1e999998")
            #expect(a == b)
            #expect(a != c)
        }

        // MARK: A million keys (100,000 by default)

        /// `{"k0":0,"k1":1,…}`.
        static let manyKeys: [UInt8] = Array(
            ("{" + (0..<keyCount).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}").utf8)

        @Test func decodesManyKeysIntoADictionary() throws {
            let dictionary = try StreamJSONDecoder().decode([String: Int].self, from: Self.manyKeys)
            #expect(dictionary.count == Self.keyCount)
            #expect(dictionary["k\(Self.keyCount - 1)"] == Self.keyCount - 1)
        }

        @Test func decodesTwoKeysOfMany() throws {
            struct TwoKeys: Decodable {
                var first: Int
                var last: Int
                var missing: Int?

                enum CodingKeys: String, CodingKey {
                    case first = "k0", last = "k99999", missing
                }
            }
            let model = try StreamJSONDecoder().decode(TwoKeys.self, from: Self.manyKeys)
            #expect(model.first == 0 && model.last == 99_999 && model.missing == nil)
        }

        // MARK: One key a million times (100,000 by default)

        /// `{"a":1,"a":0,"a":0,…}`.
        static let repeatedKey: [UInt8] = Array(
            ("{\"a\":1" + String(repeating: ",\"a\":0", count: keyCount - 1) + "}").utf8)

        @Test func decodesOneKeyRepeatedManyTimesFirstWins() throws {
            struct OneKey: Decodable { var a: Int }
            let decoder = StreamJSONDecoder()
            #expect(try decoder.decode(OneKey.self, from: Self.repeatedKey).a == 1)
            #expect(try decoder.decode([String: Int].self, from: Self.repeatedKey) == ["a": 1])
            let value = try decoder.decode(JSONValue.self, from: Self.repeatedKey)
            #expect(value.objectValue?.count == 1 && value["a"] == 1)
        }
    }
}
