import Foundation
import Testing
@testable import StreamJSON

/// `.sortedKeys` orders an object's members by their keys' UTF-8 bytes, as `JSONEncoder` does.
/// The writer sorts by the keys' first eight bytes taken as one number and compares the rest
/// only when those are equal: these keys share prefixes of every length around eight, and every
/// case is compared with Foundation's bytes.
@Suite struct SortedKeysPrefixTests {
    /// Keys around the eight-byte boundary: prefixes of each other, equal first eight bytes,
    /// non-ASCII bytes inside and after the first eight, the empty key.
    static let edgeKeys = [
        "", "a", "ab", "abcdefg", "abcdefgh", "abcdefgha", "abcdefghb", "abcdefgh0", "abcdefghij",
        "abcdefgi", "abcdefg\u{E9}", "abcdefgh\u{E9}", "\u{E9}", "\u{1F600}", "Z", "_", "10", "9",
        "abcdefgh\u{7F}", "ABCDEFGH", "abcdefghabcdefgh", "abcdefghabcdefgi", "abcdefghabcdefg",
    ]

    @Test func sortsKeysSharingTheirFirstEightBytesAsFoundationDoes() throws {
        let dictionary = Dictionary(uniqueKeysWithValues: Self.edgeKeys.enumerated().map { ($1, $0) })
        for formatting in [JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted]] {
            let pair = EncoderPair(formatting)
            #expect(try pair.streamText(dictionary) == pair.foundationText(dictionary))
        }
    }

    @Test func sortsRandomKeysWithSharedPrefixesAsFoundationDoes() throws {
        var generator = SeededGenerator(seed: 29)
        let alphabet: [Character] = ["a", "b", "\u{E9}", "_", "Z", "0"]
        let pair = EncoderPair(.sortedKeys)
        for _ in 0..<300 {
            var dictionary: [String: [String: Int]] = [:]
            for _ in 0..<Int(generator.next() % 20) {
                var inner: [String: Int] = [:]
                for member in 0..<Int(generator.next() % 12) {
                    let length = Int(generator.next() % 13)
                    let key = String((0..<length).map { _ in alphabet[Int(generator.next() % 6)] })
                    inner["abcdefg" + key] = member
                    inner[key] = member
                }
                let length = Int(generator.next() % 11)
                dictionary[String((0..<length).map { _ in alphabet[Int(generator.next() % 6)] })] = inner
            }
            #expect(try pair.streamText(dictionary) == pair.foundationText(dictionary))
        }
    }

    /// The members of a struct arrive in the same order for every element: each element's
    /// object is sorted, the same way every time, nested objects inside the moved members too.
    @Test func sortsTheMembersOfEveryElementAsFoundationDoes() throws {
        struct Inner: Encodable {
            var zeta = 1, alphabetically = 2, alphabet = 3, alphabets = 4
        }
        struct Record: Encodable {
            var zulu = "z", yankee = Inner(), xray = [Inner(), Inner()], alphabetSoup = 1, alphabet = true
        }
        let records = Array(repeating: Record(), count: 20)
        for formatting in [JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted]] {
            let pair = EncoderPair(formatting)
            #expect(try pair.streamText(records) == pair.foundationText(records))
        }
    }

    /// Objects larger than the insertion sort takes (thousands of keys, many sharing their first
    /// eight bytes, in and out of order) are sorted as Foundation sorts them.
    @Test func sortsObjectsOfThousandsOfKeysAsFoundationDoes() throws {
        var generator = SeededGenerator(seed: 6)
        var dictionary: [String: Int] = [:]
        for index in 0..<3_000 {
            let stem = ["abcdefgh", "abcdefg", "b", "\u{E9}t\u{E9}", "key_"][Int(generator.next() % 5)]
            dictionary[stem + String(generator.next() % 5_000)] = index
        }
        for formatting in [JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted]] {
            let pair = EncoderPair(formatting)
            #expect(try pair.streamText(dictionary) == pair.foundationText(dictionary))
            let sizes = [33, 34, 100]
            for size in sizes {
                let small = Dictionary(uniqueKeysWithValues: dictionary.prefix(size).map { ($0.key, $0.value) })
                #expect(try pair.streamText([small, small]) == pair.foundationText([small, small]))
            }
        }
    }

    /// Objects of one member and objects already in order are left as written.
    @Test func leavesObjectsAlreadyInOrderAsFoundationWritesThem() throws {
        let pair = EncoderPair(.sortedKeys)
        let values: [[String: Int]] = [[:], ["only": 1], ["a": 1, "b": 2, "c": 3]]
        #expect(try pair.streamText(values) == pair.foundationText(values))
    }
}
