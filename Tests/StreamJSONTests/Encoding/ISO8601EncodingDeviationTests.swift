// `.iso8601` before the Gregorian reform. Foundation prints dates before
// 1582-10-15 in the Julian calendar, which its own decoder and StreamJSON's (proleptic
// Gregorian, as ISO 8601 prescribes) read back as other days. StreamJSON prints with the
// calendar its parser uses, so every date from year 0000 to 9999 reads back unchanged.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct ISO8601EncodingDeviationTests {
    func streamJSONText(_ date: Date, fractionalSeconds: Bool = false) throws -> String {
        let encoder = StreamJSONEncoder()
        encoder.dateEncodingStrategy = fractionalSeconds ? .iso8601WithFractionalSeconds : .iso8601
        return String(decoding: try encoder.encode(date), as: UTF8.self)
    }

    func foundationText(_ date: Date) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(date), as: UTF8.self)
    }

    @Test func printsDatesBeforeTheReformInTheProlepticGregorianCalendarUnlikeFoundation() throws {
        let firstOfYearOne = Date(timeIntervalSince1970: -62_135_596_800)
        #expect(try foundationText(firstOfYearOne) == #""0001-01-03T00:00:00Z""#)
        #expect(try streamJSONText(firstOfYearOne) == #""0001-01-01T00:00:00Z""#)
        #expect(try streamJSONText(Date(timeIntervalSince1970: -12_219_292_801)) == #""1582-10-14T23:59:59Z""#)
        #expect(
            try streamJSONText(Date(timeIntervalSince1970: -12_219_292_800))
                == foundationText(Date(timeIntervalSince1970: -12_219_292_800)))
        #expect(try streamJSONText(Date(timeIntervalSince1970: -62_167_219_200)) == #""0000-01-01T00:00:00Z""#)
        // Date.distantPast is 0001-01-01 in the Julian calendar, two days earlier in the Gregorian.
        #expect(try streamJSONText(.distantPast) == #""0000-12-30T00:00:00Z""#)
    }

    @Test func datesFromYearZeroToTheReformReadBack() throws {
        var generator = SeededGenerator(seed: 1582)
        var dates: [Date] = [.distantPast, Date(timeIntervalSince1970: -62_167_219_200)]
        for _ in 0..<500 {
            let seconds = Int64.random(in: -62_167_219_200 ..< -12_219_292_800, using: &generator)
            dates.append(Date(timeIntervalSince1970: Double(seconds)))
        }
        let encoder = StreamJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded = try decoder.decode([Date].self, from: encoder.encode(dates))
        #expect(decoded == dates)

        encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        #expect(try decoder.decode([Date].self, from: encoder.encode(dates)) == dates)

        // Foundation's Julian text does not read back as the same date.
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .iso8601
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode([Date].self, from: foundation.encode([Date.distantPast])) != [Date.distantPast])
    }
}
