import Foundation
import Testing
@testable import StreamJSON

/// Member names are code points in JSON Pointer resolution and in `JSONObject` (RFC 6901 §4,
/// RFC 8259 §8.3), while coding keys keep Swift `String` semantics, as Foundation's do.
///
/// The reference is the test's own list of members: a token names the first member whose key
/// has the same Unicode scalars. Documents mix canonically equivalent spellings of one name
/// (precomposed and decomposed, U+212B ANGSTROM SIGN and U+00C5, U+2126 OHM SIGN and U+03A9),
/// written raw or as `\u` escapes, in random order.
@Suite struct CodePointKeyTests {
    /// Groups of names that Swift's `String ==` calls equal and JSON calls different.
    static let equivalentNames: [[String]] = [
        ["\u{E9}", "e\u{301}"],
        ["caf\u{E9}", "cafe\u{301}"],
        ["\u{C5}", "\u{212B}", "A\u{30A}"],
        ["\u{3A9}", "\u{2126}"],
    ]
    static let allNames = equivalentNames.flatMap { $0 }

    /// A member of a test document: the key, how it is spelled, and its value (`[index]`).
    struct Member {
        var key: String
        var escaped: Bool
        var index: Int
    }

    /// The reference: the value (`index`) of the first member whose key has the same scalars.
    static func reference(_ members: [Member], _ token: String) -> Int? {
        members.first { Array($0.key.unicodeScalars) == Array(token.unicodeScalars) }?.index
    }

    static func spell(_ key: String, escaped: Bool) -> String {
        guard escaped else { return key }
        return key.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
    }

    static func document(_ members: [Member]) -> String {
        "{" + members.map { "\"\(spell($0.key, escaped: $0.escaped))\": [\($0.index)]" }.joined(separator: ", ") + "}"
    }

    static func randomMembers(_ generator: inout SeededGenerator) -> [Member] {
        let count = Int.random(in: 1...6, using: &generator)
        return (0..<count).map { index in
            Member(
                key: allNames.randomElement(using: &generator)!, escaped: Bool.random(using: &generator), index: index)
        }
    }

    @Test func swiftStringsCallTheseNamesEqualButTheirScalarsDiffer() {
        for group in Self.equivalentNames {
            for (a, b) in zip(group, group.dropFirst()) {
                #expect(a == b)
                #expect(!a.hasSameCodePoints(as: b))
            }
        }
    }

    @Test func pointersResolveByCodePointsEverywhere() throws {
        var generator = SeededGenerator(seed: 0x21_0001)
        let decoder = StreamJSONDecoder()
        for _ in 0..<200 {
            let members = Self.randomMembers(&generator)
            let json = Self.document(members)
            let value = try decoder.decode(JSONValue.self, from: Data(json.utf8))
            for token in Self.allNames {
                let pointer = JSONPointer(tokens: [token])
                let expected = Self.reference(members, token)
                let message = Comment(rawValue: "\(json) at \(Array(token.unicodeScalars))")
                // JSONValue[pointer:]
                #expect(value[pointer: pointer] == expected.map { [JSONValue(integerLiteral: $0)] }, message)
                // decode(_:from:at:)
                let decoded = try? decoder.decode([Int].self, from: Data(json.utf8), at: pointer)
                #expect(decoded == expected.map { [$0] }, message)
                // The envelope framer, one byte at a time.
                #expect(try Self.streamed(json, at: pointer) == expected.map { [$0] }, message)
            }
        }
    }

    /// The elements streamed from the array at `pointer`, or nil if the stream finds no array there.
    static func streamed(_ json: String, at pointer: JSONPointer) throws -> [Int]? {
        var stream = StreamJSONDecoder().incrementalDecoder(
            of: Int.self, framing: .nestedArray(at: pointer, keepingEnvelope: true))
        var elements: [Int] = []
        do {
            for byte in json.utf8 {
                try stream.append(byte)
                while let element = try stream.next() { elements.append(element) }
            }
            try stream.finish()
            while let element = try stream.next() { elements.append(element) }
        } catch let error as JSONStreamError where error.reason == .arrayNotFound {
            return nil
        }
        return elements
    }

