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

    /// The characters of a timestamp, ASCII that JSON never escapes: the first `count` (20 or
    /// 24) bytes of three little-endian words, `YYYY-MM-DD`, `THH:MM:S`, `S[.mmm]Z`.
    struct Timestamp {
        var words: (UInt64, UInt64, UInt64)
        var count: Int
    }

    /// The two ASCII digits of `value` (0...99) as a little-endian pair, the tens first.
    @inline(__always)
    private static func pair(_ value: Int) -> UInt64 {
        let tens = UInt64(truncatingIfNeeded: value / 10)
        let ones = UInt64(truncatingIfNeeded: value % 10)
        return (0x3030 | tens | ones << 8)
    }

    /// `2023-11-14T22:13:20Z`, or with `fractionalSeconds` `2023-11-14T22:13:20.123Z` (rounded
    /// to the nearest millisecond).
    static func string(from date: Date, fractionalSeconds: Bool) -> String {
        guard let timestamp = timestamp(from: date, fractionalSeconds: fractionalSeconds) else {
            return fallback(date, fractionalSeconds)
        }
        let (first, middle, last) = timestamp.words
        var bytes: [UInt8] = []
        for word in [first, middle, last] {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> shift)) }
        }
        return String(decoding: bytes.prefix(timestamp.count), as: UTF8.self)
    }

    /// The characters of ``string(from:fractionalSeconds:)`` without a `String`, for the
    /// encoder to copy into its output; nil for the dates ``fallback(_:_:)`` prints (years past
    /// 9999 or before 0000, non-finite dates).
    @inline(__always)
    static func timestamp(from date: Date, fractionalSeconds: Bool) -> Timestamp? {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, interval.magnitude < 1e12 else { return nil }
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
        guard seconds >= yearZero, seconds < yearTenThousand else { return nil }

        let days = floorDivide(seconds, 86_400)
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = CivilDate.date(daysSinceEpoch: Int(days))
        let hour = secondOfDay / 3600
        let minute = secondOfDay / 60 % 60
        let second = secondOfDay % 60
        let dash = UInt64(UInt8(ascii: "-"))
        let colon = UInt64(UInt8(ascii: ":"))
        // Bytes 0-7 `YYYY-MM-`, 8-15 `DDTHH:MM`, 16-23 `:SSZ` or `:SS.mmm` then `Z`.
        let first = pair(year / 100) | pair(year % 100) << 16 | dash << 32 | pair(month) << 40 | dash << 56
        let middle = pair(day) | UInt64(UInt8(ascii: "T")) << 16 | pair(hour) << 24 | colon << 40 | pair(minute) << 48
        var last = colon | pair(second) << 8
        if fractionalSeconds {
            let digit = UInt64(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: milliseconds / 100))
            last |= UInt64(UInt8(ascii: ".")) << 24 | digit << 32 | pair(milliseconds % 100) << 40
            last |= UInt64(UInt8(ascii: "Z")) << 56
            return Timestamp(words: (first, middle, last), count: 24)
        }
        last |= UInt64(UInt8(ascii: "Z")) << 24
        return Timestamp(words: (first, middle, last), count: 20)
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    private static func fallback(_ date: Date, _ fractionalSeconds: Bool) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: fractionalSeconds))
    }
}
