import Foundation
import Testing
@testable import StreamJSON

/// Arrays of values that are not scalars are encoded in a loop of the encoder's own (the
/// element type is looked at once per array), where `Array.encode(to:)` would use an unkeyed
/// container. The output, the errors and the coding paths an element's code sees must be
/// `JSONEncoder`'s.
@Suite struct ElementArrayEncodingTests {
    typealias Position = ElementInitDecodingTests.Position
    typealias Kind = ElementInitDecodingTests.Kind
    typealias Feature = ElementInitDecodingTests.Feature

    /// Records the coding paths its encoder and containers report, as its output.
    struct PathReporter: Encodable {
        var children: [PathReporter] = []

        func encode(to encoder: any Encoder) throws {
            func text(_ path: [any CodingKey]) -> String {
                path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            }
            var container = encoder.container(keyedBy: EncTestKey.self)
            try container.encode(text(encoder.codingPath), forKey: "path")
            try container.encode(children, forKey: "children")
            var nested = container.nestedUnkeyedContainer(forKey: "nested")
            try nested.encode(text(nested.codingPath))
        }
    }

    /// Encodes nothing: `JSONEncoder` writes `{}` for it.
    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    class Animal: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode("animal")
        }
    }

    final class Cat: Animal {
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode("cat")
        }
    }

    @Test func writesWhatJSONEncoderWrites() {
        let positions = [Position(longitude: 1.5, latitude: -2.25), Position(longitude: 3, latitude: 400)]
        let feature = Feature(kind: .line, tags: ["a": "b"], ring: positions)
        for formatting in allOutputFormattings {
            let pair = EncoderPair(formatting.union(.sortedKeys))
            pair.expectSameOutput(positions)
            pair.expectSameOutput([positions, [], positions])
            pair.expectSameOutput([[positions], [[]]])
            pair.expectSameOutput([Position]())
            pair.expectSameOutput([feature, feature])
            pair.expectSameOutput(["ring": positions])
            pair.expectSameOutput([positions.first, nil])
            pair.expectSameOutput([Kind.point, .line])
            pair.expectSameOutput([Nothing(), Nothing()])
            pair.expectSameOutput([Animal(), Cat()])
            pair.expectSameOutput([Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)])
            pair.expectSameOutput([["a": 1], ["b": 2]])
            pair.expectSameOutput([Decimal(1.5), Decimal(2)])
        }
    }

    @Test func elementCodeSeesJSONEncodersCodingPaths() {
        let leaf = PathReporter()
        let tree = PathReporter(children: [leaf, PathReporter(children: [leaf, leaf])])
        let pair = EncoderPair(.sortedKeys)
        pair.expectSameOutput(tree)
        pair.expectSameOutput([tree, tree])
        pair.expectSameOutput([[tree], [], [leaf, tree]])
    }

    @Test func reportsErrorsInsideElementsAtTheirPaths() {
        let bad = Position(longitude: 1, latitude: .nan)
        let good = Position(longitude: 1, latitude: 2)
        let pair = EncoderPair(.sortedKeys)
        pair.expectSameOutput([good, bad])
        pair.expectSameOutput([[good], [good, good, bad]])
        pair.expectSameOutput(["ring": [good, bad]])
        pair.expectSameOutput([Feature(kind: .point, tags: nil, ring: [good, bad])])
        let strings = EncoderPair(.sortedKeys) { foundation, stream in
            foundation.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+", negativeInfinity: "-", nan: "n")
            stream.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+", negativeInfinity: "-", nan: "n")
        }
        strings.expectSameOutput([good, bad])
    }
}
