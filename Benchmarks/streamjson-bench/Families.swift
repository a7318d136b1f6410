// The three benchmark documents as families: the model types, the records a JSON Lines file
// of the document holds, and how to generate a look-alike.

import Foundation

/// A benchmark document: its Codable model, its records (the array a JSON Lines file of the
/// same data holds, one per line) and its generator.
protocol DocumentFamily: Sendable {
    associatedtype Document: Codable
    associatedtype Record: Codable

    /// Short name used in tables, options and file names: "twitter".
    static var name: String { get }
    /// The corpus file name: "twitter.json".
    static var fileName: String { get }
    /// What the records are, for the table's notes: "statuses".
    static var recordsName: String { get }

    static func records(in document: Document) -> [Record]
    /// A number read from a decoded document in O(1), which a timed run returns so the work
    /// has an observable result.
    static func recordCount(in document: Document) -> Int
    /// A look-alike document; `scale` 1 is the size of the corpus file.
    static func generate(seed: UInt64, scale: Double) -> [UInt8]

    /// The workloads measured on this document, in table order.
    static var workloadKinds: [WorkloadKind] { get }
    /// Whether `--corpus DIR` holds this document; the others are always generated.
    static var isInCorpus: Bool { get }
    /// For documents small enough that the cost of one call is the figure of interest: one run
    /// is one call, and the report gives nanoseconds per call.
    static var isPerCall: Bool { get }
    /// The document this one is made from, when it is a variant of another (the run's own copy
    /// of that document, from the corpus or generated, goes through ``derive(from:)``).
    static var source: (any DocumentFamily.Type)? { get }
    /// This document made from the bytes of ``source``.
    static func derive(from source: [UInt8]) -> [UInt8]
    /// The strategies both sides' coders are made with (default: none).
    static var options: CoderOptions { get }
    /// What the family measures, in a line for the tables (empty for the standard documents).
    static var about: String { get }
}

extension DocumentFamily {
    static var workloadKinds: [WorkloadKind] {
        [
            .decode, .encode, .encodeSorted, .parse, .validate, .stream, .push, .envelope, .probe, .failures,
            .serializationRead, .serializationWrite,
            .document, .documentNumbers, .documentField,
        ]
    }
    static var isInCorpus: Bool { true }
    static var isPerCall: Bool { false }
    static var source: (any DocumentFamily.Type)? { nil }
    static func derive(from source: [UInt8]) -> [UInt8] { source }
    static var options: CoderOptions { CoderOptions() }
    static var about: String { "" }
}

enum TwitterFamily: DocumentFamily {
    static let name = "twitter"
    static let fileName = "twitter.json"
    static let recordsName = "statuses"

    static func records(in document: TwitterSearch) -> [Status] {
        document.statuses
    }

    static func recordCount(in document: TwitterSearch) -> Int {
        document.statuses.count
    }

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = TwitterGenerator(seed: seed)
        return generator.document(statusCount: scaled(100, by: scale))
    }
}

enum CitmFamily: DocumentFamily {
    static let name = "citm"
    static let fileName = "citm_catalog.json"
    static let recordsName = "performances"

    static func records(in document: CitmCatalog) -> [CitmPerformance] {
        document.performances
    }

    static func recordCount(in document: CitmCatalog) -> Int {
        document.performances.count
    }

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = CitmGenerator(seed: seed)
        return generator.document(eventCount: scaled(184, by: scale), performanceCount: scaled(243, by: scale))
    }
}

enum CanadaFamily: DocumentFamily {
    static let name = "canada"
    static let fileName = "canada.json"
    static let recordsName = "rings"

    /// The polygon's rings: each a `[[Double]]` of positions.
    static func records(in document: FeatureCollection) -> [[[Double]]] {
        document.features.flatMap { $0.geometry.coordinates }
    }

    static func recordCount(in document: FeatureCollection) -> Int {
        document.features.reduce(0) { $0 + $1.geometry.coordinates.count }
    }

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = CanadaGenerator(seed: seed)
        return generator.document(ringCount: scaled(480, by: scale))
    }
}

/// A small document decoded and encoded one per call: the fixed cost of a call.
protocol SmallDocumentFamily: DocumentFamily where Record == Document {}

extension SmallDocumentFamily {
    static var recordsName: String { "documents" }
    static var workloadKinds: [WorkloadKind] {
        [
            .decode, .decodeNewCoder, .decodePointer, .decodeAfterOthers, .encode, .encodeNewCoder,
            .encodeAfterOthers, .validate,
        ]
    }
    static var isInCorpus: Bool { false }
    static var isPerCall: Bool { true }
    static func records(in document: Document) -> [Document] { [document] }
    static func recordCount(in document: Document) -> Int { 1 }
}

/// A log event of about 280 bytes.
enum EventFamily: SmallDocumentFamily {
    typealias Document = Event
    static let name = "event"
    static let fileName = "event.json"

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = SmallDocumentGenerator(seed: seed)
        return generator.event()
    }
}

/// An API object (an issue) of about 1.5 KB.
enum APIObjectFamily: SmallDocumentFamily {
    typealias Document = APIIssue
    static let name = "api-object"
    static let fileName = "api-object.json"

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = SmallDocumentGenerator(seed: seed)
        return generator.apiIssue()
    }
}

/// `[Int]` of ten.
enum IntArrayFamily: SmallDocumentFamily {
    typealias Document = [Int]
    static let name = "ints"
    static let fileName = "ints.json"

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = SmallDocumentGenerator(seed: seed)
        return generator.tenInts()
    }
}

/// 500 binary blobs of 48 to 87 bytes as `[Data]` in the default `.base64` strategy, as an API
/// that ships thumbnails or hashes sends them: the cost of the data strategy itself.
enum BlobsFamily: SmallDocumentFamily {
    typealias Document = [Data]
    static let name = "blobs"
    static let fileName = "blobs.json"
    static var workloadKinds: [WorkloadKind] { [.decode, .encode] }

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = SmallDocumentGenerator(seed: seed)
        return generator.blobs(count: 500)
    }
}

/// 56 MB of events (about 300 bytes each) in one export: streaming small records, where the
/// cost per streamed value shows.
enum EventExportFamily: DocumentFamily {
    static let name = "events"
    static let fileName = "events.json"
    static let recordsName = "events"
    static let workloadKinds: [WorkloadKind] = [.stream, .push, .arrayFile, .pointerFile]
    static let isInCorpus = false

    static func records(in document: EventExport) -> [Event] {
        document.events
    }

    static func recordCount(in document: EventExport) -> Int {
        document.events.count
    }

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = SmallDocumentGenerator(seed: seed)
        return generator.eventExport(count: scaled(190_000, by: scale))
    }
}

/// The standard documents' families, with models shaped like the documents.
let documentFamilies: [any DocumentFamily.Type] = [
    TwitterFamily.self, CitmFamily.self, CanadaFamily.self, TwitterEscapedFamily.self, EventFamily.self,
    APIObjectFamily.self, IntArrayFamily.self, BlobsFamily.self, EventExportFamily.self,
]

/// All families, in table order: the app models' first (AppFamilies.swift), then the documents'.
let allFamilies: [any DocumentFamily.Type] = appFamilies + documentFamilies

private func scaled(_ count: Int, by scale: Double) -> Int {
    max(1, Int((Double(count) * scale).rounded()))
}
