// Codable models for canada.json: the outline of Canada as a GeoJSON FeatureCollection.
//
// Float-heavy: one feature whose polygon is 480 rings of [longitude, latitude] pairs, written
// with 15 to 17 significant digits (a few are integers, which decode as `Double` too).

struct FeatureCollection: Codable {
    var type: String
    var features: [Feature]
}

struct Feature: Codable {
    var type: String
    var properties: FeatureProperties
    var geometry: Geometry
}

struct FeatureProperties: Codable {
    var name: String
}

struct Geometry: Codable {
    var type: String
    /// Rings of positions; a position is `[longitude, latitude]`.
    var coordinates: [[[Double]]]
}
