import Foundation

/// A hand-written parser for the ISO 8601 timestamps of `.iso8601` (no `DateFormatter` or
/// `ISO8601DateFormatter` on the hot path).
///
/// Strict form: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM|±HH)`, proleptic Gregorian
/// calendar, UTC. `JSONDecoder` also normalises impossible dates (`2023-02-30` becomes
/// March 2nd, `25:00` the next day) and uses the Julian calendar before 1582-10-15; StreamJSON
/// rejects the former and follows ISO 8601 for the latter (see the DocC article "Differences from Foundation").
/// The lenient form of `.iso8601WithFractionalSeconds` also accepts a lower-case `t` or `z`
/// and a space instead of `T`.
enum ISO8601Parser {
    /// The date `text` names, or nil.
    static func date(from text: String, lenient: Bool) -> Date? {
        var text = text
        return InputBytes.with(utf8: &text) { date(from: $0, lenient: lenient) }
    }

    /// The date the UTF-8 `b` names (a string's contents, read in place from the document), or
    /// nil. Every read is bounds-checked, and a timestamp is a few dozen bytes.
    static func date(from b: InputBytes, lenient: Bool) -> Date? {
        var i = 0
        func digits(_ count: Int) -> Int? {
            guard i + count <= b.count else { return nil }
            var value = 0
            for _ in 0..<count {
                let digit = b[i] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
                i += 1
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard i < b.count, b[i] == byte else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect(UInt8(ascii: "-")), let month = digits(2), expect(UInt8(ascii: "-")),
            let day = digits(2)
        else { return nil }
        guard i < b.count else { return nil }
        let separator = b[i]
        guard
            separator == UInt8(ascii: "T")
                || (lenient && (separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ")))
        else {
            return nil
        }
        i += 1
        guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2), expect(UInt8(ascii: ":")),
            let second = digits(2)
        else { return nil }
        var fraction = 0.0
        if i < b.count && b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            var digits: Int64 = 0
            var scale = 1.0
            while i < b.count, b[i] &- UInt8(ascii: "0") < 10 {
                if i - start < 15 {  // beyond femtoseconds a Date cannot tell the difference
                    digits = digits * 10 + Int64(b[i] - UInt8(ascii: "0"))
                    scale *= 10
                }
                i += 1
            }
            guard i > start else { return nil }
            // One division of two exact values: the correctly rounded fraction.
            fraction = Double(digits) / scale
        }
        guard i < b.count else { return nil }
        var offsetSeconds = 0
        let zone = b[i]
        if zone == UInt8(ascii: "Z") || (lenient && zone == UInt8(ascii: "z")) {
            i += 1
        } else if zone == UInt8(ascii: "+") || zone == UInt8(ascii: "-") {
            i += 1
            guard let hours = digits(2) else { return nil }
            var minutes = 0
            if i < b.count {  // ISO 8601 allows ±hh, ±hhmm and ±hh:mm
                _ = expect(UInt8(ascii: ":"))
                guard let value = digits(2) else { return nil }
                minutes = value
            }
            guard hours <= 23, minutes <= 59 else { return nil }
            offsetSeconds = (hours * 3600 + minutes * 60) * (zone == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        // 24:00:00 is the end of the day (ISO 8601); a leap second (:60, RFC 3339) is counted
        // as the first second of the next minute, as Foundation counts it.
        let isEndOfDay = hour == 24 && minute == 0 && second == 0 && fraction == 0
        guard i == b.count, (1...12).contains(month), day >= 1, day <= CivilDate.daysInMonth(year: year, month: month),
            hour <= 23 || isEndOfDay, minute <= 59, second <= 60
        else { return nil }
        let days = CivilDate.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        // Built from the reference date, as Foundation builds it, so that the same text gives
        // the same Date to the last bit.
        return Date(timeIntervalSinceReferenceDate: Double(seconds - 978_307_200) + fraction)
    }
}
