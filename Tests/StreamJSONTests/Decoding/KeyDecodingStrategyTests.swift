// Every keyDecodingStrategy, compared with Foundation's JSONDecoder. The snake-case table is the
// one observed from Foundation on this machine (../shared/foundation-behaviors.txt).

import Foundation
import Testing
@testable import StreamJSON

@Suite struct KeyDecodingStrategyTests {
    static let snakeCase = DifferentialOptions { $0.keyDecodingStrategy = .convertFromSnakeCase }

    /// JSON key -> the key handed to CodingKeys, as Foundation converts it.
    static let snakeCaseTable: [(json: String, converted: String)] = [
        ("_leading", "_leading"), ("trailing_", "trailing_"), ("__double", "__double"), ("a__b", "aB"),
        ("myURLValue", "myURLValue"), ("URLs", "URLs"), ("oneTwo3", "oneTwo3"), ("ü_ber", "üBer"),
        ("already_snake", "alreadySnake"), ("ALLCAPS", "ALLCAPS"), ("my_url_value", "myUrlValue"),
        ("snake_case_key", "snakeCaseKey"), ("_", "_"), ("__", "__"), ("a_b_c", "aBC"), ("a1_b2", "a1B2"),
        ("HTTPServer", "HTTPServer"), ("isHTTPS", "isHTTPS"), ("camelCase", "camelCase"), ("iOS", "iOS"),
        ("ÜberKey", "ÜberKey"), ("kebab-case", "kebab-case"), ("snake_ü_x", "snakeÜX"),
        ("multi word", "multi word"), ("", ""),
    ]

