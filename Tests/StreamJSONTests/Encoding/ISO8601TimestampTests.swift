// `.iso8601` timestamps are written into the output as three words, with no `String` between:
// byte for byte `JSONEncoder`'s under every output formatting, wherever the date sits, and
// whatever the output buffer held before (the words are stored past the timestamp's end, then
// overwritten).

import Foundation
import Testing
@testable import StreamJSON

@Suite struct ISO8601TimestampTests {
    /// Dates in a member, an optional member, a dictionary and an array.
    struct Schedule: Encodable {
        var start: Date
        var end: Date?
        var byRoom: [String: Date]
        var slots: [Date]
    }

    static func dates(_ count: Int, seed: UInt64) -> [Date] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            // 1582-10-15 to 2600, whole and fractional seconds.
            let seconds = Double(Int64.random(in: -12_219_292_800...20_000_000_000, using: &generator))
            return Date(timeIntervalSince1970: seconds + Double.random(in: 0..<1, using: &generator))
        }
    }

    @Test(arguments: allOutputFormattings)
    func iso8601MatchesFoundationUnderEveryFormatting(formatting: JSONEncoder.OutputFormatting) {
        let dates = Self.dates(64, seed: UInt64(formatting.rawValue))
        let schedule = Schedule(
            start: dates[0], end: dates[1], byRoom: ["a": dates[2], "b/c": dates[3]], slots: Array(dates[4...]))
        // Sorted keys, so that the two outputs are comparable byte for byte.
        let pair = EncoderPair(formatting.union(.sortedKeys)) {
            $0.dateEncodingStrategy = .iso8601; $1.dateEncodingStrategy = .iso8601
        }
        pair.expectSameOutput(schedule)
        pair.expectSameOutput(Schedule(start: dates[0], end: nil, byRoom: [:], slots: []))
        pair.expectSameOutput(dates)
        pair.expectSameOutput(dates[5])
    }

    /// A timestamp after each length of text, so that the three words land on every offset and
    /// across the buffer's growth.
    @Test func iso8601AfterTextOfEveryLength() {
        /// With sorted keys the text (`a`) comes before the date (`b`).
        struct Stamped: Encodable {
            var a: String
            var b: Date
        }
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        let pair = EncoderPair([.sortedKeys]) {
            $0.dateEncodingStrategy = .iso8601; $1.dateEncodingStrategy = .iso8601
        }
        for length in 0..<1_100 {
            pair.expectSameOutput(Stamped(a: String(repeating: "y", count: length), b: date))
            pair.expectSameOutput([Stamped(a: String(repeating: "z", count: length), b: date), Stamped(a: "", b: date)])
        }
    }

    /// The printer's `String` form, used for nothing on the hot path, is the same text.
    @Test func stringFormEqualsTheWrittenTimestamp() throws {
        let encoder = StreamJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        for date in Self.dates(200, seed: 24) {
            let written = String(decoding: try encoder.encode(date), as: UTF8.self)
            #expect(written == "\"\(ISO8601DatePrinter.string(from: date, fractionalSeconds: false))\"")
        }
    }
}
