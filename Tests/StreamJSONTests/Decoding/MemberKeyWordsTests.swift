// A keyed container that keeps missing the key at its cursor reads the object's keys packed a
// word each (MemberKeyWords: the length and the first seven bytes). These tests pin the packing
// and then read random objects in random orders, with the keys that packing must not confuse
// (seven and eight bytes, long keys sharing their first seven bytes, the empty key, escapes,
// non-ASCII text in both Unicode forms, duplicates), on both sides of the scan limit, and
// compare every answer with Foundation's JSONDecoder.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct MemberKeyWordsTests {
    static func word(_ key: String) -> UInt64 {
        var key = key
        return InputBytes.with(utf8: &key) { MemberKeyWords.word($0, 0, $0.count) }
    }

    @Test func keysOfAtMostSevenBytesHaveWordsOfTheirOwn() {
        let keys = ["", "a", "b", "ab", "ba", "a\0", "abcdefg", "abcdeff", "bbcdefg", "id", "kind"]
        for first in keys {
            for second in keys {
                #expect((Self.word(first) == Self.word(second)) == (first == second), "\(first) \(second)")
            }
        }
    }

    @Test func longerKeysShareAWordWithTheirFirstSevenBytesAndLength() {
        #expect(Self.word("created_at") == Self.word("created_by"))
        #expect(Self.word("abcdefgh") != Self.word("abcdefg"))
        #expect(Self.word("abcdefgh") != Self.word("abcdefghi"))
    }

    @Test func aKeyAtTheEndOfItsBytesHasTheWordItHasElsewhere() {
        let text = #"{"a":1,"level":2,"b":"xy"}"#
        var bytes = text
        let nearEnd = InputBytes.with(utf8: &bytes) { bytes in
            (0..<5).map { length in MemberKeyWords.word(bytes, bytes.count - length, length) }
        }
        let suffixes = (0..<5).map { String(text.suffix($0)) }
        #expect(nearEnd == suffixes.map(Self.word))
    }

    static let scriptKey = CodingUserInfoKey(rawValue: "MemberKeyWordsTests.lookups")!

    /// Reads the keys named in `userInfo`, in that order, and records every answer.
    struct Reader: Decodable, Equatable {
        var answers: [String]

        init(from decoder: any Decoder) throws {
            let keys = decoder.userInfo[MemberKeyWordsTests.scriptKey] as! [String]
            let container = try decoder.container(keyedBy: AnyKey.self)
            answers = keys.enumerated().map { step, name in
                do {
                    if step % 5 == 4 { return "\(container.contains(AnyKey(name)))" }
                    return "\(String(describing: try container.decodeIfPresent(Int.self, forKey: AnyKey(name))))"
                } catch {
                    return "error"
                }
            }
        }
    }

    /// Names packing must keep apart, and a few that must be scanned.
    static let plainNames = [
        "id", "kind", "a", "ab", "", "abcdefg", "abcdefgh", "abcdefgi", "abcdefghij",
        "created_at", "created_by", "createdAt", "level", "user",
    ]
    static let awkwardNames = [#"na\u006de"#, "name", "caf\u{E9}", "cafe\u{301}", #"caf\u00e9"#]

    /// An object of `count` members, each named from the pools or `k<i>` (so some repeat),
    /// with a number, null, an array or an object as its value.
    static func document(count: Int, awkward: Bool, _ random: inout SeededGenerator) -> (String, [String]) {
        var names: [String] = []
        let members = (0..<count).map { position in
            let name: String
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where awkward: name = awkwardNames.randomElement(using: &random)!
            case 0...4: name = plainNames.randomElement(using: &random)!
            default: name = "k\(Int.random(in: 0..<count, using: &random))"
            }
            names.append(name)
            let value =
                switch Int.random(in: 0..<8, using: &random) {
                case 0: "null"
                case 1: #"[1,[2,{"id":3}]]"#
                case 2: #"{"id":4,"kind":5}"#
                default: "\(position)"
                }
            return "\"\(name)\":\(value)"
        }
        return ("{" + members.joined(separator: ",") + "}", names)
    }

    @Test func objectsReadInAnyOrderFindWhatFoundationFinds() throws {
        var random = SeededGenerator(seed: 61)
        let foundation = JSONDecoder()
        let reused = StreamJSONDecoder()
        for round in 0..<1500 {
            let count = [5, 8, 11, 30, 47, 48, 49, 60][round % 8]
            let (json, names) = Self.document(count: count, awkward: round % 3 == 0, &random)
            // Keys as the document spells them (unescaped where a reader would write them),
            // read in another order, a subset, with absent keys between.
            var keys = names.map { $0 == #"na\u006de"# ? "name" : $0 == #"caf\u00e9"# ? "caf\u{E9}" : $0 }
            keys.shuffle(using: &random)
            keys = Array(keys.prefix(Int.random(in: 1...keys.count, using: &random)))
            for _ in 0..<3 { keys.insert("absent", at: Int.random(in: 0...keys.count, using: &random)) }
            foundation.userInfo = [Self.scriptKey: keys]
            reused.userInfo = [Self.scriptKey: keys]
            let fresh = StreamJSONDecoder()
            fresh.userInfo = [Self.scriptKey: keys]
            let data = Data(json.utf8)
            let expected = try foundation.decode(Reader.self, from: data)
            #expect(try reused.decode(Reader.self, from: data) == expected, "\(json) \(keys)")
            #expect(try fresh.decode(Reader.self, from: data) == expected, "\(json) \(keys)")
        }
    }

    struct Event: Codable, Equatable {
        var durationMs: Double
        var id: Int
        var kind: String
        var level: Int
        var message: String
        var retries: Int?
        var tags: [Int]
        var traceId: String?
    }

    @Test func aModelInAlphabeticalOrderReadsWhatFoundationReads() {
        let json = #"""
            [{"id":7,"kind":"cache.miss","message":"m","level":3,"durationMs":1.5,"tags":[1],"traceId":"t"},
             {"traceId":"u","id":8,"kind":"job","message":"n","level":4,"durationMs":2.5,"tags":[],"id":9},
             {"id":10,"kind":"k","message":"o","level":5,"durationMs":3.5,"tags":[2,3],"retries":2}]
            """#
        expectSameDecoding([Event].self, from: json)
    }

    /// Where a model leaves the container it keeps (through `userInfo`).
    final class Shelf: @unchecked Sendable {
        var container: KeyedDecodingContainer<AnyKey>?
    }

    static let shelfKey = CodingUserInfoKey(rawValue: "MemberKeyWordsTests.shelf")!

    /// Reads `e`, `a`, `d`, `b` (out of order: the container gathers the keys) and keeps its
    /// container.
    struct Keeping: Decodable {
        var values: [Int]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            values = try ["e", "a", "d", "b"].map { try container.decode(Int.self, forKey: AnyKey($0)) }
            (decoder.userInfo[MemberKeyWordsTests.shelfKey] as! Shelf).container = container
        }
    }

    @Test func aKeptContainerReadsItsOwnObjectAfterTheDecoderReadsAnother() throws {
        let first = Data(#"{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}"#.utf8)
        let second = Data(#"{"f":60,"e":50,"d":40,"c":30,"b":20,"a":10}"#.utf8)
        func transcript(_ decode: (Data, Shelf) throws -> Keeping) throws -> [Int] {
            let kept = Shelf()
            let other = Shelf()
            // A kept container holds its decoder, whose `userInfo` holds the shelf: empty the
            // shelves when done so that the cycle is broken (the AddressSanitizer run checks leaks).
            defer {
                kept.container = nil
                other.container = nil
            }
            let read = try decode(first, kept).values
            let next = try decode(second, other).values
            let later = try ["c", "f", "a", "e"].map { try kept.container!.decode(Int.self, forKey: AnyKey($0)) }
            return read + next + later
        }
        let foundation = JSONDecoder()
        let streamJSON = StreamJSONDecoder()
        let expected = try transcript { data, shelf in
            foundation.userInfo = [Self.shelfKey: shelf]
            return try foundation.decode(Keeping.self, from: data)
        }
        let actual = try transcript { data, shelf in
            streamJSON.userInfo = [Self.shelfKey: shelf]
            return try streamJSON.decode(Keeping.self, from: data)
        }
        #expect(actual == expected)
        #expect(expected == [5, 1, 4, 2, 50, 10, 40, 20, 3, 6, 1, 5])
    }
}
