import Foundation
import Testing
@testable import StreamJSON

/// The decoder's core paths on small documents: structs, arrays, optionals, nesting, errors.
@Suite struct TapeDecoderBasicsTests {
    struct Beer: Codable, Equatable {
        var name: String
        var abv: Double
        var brewery: String?
        var tags: [String]
        var ratings: [String: Int]
    }

    @Test func decodesAStructWithEveryKindOfMember() throws {
        let json = #"{"name":"Pale \"Ale\" \u00e9","abv":5.5,"brewery":null,"tags":["a","b"],"ratings":{"x":1,"y":2}}"#
        let beer = try StreamJSONDecoder().decode(Beer.self, from: Data(json.utf8))
        #expect(
            beer == Beer(name: "Pale \"Ale\" é", abv: 5.5, brewery: nil, tags: ["a", "b"], ratings: ["x": 1, "y": 2]))
    }

    @Test func findsMembersInAnyOrder() throws {
        let json = #"{"ratings":{},"tags":[],"abv":1,"name":"n"}"#
        let beer = try StreamJSONDecoder().decode(Beer.self, from: json)
        #expect(beer.name == "n" && beer.abv == 1)
    }

    @Test func decodesDuplicateKeysFirstWins() throws {
        struct AB: Decodable { var a: Int; var b: Int }
        let value = try StreamJSONDecoder().decode(AB.self, from: #"{"a":1,"b":2,"a":3}"#)
        #expect(value.a == 1 && value.b == 2)
        struct BA: Decodable {
            var b: Int
            var a: Int
        }
        let reversed = try StreamJSONDecoder().decode(BA.self, from: #"{"a":1,"b":2,"a":3}"#)
        #expect(reversed.a == 1 && reversed.b == 2)
    }

    @Test func matchesCanonicallyEquivalentKeys() throws {
        struct Accent: Decodable {
            var café: Int
        }
        let value = try StreamJSONDecoder().decode(Accent.self, from: "{\"cafe\u{301}\":7}")
        #expect(value.café == 7)
    }

    @Test func reportsTheCodingPathOfATypeMismatch() throws {
        struct C: Decodable { var c: Int }
        struct B: Decodable { var b: [C] }
        struct A: Decodable { var a: B }
        let json = #"{"a":{"b":[{"c":1},{"c":2},{"c":"x"}]}}"#
        do {
            _ = try StreamJSONDecoder().decode(A.self, from: json)
            Issue.record("expected an error")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
            #expect(context.codingPath.map(\.stringValue) == ["a", "b", "Index 2", "c"])
            #expect(context.codingPath[2].intValue == 2)
        }
    }

    @Test func reportsLineAndColumnOfASyntaxError() throws {
        do {
            _ = try StreamJSONDecoder().decode([String: Int].self, from: "{\n  \"a\": 1,\n    x\n}")
            Issue.record("expected an error")
        } catch DecodingError.dataCorrupted(let context) {
            let syntax = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(syntax.line == 3 && syntax.column == 5)
            #expect(context.debugDescription.contains("line 3, column 5"))
        }
    }
}