    @Test func theIssuesExamplesFindTheExactMember() throws {
        let decoder = StreamJSONDecoder()
        let equivalent = #"{"cafe\u0301": [0,1,2], "caf\u00e9": [10]}"#
        #expect(
            try decoder.decode([Int].self, from: Data(equivalent.utf8), at: JSONPointer(tokens: ["caf\u{E9}"])) == [10])
        #expect(try Self.streamed(equivalent, at: JSONPointer(tokens: ["caf\u{E9}"])) == [10])
        #expect(try Self.streamed(#"{"é": [0]}"#, at: JSONPointer(tokens: ["e\u{301}"])) == nil)
        let angstrom = try decoder.decode(JSONValue.self, from: Data("{\"\u{C5}\": 1, \"\u{212B}\": 2}".utf8))
        #expect(angstrom[pointer: JSONPointer(tokens: ["\u{212B}"])] == 2)
        #expect(angstrom[pointer: JSONPointer(tokens: ["\u{C5}"])] == 1)
    }

    @Test func jsonValueKeepsEveryMemberInOrderAndReencodesThem() throws {
        let json = "{\"\u{E9}\":1,\"e\u{301}\":2,\"\u{2126}\":3,\"\u{3A9}\":4}"
        let value = try StreamJSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        let object = try #require(value.objectValue)
        #expect(
            object.keys.map { Array($0.unicodeScalars) }
                == ["\u{E9}", "e\u{301}", "\u{2126}", "\u{3A9}"].map { Array($0.unicodeScalars) })
        #expect(object.values == [1, 2, 3, 4])
        #expect(String(decoding: try StreamJSONEncoder().encode(value), as: UTF8.self) == json)
    }

    @Test func jsonObjectLookupEqualityAndHashingUseCodePoints() {
        var object: JSONObject = ["\u{E9}": 1]
        #expect(object["e\u{301}"] == nil)
        #expect(!object.contains(key: "e\u{301}"))
        object["e\u{301}"] = 2
        #expect(object.count == 2 && object["\u{E9}"] == 1 && object["e\u{301}"] == 2)
        // Same members in another order: equal, same hash. Values swapped between the two names: not equal.
        let reordered: JSONObject = ["e\u{301}": 2, "\u{E9}": 1]
        let swapped: JSONObject = ["e\u{301}": 1, "\u{E9}": 2]
        #expect(object == reordered && object.hashValue == reordered.hashValue)
        #expect(object != swapped)
        #expect(object.removeValue(forKey: "e\u{301}") == 2 && object.keys == ["\u{E9}"])
        // A Swift dictionary cannot hold both: the first stays.
        let both: JSONObject = ["\u{E9}": 1, "e\u{301}": 2]
        #expect(both.dictionary.count == 1 && both.dictionary["\u{E9}"] == 1)
    }

    @Test func largeObjectsIndexKeysByCodePoints() {
        var object = JSONObject()
        for index in 0..<40 { object["k\(index)"] = JSONValue(integerLiteral: index) }
        object["\u{C5}"] = 100
        object["\u{212B}"] = 200
        object["A\u{30A}"] = 300
        #expect(object.count == 43)
        #expect(object["\u{C5}"] == 100 && object["\u{212B}"] == 200 && object["A\u{30A}"] == 300)
        let decoded = JSONObject(Array(object))
        #expect(decoded == object && decoded.count == 43)
    }

    @Test func codingKeysKeepStringSemanticsAsFoundationDoes() throws {
        struct Named: Decodable, Equatable { let café: Int }
        // The document spells the key decomposed; the Swift property is precomposed.
        let json = Data(#"{"cafe\u0301": 7}"#.utf8)
        let ours = try StreamJSONDecoder().decode(Named.self, from: json)
        let foundation = try JSONDecoder().decode(Named.self, from: json)
        #expect(ours == foundation && ours.café == 7)
        // A [String: Int] is a Swift dictionary: equivalent keys collapse there too.
        let dictionaryJSON = Data(#"{"cafe\u0301": 1, "caf\u00e9": 2}"#.utf8)
        let dictionary = try StreamJSONDecoder().decode([String: Int].self, from: dictionaryJSON)
        #expect(dictionary.count == 1)
    }
}
