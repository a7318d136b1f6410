// `[String: Value]` decoded straight from the tape: the values `String`, `Int`, `Double` and
// `Bool` take code specialised for them, every other value type the generic loop; both must
// give Foundation's values and errors, repeated keys included (the first wins in both).

import Foundation
import Testing
@testable import StreamJSON

@Suite struct StringKeyedDictionaryTests {
    /// An object of `count` members `"key0": value(0)`, ... in document order.
    static func object(_ count: Int, _ value: (Int) -> String) -> String {
        "{" + (0..<count).map { "\"key\($0)\": \(value($0))" }.joined(separator: ", ") + "}"
    }

    @Test(arguments: [0, 1, 4, 5, 17, 40, 70])
    func decodesEachSpecialisedValueTypeLikeFoundation(count: Int) {
        expectSameDecoding([String: String].self, from: Self.object(count) { "\"v\\u00e9\($0)\"" })
        expectSameDecoding([String: Int].self, from: Self.object(count) { "\($0 * -37)" })
        expectSameDecoding([String: Double].self, from: Self.object(count) { "\($0).25e1" })
        expectSameDecoding([String: Bool].self, from: Self.object(count) { $0 % 3 == 0 ? "true" : "false" })
    }

    @Test(arguments: [1, 40])
    func decodesOtherValueTypesThroughTheGenericLoopLikeFoundation(count: Int) {
        expectSameDecoding([String: Int8].self, from: Self.object(count) { "\($0)" })
        expectSameDecoding([String: [Int]].self, from: Self.object(count) { "[\($0), 1]" })
        expectSameDecoding([String: [String: Bool]].self, from: Self.object(count) { #"{"b": \#($0 == 1)}"# })
    }

    @Test func theFirstOfRepeatedKeysWinsForEachSpecialisedValueTypeInBoth() {
        expectSameDecoding([String: String].self, from: #"{"a": "1", "b": "2", "a": 3}"#)
            .expectValue(["a": "1", "b": "2"])
        expectSameDecoding([String: Int].self, from: #"{"a": 1, "b": 2, "a": "x"}"#).expectValue(["a": 1, "b": 2])
        expectSameDecoding([String: Double].self, from: #"{"a": 1.5, "a": 2.5}"#).expectValue(["a": 1.5])
        expectSameDecoding([String: Bool].self, from: #"{"a": true, "a": false}"#).expectValue(["a": true])
        // Keys equal only as Strings (an escape, canonical equivalence) repeat too.
        expectSameDecoding([String: Int].self, from: #"{"\u00e9": 1, "é": 2}"#).expectValue(["é": 1])
        expectSameDecoding([String: Int].self, from: "{\"e\u{301}\": 1, \"\u{e9}\": 2}")
        let large = String(Self.object(40) { "\($0)" }.dropLast()) + #", "key7": -1}"#
        expectSameDecoding([String: Int].self, from: large)
    }

    struct Wrapper: Decodable, Equatable {
        var counts: [String: Int]
        var names: [String: String]
    }

    @Test func errorsInsideSpecialisedDictionariesHaveFoundationsCaseAndPath() {
        expectSameDecoding(Wrapper.self, from: #"{"counts": {"a": 1, "b": "x"}, "names": {}}"#)
            .expectFailure(.typeMismatch, at: "counts.b")
        expectSameDecoding(Wrapper.self, from: #"{"counts": {}, "names": {"a": null}}"#)
            .expectFailure(.valueNotFound, at: "names.a")
        expectSameDecoding([String: Bool].self, from: #"[true]"#).expectFailure(.typeMismatch, at: "")
    }
}
