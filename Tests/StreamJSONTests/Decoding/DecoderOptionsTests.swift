// userInfo, allowsJSON5, assumesTopLevelDictionary and decode(_:from:configuration:), compared
// with Foundation's JSONDecoder. (Where Foundation's JSON5 departs from the spec, see
// DecodingDeviationTests.swift.)

import Foundation
import Testing
@testable import StreamJSON

extension CodingUserInfoKey {
    static let testTag = CodingUserInfoKey(rawValue: "StreamJSONTests.tag")!
    static let testUnit = CodingUserInfoKey(rawValue: "StreamJSONTests.unit")!
}

@Suite struct DecoderOptionsTests {
    // MARK: userInfo

    struct ReadsUserInfo: Decodable, Equatable {
        var seen: String
        var path: [String]

        init(from decoder: any Decoder) throws {
            seen = "\(decoder.userInfo[.testTag] ?? "nothing")"
            path = decoder.codingPath.map(\.stringValue)
        }
    }

    @Test func exposesUserInfoToEveryNestedDecoder() {
        let options = DifferentialOptions { $0.userInfo = [.testTag: "hello"] }
        expectSameDecoding(ReadsUserInfo.self, from: "1", options: options)
        expectSameDecoding([ReadsUserInfo].self, from: "[1, {}, null]", options: options)
        expectSameDecoding([String: [ReadsUserInfo]].self, from: #"{"a": [[]]}"#, options: options)
        expectSameDecoding([ReadsUserInfo].self, from: "[1]")
        expectSameBehavior(#"{"x": 1}"#, options: options) { decoder -> [String?] in
            let container = try decoder.container(keyedBy: AnyKey.self)
            let values: [String?] = [
                try container.superDecoder().userInfo[.testTag] as? String,
                try container.superDecoder(forKey: AnyKey("x")).userInfo[.testTag] as? String,
            ]
            return values
        }.expectValue(["hello", "hello"])
    }

    struct Distance: Decodable, Equatable {
        var meters: Double

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer().decode(Double.self)
            switch decoder.userInfo[.testUnit] as? String {
            case "km": meters = value * 1000
            case "m", nil: meters = value
            case let unit?:
                throw DecodingError.dataCorruptedError(
                    in: try decoder.singleValueContainer(), debugDescription: "unknown unit \(unit)")
            }
        }
    }

    @Test func userInfoDrivesDecoding() {
        expectSameDecoding(
            [Distance].self, from: "[1, 2.5]", options: DifferentialOptions { $0.userInfo = [.testUnit: "km"] })
        expectSameDecoding([Distance].self, from: "[1, 2.5]")
        expectSameDecoding(
            [Distance].self, from: "[1]", options: DifferentialOptions { $0.userInfo = [.testUnit: "mi"] }
        )
        .expectFailure(.dataCorrupted, at: "[0]")
    }

    // MARK: allowsJSON5

    @Test(arguments: [
        "{a: 1, 'b': 'two', \"c\": [1, 2,], }", "// line comment\n{/* block */ \"a\": 1}",
        "[0x1F, 0XaB, -0x10, +1, .5, 5., 1e3, +.5e-1]", "[Infinity, -Infinity, NaN, +NaN, -NaN]",
        #"['single \' quote']"#, #"['\x41']"#, #"['\u00e9']"#, "{$id: 1, _x: 2, ünï: 3}",
        "{null: 1, true: 2, if: 3}", "\u{FEFF}{a:1}", "[1,] // trailing", "/* a */ [ /* b */ 1 /* c */ ] /* d */",
        "{a: {b: [1, {c: 'd'},],},}", "'top'", "[\"\\u2028\"]", "[\"\u{2028}\"]",
    ])
    func json5AcceptsWhatFoundationAccepts(json: String) {
        expectSameDecoding(JSONProbe.self, from: json, options: .json5)
    }