    @Test(arguments: snakeCaseTable.map(\.json))
    func convertFromSnakeCaseConvertsLikeFoundation(jsonKey: String) throws {
        let converted = try #require(Self.snakeCaseTable.first { $0.json == jsonKey }?.converted)
        let json = "{\"\(jsonKey)\": 1}"
        expectSameDecoding(KeyOrderProbe.self, from: json, options: Self.snakeCase)
        expectSameBehavior(json, options: Self.snakeCase) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return [container.contains(AnyKey(converted)), container.contains(AnyKey(jsonKey))]
        }
        expectSameBehavior(json, options: Self.snakeCase) { decoder in
            try decoder.container(keyedBy: AnyKey.self).decode(Int.self, forKey: AnyKey(converted))
        }.expectValue(1)
    }

    @Test(arguments: [
        "a_b_", "_a_b", "a__", "__a__b__", "A_B", "a_B", "a_1", "1_a", "a_-b", "x_é_y", "a_b ", "a\u{301}_b",
        "my_e\u{301}tude", "_\u{301}a_b", "a_\u{301}b", "e\u{301}_x", "a_👍🏽b", "a_🇫🇷b", "a_🇫🇷",
        "a_éb_ǆz", "a_ßb", "a_ﬁb", "a_\u{301}", "ab_c\u{301}d_e", "👍🏽_👍🏽", "e\u{301}_e\u{301}",
    ])
    func convertFromSnakeCaseHandlesUnderscoreEdgeCases(jsonKey: String) {
        expectSameDecoding(KeySetProbe.self, from: "{\"\(jsonKey)\": 1}", options: Self.snakeCase)
    }

    struct Settings: Decodable, Equatable {
        var myURLValue: Int
        var oneTwo3: Int
    }

    @Test func convertFromSnakeCaseFeedsSynthesizedCodingKeys() {
        let options = Self.snakeCase
        expectSameDecoding(Settings.self, from: #"{"my_url_value":1,"one_two3":2}"#, options: options)
            .expectFailure(.keyNotFound, at: "")
        expectSameDecoding(Settings.self, from: #"{"my_u_r_l_value":1,"one_two3":2}"#, options: options)
            .expectValue(Settings(myURLValue: 1, oneTwo3: 2))
        expectSameDecoding(Settings.self, from: #"{"myURLValue":1,"oneTwo3":2}"#, options: options)
            .expectValue(Settings(myURLValue: 1, oneTwo3: 2))
    }

    @Test func convertFromSnakeCaseReportsTheSwiftKeyWhenMissing() {
        struct User: Decodable, Equatable { var firstName: String; var lastName: String }
        let outcome = expectSameDecoding(User.self, from: #"{"first_name": "A"}"#, options: Self.snakeCase)
            .expectFailure(.keyNotFound, at: "")
        #expect(outcome.failure?.key?.stringValue == "lastName")
        expectSameDecoding(User.self, from: #"{"first_name": "A", "last_name": 3}"#, options: Self.snakeCase)
            .expectFailure(.typeMismatch, at: "lastName")
    }

    @Test func convertFromSnakeCaseFirstConvertedKeyWins() {
        struct AB: Decodable, Equatable { var aB: Int }
        expectSameDecoding(AB.self, from: #"{"a_b":1,"aB":2}"#, options: Self.snakeCase).expectValue(AB(aB: 1))
        expectSameDecoding(AB.self, from: #"{"aB":2,"a_b":1}"#, options: Self.snakeCase).expectValue(AB(aB: 2))
        expectSameDecoding(KeySetProbe.self, from: #"{"a_b":1,"aB":2}"#, options: Self.snakeCase)
            .expectValue(KeySetProbe(["aB"]))
    }

    @Test func convertFromSnakeCaseAppliesInNestedContainersAndDictionaries() {
        struct Inner: Decodable, Equatable { var someKey: Int }
        struct Outer: Decodable, Equatable {
            var innerValue: Inner
            var innerList: [Inner]
            var rawDictionary: [String: Int]
        }
        let json =
            #"{"inner_value": {"some_key": 1}, "inner_list": [{"some_key": 2}], "raw_dictionary": {"some_key": 3}}"#
        expectSameDecoding(Outer.self, from: json, options: Self.snakeCase)
        expectSameDecoding([String: Int].self, from: #"{"some_key": 1, "other_key": 2}"#, options: Self.snakeCase)
        expectSameDecoding([String: [String: Int]].self, from: #"{"a_b": {"c_d": 1}}"#, options: Self.snakeCase)
        expectSameDecoding(Outer.self, from: #"{"inner_value": {"some_key": "x"}}"#, options: Self.snakeCase)
            .expectFailure(.typeMismatch, at: "innerValue.someKey")
    }

    @Test func convertFromSnakeCaseAppliesToSuperDecoderKeys() {
        expectSameBehavior(#"{"parent_value": {"x_y": 1}}"#, options: Self.snakeCase) { decoder in
            let parent = try decoder.container(keyedBy: AnyKey.self).superDecoder(forKey: AnyKey("parentValue"))
            return try parent.container(keyedBy: AnyKey.self).decode(Int.self, forKey: AnyKey("xY"))
        }.expectValue(1)
    }

    // MARK: custom

    static let uppercased = DifferentialOptions {
        $0.keyDecodingStrategy = .custom { path in AnyKey(path.last!.stringValue.uppercased()) }
    }

    @Test func customConvertsTheLastPathComponent() {
        expectSameDecoding(KeySetProbe.self, from: #"{"outer":1,"other":2}"#, options: Self.uppercased)
            .expectValue(KeySetProbe(["OUTER", "OTHER"]))
        struct Nest: Decodable, Equatable {
            var OUTER: [String: Int]
        }
        expectSameDecoding(Nest.self, from: #"{"outer":{"x":1}}"#, options: Self.uppercased)
        expectSameDecoding(Nest.self, from: #"{"outer":{"x":"y"}}"#, options: Self.uppercased)
    }

    @Test func customSeesTheFullCodingPath() {
        // Keys at depth 1 are prefixed with their depth; deeper keys keep their name.
        let byDepth = DifferentialOptions {
            $0.keyDecodingStrategy = .custom { path in
                let name = path.last!.stringValue
                return AnyKey(path.count == 1 ? "top_\(name)" : "\(path.count)_\(name)")
            }
        }
        expectSameBehavior(#"{"a": {"b": [{"c": 1}]}}"#, options: byDepth) { decoder in
            let root = try decoder.container(keyedBy: AnyKey.self)
            let a = try root.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("top_a"))
            var b = try a.nestedUnkeyedContainer(forKey: AnyKey("2_b"))
            let element = try b.nestedContainer(keyedBy: AnyKey.self)
            return [
                root.allKeys.map(\.stringValue), a.allKeys.map(\.stringValue), element.allKeys.map(\.stringValue),
                ["\(try element.decode(Int.self, forKey: AnyKey("4_c")))"],
            ]
        }
    }

    @Test func customKeysWithIntValuesAndCollisions() {
        let constant = DifferentialOptions { $0.keyDecodingStrategy = .custom { _ in AnyKey(intValue: 7) } }
        expectSameBehavior(#"{"a": 1, "b": 2}"#, options: constant) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return [container.allKeys.map(\.stringValue), ["\(try container.decode(Int.self, forKey: AnyKey("7")))"]]
        }
    }

    @Test func customErrorsReportTheConvertedKey() {
        struct Upper: Decodable, Equatable { var NAME: String; var AGE: Int }
        expectSameDecoding(Upper.self, from: #"{"name": "x", "age": "old"}"#, options: Self.uppercased)
            .expectFailure(.typeMismatch, at: "AGE")
        expectSameDecoding(Upper.self, from: #"{"name": "x"}"#, options: Self.uppercased)
            .expectFailure(.keyNotFound, at: "")
    }

    @Test func useDefaultKeysLeavesKeysAlone() {
        let options = DifferentialOptions { $0.keyDecodingStrategy = .useDefaultKeys }
        expectSameDecoding(KeySetProbe.self, from: #"{"snake_case": 1, "camelCase": 2}"#, options: options)
            .expectValue(KeySetProbe(["snake_case", "camelCase"]))
    }
}
