// The keys the encoder puts in coding paths are Foundation's, component by component and as
// printed: a `[String: T]` member's key has `intValue == Int(key)`
// under the default key strategy and none under `.convertToSnakeCase` or `.custom`.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct EncodingPathKeyTests {
    /// The coding paths a `.custom` date strategy saw, each key printed.
    final class SeenPaths: Sendable {
        private let paths = Locked<[[String]]>([])

        func record(_ path: [any CodingKey]) {
            let printed = path.map { "\($0) int=\($0.intValue.map(String.init) ?? "nil")" }
            paths.withLock { $0.append(printed) }
        }

        var all: [[String]] { paths.withLock { $0 } }
    }

    static func configure(_ foundation: JSONEncoder, _ stream: StreamJSONEncoder, strategy: Int) {
        switch strategy {
        case 1:
            foundation.keyEncodingStrategy = .convertToSnakeCase
            stream.keyEncodingStrategy = .convertToSnakeCase
        case 2:
            foundation.keyEncodingStrategy = .custom { $0.last! }
            stream.keyEncodingStrategy = .custom { $0.last! }
        default:
            break
        }
    }

    /// Encodes `value` with each encoder under `strategy`, a `.custom` date strategy recording
    /// the coding path it sees. The keys must print the same; with the default keys the paths
    /// are equal, under a key strategy Foundation's path of a `[String: T]` member starts at that
    /// member (its ancestors are lost) and StreamJSON's is the full path: their last keys agree.
    func expectSameSeenPaths<T: Encodable>(
        _ value: T, strategy: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let foundationPaths = SeenPaths()
        let streamPaths = SeenPaths()
        let pair = EncoderPair([.sortedKeys]) { foundation, stream in
            foundation.dateEncodingStrategy = .custom { _, encoder in
                foundationPaths.record(encoder.codingPath)
                var container = encoder.singleValueContainer()
                try container.encode(0)
            }
            stream.dateEncodingStrategy = .custom { _, encoder in
                streamPaths.record(encoder.codingPath)
                var container = encoder.singleValueContainer()
                try container.encode(0)
            }
            Self.configure(foundation, stream, strategy: strategy)
        }
        let (foundation, stream) = pair.outputs(value)
        #expect("\(stream)" == "\(foundation)", sourceLocation: sourceLocation)
        let expected = foundationPaths.all
        let actual = streamPaths.all
        #expect(!expected.isEmpty && actual.count == expected.count, sourceLocation: sourceLocation)
        func sorted(_ paths: [[String]]) -> [String] { paths.map { $0.joined(separator: " / ") }.sorted() }
        if strategy == 0 {
            #expect(sorted(actual) == sorted(expected), sourceLocation: sourceLocation)
        } else {
            #expect(
                sorted(actual.map { Array($0.suffix(1)) }) == sorted(expected.map { Array($0.suffix(1)) }),
                sourceLocation: sourceLocation)
            #expect(
                actual.map(\.count).reduce(0, +) >= expected.map(\.count).reduce(0, +), sourceLocation: sourceLocation)
        }
    }

    struct Holder: Encodable {
        var members: [String: Date]
        var list: [[String: Date]]
    }

    @Test(arguments: [0, 1, 2])
    func dictionaryMemberKeysHaveAnIntValueOnlyWithDefaultKeys(strategy: Int) {
        let date = Date(timeIntervalSince1970: 0)
        expectSameSeenPaths(["01": ["x": date, "-3": date, "a_b": date, "+4": date]], strategy: strategy)
        expectSameSeenPaths([["7": [date]]], strategy: strategy)
        expectSameSeenPaths(Holder(members: ["12": date], list: [["0": date]]), strategy: strategy)
    }

    /// Foundation's path of a value inside a `[String: T]` under a key strategy starts at the
    /// dictionary member; StreamJSON's is the full path.
    @Test func pathsInsideDictionariesUnderAKeyStrategyAreFullUnlikeFoundation() {
        let date = Date(timeIntervalSince1970: 0)
        for strategy in [1, 2] {
            let foundationPaths = SeenPaths()
            let streamPaths = SeenPaths()
            let pair = EncoderPair([.sortedKeys]) { foundation, stream in
                foundation.dateEncodingStrategy = .custom { _, encoder in foundationPaths.record(encoder.codingPath) }
                stream.dateEncodingStrategy = .custom { _, encoder in streamPaths.record(encoder.codingPath) }
                Self.configure(foundation, stream, strategy: strategy)
            }
            _ = pair.outputs(Holder(members: ["12": date], list: []))
            #expect(foundationPaths.all.map(\.count) == [1])
            #expect(
                streamPaths.all.map { $0.map { $0.prefix(10) } }
                    == [["CodingKeys", "_CodingKey"]])
        }
    }

    struct Wrapped: Encodable { var outer: [String: [Double]] }

    /// An error inside a `[String: T]` under a key strategy: Foundation's path loses what is
    /// above the dictionary (`k[1]`), StreamJSON's is the full path (`outer.k[1]`), as both
    /// report it with the default keys.
    @Test(arguments: [1, 2])
    func errorPathsInsideDictionariesUnderAKeyStrategyAreFullUnlikeFoundation(strategy: Int) {
        let pair = EncoderPair([.sortedKeys]) { Self.configure($0, $1, strategy: strategy) }
        let (foundation, stream) = pair.outputs(Wrapped(outer: ["k": [1, .nan]]))
        #expect(errorPath(foundation) == ["k", "Index 1"])
        #expect(errorPath(stream) == ["outer", "k", "Index 1"])
        let (defaultFoundation, defaultStream) = EncoderPair([.sortedKeys]).outputs(Wrapped(outer: ["k": [1, .nan]]))
        #expect(errorPath(defaultFoundation) == ["outer", "k", "Index 1"])
        #expect(errorPath(defaultStream) == ["outer", "k", "Index 1"])
    }

    private func errorPath(_ result: Result<String, any Error>) -> [String]? {
        guard case .failure(let error) = result, case .invalidValue(_, let context) = error as? EncodingError else {
            return nil
        }
        return context.codingPath.map(\.stringValue)
    }

    @Test(arguments: [0, 1, 2])
    func errorPathsInDictionariesMatchFoundation(strategy: Int) {
        let pair = EncoderPair([.sortedKeys]) { Self.configure($0, $1, strategy: strategy) }
        let (foundation, stream) = pair.outputs(["01": ["-2": Double.nan]])
        func printedPath(_ result: Result<String, any Error>) -> String {
            guard case .failure(let error) = result, case .invalidValue(_, let context) = error as? EncodingError else {
                return "no EncodingError: \(result)"
            }
            return "\(context.codingPath) ints=\(context.codingPath.map { $0.intValue.map(String.init) ?? "nil" })"
        }
        #expect(printedPath(stream) == printedPath(foundation))
        #expect(printedPath(foundation).contains("_DictionaryCodingKey") == (strategy == 0))
    }

    @Test func printedPathsOfSuperEncodersAndElementsMatchFoundation() {
        let probe = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            let parent = container.superEncoder()
            var parentSingle = parent.singleValueContainer()
            try parentSingle.encode("\(parent.codingPath)")
            let keyed = container.superEncoder(forKey: "k")
            var keyedSingle = keyed.singleValueContainer()
            try keyedSingle.encode("\(keyed.codingPath)")
        }
        let (foundation, stream) = EncoderPair([.sortedKeys]).outputs(probe)
        #expect("\(stream)" == "\(foundation)")
        expectSameSeenPaths([[Date(timeIntervalSince1970: 0)]], strategy: 0)
    }

    /// The row of DocC's Differences from Foundation "An error inside nestedContainer/nestedUnkeyedContainer": Foundation's
    /// paths below a nested container keep the last key only; the keys print alike.
    @Test func superEncoderOfANestedArrayHasTheFullPathUnlikeFoundation() throws {
        let probe = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            var list = container.nestedUnkeyedContainer(forKey: "list")
            try list.encode(1)
            let element = list.superEncoder()
            var single = element.singleValueContainer()
            try single.encode("\(element.codingPath)")
        }
        let (foundation, stream) = EncoderPair([.sortedKeys]).outputs(probe)
        #expect(try foundation.get() == #"{"list":[1,"[_CodingKey(stringValue: \"Index 1\", intValue: 1)]"]}"#)
        #expect(
            try stream.get() == #"{"list":[1,"[EncTestKey(stringValue: \"list\", intValue: nil), "#
                + #"_CodingKey(stringValue: \"Index 1\", intValue: 1)]"]}"#)
    }
}