    @Test(arguments: [
        "[1,,2]", "[,]", "{,}", "/* only comment */", "", "/* open", "[1] /* x",
        "{a b: 1}", "{'a': 1,,}", "{1: 2}",
    ])
    func json5RejectsWhatFoundationRejects(json: String) {
        expectSameDecoding(JSONProbe.self, from: json, options: .json5).expectFailure(.dataCorrupted, at: "")
    }

    @Test func json5RejectsRawLineBreaksInStrings() {
        expectSameDecoding([String].self, from: "[\"a\nb\"]", options: .json5).expectFailure(.dataCorrupted, at: "")
        expectSameDecoding([String].self, from: "['a\rb']", options: .json5).expectFailure(.dataCorrupted, at: "")
    }

    /// Foundation checks numbers only when they are decoded, so these go through [Int].
    @Test(arguments: ["[01]", "[0x]", "[1e]", "[0x1G]", "[--1]", "[0x-1]", "[.]", "[+]"])
    func json5RejectsMalformedNumbers(json: String) {
        expectSameDecoding([Int].self, from: json, options: .json5).expectFailure(.dataCorrupted, at: "")
    }

    @Test func json5DecodesTypedValues() {
        struct Config: Decodable, Equatable {
            var name: String
            var port: UInt16
            var ratio: Double
            var tags: [String]
        }
        let json = """
            // the service
            {
              name: 'api', /* the public one */
              port: 0x1F90,
              ratio: .75,
              tags: ['a', "b",],
            }
            """
        expectSameDecoding(Config.self, from: json, options: .json5)
        expectSameDecoding(UInt16.self, from: "0x10000", options: .json5).expectFailure(.dataCorrupted, at: "")
        expectSameDecoding(UInt8.self, from: "0xff", options: .json5).expectValue(255)
        expectSameDecoding(Int8.self, from: "-0x80", options: .json5).expectValue(-128)
        expectSameDecoding(Int.self, from: "0x1F", options: .json5).expectValue(31)
        expectSameDecoding(Double.self, from: "0x10", options: .json5).expectValue(16)
        expectSameDecoding(Int.self, from: "0.3", options: .json5).expectFailure(.dataCorrupted, at: "")
    }

    @Test func strictModeRejectsJSON5() {
        for json in ["{a: 1}", "['a']", "[1] // c", "[0x1]", "[.5]", "[NaN]", "[Infinity]"] {
            expectSameDecoding(JSONProbe.self, from: json).expectFailure(.dataCorrupted, at: "")
        }
    }

    // MARK: assumesTopLevelDictionary

    static let topLevelDictionary = DifferentialOptions { $0.assumesTopLevelDictionary = true }
    static let topLevelDictionaryJSON5 = DifferentialOptions {
        $0.assumesTopLevelDictionary = true
        $0.allowsJSON5 = true
    }

    @Test(arguments: [
        #""a": 1, "b": 2"#, "{\"a\": 1}", "", "  ", #""a": [1, {"b": 2}]"#, "[1]", "1",
        #""a" 1"#, #""a": 1 }"#,
    ])
    func assumesTopLevelDictionaryLikeFoundation(json: String) {
        expectSameDecoding([String: JSONProbe].self, from: json, options: Self.topLevelDictionary)
        expectSameDecoding([String: JSONProbe].self, from: json, options: Self.topLevelDictionaryJSON5)
    }

