// Dates the decoder reads straight from the tape (numbers for the numeric strategies, ISO 8601
// text without escapes read in place), against Foundation: in every place a date can sit, the
// values and the errors (case and coding path) are Foundation's, and whatever the shortcut does
// not take (escaped text, a string where a number belongs, null) goes the full way.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct DateReadingFromTapeTests {
    /// A date in each kind of container: a member, an optional member, a dictionary's value, an
    /// array's element, inside a hand-written `init(from:)` over an unkeyed container, and
    /// behind a single-value container.
    struct Holder: Decodable, Equatable {
        var at: Date
        var maybe: Date?
        var byName: [String: Date]
        var list: [Date]
        var pair: Pair
        var wrapped: Wrapped
    }

    struct Pair: Decodable, Equatable {
        var first: Date
        var second: Date

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(Date.self)
            second = try container.decode(Date.self)
        }
    }

    struct Wrapped: Decodable, Equatable {
        var date: Date

        init(from decoder: any Decoder) throws {
            date = try decoder.singleValueContainer().decode(Date.self)
        }
    }

    static func options(_ strategy: DifferentialOptions.DateStrategy) -> DifferentialOptions {
        DifferentialOptions { $0.dateDecodingStrategy = strategy }
    }

    /// `value` in every place of ``Holder``.
    static func holder(_ value: String, maybe: String? = nil) -> String {
        let maybeMember = maybe.map { #""maybe": \#($0), "# } ?? ""
        return #"{"at": \#(value), \#(maybeMember)"byName": {"a": \#(value)}, "list": [\#(value), \#(value)], "#
            + #""pair": [\#(value), \#(value)], "wrapped": \#(value)}"#
    }

    @Test(arguments: ["1700000000", "-1.5", "1e3", "0", "1700000000.123"])
    func numericStrategiesMatchFoundationEverywhere(number: String) {
        for strategy in [DifferentialOptions.DateStrategy.secondsSince1970, .millisecondsSince1970, .deferredToDate] {
            expectSameDecoding(Holder.self, from: Self.holder(number), options: Self.options(strategy))
            expectSameDecoding(Holder.self, from: Self.holder(number, maybe: "null"), options: Self.options(strategy))
            expectSameDecoding(Holder.self, from: Self.holder(number, maybe: number), options: Self.options(strategy))
        }
    }

    @Test(arguments: ["2023-11-14T22:13:20Z", "2023-11-14T22:13:20.5+01:00", "1970-01-01T00:00:00-0530"])
    func iso8601MatchesFoundationEverywhere(text: String) {
        let value = "\"\(text)\""
        expectSameDecoding(Holder.self, from: Self.holder(value), options: Self.options(.iso8601))
        expectSameDecoding(Holder.self, from: Self.holder(value, maybe: value), options: Self.options(.iso8601))
    }

    /// Escaped text is unescaped first (the shortcut reads only unescaped strings), with the
    /// same result as Foundation's.
    @Test(arguments: [
        #""2023-11-14T22:13:20\u005A""#, #""\u0032023-11-14T22:13:20Z""#, #""2023-11-14T22\u003a13:20Z""#,
        #""2023-11-14T22:13:20\u002b01:00""#,
    ])
    func iso8601WithEscapesMatchesFoundation(json: String) {
        expectSameDecoding(Date.self, from: json, options: Self.options(.iso8601))
        expectSameDecoding([Date].self, from: "[\(json)]", options: Self.options(.iso8601))
        expectSameDecoding(Holder.self, from: Self.holder(json), options: Self.options(.iso8601))
    }

    /// What the shortcut declines fails as Foundation fails, with the element's path.
    @Test func unexpectedValuesFailAsInFoundation() {
        for strategy in [DifferentialOptions.DateStrategy.secondsSince1970, .millisecondsSince1970, .deferredToDate] {
            expectSameDecoding([Date].self, from: #"[1, "2", 3]"#, options: Self.options(strategy))
                .expectFailure(.typeMismatch, at: "[1]")
            expectSameDecoding([Date].self, from: "[1, null]", options: Self.options(strategy))
                .expectFailure(.valueNotFound, at: "[1]")
            expectSameDecoding([Date].self, from: "[1, true]", options: Self.options(strategy))
                .expectFailure(.typeMismatch, at: "[1]")
        }
        expectSameDecoding([Date].self, from: #"["2023-11-14T22:13:20Z", 5]"#, options: Self.options(.iso8601))
            .expectFailure(.typeMismatch, at: "[1]")
        // Foundation loses the path of an ISO 8601 text it cannot read (see
        // DateDecodingStrategyTests.expectNestedISO8601Failure); StreamJSON keeps it.
        let streamJSON = streamJSONOutcome(
            [Date].self, from: #"["2023-11-14T22:13:20Z", "yesterday"]"#, options: Self.options(.iso8601))
        #expect(streamJSON.failure?.kind == .dataCorrupted && streamJSON.failure?.pathText == "[1]")
    }

    /// `null` where `.iso8601` expects a date is a missing `Date`, as Foundation reports it (it
    /// was reported as a missing `String`).
    @Test func iso8601ReportsNullAsAMissingDate() {
        expectSameDecoding(Date.self, from: "null", options: Self.options(.iso8601))
            .expectFailure(.valueNotFound, at: "")
        expectSameDecoding([Date].self, from: #"["2023-11-14T22:13:20Z", null]"#, options: Self.options(.iso8601))
            .expectFailure(.valueNotFound, at: "[1]")
        expectSameDecoding(
            Holder.self, from: Self.holder(#""2023-11-14T22:13:20Z""#, maybe: "null"),
            options: Self.options(.iso8601))
    }

    /// 2,000 timestamps Foundation wrote, read back as Foundation reads them, to the last bit.
    @Test func iso8601ReadsWhatFoundationWrites() throws {
        var generator = SeededGenerator(seed: 2_000)
        let dates = (0..<2_000).map { _ in
            Date(timeIntervalSince1970: Double(Int64.random(in: -12_219_292_800...20_000_000_000, using: &generator)))
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let json = String(decoding: try encoder.encode(dates), as: UTF8.self)
        expectSameDecoding([Date].self, from: json, options: Self.options(.iso8601))
    }

    /// The custom and formatted strategies still see the decoder at the value.
    @Test func customStrategyStillRunsForEveryPlace() {
        let options = Self.options(
            .custom { decoder in
                Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self) * 2)
            })
        expectSameDecoding(Holder.self, from: Self.holder("21"), options: options)
    }
}
