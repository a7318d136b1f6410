// App-style models of canada.json and citm_catalog.json. canada as a GeoJSON app models it: a
// position struct read and written through an unkeyed container, String enums for the `type`
// members, properties as a `[String: String]`. citm as a ticketing app models it: events in a
// `[String: CatalogEvent]` keyed by id, performance start times as dates
// (`.millisecondsSince1970`), a subset of the members in another order than the document's.

import Foundation

/// A GeoJSON FeatureCollection.
struct GeoFeatureCollection: Codable {
    var features: [GeoFeature]
    var type: GeoObjectKind
}

/// The `type` of a GeoJSON object that is not a geometry.
enum GeoObjectKind: String, Codable {
    case feature = "Feature"
    case featureCollection = "FeatureCollection"
}

/// The `type` of a GeoJSON geometry.
enum GeoGeometryKind: String, Codable {
    case point = "Point"
    case lineString = "LineString"
    case polygon = "Polygon"
    case multiPolygon = "MultiPolygon"
}

/// A feature: its geometry and its free-form properties.
struct GeoFeature: Codable {
    var type: GeoObjectKind
    var geometry: GeoPolygon
    var properties: [String: String]
}

/// A polygon: rings of positions.
struct GeoPolygon: Codable {
    var type: GeoGeometryKind
    var coordinates: [[GeoPosition]]
}

/// A position, `[longitude, latitude]` in the document, a struct in the app.
struct GeoPosition: Codable {
    var longitude: Double
    var latitude: Double

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        longitude = try container.decode(Double.self)
        latitude = try container.decode(Double.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(longitude)
        try container.encode(latitude)
    }
}

/// The catalogue a ticketing app reads: events by id, performances, venue names.
struct TicketCatalog: Codable {
    var performances: [TicketPerformance]
    var events: [String: CatalogEvent]
    var venueNames: [String: String]
}

/// An event, 5 of its 8 members.
struct CatalogEvent: Codable {
    var name: String
    var id: Int
    var subtitle: String?
    var topicIds: [Int]
    var logo: String?
}

/// A performance: when, where, which event, and the prices.
struct TicketPerformance: Codable {
    /// Milliseconds since 1970 in the document.
    var start: Date
    var eventId: Int
    var id: Int
    var venueCode: String
    var prices: [TicketPrice]
    /// Null in every performance of the corpus.
    var name: String?
}

/// A price for a seat category.
struct TicketPrice: Codable {
    var seatCategoryId: Int
    var amount: Int
}
