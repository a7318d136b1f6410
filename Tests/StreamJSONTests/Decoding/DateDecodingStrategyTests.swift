// Every dateDecodingStrategy, compared with Foundation's JSONDecoder, plus StreamJSON's extra
// `.iso8601WithFractionalSeconds` checked against Foundation's ISO8601DateFormatter.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct DateDecodingStrategyTests {
    struct Event: Decodable, Equatable {
        var at: Date
        var until: Date?
    }

    static func options(_ strategy: DifferentialOptions.DateStrategy) -> DifferentialOptions {
        DifferentialOptions { $0.dateDecodingStrategy = strategy }
    }

    /// Decodes `json` as a bare Date, in an array, and as a member, with `strategy`.
    func expectSameDates(
        _ json: String, _ strategy: DifferentialOptions.DateStrategy, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let options = Self.options(strategy)
        expectSameDecoding(Date.self, from: json, options: options, sourceLocation: sourceLocation)
        expectSameDecoding([Date].self, from: "[\(json)]", options: options, sourceLocation: sourceLocation)
        expectSameDecoding(
            Event.self, from: #"{"at": \#(json), "until": \#(json)}"#, options: options,
            sourceLocation: sourceLocation)
    }

    @Test(arguments: ["0", "721692800.5", "-1e9", "1", "1.0e3", #""2023-11-14T22:13:20Z""#, "null", "true", "[]"])
    func deferredToDateReadsSecondsSinceReferenceDate(json: String) {
        expectSameDates(json, .deferredToDate)
    }

    @Test(arguments: ["1700000000", "1700000000.123", "-1", "0", "1e10", #""1700000000""#, "null", "{}"])
    func secondsSince1970ReadsANumber(json: String) {
        expectSameDates(json, .secondsSince1970)
    }

    @Test(arguments: ["1700000000123", "1700000000123.5", "-1000", "0", "1.5", #""1700000000123""#, "null"])
    func millisecondsSince1970ReadsANumber(json: String) {
        expectSameDates(json, .millisecondsSince1970)
    }

    @Test(arguments: [
        "2023-11-14T22:13:20Z", "2023-11-14T22:13:20+01:00", "2023-11-14T22:13:20+0100", "2023-11-14T22:13:20-05:30",
        "2023-11-14T22:13:20+14:00", "1970-01-01T00:00:00Z", "2000-02-29T12:00:00Z", "2024-02-29T00:00:00Z",
        "1600-03-01T00:00:00Z", "9999-12-31T23:59:59Z", "1969-12-31T23:59:59Z", "2023-11-14T22:13:20.123Z",
        "2023-11-14T22:13:20.5Z",
    ])
    func iso8601AcceptsInternetDateTimes(text: String) {
        expectSameDates("\"\(text)\"", .iso8601)
    }

    @Test(arguments: [
        "2023-11-14T22:13:20", "2023-11-14", "2023-11-14 22:13:20Z", "2023-11-14t22:13:20z", "20231114T221320Z",
        " 2023-11-14T22:13:20Z", "2023-13-01T00:00:00Z", "2023-11-14T22:13Z", "2023-11-14T22:13:20,123Z",
        "", "Z", "not a date", "2023-11-14T22:13:20.Z",
    ])
    func iso8601RejectsOtherText(text: String) {
        expectSameDecoding(Date.self, from: "\"\(text)\"", options: Self.options(.iso8601))
            .expectFailure(.dataCorrupted, at: "")
        expectNestedISO8601Failure(json: "\"\(text)\"")
    }

    @Test(arguments: ["1582-10-15T00:00:00Z", "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z"])
    func iso8601FromTheGregorianReformOnMatchesFoundation(text: String) {
        expectSameDecoding(Date.self, from: "\"\(text)\"", options: Self.options(.iso8601))
    }

    /// ISO 8601 allows an hour-only offset; Foundation and StreamJSON both accept it.
    @Test(arguments: ["2023-11-14T22:13:20+01", "2023-11-14T22:13:20-0530"])
    func iso8601AcceptsEveryOffsetFormISO8601Defines(text: String) {
        expectSameDates("\"\(text)\"", .iso8601)
    }

    @Test(arguments: [
        "2023-11-14T23:59:60Z", "2023-11-14T24:00:00Z", "2023-00-10T00:00:00Z", "2023-11-00T00:00:00Z",
        "2023-11-32T00:00:00Z", "2023-11-14T22:13:20+2400", "2023-11-14T22:13:20-00:00", "+2023-11-14T22:13:20Z",
    ])
    func iso8601EdgeCasesMatchFoundation(text: String) {
        expectSameDecoding(Date.self, from: "\"\(text)\"", options: Self.options(.iso8601))
    }

    /// Foundation reports a malformed ISO 8601 string inside a container with the EMPTY coding
    /// path (`{"at": "x"}` -> dataCorrupted at <root>): a lost path, not a behaviour to copy.
    /// Until the lead records it as a deviation, either path is accepted here; the case must be
    /// dataCorrupted.
    func expectNestedISO8601Failure(json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let options = Self.options(.iso8601)
        let document = #"{"at": "2023-11-14T22:13:20Z", "until": \#(json)}"#
        let foundation = foundationOutcome(Event.self, from: document, options: options)
        let streamJSON = streamJSONOutcome(Event.self, from: document, options: options)
        #expect(
            foundation.failure?.pathText == "", "Foundation changed: \(foundation.summary)",
            sourceLocation: sourceLocation)
        #expect(
            streamJSON.failure?.kind == .dataCorrupted && ["", "until"].contains(streamJSON.failure?.pathText),
            "StreamJSON: \(streamJSON.summary)", sourceLocation: sourceLocation)
    }

    @Test func iso8601ReportsNonStringsAsTypeMismatch() {
        expectSameDates("1700000000", .iso8601)
        expectSameDecoding(Date.self, from: "1700000000", options: Self.options(.iso8601))
            .expectFailure(.typeMismatch, at: "")
        expectNestedISO8601Failure(json: #""yesterday""#)
    }

    @Test func formattedUsesTheDateFormatter() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        for json in [#""2023-11-14 22:13""#, #""not a date""#, #""2023-11-14""#, "5", "null"] {
            expectSameDates(json, .formatted(formatter))
        }
        expectSameDecoding(
            [Date].self, from: #"["2023-11-14 22:13", "x"]"#, options: Self.options(.formatted(formatter))
        )
        .expectFailure(.dataCorrupted, at: "[1]")
    }

    @Test func customReceivesADecoderPositionedAtTheValue() {
        let appendZ = DifferentialOptions.DateStrategy.custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = ISO8601DateFormatter().date(from: text + "Z") else {
                throw DecodingError.dataCorruptedError(
                    in: try decoder.singleValueContainer(), debugDescription: "bad date \(text)")
            }
            return date
        }
        expectSameDates(#""2023-11-14T22:13:20""#, appendZ)
        expectSameDates(#""garbage""#, appendZ)
        expectSameDates("12", appendZ)
        expectSameDecoding([Date].self, from: #"["2023-11-14T22:13:20", "x"]"#, options: Self.options(appendZ))
            .expectFailure(.dataCorrupted, at: "[1]")
    }

    @Test func customSeesTheCodingPath() {
        let pathLength = DifferentialOptions.DateStrategy.custom { decoder in
            let path = decoder.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
            return Date(timeIntervalSince1970: Double(path.utf8.count * 1000 + decoder.codingPath.count))
        }
        expectSameDates("0", pathLength)
        expectSameDecoding([String: [Date]].self, from: #"{"outer": [0, 0, 0]}"#, options: Self.options(pathLength))
    }

    @Test func customCanReadStructuredDates() {
        let fromObject = DifferentialOptions.DateStrategy.custom { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            let seconds = try container.decode(Double.self, forKey: AnyKey("s"))
            let offset = try container.decodeIfPresent(Double.self, forKey: AnyKey("offset")) ?? 0
            return Date(timeIntervalSince1970: seconds + offset)
        }
        expectSameDates(#"{"s": 5}"#, fromObject)
        expectSameDates(#"{"s": 5, "offset": 2}"#, fromObject)
        expectSameDates(#"{"offset": 2}"#, fromObject)
        expectSameDates("[5]", fromObject)
    }

    @Test func customThatThrowsItsOwnErrorPropagatesIt() {
        struct Refused: Error, Equatable {}
        let refuse = DifferentialOptions.DateStrategy.custom { _ in throw Refused() }
        expectSameDecoding(Date.self, from: "1", options: Self.options(refuse))
    }

    @Test func strategiesApplyToOptionalAndDictionaryDates() {
        let options = Self.options(.secondsSince1970)
        expectSameDecoding([String: Date?].self, from: #"{"d": null, "e": 5}"#, options: options)
        expectSameDecoding(Event.self, from: #"{"at": 1}"#, options: options)
        expectSameDecoding(Event.self, from: #"{"at": 1, "until": null}"#, options: options)
        expectSameDecoding(Event.self, from: #"{"until": 1}"#, options: options).expectFailure(.keyNotFound, at: "")
    }

    // MARK: StreamJSON's extra strategy (no Foundation counterpart)

    @Test(arguments: [
        "2023-11-14T22:13:20Z", "2023-11-14T22:13:20.123Z", "2023-11-14T22:13:20.5+01:00",
        "2023-11-14T22:13:20.123456-05:30", "2023-11-14T22:13:20+02:00", "1970-01-01T00:00:00.001Z",
    ])
    func iso8601WithFractionalSecondsAcceptsWhatISO8601DateFormatterAccepts(text: String) throws {
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let expected = try #require(withFraction.date(from: text) ?? ISO8601DateFormatter().date(from: text))
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        let decoded = try decoder.decode(Date.self, from: Data("\"\(text)\"".utf8))
        #expect(abs(decoded.timeIntervalSince(expected)) < 0.001, "\(text): \(decoded) vs \(expected)")
    }

    @Test(arguments: ["2023-11-14T22:13:20", "2023-11-14", "2023-11-14T22:13:20.Z", "yesterday"])
    func iso8601WithFractionalSecondsRejectsOtherText(text: String) {
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        let outcome = DecodingOutcome { try decoder.decode([Date].self, from: Data("[\"\(text)\"]".utf8)) }
        // The path is "[0]"; "" is tolerated while .iso8601's lost path (above) is undecided.
        #expect(
            outcome.failure?.kind == .dataCorrupted && ["", "[0]"].contains(outcome.failure?.pathText),
            "\(outcome.summary)")
    }
}
