// Intended deviations from Foundation in ISO 8601 dates and text encodings. Each test asserts
// StreamJSON's behaviour and says what Foundation does on this machine.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct DateAndEncodingDeviationTests {
    func iso8601Decoder() -> StreamJSONDecoder {
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// Foundation rolls impossible dates over (February 30 is March 2, 25:00 is 01:00 the next
    /// day) and accepts one-digit fields, a trailing space and five-digit years. ISO 8601 and
    /// RFC 3339 allow none of these, and silently moving a date is worse than an error:
    /// StreamJSON rejects them with `dataCorrupted`.
    @Test(arguments: [
        "2023-11-14T22:13:20Z ", "2023-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2023-11-14T25:00:00Z",
        "2023-11-14T22:60:00Z", "2023-11-14T22:13:61Z", "2023-1-14T22:13:20Z", "2023-11-14T22:13:20+1:00",
        "12023-11-14T22:13:20Z", "2023-11-14T1:2:3Z",
    ])
    func iso8601RejectsDatesFoundationRollsOver(text: String) throws {
        // Foundation decodes it (to some rolled-over date).
        #expect(throws: Never.self) { _ = try JSONDecoder.iso8601.decode(Date.self, from: Data("\"\(text)\"".utf8)) }
        do {
            _ = try iso8601Decoder().decode(Date.self, from: "\"\(text)\"")
            Issue.record("\(text) decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "Expected date string to be ISO8601-formatted.")
        }
    }

    /// Fractional seconds under `.iso8601`: Foundation computes through seconds since 1970 and
    /// lands 8.1e-13 s off; StreamJSON gives the double nearest the written instant. Both
    /// values are pinned, so a change on either side shows here.
    @Test func iso8601FractionalSecondsAreTheNearestDouble() throws {
        let json = Data(#""2000-12-31T23:58:35.246Z""#.utf8)
        let foundation = try JSONDecoder.iso8601.decode(Date.self, from: json)
        let ours = try iso8601Decoder().decode(Date.self, from: json)
        #expect(foundation.timeIntervalSinceReferenceDate == -84.75400000000081)
        #expect(ours.timeIntervalSinceReferenceDate == -84.754)  // the literal: the nearest double
    }

    /// Foundation switches to the Julian calendar before 1582-10-15 (0001-01-01 decodes as
    /// 0000-12-30); ISO 8601 prescribes the proleptic Gregorian calendar, which StreamJSON uses
    /// for decoding and encoding alike.
    @Test(arguments: [
        ("0001-01-01T00:00:00Z", 1, 1, 1), ("1000-06-15T12:00:00Z", 1000, 6, 15),
        ("1582-10-04T00:00:00Z", 1582, 10, 4),
    ])
    func iso8601UsesTheProlepticGregorianCalendar(text: String, year: Int, month: Int, day: Int) throws {
        let date = try iso8601Decoder().decode(Date.self, from: "\"\(text)\"")
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let expectedDays = CivilDate.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = date.timeIntervalSince1970 - Double(expectedDays * 86_400)
        #expect(seconds >= 0 && seconds < 86_400)
    }

    /// More than twelve fractional digits: Foundation rejects them, StreamJSON reads them (the
    /// extra digits are below what a Date can hold).
    @Test func iso8601AcceptsLongFractions() throws {
        let date = try iso8601Decoder().decode(Date.self, from: "\"2023-11-14T22:13:20.1234567890123Z\"")
        #expect(abs(date.timeIntervalSince1970 - 1_700_000_000.123456789) < 1e-6)
    }

    /// Foundation reads a UTF-32LE byte order mark (FF FE 00 00) as a UTF-16LE mark followed by
    /// U+0000 and rejects the document; StreamJSON recognises the UTF-32 mark.
    @Test(arguments: ["[1]", #"{"é": "😀"}"#, "12"])
    func decodesUTF32LittleEndianWithByteOrderMark(json: String) throws {
        var bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x00]
        for scalar in json.unicodeScalars {
            withUnsafeBytes(of: scalar.value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(JSONValue.self, from: Data(bytes)) }
        let value = try StreamJSONDecoder().decode(JSONValue.self, from: bytes)
        #expect(value == (try StreamJSONDecoder().decode(JSONValue.self, from: json)))
    }
}

/// byte order marks and lengths of UTF-16 and UTF-32 input.
@Suite struct TextEncodingDetectionTests {
    /// `FE FF 00 00` is a UTF-32LE byte order mark for Foundation (read as UTF-16BE it would
    /// begin with U+0000); inputs of three bytes are UTF-8; inputs of exactly two bytes follow
    /// the two-byte zero pattern.
    @Test(
        arguments: [
            [0xFE, 0xFF, 0, 0, 0x5B, 0, 0, 0, 0x31, 0, 0, 0, 0x5D, 0, 0, 0], [0xFE, 0xFF, 0, 0, 0x31, 0, 0, 0],
            [0xFE, 0xFF, 0, 0, 0x20, 0, 0, 0, 0x31, 0, 0, 0], [0xFE, 0xFF, 0, 0x31], [0xFF, 0xFE, 0x31, 0],
            [0x34, 0, 0x34], [0, 0x38, 0x31], [0x31, 0, 0], [0, 0, 0x31], [0x38, 0], [0, 0x38], [0x31, 0x32],
            [0xFE, 0xFF], [0xFF, 0xFE], [0xFF, 0xFE, 0x31], [0xEF, 0xBB, 0xBF], [0xEF, 0xBB], [0x31, 0],
            [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x31], [0x22, 0, 0xE9, 0, 0x22, 0],
        ] as [[UInt8]])
    func detectsTheEncodingLikeFoundation(bytes: [UInt8]) {
        expectSameDecoding(JSONProbe.self, from: bytes)
    }

    /// Foundation drops the bytes of a last, incomplete code unit (`5B 00 31 00 5D 00 34`
    /// decodes as `[1]`); StreamJSON rejects the input, as it rejects truncated UTF-8.
    @Test(
        arguments: [
            [0x5B, 0, 0x31, 0, 0x5D, 0, 0x34], [0xFE, 0xFF, 0, 0x31, 0], [0xFF, 0xFE, 0x31, 0, 0x32],
            [0x31, 0, 0x32, 0, 0x33], [0, 0x31, 0, 0x32, 0], [0, 0, 0, 0x5B, 0, 0, 0, 0x31, 0, 0, 0, 0x5D, 0],
            [0x5B, 0, 0, 0, 0x31, 0, 0, 0, 0x5D, 0, 0, 0, 0x20, 0], [0x31, 0, 0, 0, 0x20],
            [0, 0, 0xFE, 0xFF, 0, 0, 0, 0x31, 0], [0xFE, 0xFF, 0, 0, 0x31, 0, 0, 0, 0x20],
        ] as [[UInt8]])
    func rejectsAnIncompleteLastCodeUnitUnlikeFoundation(bytes: [UInt8]) {
        #expect(foundationOutcome(bytes).value != nil, "Foundation decodes \(bytes) after dropping bytes")
        let failure = DecodingOutcome { try StreamJSONDecoder().decode(JSONProbe.self, from: bytes) }.failure
        #expect(failure?.kind == .dataCorrupted)
        let syntaxError = failure?.underlyingError as? JSONSyntaxError
        #expect(syntaxError?.reason == .invalidTextEncoding)
    }

    private func foundationOutcome(_ bytes: [UInt8]) -> DecodingOutcome<JSONProbe> {
        DecodingOutcome { try JSONDecoder().decode(JSONProbe.self, from: Data(bytes)) }
    }
}

private extension JSONDecoder {
    static var iso8601: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
