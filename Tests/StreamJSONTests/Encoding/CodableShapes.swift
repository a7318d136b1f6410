import Foundation

// Shapes from Apple's "Encoding and Decoding Custom Types" guide and the usual Codable idioms,
// shared by the parity and round-trip tests.

struct Coordinate: Codable, Equatable {
    var latitude: Double
    var longitude: Double
}

struct Landmark: Codable, Equatable {
    var name: String
    var foundingYear: Int
    var location: Coordinate
    var vantagePoints: [Coordinate]
    var tags: [String]?
    var website: URL?
    var rating: Float?
    var aliases: [String: String]
}

enum Beverage: String, Codable, Equatable {
    case coffee, tea, juice = "fruit juice"
}

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Int, height: Int)
    case point
    case labelled(String, Int)
}

/// Flattens a nested JSON object into properties, with a nested keyed and unkeyed container.
struct FlattenedLandmark: Codable, Equatable {
    var name: String
    var latitude: Double
    var longitude: Double
    var elevations: [Int]

    enum CodingKeys: String, CodingKey {
        case name
        case location
        case elevations = "elevation_samples"
    }

    enum LocationKeys: String, CodingKey {
        case latitude, longitude
    }

    init(name: String, latitude: Double, longitude: Double, elevations: [Int]) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.elevations = elevations
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        name = try values.decode(String.self, forKey: .name)
        let location = try values.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try location.decode(Double.self, forKey: .latitude)
        longitude = try location.decode(Double.self, forKey: .longitude)
        var samples = try values.nestedUnkeyedContainer(forKey: .elevations)
        elevations = []
        while !samples.isAtEnd { elevations.append(try samples.decode(Int.self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(latitude, forKey: .latitude)
        try location.encode(longitude, forKey: .longitude)
        var samples = container.nestedUnkeyedContainer(forKey: .elevations)
        for elevation in elevations { try samples.encode(elevation) }
    }
}

/// Class inheritance: the superclass's members go under `"super"` through `superEncoder()`.
class Vehicle: Codable {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}

final class Car: Vehicle {
    var brand: String
    init(wheels: Int, brand: String) {
        self.brand = brand
        super.init(wheels: wheels)
    }

    private enum CodingKeys: String, CodingKey { case brand }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        brand = try container.decode(String.self, forKey: .brand)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(brand, forKey: .brand)
        try super.encode(to: container.superEncoder())
    }
}

/// Class inheritance that shares one container: the superclass encodes into the same object.
final class Truck: Vehicle {
    var load: Double
    init(wheels: Int, load: Double) {
        self.load = load
        super.init(wheels: wheels)
    }

    private enum CodingKeys: String, CodingKey { case load }

    required init(from decoder: any Decoder) throws {
        load = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .load)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(load, forKey: .load)
        try super.encode(to: encoder)
    }
}

/// A wrapper that encodes as its single value.
struct UserID: Codable, Hashable {
    var raw: Int
    init(_ raw: Int) { self.raw = raw }
    init(from decoder: any Decoder) throws { raw = try decoder.singleValueContainer().decode(Int.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(raw)
    }
}

/// Almost everything at once.
struct Kitchen: Codable, Equatable {
    var id: UserID
    var title: String
    var drinks: [Beverage]
    var shapes: [Shape]
    var matrix: [[Double]]
    var counts: [String: Int]
    var byNumber: [Int: String]
    var nested: [String: [String: [Int?]]]
    var maybe: Int??
    var missing: String?
    var flags: [Bool]
    var small: Int8
    var big: UInt64
    var negative: Int64
    var ratio: Float
    var when: Date
    var blob: Data
    var link: URL
    var money: Decimal
    var empty: [String]
    var emptyObject: [String: Int]
    var text: String
}

extension Kitchen {
    static let sample = Kitchen(
        id: UserID(42), title: "Kitchen / sink \"quoted\" \\ back\nslash",
        drinks: [.coffee, .juice],
        shapes: [
            .circle(radius: 1.5), .rectangle(width: 2, height: 3), .point,
            .labelled("x", 1),
        ],
        matrix: [[1, 2.5], [], [-0.0, 1e-7, 1e300]], counts: ["b": 2, "a": 1, "A": 3, "_": 4, "10": 5, "9": 6],
        byNumber: [10: "ten", 2: "two", -1: "minus one"], nested: ["x": ["y": [1, nil, 3]], "e": [:]],
        maybe: .some(nil), missing: nil, flags: [true, false], small: -128, big: .max, negative: .min,
        ratio: 8.9, when: Date(timeIntervalSince1970: 1_700_000_000.123), blob: Data([0, 1, 2, 255, 254, 251]),
        link: URL(string: "https://example.com/a?b=c")!, money: Decimal(string: "12345678901234567890.123")!,
        empty: [], emptyObject: [:], text: "é ü ß 中 😀 👍🏽 \u{2028}\u{2029} \u{7F} <>&'")

    static let landmark = Landmark(
        name: "Mojave Desert", foundingYear: 1_890, location: Coordinate(latitude: 35.0, longitude: -115.470_047),
        vantagePoints: [Coordinate(latitude: 34.1, longitude: -116.2), Coordinate(latitude: 0.1, longitude: 0.2)],
        tags: ["desert", "dry"], website: URL(string: "https://www.nps.gov/moja/"), rating: 4.5,
        aliases: ["es": "Desierto de Mojave", "en": "Mojave"])
}
