import Foundation
import Testing
@testable import StreamJSON

/// Everything StreamJSONEncoder writes reads back, through both `JSONDecoder` and
/// `StreamJSONDecoder`, as the value that was written.
@Suite struct RoundTripTests {
    struct Extremes: Codable, Equatable {
        var signed: [Int64]
        var unsigned: [UInt64]
        var doubles: [Double]
        var floats: [Float]
        var strings: [String]
        var small: [Int8]

        static func == (lhs: Extremes, rhs: Extremes) -> Bool {
            lhs.signed == rhs.signed && lhs.unsigned == rhs.unsigned && lhs.strings == rhs.strings
                && lhs.small == rhs.small && lhs.doubles.map(\.bitPattern) == rhs.doubles.map(\.bitPattern)
                && lhs.floats.map(\.bitPattern) == rhs.floats.map(\.bitPattern)
        }
    }

    static func randomExtremes(seed: UInt64) -> Extremes {
        var generator = SeededGenerator(seed: seed)
        var doubles: [Double] = [
            -0.0, 0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, 1e-300, 1e300, 0.1, 1e16, Double("9007199254740993")!,
        ]
        while doubles.count < 2_000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { doubles.append(value) }
        }
        var floats: [Float] = [-0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 8.9, Float("16777217")!]
        while floats.count < 2_000 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
            if value.isFinite { floats.append(value) }
        }
        let pieces = [
            "a", "\u{0}", "\u{1F}", "\"", "\\", "/", "\n", "😀", "👨‍👩‍👧", "\u{2028}", "\u{2029}", "é",
            "e\u{301}", "中", "\u{7F}", "\u{FEFF}", "\u{10FFFF}",
        ]
        let strings = (0..<200).map { _ in
            (0..<Int.random(in: 0..<12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
        return Extremes(
            signed: [.min, .max, 0, -1] + (0..<100).map { _ in Int64(bitPattern: generator.next()) },
            unsigned: [.max, 0] + (0..<100).map { _ in generator.next() },
            doubles: doubles, floats: floats, strings: strings, small: [.min, .max, 0])
    }

    func roundTrip<T: Codable & Equatable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for formatting in allOutputFormattings {
            let encoder = StreamJSONEncoder()
            encoder.outputFormatting = StreamJSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
            let data = try encoder.encode(value)
            #expect(try JSONDecoder().decode(T.self, from: data) == value, sourceLocation: sourceLocation)
            #expect(try StreamJSONDecoder().decode(T.self, from: data) == value, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func extremesRoundTrip(seed: UInt64) throws {
        try roundTrip(Self.randomExtremes(seed: seed))
    }

    @Test func codableShapesRoundTrip() throws {
        var kitchen = Kitchen.sample
        kitchen.maybe = 5  // `.some(nil)` reads back as nil in JSON, as with JSONEncoder
        try roundTrip(kitchen)
        try roundTrip(Kitchen.landmark)
        try roundTrip(FlattenedLandmark(name: "n", latitude: -1.25, longitude: 1e-7, elevations: [1, -2]))
        try roundTrip([Shape.circle(radius: 0.5), .rectangle(width: 1, height: 2), .point, .labelled("l", 3)])
        try roundTrip([Beverage.coffee, .juice])
        try roundTrip(["id": UserID(3)])
    }

    @Test func classInheritanceRoundTrips() throws {
        let data = try StreamJSONEncoder().encode(Car(wheels: 4, brand: "Saab"))
        for car in [
            try JSONDecoder().decode(Car.self, from: data), try StreamJSONDecoder().decode(Car.self, from: data),
        ] {
            #expect(car.wheels == 4 && car.brand == "Saab")
        }
        let truckData = try StreamJSONEncoder().encode(Truck(wheels: 6, load: 1.5))
        let truck = try StreamJSONDecoder().decode(Truck.self, from: truckData)
        #expect(truck.wheels == 6 && truck.load == 1.5)
    }

    @Test func strategiesRoundTripThroughTheMatchingDecoderStrategies() throws {
        let value = ["when": [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: -86_400)]]
        for (encoding, decoding) in [
            (StreamJSONEncoder.DateEncodingStrategy.iso8601, StreamJSONDecoder.DateDecodingStrategy.iso8601),
            (.secondsSince1970, .secondsSince1970), (.millisecondsSince1970, .millisecondsSince1970),
            (.deferredToDate, .deferredToDate),
        ] {
            let encoder = StreamJSONEncoder()
            encoder.dateEncodingStrategy = encoding
            let decoder = StreamJSONDecoder()
            decoder.dateDecodingStrategy = decoding
            #expect(try decoder.decode([String: [Date]].self, from: encoder.encode(value)) == value)
        }
        let encoder = StreamJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        let precise = Date(timeIntervalSince1970: 1_700_000_000.125)
        #expect(try decoder.decode(Date.self, from: encoder.encode(precise)) == precise)

        struct Snake: Codable, Equatable { var myURLValue: Int; var someKey: String }
        let snakeEncoder = StreamJSONEncoder()
        snakeEncoder.keyEncodingStrategy = .convertToSnakeCase
        let snakeDecoder = StreamJSONDecoder()
        snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
        let snake = Snake(myURLValue: 1, someKey: "k")
        let text = String(decoding: try snakeEncoder.encode(snake), as: UTF8.self)
        #expect(text == #"{"my_url_value":1,"some_key":"k"}"#)
    }
}
