// How document keys are matched to CodingKeys, compared with Foundation's JSONDecoder:
// duplicate keys (the first occurrence wins), canonical equivalence (Swift String equality, so
// a decomposed "e\u{301}" matches a composed "é"), escapes and non-ASCII keys.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct KeyMatchingTests {
    struct A: Decodable, Equatable { var a: Int }

    @Test func decodesDuplicateKeysFirstWins() {
        expectSameDecoding(A.self, from: #"{"a":1,"a":2}"#).expectValue(A(a: 1))
        expectSameDecoding(A.self, from: #"{"a":1,"a":2,"a":3}"#).expectValue(A(a: 1))
        expectSameDecoding([String: Int].self, from: #"{"a":1,"a":2}"#).expectValue(["a": 1])
        expectSameDecoding(JSONProbe.self, from: #"{"a":1,"b":0,"a":2}"#)
    }

    @Test func decodesDuplicateKeysFirstWinsEvenWhenTheLaterOneWouldDecode() {
        expectSameDecoding(A.self, from: #"{"a":1,"a":"x"}"#).expectValue(A(a: 1))
        expectSameDecoding(A.self, from: #"{"a":"x","a":1}"#).expectFailure(.typeMismatch, at: "a")
        expectSameDecoding(A.self, from: #"{"a":null,"a":1}"#).expectFailure(.valueNotFound, at: "a")
    }

    @Test func decodesDuplicateKeysFirstWinsThroughEveryOperation() {
        let json = #"{"k": null, "x": 0, "k": 5}"#
        expectSameBehavior(json) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return [
                "\(try container.decodeNil(forKey: AnyKey("k")))",
                "\(try container.decodeIfPresent(Int.self, forKey: AnyKey("k")) as Any)",
                "\(container.contains(AnyKey("k")))", "\(container.allKeys.count)",
            ]
        }
        expectSameBehavior(#"{"n": {"a": 1}, "n": {"a": 2}}"#) { decoder in
            try decoder.container(keyedBy: AnyKey.self).nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("n"))
                .decode(Int.self, forKey: AnyKey("a"))
        }.expectValue(1)
    }

    @Test func decodesDuplicateKeysThatDifferOnlyInEscaping() {
        expectSameDecoding(A.self, from: #"{"\u0061":1,"a":2}"#).expectValue(A(a: 1))
        expectSameDecoding(A.self, from: #"{"a":1,"\u0061":2}"#).expectValue(A(a: 1))
        expectSameDecoding([String: Int].self, from: #"{"\u0061":1,"a":2}"#)
    }

    struct Cafe: Decodable, Equatable {
        var café: Int
        // The key spelled with a composed é (U+00E9).
        enum CodingKeys: String, CodingKey { case café = "caf\u{E9}" }
    }

    struct DecomposedCafe: Decodable, Equatable {
        var café: Int
        // The key spelled with a decomposed é (e + U+0301).
        enum CodingKeys: String, CodingKey { case café = "cafe\u{301}" }
    }

    @Test func matchesDecomposedDocumentKeyToComposedCodingKey() {
        expectSameDecoding(Cafe.self, from: Array("{\"cafe\u{301}\": 1}".utf8)).expectValue(Cafe(café: 1))
        expectSameDecoding(Cafe.self, from: #"{"cafe\u0301": 2}"#).expectValue(Cafe(café: 2))
    }

    @Test func matchesComposedDocumentKeyToDecomposedCodingKey() {
        expectSameDecoding(DecomposedCafe.self, from: Array("{\"caf\u{E9}\": 1}".utf8))
            .expectValue(DecomposedCafe(café: 1))
        expectSameDecoding(DecomposedCafe.self, from: #"{"caf\u00e9": 2}"#).expectValue(DecomposedCafe(café: 2))
    }

    @Test func canonicallyEquivalentDuplicatesFirstWins() {
        expectSameDecoding(Cafe.self, from: Array("{\"cafe\u{301}\": 1, \"caf\u{E9}\": 2}".utf8))
        expectSameDecoding(Cafe.self, from: Array("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}".utf8))
        expectSameDecoding([String: Int].self, from: Array("{\"cafe\u{301}\": 1, \"caf\u{E9}\": 2}".utf8))
        expectSameDecoding(KeySetProbe.self, from: Array("{\"cafe\u{301}\": 1, \"caf\u{E9}\": 2}".utf8))
    }

    @Test(arguments: [
        "\u{212B}", "\u{C5}", "A\u{30A}", "\u{1E9B}\u{323}", "\u{FB01}", "\u{1100}\u{1161}\u{11A8}", "\u{AC01}",
        "\u{0928}\u{093C}", "\u{0929}", "ｆｕｌｌ", "\u{1F600}",
    ])
    func matchesKeysByCanonicalEquivalence(documentKey: String) {
        let json = Array("{\"\(documentKey)\": 1}".utf8)
        for swiftKey in [
            "\u{212B}", "\u{C5}", "A\u{30A}", "\u{1E9B}\u{323}", "\u{1E9B}\u{0323}", "\u{FB01}", "fi",
            "\u{AC01}", "\u{0929}", "full", "\u{1F600}",
        ] {
            expectSameOutcome(
                "document key \(documentKey.unicodeScalars.map { String($0.value, radix: 16) }) vs CodingKey "
                    + "\(swiftKey.unicodeScalars.map { String($0.value, radix: 16) })",
                areEqual: ==,
                foundation: { try Self.lookUp(swiftKey, in: json, with: $0) },
                streamJSON: { try Self.lookUp(swiftKey, in: json, with: $0) })
        }
    }

    static func lookUp(_ key: String, in json: [UInt8], with decoder: JSONDecoder) throws -> [String] {
        try ClosureProbe.$body.withValue({ try lookUp(key, in: $0) }) {
            try decoder.decode(ClosureProbe.self, from: Data(json)).result as! [String]
        }
    }

    static func lookUp(_ key: String, in json: [UInt8], with decoder: StreamJSONDecoder) throws -> [String] {
        try ClosureProbe.$body.withValue({ try lookUp(key, in: $0) }) {
            try decoder.decode(ClosureProbe.self, from: Data(json)).result as! [String]
        }
    }

    static func lookUp(_ key: String, in decoder: any Decoder) throws -> [String] {
        let container = try decoder.container(keyedBy: AnyKey.self)
        return [
            "\(container.contains(AnyKey(key)))",
            "\(try container.decodeIfPresent(Int.self, forKey: AnyKey(key)) as Any)",
            "\(container.allKeys.map { $0.stringValue == key })",
        ]
    }

    @Test func matchesNonASCIIKeysByteForByteAndByEscape() {
        struct Names: Decodable, Equatable {
            var 名前: String
            var emoji😀: Int
            var ünï: Bool
        }
        expectSameDecoding(Names.self, from: #"{"名前": "x", "emoji😀": 1, "ünï": true}"#)
        expectSameDecoding(Names.self, from: #"{"\u540d\u524d": "x", "emoji\ud83d\ude00": 1, "\u00fcn\u00ef": true}"#)
        expectSameDecoding(Names.self, from: #"{"名前": "x", "emoji😀": 1}"#).expectFailure(.keyNotFound, at: "")
    }

    @Test func doesNotMatchKeysThatAreOnlyCompatibilityEquivalent() {
        struct Fi: Decodable, Equatable { var fi: Int }
        expectSameDecoding(Fi.self, from: Array("{\"\u{FB01}\": 1}".utf8)).expectFailure(.keyNotFound, at: "")
    }

    @Test func matchesKeysAgainstStringsContainingEscapedControlCharacters() {
        expectSameBehavior(#"{"a\nb": 1, "a\u0000b": 2, "a\\b": 3}"#) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return try ["a\nb", "a\0b", "a\\b"].map { try container.decode(Int.self, forKey: AnyKey($0)) }
        }.expectValue([1, 2, 3])
    }
}
