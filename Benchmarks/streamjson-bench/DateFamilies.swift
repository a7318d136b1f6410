// The date documents of the app-model family: 2,000 dates as a top-level `[Date]`, one document
// per date strategy, decoded and encoded one per call: the cost of the strategy itself.

import Foundation

/// 2,000 dates written for one date strategy, decoded as `[Date]` with it.
protocol DateListFamily: SmallDocumentFamily where Document == [Date] {
    /// The strategy, both ways.
    static var dates: CoderOptions.Dates { get }
}

extension DateListFamily {
    static var fileName: String { "\(name).json" }
    static var options: CoderOptions { CoderOptions(dates: dates) }
    static var workloadKinds: [WorkloadKind] { [.decode, .encode] }
    static func recordCount(in document: [Date]) -> Int { document.count }
    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = DateListGenerator(seed: seed)
        return generator.document(count: 2_000, style: dates)
    }
}

/// `"2026-10-02T08:14:31Z"`, `.iso8601`.
enum DatesISO8601Family: DateListFamily {
    static let name = "dates-iso8601"
    static let about = "2,000 dates as [Date], .iso8601"
    static let dates = CoderOptions.Dates.iso8601
}

/// Whole seconds since 1970, `.secondsSince1970`.
enum DatesSecondsFamily: DateListFamily {
    static let name = "dates-seconds"
    static let about = "2,000 dates as [Date], .secondsSince1970"
    static let dates = CoderOptions.Dates.secondsSince1970
}

/// Whole milliseconds since 1970, `.millisecondsSince1970`.
enum DatesMillisecondsFamily: DateListFamily {
    static let name = "dates-milliseconds"
    static let about = "2,000 dates as [Date], .millisecondsSince1970"
    static let dates = CoderOptions.Dates.millisecondsSince1970
}

/// Seconds since 2001 with a fraction, `.deferredToDate` (the default strategy).
enum DatesDeferredFamily: DateListFamily {
    static let name = "dates-deferred"
    static let about = "2,000 dates as [Date], .deferredToDate"
    static let dates = CoderOptions.Dates.deferredToDate
}

/// Twitter's `"Sun Aug 31 00:29:15 +0000 2014"`, `.formatted` with a `DateFormatter`.
enum DatesFormattedFamily: DateListFamily {
    static let name = "dates-formatted"
    static let about = "2,000 dates as [Date], .formatted (a DateFormatter)"
    static let dates = CoderOptions.Dates.formatted
}

/// Whole seconds since 1970 read and written by `.custom` closures.
enum DatesCustomFamily: DateListFamily {
    static let name = "dates-custom"
    static let about = "2,000 dates as [Date], .custom closures over Int64 seconds"
    static let dates = CoderOptions.Dates.customSeconds
}

/// The date families, in table order.
let dateFamilies: [any DocumentFamily.Type] = [
    DatesISO8601Family.self, DatesSecondsFamily.self, DatesMillisecondsFamily.self, DatesDeferredFamily.self,
    DatesFormattedFamily.self, DatesCustomFamily.self,
]
