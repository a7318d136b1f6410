import Foundation
import Testing
@testable import StreamJSON

/// ``JSONValue`` decoded by `StreamJSONDecoder` (straight from the tape) and through plain
/// `Codable` by Foundation's coders; the two agree wherever Foundation keeps the numbers.
@Suite struct JSONValueDecodingTests {
    func decode(_ text: String, _ decoder: StreamJSONDecoder = StreamJSONDecoder()) throws -> JSONValue {
        try decoder.decode(JSONValue.self, from: text)
    }

    func foundation(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test func keepsNumberLiteralsExactly() throws {
        let value = try decode("[1.50, 2.5E+3, -0, 12345678901234567890123456789.5, 1e400]")
        #expect(
            value.arrayValue?.map { $0.numberValue!.literal }
                == ["1.50", "2.5E+3", "-0", "12345678901234567890123456789.5", "1e400"])
    }

    @Test func keepsKeyOrderAndFirstOfDuplicateKeys() throws {
        let value = try decode(#"{"z": 1, "a": 2, "m": {"y": 0, "b": 1}, "a": 3}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
        #expect(value["a"] == 2)
        #expect(value["m"]?.objectValue?.keys == ["y", "b"])
    }

    @Test func decodesEveryKindAndEscapes() throws {
        let value = try decode(#"{"s": "a\"b\u00e9\ud83d\ude00", "t": true, "f": false, "n": null, "e": [], "o": {}}"#)
        #expect(value == ["s": "a\"bé😀", "t": true, "f": false, "n": nil, "e": [], "o": [:]])
    }

    @Test func decodesScalarsAtTheTopLevel() throws {
        #expect(try decode("null") == .null)
        #expect(try decode(" true ") == true)
        #expect(try decode("\"x\"") == "x")
        #expect(try decode("-1.5") == -1.5)
    }

    @Test func decodesJSONValueMembersOfCodableTypes() throws {
        struct Envelope: Decodable {
            var id: Int
            var payload: JSONValue
            var list: [JSONValue]
            var optional: JSONValue?
            var missing: JSONValue?
            var map: [String: JSONValue]
        }
        let json =
            #"{"id": 1, "payload": {"k": [1, {"x": null}]}, "list": [1, "a"], "optional": null, "map": {"q": 2.50}}"#
        let envelope = try StreamJSONDecoder().decode(Envelope.self, from: json)
        #expect(envelope.payload == ["k": [1, ["x": nil]]])
        #expect(envelope.list == [1, "a"])
        #expect(envelope.optional == nil)
        #expect(envelope.missing == nil)
        #expect(envelope.map["q"]?.numberValue?.literal == "2.50")
    }

    @Test func buildsDocumentsAsDeepAsItsLimit() throws {
        let depth = JSONValue.maximumDepth
        let decoder = StreamJSONDecoder()
        decoder.maximumNestingDepth = depth
        let text = String(repeating: "[", count: depth - 1) + "{\"a\":1}" + String(repeating: "]", count: depth - 1)
        var value = try decode(text, decoder)
        var levels = 1
        while case .array(let array) = value {
            value = array[0]
            levels += 1
        }
        #expect(levels == depth && value == ["a": 1])
    }

    @Test(arguments: ["[]", "{}", "1", #"{"a":[]}"#])
    func refusesOneLevelMoreThanItsLimitWhateverTheInnermostValue(innermost: String) throws {
        let decoder = StreamJSONDecoder()
        decoder.maximumNestingDepth = 10_000
        // `JSONValue.maximumDepth` arrays, then the innermost value: an empty container is a
        // level too (1,025 levels), a scalar is not (1,024).
        let limit = JSONValue.maximumDepth
        let text = String(repeating: "[", count: limit) + innermost + String(repeating: "]", count: limit)
        let isContainer = innermost != "1"
        if isContainer {
            #expect(throws: DecodingError.self) { try decode(text, decoder) }
        } else {
            _ = try decode(text, decoder)
        }
        // One level less is built, empty or not.
        let shallower = String(repeating: "[", count: limit - 1) + innermost + String(repeating: "]", count: limit - 1)
        if innermost != #"{"a":[]}"# { _ = try decode(shallower, decoder) }
    }

    @Test func readsJSON5AndTheImpliedTopLevelObject() throws {
        let value = try decode("{a: 'x', b: [0x10, +.5,], /* c */ c: Infinity}", .json5())
        #expect(value["a"] == "x")
        #expect(value["b"]?[0]?.numberValue?.literal == "0x10")
        #expect(value["b"]?[0]?.intValue == 16)
        #expect(value["b"]?[1]?.doubleValue == 0.5)
        #expect(value["c"]?.doubleValue == .infinity)
        let decoder = StreamJSONDecoder()
        decoder.assumesTopLevelDictionary = true
        #expect(try decode(#""a": 1, "b": [2]"#, decoder) == ["a": 1, "b": [2]])
    }

    @Test func throwsDataCorruptedForInvalidJSON() {
        #expect(throws: DecodingError.self) { try decode("[1,]") }
        #expect(throws: DecodingError.self) { try decode("") }
    }

    // MARK: Agreement with Foundation

    static let documents: [String] = [
        "null", "true", "0", "-0", "1.5", "-65.613616999999977", "1e300", "5e-324", "1.7976931348623157e308",
        "18446744073709551615", "-9223372036854775808", "123456789012345678901234567890", "0.30000000000000004",
        #""""#, #""\u0000\t\"""#, "[]", "{}", "[[[]]]", #"{"a":{"b":{"c":[1,2,{"d":null}]}}}"#,
        #"{"z":1,"a":[true,false,null],"é":"ü","":""}"#, #"[1,"1",[1],{"1":1}]"#,
        #"{"a":1,"a":2}"#, "[1.0, 1e0, 100e-2, 2.50]",
    ]

    @Test(arguments: documents)
    func agreesWithFoundationsJSONDecoder(_ text: String) throws {
        #expect(try decode(text) == foundation(text))
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func agreesWithFoundationsJSONDecoderOnTheCorpusAndConformanceFiles() throws {
        let files =
            SharedData.files(in: "corpus").filter { $0.pathExtension == "json" }
            + SharedData.files(in: "conformance/JSONTestSuite/test_parsing").filter {
                $0.lastPathComponent.hasPrefix("y_")
            }
            + SharedData.files(in: "conformance/nativejson-benchmark/roundtrip")
        #expect(files.count > 120)
        var compared = 0
        for url in files {
            let data = try Data(contentsOf: url)
            guard let expected = try? JSONDecoder().decode(JSONValue.self, from: data) else { continue }
            let value = try StreamJSONDecoder().decode(JSONValue.self, from: data)
            #expect(value == expected, "\(url.lastPathComponent)")
            compared += 1
        }
        #expect(compared > 120)
    }

    @Test func foundationRecoversNumbersByValueNotSpelling() throws {
        #expect(try foundation("1.0").numberValue?.literal == "1")
        #expect(try foundation("-65.613616999999977").numberValue?.literal == "-65.613616999999977")
        let tiny = try foundation("5e-324").numberValue
        #expect(tiny?.double == .leastNonzeroMagnitude)  // 5e-324, the smallest subnormal
        #expect(throws: (any Error).self) { try foundation("1e400") }
    }

    @Test func roundTripsThroughFoundationsJSONEncoder() throws {
        let value = try decode(
            #"{"a":[1,2.5,-0.1,null,"s",{"b":true}],"big":18446744073709551615,"#
                + #""long":-65.613616999999977,"tiny":5e-324,"huge":123456789012345678901234567890}"#)
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
        #expect(try StreamJSONDecoder().decode(JSONValue.self, from: data) == value)
    }

    @Test func roundTripsThroughPropertyListCoders() throws {
        let value: JSONValue = ["a": [1, 2.5, "s", true], "b": ["c": "d"]]
        let data = try PropertyListEncoder().encode(value)
        #expect(try PropertyListDecoder().decode(JSONValue.self, from: data) == value)
    }
}
