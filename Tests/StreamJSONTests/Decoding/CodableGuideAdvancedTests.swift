// The second half of the examples the Codable guides teach, each with its error cases,
// compared with Foundation's JSONDecoder: flattening with nested containers, child objects
// from strings, class inheritance with superDecoder, userInfo-driven decoding, dynamic coding
// keys. Heterogeneous arrays and skipping invalid elements are in
// CodableGuideArrayTests.swift.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct CodableGuideAdvancedTests {
    // MARK: Flattening with nested containers

    struct Coordinate: Decodable, Equatable {
        var latitude: Double
        var longitude: Double
        var elevation: Double
        var label: String?

        enum CodingKeys: String, CodingKey { case latitude, longitude, additionalInfo, label }
        enum AdditionalInfoKeys: String, CodingKey { case elevation }

        init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            latitude = try values.decode(Double.self, forKey: .latitude)
            longitude = try values.decode(Double.self, forKey: .longitude)
            let info = try values.nestedContainer(keyedBy: AdditionalInfoKeys.self, forKey: .additionalInfo)
            elevation = try info.decode(Double.self, forKey: .elevation)
            label = try values.decodeIfPresent(String.self, forKey: .label)
        }
    }

    @Test func flattensNestedObjectsIntoOneType() {
        expectSameDecoding(
            Coordinate.self, from: #"{"latitude": 1.5, "longitude": -2, "additionalInfo": {"elevation": 30}}"#)
        expectSameDecoding(
            [Coordinate].self, from: #"[{"additionalInfo": {"elevation": 0}, "longitude": 2, "latitude": 1}]"#)
    }

    @Test func reportsFlatteningErrorsAtTheNestedPath() {
        expectSameDecoding(
            Coordinate.self, from: #"{"latitude": 1, "longitude": 2}"#
        ).expectFailure(.keyNotFound, at: "")
        expectSameDecoding(Coordinate.self, from: #"{"latitude": 1, "longitude": 2, "additionalInfo": {}}"#)
            .expectFailure(.keyNotFound, at: "additionalInfo")
        expectSameDecoding(
            Coordinate.self, from: #"{"latitude": 1, "longitude": 2, "additionalInfo": {"elevation": "high"}}"#
        )
        .expectFailure(.typeMismatch, at: "additionalInfo.elevation")
        expectSameDecoding(Coordinate.self, from: #"{"latitude": 1, "longitude": 2, "additionalInfo": [30]}"#)
            .expectFailure(.typeMismatch, at: "additionalInfo")
        expectSameDecoding(Coordinate.self, from: #"{"latitude": 1, "longitude": 2, "additionalInfo": null}"#)
    }

    /// The reverse: a type built from an array of arrays (`[[lat, lon], ...]`) via nested unkeyed containers.
    struct Polyline: Decodable, Equatable {
        var points: [[Double]]

        init(from decoder: any Decoder) throws {
            var outer = try decoder.unkeyedContainer()
            points = []
            while !outer.isAtEnd {
                var pair = try outer.nestedUnkeyedContainer()
                points.append([try pair.decode(Double.self), try pair.decode(Double.self)])
            }
        }
    }

    @Test func flattensArraysOfPairs() {
        expectSameDecoding(Polyline.self, from: "[[1, 2], [3.5, 4]]")
        expectSameDecoding(Polyline.self, from: "[[1, 2], [3]]").expectFailure(.valueNotFound, at: "[1][1]")
        expectSameDecoding(Polyline.self, from: "[[1, 2], 3]").expectFailure(.typeMismatch, at: "[1]")
    }

    // MARK: Child objects from strings

    struct Endpoint: Decodable, Equatable {
        var url: URL
        var version: Version

        struct Version: Decodable, Equatable {
            var major: Int, minor: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                let parts = text.split(separator: ".").compactMap { Int($0) }
                guard parts.count == 2 else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad version \(text)")
                }
                (major, minor) = (parts[0], parts[1])
            }
        }
    }

    @Test func buildsChildObjectsFromStrings() {
        expectSameDecoding(Endpoint.self, from: #"{"url": "https://api.example.com/v1", "version": "1.2"}"#)
        expectSameDecoding(Endpoint.self, from: #"{"url": "https://x.org", "version": "one"}"#)
            .expectFailure(.dataCorrupted, at: "version")
        expectSameDecoding(Endpoint.self, from: #"{"url": "https://x.org", "version": 1.2}"#)
            .expectFailure(.typeMismatch, at: "version")
        expectSameDecoding(
            Endpoint.self, from: #"{"url": "", "version": "1.2"}"#
        ).expectFailure(.dataCorrupted, at: "url")
    }

    // MARK: Class inheritance with superDecoder

    class Vehicle: Decodable, Equatable {
        var wheels: Int
        private enum CodingKeys: String, CodingKey { case wheels }

        required init(from decoder: any Decoder) throws {
            wheels = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .wheels)
        }

        static func == (lhs: Vehicle, rhs: Vehicle) -> Bool { lhs.isEqual(to: rhs) }
        func isEqual(to other: Vehicle) -> Bool { type(of: self) == type(of: other) && wheels == other.wheels }
    }

    final class Car: Vehicle {
        var brand: String
        private enum CodingKeys: String, CodingKey { case brand, vehicle }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            brand = try container.decode(String.self, forKey: .brand)
            try super.init(from: container.superDecoder(forKey: .vehicle))
        }

        override func isEqual(to other: Vehicle) -> Bool {
            super.isEqual(to: other) && brand == (other as? Car)?.brand
        }
    }

    final class Bike: Vehicle {
        var gears: Int
        private enum CodingKeys: String, CodingKey { case gears }

        required init(from decoder: any Decoder) throws {
            gears = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .gears)
            try super.init(from: decoder.container(keyedBy: CodingKeys.self).superDecoder())
        }

        override func isEqual(to other: Vehicle) -> Bool {
            super.isEqual(to: other) && gears == (other as? Bike)?.gears
        }
    }

    final class Scooter: Vehicle {
        var electric: Bool
        private enum CodingKeys: String, CodingKey { case electric }

        required init(from decoder: any Decoder) throws {
            // Shares the decoder with the superclass: one flat object.
            electric = try decoder.container(keyedBy: CodingKeys.self).decode(Bool.self, forKey: .electric)
            try super.init(from: decoder)
        }

        override func isEqual(to other: Vehicle) -> Bool {
            super.isEqual(to: other) && electric == (other as? Scooter)?.electric
        }
    }

    @Test func decodesSubclassesThroughSuperDecoder() {
        expectSameDecoding(Car.self, from: #"{"brand": "Volvo", "vehicle": {"wheels": 4}}"#)
        expectSameDecoding(Bike.self, from: #"{"gears": 21, "super": {"wheels": 2}}"#)
        expectSameDecoding(Scooter.self, from: #"{"electric": true, "wheels": 2}"#)
        expectSameDecoding([Car].self, from: #"[{"brand": "A", "vehicle": {"wheels": 3}}]"#)
    }

    @Test func reportsSuperclassErrorsUnderTheSuperKey() {
        expectSameDecoding(
            Car.self, from: #"{"brand": "Volvo", "vehicle": {}}"#
        ).expectFailure(.keyNotFound, at: "vehicle")
        expectSameDecoding(Car.self, from: #"{"brand": "Volvo"}"#)
        expectSameDecoding(Car.self, from: #"{"brand": "Volvo", "vehicle": {"wheels": "four"}}"#)
            .expectFailure(.typeMismatch, at: "vehicle.wheels")
        expectSameDecoding(Bike.self, from: #"{"gears": 21}"#)
        expectSameDecoding(Bike.self, from: #"{"gears": 21, "super": []}"#).expectFailure(.typeMismatch, at: "super")
        expectSameDecoding([Scooter].self, from: #"[{"electric": true}]"#).expectFailure(.keyNotFound, at: "[0]")
    }

    // MARK: userInfo-driven decoding

    struct Post: Decodable, Equatable {
        var title: String
        var body: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let language = decoder.userInfo[.testTag] as? String ?? "en"
            title = try container.decode([String: String].self, forKey: AnyKey("title"))[language] ?? ""
            body = try container.decode(String.self, forKey: AnyKey("body_\(language)"))
        }
    }

    @Test func choosesFieldsFromUserInfo() {
        let json = #"{"title": {"en": "Hello", "fr": "Bonjour"}, "body_en": "Hi", "body_fr": "Salut"}"#
        expectSameDecoding(Post.self, from: json)
        expectSameDecoding(Post.self, from: json, options: DifferentialOptions { $0.userInfo = [.testTag: "fr"] })
        expectSameDecoding(Post.self, from: json, options: DifferentialOptions { $0.userInfo = [.testTag: "de"] })
            .expectFailure(.keyNotFound, at: "")
    }

    // MARK: Dynamic coding keys

    struct Rates: Decodable, Equatable {
        var base: String
        var rates: [String: Double]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            base = try container.decode(String.self, forKey: AnyKey("base"))
            let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("rates"))
            var rates: [String: Double] = [:]
            for key in nested.allKeys {
                rates[key.stringValue] = try nested.decode(Double.self, forKey: key)
            }
            self.rates = rates
        }
    }

    @Test func decodesDynamicKeysThroughAllKeys() {
        expectSameDecoding(Rates.self, from: #"{"base": "EUR", "rates": {"USD": 1.08, "GBP": 0.86, "JPY": 161}}"#)
        expectSameDecoding(Rates.self, from: #"{"base": "EUR", "rates": {}}"#)
        expectSameDecoding(Rates.self, from: #"{"base": "EUR", "rates": {"USD": "1.08"}}"#)
            .expectFailure(.typeMismatch, at: "rates.USD")
        expectSameDecoding(Rates.self, from: #"{"base": "EUR", "rates": {"USD": null}}"#)
            .expectFailure(.valueNotFound, at: "rates.USD")
    }

    /// Items keyed by their id: `{"1": {...}, "2": {...}}` into an array.
    struct Catalog: Decodable, Equatable {
        struct Item: Decodable, Equatable { var id: Int; var name: String }
        var items: [Item]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            items = try container.allKeys.map { key in
                guard let id = Int(key.stringValue) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "id \(key)")
                }
                let fields = try container.nestedContainer(keyedBy: AnyKey.self, forKey: key)
                return Item(id: id, name: try fields.decode(String.self, forKey: AnyKey("name")))
            }.sorted { $0.id < $1.id }
        }
    }

    @Test func decodesObjectsKeyedByIdentifier() {
        expectSameDecoding(Catalog.self, from: #"{"2": {"name": "b"}, "1": {"name": "a"}}"#)
        expectSameDecoding(Catalog.self, from: #"{"x": {"name": "b"}}"#).expectFailure(.dataCorrupted, at: "x")
        expectSameDecoding(Catalog.self, from: #"{"3": {"title": "b"}}"#).expectFailure(.keyNotFound, at: "3")
    }
}
