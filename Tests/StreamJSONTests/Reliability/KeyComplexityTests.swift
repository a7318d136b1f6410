import Foundation
import Testing
@testable import StreamJSON

extension Reliability {
    /// Key lookup and duplicate detection stay linear in the number of keys, whatever the keys
    /// look like and whatever order they are read in (counted key comparisons and hash probes).
    @Suite struct KeyComplexityTests {
        static let units: [WorkCounter.Unit] = [.keyComparison, .hashProbe]
        let n = 2_000

        // MARK: Keys made to collide

        @Test func sharedPrefixKeysDecodeInLinearTime() throws {
            try Complexity.expectNearLinear(Self.units, n: n, "shared-prefix keys as [String: Int]") { size in
                let document = Complexity.object(keys: Complexity.sharedPrefixKeys(size))
                let decoded = try StreamJSONDecoder().decode([String: Int].self, from: document)
                #expect(decoded.count == size)
            }
            try Complexity.expectNearLinear(Self.units, n: n, "shared-prefix keys as JSONValue") { size in
                let document = Complexity.object(keys: Complexity.sharedPrefixKeys(size))
                let decoded = try StreamJSONDecoder().decode(JSONValue.self, from: document)
                #expect(decoded.objectValue?.count == size)
            }
        }

        @Test func keysDifferingInTheLastByteDecodeInLinearTime() throws {
            try Complexity.expectNearLinear(Self.units, n: n, "last-byte keys as [String: Int]") { size in
                let keys = Complexity.lastByteKeys(size)
                #expect(Set(keys).count == size)
                let decoded = try StreamJSONDecoder().decode([String: Int].self, from: Complexity.object(keys: keys))
                #expect(decoded.count == size)
            }
        }

        @Test func oneKeyRepeatedDecodesInLinearTime() throws {
            try Complexity.expectNearLinear(Self.units, n: n, "one key repeated") { size in
                let document = Complexity.object(keys: Array(repeating: "same", count: size))
                let dictionary = try StreamJSONDecoder().decode([String: Int].self, from: document)
                #expect(dictionary == ["same": 0])  // the first wins
                let value = try StreamJSONDecoder().decode(JSONValue.self, from: document)
                #expect(value.objectValue?.count == 1)
                let decoder = StreamJSONDecoder()
                decoder.userInfo[ReadsInGivenOrder.order] = ["same", "same", "same"]
                #expect(try decoder.decode(ReadsInGivenOrder.self, from: document).sum == 0)
            }
        }

        // MARK: Members read out of document order

        @Test func membersReadInReverseOrderCostLinearTime() throws {
            try Complexity.expectNearLinear(Self.units, n: n, "reverse order") { size in
                let keys = (0..<size).map { "k\($0)" }
                let decoder = StreamJSONDecoder()
                decoder.userInfo[ReadsInGivenOrder.order] = Array(keys.reversed())
                let decoded = try decoder.decode(ReadsInGivenOrder.self, from: Complexity.object(keys: keys))
                #expect(decoded.sum == size * (size - 1) / 2)
            }
        }

        @Test func membersReadInRandomOrderCostLinearTime() throws {
            try Complexity.expectNearLinear(Self.units, n: n, "random order") { size in
                let keys = Complexity.sharedPrefixKeys(size)
                var generator = SeededGenerator(seed: 42)
                let decoder = StreamJSONDecoder()
                decoder.userInfo[ReadsInGivenOrder.order] = keys.shuffled(using: &generator)
                let decoded = try decoder.decode(ReadsInGivenOrder.self, from: Complexity.object(keys: keys))
                #expect(decoded.sum == size * (size - 1) / 2)
            }
        }

        @Test func allKeysReadSortedCostLinearTime() throws {
            try Complexity.expectNearLinear(Self.units, n: n, "allKeys sorted") { size in
                let keys = (0..<size).map { "k\($0)" }
                let decoded = try StreamJSONDecoder().decode(ReadsSortedKeys.self, from: Complexity.object(keys: keys))
                #expect(decoded.count == size)
            }
        }

        @Test func absentKeysCostConstantTimeEach() throws {
            try Complexity.expectNearLinear(Self.units, n: n, "absent keys") { size in
                let keys = (0..<size).map { "k\($0)" }
                let decoder = StreamJSONDecoder()
                decoder.userInfo[ReadsInGivenOrder.order] = keys.map { "absent_" + $0 }
                #expect(throws: DecodingError.self) {
                    try decoder.decode(ReadsInGivenOrder.self, from: Complexity.object(keys: keys))
                }
                struct ProbesAbsentKeys: Decodable {
                    init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AnyKey.self)
                        for name in decoder.userInfo[ReadsInGivenOrder.order] as? [String] ?? [] {
                            #expect(!container.contains(AnyKey(stringValue: name)))
                            #expect(try container.decodeIfPresent(Int.self, forKey: AnyKey(stringValue: name)) == nil)
                        }
                    }
                }
                _ = try decoder.decode(ProbesAbsentKeys.self, from: Complexity.object(keys: keys))
            }
        }

        @Test func nonASCIIKeysReadOutOfOrderCostLinearTime() throws {
            try Complexity.expectNearLinear(Self.units, n: n, "escaped and non-ASCII keys") { size in
                let keys = (0..<size).map { $0 % 2 == 0 ? "é\($0)" : "k\\u00e9\($0)" }
                let readable = (0..<size).map { $0 % 2 == 0 ? "é\($0)" : "ké\($0)" }
                let decoder = StreamJSONDecoder()
                decoder.userInfo[ReadsInGivenOrder.order] = Array(readable.reversed())
                let decoded = try decoder.decode(ReadsInGivenOrder.self, from: Complexity.object(keys: keys))
                #expect(decoded.sum == size * (size - 1) / 2)
            }
        }

        /// 100,000 objects in the full-size shape; 2,000 and 16,000 here.
        @Test func manySiblingObjectsReadOutOfOrderCostLinearTime() throws {
            let keys = (0..<24).map { "field_\($0)" }
            let object = String(decoding: Complexity.object(keys: keys), as: UTF8.self)
            try Complexity.expectNearLinear(Self.units, n: n, "sibling objects, reverse order") { size in
                let document = Array(("[" + Array(repeating: object, count: size).joined(separator: ",") + "]").utf8)
                let decoder = StreamJSONDecoder()
                decoder.userInfo[ReadsInGivenOrder.order] = Array(keys.reversed())
                let decoded = try decoder.decode([ReadsInGivenOrder].self, from: document)
                #expect(decoded.count == size)
            }
        }

        @Test func documentOrderFindsEveryKeyOnTheFirstComparison() throws {
            let keys = Complexity.sharedPrefixKeys(1_000)
            let decoder = StreamJSONDecoder()
            decoder.userInfo[ReadsInGivenOrder.order] = keys
            let (tally, decoded) = try WorkCounter.measure {
                try decoder.decode(ReadsInGivenOrder.self, from: Complexity.object(keys: keys))
            }
            #expect(decoded.sum == 999 * 1_000 / 2)
            #expect(tally[.keyComparison] == keys.count)
            // The duplicate check hashes each key once, with short probe runs.
            #expect(tally[.hashProbe] < 2 * keys.count)
        }
    }
}
