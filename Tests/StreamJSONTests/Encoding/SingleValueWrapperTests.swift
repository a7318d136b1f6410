import Foundation
import Testing
@testable import StreamJSON

// A value that encodes itself through a single-value container whose value does the same
// (an optional, another wrapper) is one value, not two: `JSONEncoder` writes the inner value,
// and so must StreamJSON. A second write through the same container stays an error.

/// A generic wrapper that writes its value through a single-value container, as property
/// wrappers, tagged identifiers and ORM field types do.
private struct Box<T: Encodable>: Encodable {
    var value: T
    init(_ value: T) { self.value = value }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension Box: Decodable where T: Decodable {
    init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(T.self) }
}

/// A property wrapper over a single value, the way ORM field wrappers are written.
@propertyWrapper
private struct Field<Value: Codable>: Codable {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    init(from decoder: any Decoder) throws { wrappedValue = try decoder.singleValueContainer().decode(Value.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// A tagged identifier: a phantom type over a raw value.
private struct Tagged<Tag, Raw: Codable>: Codable {
    var rawValue: Raw
    init(_ rawValue: Raw) { self.rawValue = rawValue }
    init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Raw.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

private enum UserTag {}

/// A model whose members are wrapped every way at once.
private struct Row: Codable {
    @Field var name: String?
    @Field var nickname: String?
    @Field var id: Tagged<UserTag, Int>
    @Field var tags: [Box<String>]?
    var created: Box<Date?>
    var payload: Box<Data>
    var ratio: Box<Double?>
    var nested: Box<Box<Box<Int?>>>
    var homepageURL: Box<URL>
    var byName: [String: Box<Int?>]
}

private var row: Row {
    Row(
        name: "Ada", nickname: nil, id: Tagged(7), tags: [Box("a"), Box("b/c")],
        created: Box(Date(timeIntervalSince1970: 1_000_000)), payload: Box(Data([1, 2, 3])),
        ratio: Box(.infinity), nested: Box(Box(Box(nil))), homepageURL: Box(URL(string: "https://example.com/a")!),
        byName: ["one": Box(1), "none": Box(nil)])
}

/// A value whose encode is the closure, with a key that forces tree mode (a `superEncoder`).
private struct ViaSuperEncoder<T: Encodable>: Encodable {
    var value: T
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EncTestKey.self)
        try value.encode(to: container.superEncoder(forKey: "super"))
        try container.encode(value, forKey: "direct")
    }
}

@Suite struct SingleValueWrapperTests {
    /// Encodes `value` with both encoders under `pair` and expects the same bytes (the same
    /// JSON up to member order without `.sortedKeys`: Foundation's order is its dictionary's),
    /// or the same error.
    private func expectSameBytes<T: Encodable>(
        _ value: T, _ pair: EncoderPair = EncoderPair(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (foundation, stream) = pair.outputs(value)
        switch (foundation, stream) {
        case let (.success(a), .success(b)) where pair.stream.outputFormatting.contains(.sortedKeys):
            #expect(a == b, sourceLocation: sourceLocation)
        case let (.success(a), .success(b)):
            #expect(sameJSONValue(a, b), "\(a) != \(b)", sourceLocation: sourceLocation)
        case let (.failure(a), .failure(b)):
            #expect(errorSummary(a) == errorSummary(b), sourceLocation: sourceLocation)
        default:
            Issue.record("Foundation: \(foundation), StreamJSON: \(stream)", sourceLocation: sourceLocation)
        }
    }

    @Test func wrapperOfAnOptionalIsOneValue() throws {
        #expect(try EncoderPair().streamText(Box(Optional(1))) == "1")
        #expect(try EncoderPair().streamText(Box(Int?.none)) == "null")
        expectSameBytes(Box(Optional(1)))
        expectSameBytes(Box(Int?.none))
    }

    @Test func wrapperOfADoubleOptionalIsOneValue() {
        expectSameBytes(Box(String??.some(.some("x"))))
        expectSameBytes(Box(String??.some(.none)))
        expectSameBytes(Box(String??.none))
    }

    @Test func wrapperInAWrapperIsOneValue() throws {
        #expect(try EncoderPair().streamText(Box(Box(1))) == "1")
        expectSameBytes(Box(Box(1)))
        expectSameBytes(Box(Box(Box(Box("deep")))))
        expectSameBytes(Box(Box(Optional(Box(Int?.none)))))
    }

    @Test func wrapperOfAContainerIsOneValue() {
        expectSameBytes(Box([Int]?.some([1, 2])))
        expectSameBytes(Box([Int]?.none))
        expectSameBytes(Box(Box(["k": Box(Optional(1))])))
        expectSameBytes(Box(Optional(Box([Box(1), Box(2)]))))
    }

    @Test func wrappersInArraysDictionariesAndKeyedContainers() {
        expectSameBytes([Box(Optional(1)), Box(nil), Box(3)])
        expectSameBytes(["a": Box(Box(1)), "b": Box(Box(2))])
        expectSameBytes([Box<String??>(.some(nil)), Box(.some("s")), Box(nil)])
        expectSameBytes(row)
    }

    @Test func wrappersUnderEveryEncoderOption() {
        for formatting in allOutputFormattings {
            for snakeCase in [false, true] {
                let pair = EncoderPair(formatting) { foundation, stream in
                    foundation.dateEncodingStrategy = .iso8601
                    stream.dateEncodingStrategy = .iso8601
                    foundation.dataEncodingStrategy = .base64
                    stream.dataEncodingStrategy = .base64
                    foundation.nonConformingFloatEncodingStrategy = .convertToString(
                        positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
                    stream.nonConformingFloatEncodingStrategy = .convertToString(
                        positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
                    if snakeCase {
                        foundation.keyEncodingStrategy = .convertToSnakeCase
                        stream.keyEncodingStrategy = .convertToSnakeCase
                    }
                }
                expectSameBytes(row, pair)
                expectSameBytes([row, row], pair)
            }
        }
        let secondsPair = EncoderPair { foundation, stream in
            foundation.dateEncodingStrategy = .secondsSince1970
            stream.dateEncodingStrategy = .secondsSince1970
            foundation.dataEncodingStrategy = .deferredToData
            stream.dataEncodingStrategy = .deferredToData
            foundation.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            stream.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        expectSameBytes(row, secondsPair)
        expectSameBytes(Box(Box(Optional(Date(timeIntervalSince1970: 5)))), secondsPair)
    }

    @Test func nonConformingFloatInAWrapperFailsAsFoundationDoes() {
        expectSameBytes(Box(Optional(Double.nan)))
        expectSameBytes(["k": Box(Box(Float.infinity))])
    }

    @Test func wrappersInTreeMode() {
        // A superEncoder makes the encode out of order, so the value is encoded in tree mode.
        expectSameBytes(ViaSuperEncoder(value: Box(Optional(1))))
        expectSameBytes(ViaSuperEncoder(value: Box(Box(Box("x")))))
        expectSameBytes(ViaSuperEncoder(value: row), EncoderPair(.sortedKeys))
    }

    @Test func wrappersRoundTrip() throws {
        var finite = row
        finite.ratio = Box(0.5)
        let encoder = StreamJSONEncoder()
        encoder.outputFormatting = .sortedKeys  // a dictionary's order is its own, per instance
        let data = try encoder.encode(finite)
        let decoded = try StreamJSONDecoder().decode(Row.self, from: data)
        #expect(try encoder.encode(decoded) == data)
        #expect(try StreamJSONDecoder().decode(Box<Int?>.self, from: Data("1".utf8)).value == 1)
    }

    // MARK: A second value through the same container still fails

    private static let message =
        "Attempt to encode value through single value container when previously value already encoded."

    /// Writes its value twice through one single-value container: `JSONEncoder` traps here,
    /// StreamJSON throws `invalidValue`.
    private struct Twice<T: Encodable>: Encodable {
        var value: T
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
            try container.encode(value)
        }
    }

    private func failure<T: Encodable>(_ value: T) -> (path: String, message: String)? {
        do {
            _ = try StreamJSONEncoder().encode(value)
            return nil
        } catch let EncodingError.invalidValue(_, context) {
            return (
                context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                    .joined(separator: "."), context.debugDescription
            )
        } catch {
            return ("", "\(error)")
        }
    }

    @Test func secondGenericValueThroughOneContainerThrows() {
        #expect(failure(Twice(value: 1))?.message == Self.message)
        #expect(failure(Twice(value: Optional(1)))?.message == Self.message)
        #expect(failure(Twice(value: Box(Optional(1))))?.message == Self.message)
        #expect(failure(Box(Twice(value: Box(1))))?.message == Self.message)
        #expect(failure(["k": [Box(Twice(value: Int?.none))]])?.path == "k.[0]")
        #expect(failure(ViaSuperEncoder(value: Twice(value: 1)))?.message == Self.message)
    }

    @Test func genericValueAfterAScalarThrows() {
        let scalarThenValue = EncodeWith { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("first")
            try container.encode(Box(2))
        }
        let valueThenScalar = EncodeWith { encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Box(1))
            try container.encode(2)
        }
        #expect(failure(scalarThenValue)?.message == Self.message)
        #expect(failure(valueThenScalar)?.message == Self.message)
        #expect(failure([scalarThenValue])?.path == "[0]")
    }
}
