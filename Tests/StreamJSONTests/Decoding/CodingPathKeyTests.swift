// The keys StreamJSON puts in coding paths are Foundation's, component by component and as
// printed: `print(context.codingPath)` shows the same text with either decoder.
//
// A `[String: T]` member's key has `intValue == Int(key)` under the default key strategy (the
// standard library's `_DictionaryCodingKey`, `"01"` → 1) and none under `.convertFromSnakeCase`
// or `.custom`, where Foundation decodes the members itself with a plain `_CodingKey`.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct CodingPathKeyTests {
    /// What a `.custom` strategy closure saw, thrown to end the decode.
    struct SeenPath: Error, CustomStringConvertible {
        var description: String
        init(_ path: [any CodingKey]) {
            description = "\(path) ints=\(path.map { $0.intValue.map(String.init) ?? "nil" })"
        }
    }

    static let keyStrategies: [(name: String, options: DifferentialOptions)] = [
        ("useDefaultKeys", DifferentialOptions()),
        ("convertFromSnakeCase", DifferentialOptions { $0.keyDecodingStrategy = .convertFromSnakeCase }),
        ("custom", DifferentialOptions { $0.keyDecodingStrategy = .custom { $0.last! } }),
    ]

    /// The decoder's coding path as a `.custom` date strategy sees it, printed.
    func expectSameSeenPath<T: Decodable>(
        _ type: T.Type, from json: String, options base: DifferentialOptions,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var options = base
        options.dateDecodingStrategy = .custom { throw SeenPath($0.codingPath) }
        let data = Data(json.utf8)
        let outcome = expectSameOutcome(
            "\(json) as \(T.self)", options: options, areEqual: { _, _ in true },
            foundation: { try $0.decode(type, from: data) }, streamJSON: { try $0.decode(type, from: data) },
            sourceLocation: sourceLocation)
        guard case .otherError = outcome else {
            Issue.record("the closure did not run: \(outcome.summary)", sourceLocation: sourceLocation)
            return
        }
    }

    /// The coding path of the error `json` decodes to, printed, in both decoders.
    func expectSamePrintedErrorPath<T: Decodable>(
        _ type: T.Type, from json: String,
        options: DifferentialOptions = DifferentialOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(json.utf8)
        func printedPath(_ decode: () throws -> T) -> String {
            do {
                _ = try decode()
                return "no error"
            } catch let error as DecodingError {
                switch error {
                case .typeMismatch(_, let context), .valueNotFound(_, let context),
                    .keyNotFound(_, let context), .dataCorrupted(let context):
                    return "\(context.codingPath)"
                @unknown default:
                    return "\(error)"
                }
            } catch {
                return "\(error)"
            }
        }
        let foundation = printedPath { try options.makeFoundationDecoder().decode(type, from: data) }
        let streamJSON = printedPath { try options.makeStreamJSONDecoder().decode(type, from: data) }
        #expect(foundation != "no error", sourceLocation: sourceLocation)
        #expect(streamJSON == foundation, sourceLocation: sourceLocation)
    }

    // MARK: Dictionary member keys

    @Test(arguments: [0, 1, 2])
    func dictionaryMemberKeysHaveAnIntValueOnlyWithDefaultKeys(strategy: Int) {
        let options = Self.keyStrategies[strategy].options
        for json in [#"{"01": {"x": 1}}"#, #"{"01": {"-3": 1}}"#, #"{"a_b": {"7": 1}}"#, #"{"+4": {"1e2": 1}}"#] {
            expectSameSeenPath([String: [String: Date]].self, from: json, options: options)
        }
        expectSameSeenPath([String: [Date]].self, from: #"{"5": [1]}"#, options: options)
        expectSameSeenPath([[String: Date]].self, from: #"[{"12": 1}]"#, options: options)
        expectSameDecoding([String: Int].self, from: #"{"07": "x"}"#, options: options)
            .expectFailure(.typeMismatch, at: "07")
        expectSameDecoding([String: [String: Int]].self, from: #"{"a": {"-2": null}}"#, options: options)
    }

    // MARK: Printed paths

    struct Outer: Decodable { var a: Middle }
    struct Middle: Decodable { var b: [Inner] }
    struct Inner: Decodable { var c: Int }

    @Test(arguments: [0, 1, 2])
    func printedCodingPathsMatchFoundation(strategy: Int) {
        let options = Self.keyStrategies[strategy].options
        expectSamePrintedErrorPath(Outer.self, from: #"{"a":{"b":[{"c":1},{"c":"x"}]}}"#, options: options)
        expectSamePrintedErrorPath(Outer.self, from: #"{"a":{"b":[{"c":1},{}]}}"#, options: options)
        expectSamePrintedErrorPath([String: [Int]].self, from: #"{"5":[1,"x"]}"#, options: options)
        expectSamePrintedErrorPath([String: [String: Inner]].self, from: #"{"x":{"01":{"c":null}}}"#, options: options)
        expectSamePrintedErrorPath([[Int]].self, from: #"[[1],[2,null]]"#, options: options)
        expectSameSeenPath([[String: Date]].self, from: #"[{"k": 1}]"#, options: options)
    }

    @Test func printedPathsOfSuperDecodersAndEndOfArrayMatchFoundation() {
        struct SuperProbe: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                throw SeenPath(
                    try container.superDecoder().codingPath
                        + container.superDecoder(forKey: AnyKey("a")).codingPath)
            }
        }
        struct UnkeyedSuperProbe: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                _ = try container.decode(Int.self)
                throw SeenPath(try container.superDecoder().codingPath)
            }
        }
        struct PastTheEnd: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                _ = try container.decode(Int.self)
                _ = try container.decode(Int.self)
            }
        }
        expectSameSeenPath(SuperProbe.self, from: #"{"a": 1}"#, options: DifferentialOptions())
        expectSameSeenPath(UnkeyedSuperProbe.self, from: "[1, 2]", options: DifferentialOptions())
        expectSamePrintedErrorPath(PastTheEnd.self, from: "[1]")
    }

    @Test func customKeyStrategySeesFoundationsKeys() {
        let options = DifferentialOptions { options in
            options.keyDecodingStrategy = .custom { path in AnyKey("\(path)") }
        }
        expectSameDecoding(KeySetProbe.self, from: #"{"a": {"b": 1}, "c": [{"d": 2}]}"#, options: options)
        expectSameBehavior(#"{"x": [{"y": 1}]}"#, options: options) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            var array = try container.nestedUnkeyedContainer(forKey: container.allKeys[0])
            return try array.nestedContainer(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        }
    }
}
