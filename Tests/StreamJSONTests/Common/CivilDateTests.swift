// Proleptic Gregorian calendar arithmetic (Sources/StreamJSON/Common/CivilDate.swift), which
// the ISO 8601 parser and printer use instead of `Calendar`. How the decoder and the encoder use
// it against Foundation is pinned in Decoding/DateAndEncodingDeviationTests.swift and
// Encoding/ISO8601EncodingDeviationTests.swift.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct CivilDateTests {
    @Test(arguments: [
        (1970, 1, 1, 0), (1969, 12, 31, -1), (1970, 3, 1, 59), (2000, 2, 29, 11_016), (2000, 3, 1, 11_017),
        (2023, 11, 14, 19_675), (1, 1, 1, -719_162), (0, 3, 1, -719_468), (-1, 12, 31, -719_529),
        (9999, 12, 31, 2_932_896),
    ])
    func daysSinceEpochOfKnownDates(year: Int, month: Int, day: Int, days: Int) {
        #expect(CivilDate.daysSinceEpoch(year: year, month: month, day: day) == days)
        #expect(CivilDate.date(daysSinceEpoch: days) == (year, month, day))
    }

    /// Day after day across ±2,700 years: each date is a valid one, the day after the previous,
    /// and converts back to the same day number.
    @Test func walksDayByDayAndBack() {
        var previous = CivilDate.date(daysSinceEpoch: -1_000_001)
        for days in -1_000_000...1_000_000 {
            let date = CivilDate.date(daysSinceEpoch: days)
            let expected =
                previous.day < CivilDate.daysInMonth(year: previous.year, month: previous.month)
                ? (previous.year, previous.month, previous.day + 1)
                : previous.month < 12 ? (previous.year, previous.month + 1, 1) : (previous.year + 1, 1, 1)
            guard date == expected, CivilDate.daysSinceEpoch(year: date.year, month: date.month, day: date.day) == days
            else {
                Issue.record("day \(days) is \(date), expected \(expected)")
                return
            }
            previous = date
        }
    }

    @Test func daysInMonthFollowsTheGregorianLeapYearRule() {
        #expect(CivilDate.daysInMonth(year: 2024, month: 2) == 29)
        #expect(CivilDate.daysInMonth(year: 2023, month: 2) == 28)
        #expect(CivilDate.daysInMonth(year: 1900, month: 2) == 28)
        #expect(CivilDate.daysInMonth(year: 2000, month: 2) == 29)
        #expect(CivilDate.daysInMonth(year: 0, month: 2) == 29)
        #expect(
            (1...12).map { CivilDate.daysInMonth(year: 2023, month: $0) }
                == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    }

    /// After the Gregorian reform (1582-10-15) Foundation's Gregorian calendar agrees.
    @Test func agreesWithFoundationsGregorianCalendarAfterTheReform() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for year in stride(from: 1583, through: 2500, by: 7) {
            for (month, day) in [(1, 1), (2, 28), (3, 1), (7, 31), (12, 31)] {
                let date = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
                let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
                #expect(CivilDate.daysSinceEpoch(year: year, month: month, day: day) == days, "\(year)-\(month)-\(day)")
            }
        }
    }
}
