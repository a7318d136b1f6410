import Foundation
import Testing
@testable import StreamJSON

/// A `StreamJSONEncoder` keeps what one call built (options snapshot, output buffer, the
/// direct-mode context and its container boxes) for its next call, and encoders whose settings
/// are the defaults share those spares. None of it may show: every call writes what a fresh
/// encoder would, with the settings in force when it starts, and an `Encoder` that user code
/// keeps is never handed to another call.
@Suite struct EncoderReuseTests {
    struct Item: Codable, Equatable {
        var id: Int
        var name: String
        var tags: [String: Int]
        var next: [Item]
    }

    static var items: [Item] {
        [
            Item(id: 1, name: "a", tags: ["x": 1], next: []),
            Item(
                id: 2, name: "with \"quotes\" and / slash", tags: [:],
                next: [Item(id: 3, name: "é", tags: ["y": 2], next: [])]),
        ]
    }

    /// Uses its containers out of order, which sends the encode to tree mode.
    static var outOfOrder: EncodeWith {
        EncodeWith { encoder in
            var first = encoder.container(keyedBy: EncTestKey.self)
            var nested = first.nestedContainer(keyedBy: EncTestKey.self, forKey: "nested")
            try first.encode(1, forKey: "after")
            try nested.encode(2, forKey: "inner")
        }
    }

    @Test func consecutiveCallsWriteWhatAFreshEncoderWrites() throws {
        let reused = StreamJSONEncoder()
        for _ in 0..<3 {
            for item in Self.items {
                #expect(try reused.encode(item) == StreamJSONEncoder().encode(item))
            }
            #expect(try reused.encode(Self.outOfOrder) == Data(#"{"nested":{"inner":2},"after":1}"#.utf8))
            #expect(try reused.encode([1, 2]) == Data("[1,2]".utf8))
        }
    }

    @Test func settingsChangedBetweenCallsApplyToTheNextCall() throws {
        let encoder = StreamJSONEncoder()
        let item = Self.items[1]
        let compact = try encoder.encode(item)
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let pretty = try encoder.encode(item)
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(pretty == (try foundation.encode(item)))
        encoder.outputFormatting = []
        #expect(try encoder.encode(item) == compact)
        #expect(try StreamJSONEncoder().encode(item) == compact)
    }

    @Test func eachSettingChangedKeepsTheSettingsChangedBeforeIt() throws {
        struct Snake: Codable { var someValue = 1; var when = Date(timeIntervalSince1970: 0) }
        let encoder = StreamJSONEncoder()
        let foundation = JSONEncoder()
        // (Unsorted, JSONEncoder's key order changes from one process to the next.)
        let defaults = Data(#"{"someValue":1,"when":-978307200}"#.utf8)
        #expect(try encoder.encode(Snake()) == defaults)
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        foundation.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        foundation.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .secondsSince1970
        foundation.dateEncodingStrategy = .secondsSince1970
        #expect(encoder.outputFormatting == [.prettyPrinted, .sortedKeys])
        guard case .convertToSnakeCase = encoder.keyEncodingStrategy else { Issue.record("keys"); return }
        for _ in 0..<2 {
            #expect(try encoder.encode(Snake()) == (try foundation.encode(Snake())))
        }
        #expect(try StreamJSONEncoder().encode(Snake()) == defaults)
    }

    @Test func aFailedCallLeavesNothingForTheNext() throws {
        let encoder = StreamJSONEncoder()
        for _ in 0..<3 {
            #expect(throws: EncodingError.self) { try encoder.encode(["a": Double.nan]) }
            #expect(try encoder.encode(["a": 1.5]) == Data(#"{"a":1.5}"#.utf8))
        }
    }

    final class Keeper: @unchecked Sendable {
        var encoders: [AnyObject] = []
    }

    @Test func anEncoderKeptByUserCodeIsNeverReused() throws {
        let keeper = Keeper()
        let value = EncodeWith { encoder in
            keeper.encoders.append((encoder as! ValueEncoder).context)
            var container = encoder.container(keyedBy: EncTestKey.self)
            try container.encode(1, forKey: "n")
        }
        let encoder = StreamJSONEncoder()
        for _ in 0..<4 {
            #expect(try encoder.encode(value) == Data(#"{"n":1}"#.utf8))
        }
        #expect(Set(keeper.encoders.map(ObjectIdentifier.init)).count == 4)
    }

    @Test func encodedBytesHandedToAClosureAreTheEncodedData() throws {
        let encoder = StreamJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for item in Self.items {
            let bytes = try encoder.withUnsafeEncodedBytes(of: item) { Array($0) }
            #expect(Data(bytes) == (try encoder.encode(item)))
        }
        var ran = false
        #expect(throws: EncodingError.self) {
            try encoder.withUnsafeEncodedBytes(of: [Double.infinity]) { _ in ran = true }
        }
        #expect(!ran)
        struct Stop: Error {}
        #expect(throws: Stop.self) { try encoder.withUnsafeEncodedBytes(of: 1) { _ in throw Stop() } }
    }
}
