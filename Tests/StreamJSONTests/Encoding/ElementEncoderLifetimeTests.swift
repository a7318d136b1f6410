import Foundation
import Testing
@testable import StreamJSON

/// The encoder an array of models hands each element (and the unkeyed container it asks for)
/// is good for that element only: an element that writes through an earlier element's
/// container gets `JSONEncoder`'s output, and one kept past the encode writes nowhere.
@Suite struct ElementEncoderLifetimeTests {
    /// Keeps the last unkeyed container an element asked for.
    final class Keeper {
        var container: (any UnkeyedEncodingContainer)?
    }

    /// A position that also writes into the container of the element before it (the first
    /// element forgets what an earlier encode left).
    struct Reaching: Encodable {
        let value: Double
        let keeper: Keeper
        var isFirst = false

        func encode(to encoder: any Encoder) throws {
            if isFirst { keeper.container = nil }
            if var earlier = keeper.container { try earlier.encode(-value) }
            var container = encoder.unkeyedContainer()
            try container.encode(value)
            keeper.container = container
        }
    }

    @Test func anElementWritingIntoAnEarlierElementsContainerMatchesJSONEncoder() {
        let keeper = Keeper()
        let pair = EncoderPair(.sortedKeys)
        pair.expectSameOutput([
            Reaching(value: 1, keeper: keeper, isFirst: true), Reaching(value: 2, keeper: keeper),
            Reaching(value: 3, keeper: keeper),
        ])
    }

    @Test func aContainerKeptPastTheEncodeWritesNowhere() throws {
        let keeper = Keeper()
        let encoder = StreamJSONEncoder()
        let first = try encoder.encode([Reaching(value: 1, keeper: Keeper()), Reaching(value: 2, keeper: keeper)])
        #expect(String(decoding: first, as: UTF8.self) == "[[1],[2]]")
        var kept = try #require(keeper.container)
        #expect(throws: (any Error).self) { try kept.encode(3.0) }
        let second = try encoder.encode([Reaching(value: 4, keeper: Keeper())])
        #expect(String(decoding: second, as: UTF8.self) == "[[4]]")
    }
}
