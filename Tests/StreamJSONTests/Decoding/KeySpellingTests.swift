// The spellings convertFromSnakeCase lookups remember: a lookup compares the document's keys
// with the spelling that matched its coding key last time before it converts them, and finds
// exactly what JSONDecoder finds whatever the spellings do from object to object (the first of
// two keys whose conversions are equal wins, a key spelled another way is still found).

import Foundation
import Testing
@testable import StreamJSON

@Suite struct KeySpellingTests {
    static let snakeCase = SnakeCaseKeyLookupTests.snakeCase

    @Test func aSpellingEqualsExactlyItsOwnBytes() {
        var generator = SeededGenerator(seed: 51)
        for length in 0...KeySpelling.maximumLength {
            let key = (0..<length).map { _ in UInt8.random(in: 0x21...0x7e, using: &generator) }
            // The key inside a longer buffer, and alone (word loads at both of its ends).
            let buffer = [9, 9, 9] + key + [9, 9]
            InputBytes.with(buffer) { bytes in
                let spelling = KeySpelling(bytes, 3, length)
                #expect(spelling.length == length)
                #expect(spelling.equals(bytes, 3))
                InputBytes.with(key) { alone in #expect(spelling.equals(alone, 0)) }
                for position in 0..<length {
                    var changed = key
                    changed[position] ^= 0x01
                    InputBytes.with(changed) { other in #expect(!spelling.equals(other, 0), "\(length) \(position)") }
                }
            }
        }
        #expect(KeySpelling().length == -1)
    }

    struct User: Codable, Equatable {
        var userId: Int?
        var screenName: String?
        var name: String?
    }

    /// Objects of more than four members (their lookups start at the cursor) whose spelling of
    /// `userId` changes from object to object, after it was learned: `user_id` twice, then the
    /// camel case, the upper case, both spellings in either order, a double underscore.
    @Test func aSpellingThatChangesBetweenObjectsIsStillFound() {
        let fillers = #""a":1,"b":2,"c":3,"d":4"#
        let objects = [
            #"{\#(fillers),"name":"n","user_id":1,"screen_name":"s"}"#,
            #"{\#(fillers),"name":"n","user_id":2,"screen_name":"s"}"#,
            #"{\#(fillers),"name":"n","user_id":3,"screen_name":"s"}"#,
            #"{\#(fillers),"name":"n","userId":4,"screen_name":"s"}"#,
            #"{\#(fillers),"name":"n","USER_ID":5,"screen_name":"s"}"#,
            #"{"userId":6,\#(fillers),"user_id":7,"name":"n"}"#,
            #"{"user_id":8,\#(fillers),"userId":9,"name":"n"}"#,
            #"{\#(fillers),"user__id":10,"user_id":11}"#,
            #"{\#(fillers),"user_id":12,"screen_name":"s","screenName":"t"}"#,
            #"{\#(fillers),"screenName":"t","user_id":13,"screen_name":"s"}"#,
            #"{\#(fillers),"name":"n"}"#,
            #"{\#(fillers),"user_id":14,"name":"n","screen_name":"s"}"#,
        ]
        expectSameDecoding([User].self, from: "[" + objects.joined(separator: ",") + "]", options: Self.snakeCase)
        // The other way round, after the camel case was learned.
        expectSameDecoding(
            [User].self, from: "[" + objects.reversed().joined(separator: ",") + "]", options: Self.snakeCase)
    }

    /// Arrays of objects drawn from the spellings of ``SnakeCaseKeyLookupTests/spellings``, so
    /// that the spelling learned in one object meets other spellings of its key, duplicates
    /// after conversion, and keys with escapes, in the next.
    @Test func lookupsInArraysOfObjectsFindWhatFoundationFinds() {
        var generator = SeededGenerator(seed: 52)
        for round in 0..<60 {
            var objects: [String] = []
            for _ in 0..<Int.random(in: 2...12, using: &generator) {
                let count = Int.random(in: 1...30, using: &generator)
                let members = (0..<count).map { index in
                    let key =
                        Int.random(in: 0..<3, using: &generator) == 0
                        ? "filler_\(index)" : SnakeCaseKeyLookupTests.spellings.randomElement(using: &generator)!
                    return "\"\(key)\":\(round * 100 + index)"
                }
                objects.append("{" + members.joined(separator: ",") + "}")
            }
            let json = "[" + objects.joined(separator: ",") + "]"
            expectSameDecoding([SnakeCaseKeyLookupTests.SnakeModel].self, from: json, options: Self.snakeCase)
            expectSameDecoding([SnakeCaseKeyLookupTests.SnakeModelReversed].self, from: json, options: Self.snakeCase)
        }
    }

    /// One decoder for several documents: what it learned about a key's spelling in one document
    /// (kept with its reused containers) meets another spelling in the next.
    @Test func aReusedDecoderFindsEachDocumentsSpelling() throws {
        let streamJSON = StreamJSONDecoder()
        streamJSON.keyDecodingStrategy = .convertFromSnakeCase
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let spellings = ["user_id", "user_id", "userId", "user_id", "USER_ID", "user__id", "userid", "user_id"]
        for spelling in spellings {
            let object = #"{"a":1,"b":2,"c":3,"d":4,"name":"n","\#(spelling)":7,"screen_name":"s"}"#
            let json = Data(("[" + Array(repeating: object, count: 3).joined(separator: ",") + "]").utf8)
            #expect(try streamJSON.decode([User].self, from: json) == foundation.decode([User].self, from: json))
        }
    }
}
