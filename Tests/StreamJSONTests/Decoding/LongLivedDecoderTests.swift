import Foundation
import Testing
@testable import StreamJSON

/// A server's decoder and encoder meet many types: after more key types than the container box
/// cache holds (each `Tagged<...>` below has a `CodingKeys` of its own), every value still
/// decodes and encodes as Foundation's coders do, and the types in use get the cache.
@Suite struct LongLivedDecoderTests {
    struct Tagged<Tag>: Codable, Equatable {
        var value: Int
        var name: String
        var inner: Inner
    }

    struct Inner: Codable, Equatable {
        var zeta: Int
        var alpha: [Int]
    }

    static let text = #"{"value": 7, "name": "n", "inner": {"zeta": 1, "alpha": [1, 2]}}"#

    /// Decodes `Tagged<T>` and encodes it, then does the same with `Tagged<[T]>`, `remaining`
    /// times: one new key type each step.
    private func roundTrip<T>(
        _ tag: T.Type, remaining: Int, decoder: StreamJSONDecoder,
        encoder: StreamJSONEncoder
    ) throws {
        let data = Data(Self.text.utf8)
        let value = try decoder.decode(Tagged<T>.self, from: data)
        #expect(value == (try JSONDecoder().decode(Tagged<T>.self, from: data)))
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        #expect(try encoder.encode(value) == foundation.encode(value))
        if remaining > 0 {
            try roundTrip([T].self, remaining: remaining - 1, decoder: decoder, encoder: encoder)
        }
    }

    @Test func decodesAndEncodesAsFoundationAfterMoreKeyTypesThanTheCacheHolds() throws {
        let decoder = StreamJSONDecoder()
        let encoder = StreamJSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for _ in 0..<3 {
            try roundTrip(Int.self, remaining: 60, decoder: decoder, encoder: encoder)
            try roundTrip(Int.self, remaining: 0, decoder: decoder, encoder: encoder)
        }
    }
}
