import Foundation
import Testing
@testable import StreamJSON

/// Without `.sortedKeys`, `JSONEncoder`'s key order is a hash order that changes from one
/// process to the next; StreamJSON writes keys in the order they were encoded.
@Suite struct KeyOrderTests {
    @Test func writesStructKeysInEncodeOrder() throws {
        struct Ordered: Encodable {
            var third = 3, second = 2, fourth = 4, first = 1
        }
        #expect(try EncoderPair().streamText(Ordered()) == #"{"third":3,"second":2,"fourth":4,"first":1}"#)
        #expect(try EncoderPair([.sortedKeys]).streamText(Ordered()) == #"{"first":1,"fourth":4,"second":2,"third":3}"#)
    }

    @Test func writesHandEncodedKeysInEncodeOrder() throws {
        let keys: [EncTestKey] = ["b", "e", "c", "a", "d", "f"]
        let value = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            for (index, key) in keys.enumerated() { try container.encode(index, forKey: key) }
        }
        let text = try EncoderPair().streamText(value)
        #expect(text == #"{"b":0,"e":1,"c":2,"a":3,"d":4,"f":5}"#)
        // The same bytes every time.
        for _ in 0..<5 { #expect(try EncoderPair().streamText(value) == text) }
    }

    @Test func aKeyEncodedAgainKeepsItsFirstPlace() throws {
        let value = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            try container.encode(0, forKey: "k")
            try container.encode(1, forKey: "j")
            try container.encode(2, forKey: "k")
        }
        #expect(try EncoderPair().streamText(value) == #"{"k":2,"j":1}"#)
    }

    @Test func dictionaryKeysFollowTheDictionarysOwnOrder() throws {
        let dictionary = ["x": 1, "y": 2, "z": 3, "w": 4]
        let expected = "{" + dictionary.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        #expect(try EncoderPair().streamText(dictionary) == expected)
    }

    @Test func prettyPrintingKeepsEncodeOrder() throws {
        let value = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            try container.encode(1, forKey: "z")
            var nested = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "m")
            try nested.encode([Int](), forKey: "b")
            try nested.encode([String: Int](), forKey: "a")
        }
        #expect(
            try EncoderPair([.prettyPrinted]).streamText(value) == """
                {
                  "z" : 1,
                  "m" : {
                    "b" : [

                    ],
                    "a" : {

                    }
                  }
                }
                """)
    }
}
