import Foundation
import Testing
@testable import StreamJSON

/// `JSONValue` is written straight out: numbers as they were read, members in order.
@Suite struct JSONValueEncodingTests {
    @Test func writesNumbersExactlyAsTheyWereRead() throws {
        let text = #"{"b":[0.0,-0.0,1e308,12345678901234567890.5,1E-7,100],"a":{"z":null,"y":true,"s":"a/b"}}"#
        let value = try StreamJSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(
            String(decoding: try StreamJSONEncoder().encode(value), as: UTF8.self)
                == #"{"b":[0.0,-0.0,1e308,12345678901234567890.5,1E-7,100],"a":{"z":null,"y":true,"s":"a\/b"}}"#)
    }

    @Test(arguments: allOutputFormattings)
    func layoutMatchesFoundationApartFromNumberSpelling(formatting: JSONEncoder.OutputFormatting) throws {
        // Integers are spelled the same either way, so the bytes must match JSONEncoder's.
        let text = #"{"b":[1,-2,{"k":[]}],"a":{"z":null,"é":"x/y","A":{}},"_":[[],[3]]}"#
        let value = try StreamJSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        let pair = EncoderPair(formatting)
        let (foundation, stream) = pair.outputs(value)
        let expected = try foundation.get()
        let actual = try stream.get()
        if formatting.contains(.sortedKeys) {
            #expect(actual == expected)
        } else {
            #expect(sameJSONValue(actual, expected))
        }
    }

    @Test func keyStrategiesStillApplyToObjectKeys() throws {
        let value = try StreamJSONDecoder().decode(JSONValue.self, from: Data(#"{"someKey":{"innerKey":1.50}}"#.utf8))
        let pair = EncoderPair([.sortedKeys]) {
            $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase
        }
        #expect(try pair.streamText(value) == #"{"some_key":{"inner_key":1.50}}"#)
    }

    @Test func nonStandardNumbersGoThroughTheFloatStrategy() throws {
        let encoder = StreamJSONEncoder()
        #expect(throws: EncodingError.self) { _ = try encoder.encode(JSONValue.number(JSONNumber(Double.infinity))) }
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        #expect(try encoder.encode([JSONValue.number(JSONNumber(-Double.infinity))]) == Data(#"["-Inf"]"#.utf8))
    }
}
