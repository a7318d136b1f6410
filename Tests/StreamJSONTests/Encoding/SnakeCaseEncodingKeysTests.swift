// convertToSnakeCase over bytes for ASCII keys: the same names as JSONEncoder's.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct SnakeCaseEncodingKeysTests {
    /// One member under `key`.
    struct OneMember: Encodable {
        let key: String
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(1, forKey: AnyKey(key))
        }
    }

    @Test func asciiKeysGetFoundationsNames() throws {
        var generator = SeededGenerator(seed: 45)
        let alphabet = Array("aBcXYz09_-. $")
        var keys = [
            "myURLValue", "URLs", "ALLCAPS", "a", "A", "aB", "Ab", "ABc", "isHTTPSOn", "value2Go", "x_Y", "_Leading",
        ]
        for _ in 0..<2_000 {
            let length = Int.random(in: 1...12, using: &generator)
            keys.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        let ours = StreamJSONEncoder()
        ours.keyEncodingStrategy = .convertToSnakeCase
        for key in keys {
            let expected = try foundation.encode(OneMember(key: key))
            #expect(try ours.encode(OneMember(key: key)) == expected, "\(key.debugDescription)")
            #expect(SnakeCase.asciiSnakeCase(fromCamelCase: key) != nil)
        }
    }
}
