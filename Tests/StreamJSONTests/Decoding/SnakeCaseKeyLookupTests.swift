// convertFromSnakeCase without Strings: the byte-by-byte conversion is Foundation's, and key
// lookup in the snake-case form finds what JSONDecoder finds (first of two keys whose
// conversions are equal, in any access order, in small and large objects).

import Foundation
import Testing
@testable import StreamJSON

@Suite struct SnakeCaseKeyLookupTests {
    static let snakeCase = DifferentialOptions { $0.keyDecodingStrategy = .convertFromSnakeCase }

    /// Random keys over letters, digits, underscores and a few other ASCII characters.
    static func randomKeys(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("aBcXyZ09_-.$ '^")
        return (0..<count).map { _ in
            let length = Int.random(in: 0...12, using: &generator)
            return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        }
    }

    @Test func theConversionByBytesIsFoundations() {
        var converted = 0
        for key in Self.randomKeys(20_000, seed: 39) + KeyDecodingStrategyTests.snakeCaseTable.map(\.json) {
            guard key.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            let bytes = Array(key.utf8)
            let result: [UInt8]? = InputBytes.with(bytes) { view in
                guard var conversion = SnakeCaseConversion(view, 0, bytes.count) else { return nil }
                var output: [UInt8] = []
                while let byte = conversion.next() { output.append(byte) }
                return output
            }
            let expected = Array(SnakeCase.camelCase(fromSnakeCase: key).utf8)
            if let result {
                converted += 1
                #expect(result == expected, "\(key.debugDescription)")
            } else {
                // Only keys with other characters than letters and digits in their later words
                // (or digits, where this platform's capitalisation is unknown) go to Strings.
                #expect(
                    !key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                        || SnakeCaseConversion.lettersAfterDigitsAreCapitalised == nil, "\(key.debugDescription)")
            }
        }
        #expect(converted > 10_000)
    }

    /// Each key against its conversion and near misses of it (a byte changed in case, one
    /// dropped, an underscore added): a comparison by bytes that answers is Foundation's answer.
    @Test func comparingByBytesAgreesWithComparingStrings() {
        var generator = SeededGenerator(seed: 43)
        var answered = 0
        for key in Self.randomKeys(5_000, seed: 44) where key.utf8.allSatisfy({ $0 < 0x80 }) {
            let converted = SnakeCase.camelCase(fromSnakeCase: key)
            var candidates = [converted, converted + "_", "_" + converted, String(converted.dropLast())]
            if let index = converted.indices.randomElement(using: &generator) {
                var flipped = Array(converted.utf8)
                let offset = converted.utf8.distance(from: converted.startIndex, to: index)
                if SnakeCaseConversion.isLetter(flipped[offset]) { flipped[offset] ^= 0x20 }
                candidates.append(String(decoding: flipped, as: UTF8.self))
            }
            let document = Array(#"{""#.utf8) + Array(key.utf8) + Array(#"":0}"#.utf8)
            InputBytes.with(document) { view in
                let entry = try! JSONScanner.scan(view)[1]
                for var candidate in candidates {
                    let byBytes = InputBytes.with(utf8: &candidate) { SnakeCaseKeys.bytesEqual(view, entry, $0) }
                    if let byBytes {
                        answered += 1
                        #expect(
                            byBytes == (converted == candidate),
                            "\(key.debugDescription) vs \(candidate.debugDescription)")
                    }
                }
            }
        }
        #expect(answered > 10_000)
    }

    @Test func aKeyAndItsConversionHashAlike() {
        for key in Self.randomKeys(2_000, seed: 40) where key.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(#"{""#.utf8) + Array(key.utf8) + Array(#"":0}"#.utf8)
            InputBytes.with(bytes) { view in
                let entry = try! JSONScanner.scan(view)[1]
                guard let hash = SnakeCaseKeys.hash(view, entry, seed: KeyHash.seed) else { return }
                var converted = SnakeCase.camelCase(fromSnakeCase: key)
                let expected = InputBytes.with(utf8: &converted) { SnakeCaseKeys.hash(codingKey: $0) }
                #expect(hash == expected, "\(key.debugDescription)")
            }
        }
    }

    @Test func theFoldedHashSeesTheKeyWithoutUnderscoresAndCase() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("aZ9_-xQ_".utf8)
        var hashes: [UInt64: [UInt8]] = [:]
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let key = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let squeezed = key.filter { $0 != UInt8(ascii: "_") }.map { $0 | 0x20 }
            // The key inside a longer buffer (word loads) and alone (byte loads at its end).
            let inside = InputBytes.with([1, 2, 3] + key + Array(repeating: 7, count: 9)) {
                FoldedKeyHash.hash($0, 3, key.count, seed: 5)
            }
            let alone = InputBytes.with(squeezed) { FoldedKeyHash.hash($0, 0, squeezed.count, seed: 5) }
            #expect(inside == alone, "\(String(decoding: key, as: UTF8.self))")
            if let other = hashes.updateValue(squeezed, forKey: alone) {
                #expect(other == squeezed, "two keys share a hash")
            }
        }
    }

    /// Variants of a few keys that convert to the same key, and others that do not.
    static let spellings = [
        "user_name", "userName", "USER_NAME", "user__name", "_user_name", "user_name_", "username",
        "created_at", "createdAt", "created_AT", "id", "ID", "i_d", "url_2x", "url2X", "url_2_x",
        "profile_image_url_https", "x-y_z", "x-yZ", "line_1", "line1", "é_t", "\\u0075ser_name",
    ]

    /// Objects of 1 to 40 members drawn from ``spellings`` (so with duplicates after conversion),
    /// read in random orders, some keys absent, through a key type of strings and through
    /// synthesised `CodingKeys`.
    @Test func lookupsFindWhatFoundationFinds() {
        var generator = SeededGenerator(seed: 41)
        let targets = [
            "userName", "createdAt", "id", "url2X", "profileImageUrlHttps", "xYZ", "line1", "éT",
            "ID", "username", "missingKey", "_userName", "userName_",
        ]
        for round in 0..<300 {
            let count = Int.random(in: 1...40, using: &generator)
            var members: [String] = []
            for index in 0..<count {
                let key =
                    Bool.random(using: &generator)
                    ? Self.spellings.randomElement(using: &generator)! : "filler_\(index)"
                members.append("\"\(key)\":\(round * 100 + index)")
            }
            let json = "{" + members.joined(separator: ",") + "}"
            let order = targets.shuffled(using: &generator)
            expectSameBehavior(json, options: Self.snakeCase) { decoder in
                let container = try decoder.container(keyedBy: AnyKey.self)
                // Foundation's allKeys come in its dictionary's order: compared as a set.
                return try order.map { "\(try container.decodeIfPresent(Int.self, forKey: AnyKey($0)) ?? -1)" }
                    + container.allKeys.map(\.stringValue).sorted()
            }
            expectSameDecoding(SnakeModel.self, from: json, options: Self.snakeCase)
            expectSameDecoding(SnakeModelReversed.self, from: json, options: Self.snakeCase)
        }
    }

    struct SnakeModel: Decodable, Equatable {
        var createdAt: Int?
        var id: Int?
        var line1: Int?
        var profileImageUrlHttps: Int?
        var url2X: Int?
        var userName: Int?
    }

    struct SnakeModelReversed: Decodable, Equatable {
        var userName: Int?
        var url2X: Int?
        var profileImageUrlHttps: Int?
        var line1: Int?
        var id: Int?
        var createdAt: Int?
    }

    @Test func aMissingKeyIsReportedByItsSwiftName() {
        expectSameDecoding(SnakeRequired.self, from: #"{"user_nam":1}"#, options: Self.snakeCase)
        expectSameDecoding(SnakeRequired.self, from: #"{"user_name":"x"}"#, options: Self.snakeCase)
    }

    struct SnakeRequired: Decodable, Equatable {
        var userName: Int
    }
}
