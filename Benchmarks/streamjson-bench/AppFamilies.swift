// The app-model family: the benchmark documents decoded and encoded into models as applications
// write them (Models/AppModels*.swift), with the key and date strategies applications set.
// Each member reads a standard document (twitter, citm, canada, the event, the API object) or a
// list of 2,000 dates, and is measured like any document: the same workloads, checked equal to
// Foundation's results, each side's coder made with the family's `options`.

import Foundation

/// A family of the app-model benchmark: its model reads `Base`'s document.
protocol AppModelFamily: DocumentFamily where Record == Document {
    associatedtype Base: DocumentFamily
}

extension AppModelFamily {
    static var fileName: String { Base.fileName }
    static var recordsName: String { "documents" }
    static var isInCorpus: Bool { Base.isInCorpus }
    static var isPerCall: Bool { Base.isPerCall }
    static var workloadKinds: [WorkloadKind] {
        isPerCall ? [.decode, .decodeNewCoder, .encode, .encodeNewCoder] : [.decode, .encode]
    }
    static func records(in document: Document) -> [Document] { [document] }
    static func generate(seed: UInt64, scale: Double) -> [UInt8] { Base.generate(seed: seed, scale: scale) }
}

/// The timeline screen: 9 of a status's members and 6 of its user's, `.convertFromSnakeCase`.
enum TwitterTimelineSnakeFamily: AppModelFamily {
    typealias Base = TwitterFamily
    static let name = "twitter-timeline-snake"
    static let about = "twitter, a timeline screen's 9 status and 6 user fields, .convertFromSnakeCase"
    static let options = CoderOptions(keys: .snakeCase)
    static func recordCount(in document: TimelinePage) -> Int { document.statuses.count }
}

/// The same fields with the snake_case names as properties and no strategy.
enum TwitterTimelineKeysFamily: AppModelFamily {
    typealias Base = TwitterFamily
    static let name = "twitter-timeline-keys"
    static let about = "twitter, the same fields, snake_case property names, no key strategy"
    static func recordCount(in document: SnakeTimelinePage) -> Int { document.statuses.count }
}

/// 5 of 25 members per status, 5 of 40 per user, through `CodingKeys`.
enum TwitterSparseFamily: AppModelFamily {
    typealias Base = TwitterFamily
    static let name = "twitter-sparse"
    static let about = "twitter, 5 of a status's 25 members and 5 of a user's 40, CodingKeys"
    static var workloadKinds: [WorkloadKind] { [.decode] }
    static func recordCount(in document: SparseSearchPage) -> Int { document.statuses.count }
}

/// citm with `[String: CatalogEvent]` and `.millisecondsSince1970` dates.
enum CitmEventsFamily: AppModelFamily {
    typealias Base = CitmFamily
    static let name = "citm-events"
    static let about = "citm, events as [String: Event], performance dates .millisecondsSince1970"
    static let options = CoderOptions(dates: .millisecondsSince1970)
    static func recordCount(in document: TicketCatalog) -> Int { document.performances.count }
}

/// canada as GeoJSON: a position struct over an unkeyed container, String enums.
enum CanadaGeoJSONFamily: AppModelFamily {
    typealias Base = CanadaFamily
    static let name = "canada-geojson"
    static let about = "canada, GeoJSON with a position struct (unkeyed container) and String enums"
    static func recordCount(in document: GeoFeatureCollection) -> Int { document.features.count }
}

/// The API object with `.convertFromSnakeCase`, `.iso8601`, URLs, a String enum and a class.
enum APIReplyFamily: AppModelFamily {
    typealias Base = APIObjectFamily
    static let name = "api-reply"
    static let about = "the 1.5 KB API object, .convertFromSnakeCase, .iso8601 dates, URLs, enum, other order"
    static let options = CoderOptions(keys: .snakeCase, dates: .iso8601)
    static func recordCount(in document: IssueReply) -> Int { 1 }
}

/// The event in another order, `.secondsSince1970`, a String enum, optionals often absent.
enum EventEntryFamily: AppModelFamily {
    typealias Base = EventFamily
    static let name = "event-entry"
    static let about = "the 285-byte event, other order, .secondsSince1970, enum, often-absent optionals"
    static let options = CoderOptions(dates: .secondsSince1970)
    static func recordCount(in document: LogEntry) -> Int { 1 }
}

/// The event with `.custom` key strategies both ways (PascalCase on the wire).
enum EventCustomKeysFamily: AppModelFamily {
    typealias Base = EventFamily
    static let name = "event-custom-keys"
    static let about = "the event as event-entry, .custom key strategies (PascalCase when encoding)"
    static let options = CoderOptions(keys: .customPascalCase, dates: .secondsSince1970)
    static var workloadKinds: [WorkloadKind] { [.decode, .encode] }
    static func recordCount(in document: LogEntry) -> Int { 1 }
}

/// 400 shapes (an enum with associated values) and 400 items of a class hierarchy that go
/// through `superDecoder()` / `superEncoder()`, generated (about 60 KB).
enum EnumsAndClassesFamily: StrategyListFamily {
    typealias Document = Sketch
    static let name = "enums-classes"
    static let about = "400 enum values with associated values, 400 subclass items through superDecoder"
    static func recordCount(in document: Sketch) -> Int { document.shapes.count + document.items.count }
    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let shapes = (0..<400).map { index -> SketchShape in
            switch index % 4 {
            case 0: .circle(radius: random.double(0.5...80))
            case 1: .rect(width: Double(random.int(1...1_920)), height: random.double(1...1_080))
            case 2: .label(text: "label \(random.int(1...99_999))", size: random.int(8...48))
            default: .divider
            }
        }
        let items = (0..<400).map { index in
            PricedItem(
                id: 100_000 + index, name: "item \(random.int(1...999_999))",
                updated: random.chance(0.5) ? 1_764_000_000 + random.int(0...9_999_999) : nil,
                price: Double(random.int(1...99_999)) / 100, tags: index % 3 == 0 ? [] : ["sale", "new"])
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array(try! encoder.encode(Sketch(title: "sketch \(seed)", shapes: shapes, items: items)))
    }
}

/// All app-model families, in table order.
let appFamilies: [any DocumentFamily.Type] =
    [
        TwitterTimelineSnakeFamily.self, TwitterTimelineKeysFamily.self, TwitterSparseFamily.self,
        CitmEventsFamily.self, CanadaGeoJSONFamily.self, APIReplyFamily.self, EventEntryFamily.self,
        EventCustomKeysFamily.self, EnumsAndClassesFamily.self,
    ] + dateFamilies + strategyFamilies

/// The ratio issue 39 sets for an app-model workload, if any: canada as GeoJSON 7x decode and 8x
/// encode; the ISO 8601, seconds and milliseconds date strategies 5x both ways. The timeline
/// pair's target is relative (the key strategy within 10% of the hand-written keys' instructions),
/// which no ratio says.
func appModelTarget(_ kind: WorkloadKind, _ document: String) -> Double? {
    switch (kind, document) {
    case (.decode, "canada-geojson"): return 7
    case (.encode, "canada-geojson"): return 8
    case (.decode, "dates-iso8601"), (.decode, "dates-seconds"), (.decode, "dates-milliseconds"): return 5
    case (.encode, "dates-iso8601"), (.encode, "dates-seconds"), (.encode, "dates-milliseconds"): return 5
    default: return nil
    }
}
