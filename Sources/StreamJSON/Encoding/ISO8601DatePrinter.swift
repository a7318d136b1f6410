import Foundation

/// Prints dates as ISO 8601 / RFC 3339 timestamps in UTC by hand, with `CivilDate`'s
/// arithmetic (no `DateFormatter` or `Calendar`).
///
/// From 1582-10-15 on, `.iso8601` equals `JSONEncoder`'s bytes. Before that day Foundation
/// counts in the Julian calendar, and its own parser would read what it prints back as
/// another day; StreamJSON prints the proleptic Gregorian calendar that ISO 8601 prescribes
/// and that ``ISO8601Parser`` reads, so every date from 0000-01-01 on round-trips. Years past
/// 9999 (which Foundation prints unpadded) and non-finite dates are handed to Foundation's
/// `ISO8601FormatStyle`, the formatter `JSONEncoder` uses.
enum ISO8601DatePrinter {
    /// Seconds from 1970 to 0000-01-01T00:00:00Z (proleptic Gregorian), the first day a
    /// four-digit year can name.
    private static let yearZero = Int64(CivilDate.daysSinceEpoch(year: 0, month: 1, day: 1)) * 86_400
    /// Seconds from 1970 to 10000-01-01T00:00:00Z.
    private static let yearTenThousand: Int64 = 253_402_300_800
    /// Seconds from 1970 to 2001, `Date`'s reference date.
    private static let referenceDateOffset: Int64 = 978_307_200

    /// `2023-11-14T22:13:20Z`, or with `fractionalSeconds` `2023-11-14T22:13:20.123Z` (rounded
    /// to the nearest millisecond).
    static func string(from date: Date, fractionalSeconds: Bool) -> String {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, interval.magnitude < 1e12 else { return fallback(date, fractionalSeconds) }
        let seconds: Int64
        var milliseconds = 0
        if fractionalSeconds {
            let totalMilliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
            seconds = floorDivide(totalMilliseconds, 1000)
            milliseconds = Int(totalMilliseconds - seconds * 1000)
        } else {
            // Whole seconds, rounded down, counted from the reference date as Foundation does.
            seconds = Int64(interval.rounded(.down)) + referenceDateOffset
        }
        guard seconds >= yearZero, seconds < yearTenThousand else { return fallback(date, fractionalSeconds) }

        let days = floorDivide(seconds, 86_400)
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = CivilDate.date(daysSinceEpoch: Int(days))
        let length = fractionalSeconds ? 24 : 20
        return UTF8Output.string(capacity: length) { out in
            func put(_ value: Int, digits: Int) {
                var divisor = 1
                for _ in 1..<digits { divisor *= 10 }
                while divisor > 0 {
                    out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                    divisor /= 10
                }
            }
            put(year, digits: 4)
            out.append(UInt8(ascii: "-"))
            put(month, digits: 2)
            out.append(UInt8(ascii: "-"))
            put(day, digits: 2)
            out.append(UInt8(ascii: "T"))
            put(secondOfDay / 3600, digits: 2)
            out.append(UInt8(ascii: ":"))
            put(secondOfDay / 60 % 60, digits: 2)
            out.append(UInt8(ascii: ":"))
            put(secondOfDay % 60, digits: 2)
            if fractionalSeconds {
                out.append(UInt8(ascii: "."))
                put(milliseconds, digits: 3)
            }
            out.append(UInt8(ascii: "Z"))
        }
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    private static func fallback(_ date: Date, _ fractionalSeconds: Bool) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: fractionalSeconds))
    }
}
