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

/// All families, in table order.
let allFamilies: [any DocumentFamily.Type] = [TwitterFamily.self, CitmFamily.self, CanadaFamily.self]

private func scaled(_ count: Int, by scale: Double) -> Int {
    max(1, Int((Double(count) * scale).rounded()))
}
