// `[String: T]` under a key decoding strategy. Foundation decodes such a
// dictionary's members itself instead of through `Dictionary.init(from:)`, and then decodes
// every copy of a repeated key, so a later copy can throw; StreamJSON decodes the first copy
// only, as both do under the default keys ("the first wins").

import Foundation
import Testing
@testable import StreamJSON

@Suite struct DictionaryDeviationTests {
    static let strategies: [DifferentialOptions] = [
        DifferentialOptions { $0.keyDecodingStrategy = .convertFromSnakeCase },
        DifferentialOptions { $0.keyDecodingStrategy = .custom { $0.last! } },
    ]

    @Test func theFirstOfRepeatedMembersWinsWithDefaultKeysInBoth() {
        expectSameDecoding([String: Int].self, from: #"{"a": 1, "a": "x"}"#).expectValue(["a": 1])
        expectSameDecoding([String: Int].self, from: #"{"a": 1, "a": 2}"#).expectValue(["a": 1])
    }

    @Test(arguments: [0, 1])
    func theFirstOfRepeatedMembersWinsUnderAKeyStrategyUnlikeFoundation(strategy: Int) {
        let options = Self.strategies[strategy]
        foundationOutcome([String: Int].self, from: #"{"a": 1, "a": "x"}"#, options: options)
            .expectFailure(.typeMismatch, at: "a")
        streamJSONOutcome([String: Int].self, from: #"{"a": 1, "a": "x"}"#, options: options)
            .expectValue(["a": 1])
        expectSameDecoding([String: Int].self, from: #"{"a": 1, "a": 2}"#, options: options).expectValue(["a": 1])
    }

    struct Outer: Decodable, Equatable { var outer: [String: [Int]] }

    @Test(arguments: [0, 1])
    func errorsInsideDictionariesUnderAKeyStrategyHaveTheFullPathInBoth(strategy: Int) {
        let options = Self.strategies[strategy]
        expectSameDecoding(Outer.self, from: #"{"outer": {"k": [1, "x"]}}"#, options: options)
            .expectFailure(.typeMismatch, at: "outer.k[1]")
        expectSameDecoding([[String: Int]].self, from: #"[{"a": 1}, {"b": null}]"#, options: options)
            .expectFailure(.valueNotFound, at: "[1].b")
    }
}
