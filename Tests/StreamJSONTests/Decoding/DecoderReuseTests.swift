import Foundation
import Testing
@testable import StreamJSON

/// A `StreamJSONDecoder` keeps what one call built (options snapshot, tape memory, the `Decoder`
/// and its container boxes) for its next call, and decoders whose settings are the defaults
/// share those spares. None of it may show: every call decodes as a fresh decoder would, with
/// the settings in force when it starts, and a `Decoder` or container that user code keeps is
/// never handed to another call.
@Suite struct DecoderReuseTests {
    final class Keeper: @unchecked Sendable {
        var decoders: [AnyObject] = []
        var containers: [KeyedDecodingContainer<Kept.CodingKeys>] = []

        /// Lets go of what it kept: a kept decoder holds its options, whose `userInfo` holds
        /// this keeper, a cycle made on purpose (as it would be with Foundation's decoder),
        /// which the AddressSanitizer run's leak check would report.
        func release() {
            decoders.removeAll()
            containers.removeAll()
        }
    }

    static let keeperKey = CodingUserInfoKey(rawValue: "keeper")!

    /// Keeps its decoder, or its container, in the `Keeper` of `userInfo`.
    struct Kept: Decodable {
        var x: Int
        enum CodingKeys: String, CodingKey { case x, keepContainer }

        init(from decoder: any Decoder) throws {
            let keeper = decoder.userInfo[DecoderReuseTests.keeperKey] as! Keeper
            let container = try decoder.container(keyedBy: CodingKeys.self)
            x = try container.decode(Int.self, forKey: .x)
            if try container.decodeIfPresent(Bool.self, forKey: .keepContainer) == true {
                keeper.containers.append(container)
            } else {
                keeper.decoders.append(decoder as AnyObject)
            }
        }
    }

    /// Remembers, weakly, the decoder of the previous call.
    final class Watch: @unchecked Sendable {
        weak var last: AnyObject?
        var sameAsLast: [Bool] = []
    }

    static let watchKey = CodingUserInfoKey(rawValue: "watch")!

    struct Watched: Decodable {
        var x: Int
        enum CodingKeys: String, CodingKey { case x }

        init(from decoder: any Decoder) throws {
            let watch = decoder.userInfo[DecoderReuseTests.watchKey] as! Watch
            watch.sameAsLast.append(watch.last === decoder as AnyObject)
            watch.last = decoder as AnyObject
            x = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .x)
        }
    }

    @Test func consecutiveCallsOfOneDecoderReuseItsDecoder() throws {
        let watch = Watch()
        let decoder = StreamJSONDecoder()
        decoder.userInfo = [Self.watchKey: watch]
        for x in 0..<3 {
            #expect(try decoder.decode(Watched.self, from: Data(#"{"x": \#(x)}"#.utf8)).x == x)
        }
        #expect(watch.sameAsLast == [false, true, true])
    }

    @Test func aDecoderKeptByUserCodeIsNeverReused() throws {
        let keeper = Keeper()
        defer { keeper.release() }
        let decoder = StreamJSONDecoder()
        decoder.userInfo = [Self.keeperKey: keeper]
        for x in 0..<4 {
            #expect(try decoder.decode(Kept.self, from: Data(#"{"x": \#(x)}"#.utf8)).x == x)
        }
        #expect(Set(keeper.decoders.map(ObjectIdentifier.init)).count == 4)
    }

    @Test func aContainerKeptByUserCodeIsNeverReused() throws {
        let keeper = Keeper()
        defer { keeper.release() }
        let decoder = StreamJSONDecoder()
        decoder.userInfo = [Self.keeperKey: keeper]
        for x in 0..<4 {
            let value = try decoder.decode(
                [Kept].self, from: Data(#"[{"x": \#(x), "keepContainer": true}, {"x": 9}]"#.utf8))
            #expect(value.map(\.x) == [x, 9])
        }
        #expect(keeper.containers.count == 4)
        #expect(Set(keeper.decoders.map(ObjectIdentifier.init)).count == 4)
    }

    struct Stamp: Decodable, Equatable {
        var startsAt: Date
    }

    @Test func settingsChangedBetweenCallsApplyToTheNextCall() throws {
        let decoder = StreamJSONDecoder()
        let document = Data(#"{"starts_at": 1000}"#.utf8)
        #expect(throws: DecodingError.self) { try decoder.decode(Stamp.self, from: document) }
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        #expect(try decoder.decode(Stamp.self, from: document) == Stamp(startsAt: Date(timeIntervalSince1970: 1000)))
        decoder.dateDecodingStrategy = .millisecondsSince1970
        #expect(try decoder.decode(Stamp.self, from: document) == Stamp(startsAt: Date(timeIntervalSince1970: 1)))
        decoder.keyDecodingStrategy = .useDefaultKeys
        #expect(throws: DecodingError.self) { try decoder.decode(Stamp.self, from: document) }
        // A new decoder with the defaults is not touched by any of it.
        #expect(throws: DecodingError.self) { try StreamJSONDecoder().decode(Stamp.self, from: document) }
    }

    struct Pair: Decodable, Equatable {
        var a: Int
        var b: [String: Int]
    }

    @Test func aFailedCallLeavesNothingForTheNext() throws {
        let decoder = StreamJSONDecoder()
        let good = Data(#"{"a": 1, "b": {"k": 2}}"#.utf8)
        let failures = [#"{"a": 1, "b": {"k": "x"}}"#, #"{"a": 1, "b": {"k": 2}"#, #"{"b": {}, "a": true}"#, "[1, 2]"]
        for failure in failures {
            #expect(throws: DecodingError.self) { try decoder.decode(Pair.self, from: Data(failure.utf8)) }
            #expect(try decoder.decode(Pair.self, from: good) == Pair(a: 1, b: ["k": 2]))
            #expect(try StreamJSONDecoder().decode(Pair.self, from: good) == Pair(a: 1, b: ["k": 2]))
        }
    }

    @Test func aLargeDocumentDoesNotChangeTheNextSmallOne() throws {
        let decoder = StreamJSONDecoder()
        let large = "[" + (0..<100_000).map(String.init).joined(separator: ",") + "]"
        #expect(try decoder.decode([Int].self, from: Data(large.utf8)).count == 100_000)
        #expect(try decoder.decode([Int].self, from: Data("[7]".utf8)) == [7])
        try decoder.validate(Data(large.utf8))
        #expect(throws: DecodingError.self) { try decoder.validate(Data("[7".utf8)) }
    }
}