    @Test(arguments: ["a: 1, b: 2,", #""a": 1,"#, "{a: 1}", "// c\na: 1", "a: 1 /* x */", "'a': 'b'"])
    func assumesTopLevelDictionaryWithJSON5Syntax(json: String) {
        expectSameDecoding([String: JSONProbe].self, from: json, options: Self.topLevelDictionaryJSON5)
    }

    @Test func assumesTopLevelDictionaryForTypedValues() {
        struct S: Decodable, Equatable { var a: Int; var b: [Int] }
        expectSameDecoding(S.self, from: #""a": 1, "b": [2]"#, options: Self.topLevelDictionary)
        expectSameDecoding(
            S.self, from: #""a": 1"#, options: Self.topLevelDictionary
        ).expectFailure(.keyNotFound, at: "")
        expectSameDecoding([Int].self, from: "[1]", options: Self.topLevelDictionaryJSON5)
    }

    // MARK: decode(_:from:configuration:)

    struct Greeting: DecodableWithConfiguration, Equatable {
        typealias DecodingConfiguration = String
        var text: String

        init(text: String) {
            self.text = text
        }

        init(from decoder: any Decoder, configuration: String) throws {
            let name = try decoder.container(keyedBy: AnyKey.self).decode(String.self, forKey: AnyKey("name"))
            text = "\(configuration), \(name) at \(decoder.codingPath.count)"
        }
    }

    enum Formal: DecodingConfigurationProviding {
        static let decodingConfiguration = "Good evening"
    }

    @Test func decodesWithAConfigurationValue() {
        let data = Data(#"{"name": "Ada"}"#.utf8)
        expectSameOutcome(
            "configuration value", areEqual: ==,
            foundation: { try $0.decode(Greeting.self, from: data, configuration: "Hello") },
            streamJSON: { try $0.decode(Greeting.self, from: data, configuration: "Hello") }
        ).expectValue(Greeting(text: "Hello, Ada at 0"))
    }

    @Test func decodesWithAConfigurationProviderType() {
        let data = Data(#"{"name": "Ada"}"#.utf8)
        expectSameOutcome(
            "configuration provider", areEqual: ==,
            foundation: { try $0.decode(Greeting.self, from: data, configuration: Formal.self) },
            streamJSON: { try $0.decode(Greeting.self, from: data, configuration: Formal.self) }
        ).expectValue(Greeting(text: "Good evening, Ada at 0"))
    }

    @Test func decodingWithAConfigurationReportsErrorsLikeFoundation() {
        for json in [#"{"name": 1}"#, "{}", "[]", "{", #"{"name": "x" "#] {
            let data = Data(json.utf8)
            expectSameOutcome(
                json, areEqual: ==,
                foundation: { try $0.decode(Greeting.self, from: data, configuration: "Hi") },
                streamJSON: { try $0.decode(Greeting.self, from: data, configuration: "Hi") })
            expectSameOutcome(
                json, areEqual: ==,
                foundation: { try $0.decode(Greeting.self, from: data, configuration: Formal.self) },
                streamJSON: { try $0.decode(Greeting.self, from: data, configuration: Formal.self) })
        }
    }

    @Test func decodingWithAConfigurationHonoursTheOtherOptions() {
        let options = DifferentialOptions {
            $0.keyDecodingStrategy = .custom { _ in AnyKey("name") }
            $0.allowsJSON5 = true
        }
        let data = Data("{whatever: 'Bob',}".utf8)
        expectSameOutcome(
            "options with configuration", options: options, areEqual: ==,
            foundation: { try $0.decode(Greeting.self, from: data, configuration: "Yo") },
            streamJSON: { try $0.decode(Greeting.self, from: data, configuration: "Yo") })
    }

    // MARK: Reuse

    struct Reading: Decodable, Equatable { var someValue: Int; var list: [Int] }

    /// JSONDecoder is Sendable and reusable; so is StreamJSONDecoder: one instance, many
    /// decodes, from several tasks at once, each seeing the same options.
    @Test func oneDecoderServesManyDecodesFromManyTasks() async throws {
        let decoder = StreamJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        try await withThrowingTaskGroup(of: (Int, Reading).self) { group in
            for index in 0..<64 {
                group.addTask {
                    let json = #"{"some_value": \#(index), "list": [\#(index), 2]}"#
                    return (index, try decoder.decode(Reading.self, from: Data(json.utf8)))
                }
            }
            for try await (index, reading) in group {
                #expect(reading == Reading(someValue: index, list: [index, 2]))
            }
        }
        let failure = DecodingOutcome { try decoder.decode(Reading.self, from: Data(#"{"some_value": 1}"#.utf8)) }
        failure.expectFailure(.keyNotFound, at: "")
        #expect(try decoder.decode(Reading.self, from: Data(#"{"some_value": 2, "list": []}"#.utf8)).someValue == 2)
    }
}
