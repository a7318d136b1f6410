import Foundation
import Testing
@testable import StreamJSON

/// Arrays of doubles, and arrays of them two to four deep (GeoJSON's positions, rings and
/// polygons), which direct mode writes in one loop: the bytes, the errors and their coding paths
/// are `JSONEncoder`'s, with every output format, with infinity and NaN under both strategies,
/// and when tree mode takes over.
@Suite struct DoubleArrayEncodingTests {
    struct Geometry: Codable {
        var type = "Polygon"
        var rings: [[[Double]]]
        var points: [[Double]]
        var polygons: [[[[Double]]]]
        var line: [Double]
    }

    static let sample = Geometry(
        rings: [
            [[-65.613616999999977, 43.420273000000009], [-65.619720000000029, 43.418052999999986]], [], [[1, 2.5]],
        ],
        points: [[0.1, -0.0], [], [1e-7, 1e21, .leastNonzeroMagnitude], [123456789012345680]],
        polygons: [[[[1.5, 2.25]], []], [], [[[]]]],
        line: [0.3, 2.2250738585072014e-308, -1.7976931348623157e308])

    func expectSameOutput<T: Encodable>(
        _ value: T, _ formatting: JSONEncoder.OutputFormatting,
        configure: (JSONEncoder, StreamJSONEncoder) -> Void = { _, _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        EncoderPair(formatting.union(.sortedKeys), configure: configure)
            .expectSameOutput(value, sourceLocation: sourceLocation)
    }

    @Test(arguments: allOutputFormattings)
    func nestedDoubleArraysEncodeLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        expectSameOutput(Self.sample, formatting)
        expectSameOutput(Self.sample.rings, formatting)
        expectSameOutput(Self.sample.points, formatting)
        expectSameOutput(Self.sample.polygons, formatting)
        expectSameOutput([[[[[1.0, 2.0]]]]], formatting)
        expectSameOutput([[Double]](), formatting)
    }

    @Test(arguments: allOutputFormattings)
    func nonFiniteValuesInNestedArraysThrowWithTheirPathLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        var geometry = Self.sample
        geometry.rings[2][0][1] = .infinity
        expectSameOutput(geometry, formatting)
        geometry = Self.sample
        geometry.polygons[0][0][0][1] = .nan
        expectSameOutput(geometry, formatting)
        geometry = Self.sample
        geometry.points[2][2] = -.infinity
        expectSameOutput(geometry, formatting)
        geometry = Self.sample
        geometry.line[1] = .nan
        expectSameOutput(geometry, formatting)
    }

    @Test(arguments: allOutputFormattings)
    func nonFiniteValuesInNestedArraysConvertToStringsLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        var geometry = Self.sample
        geometry.rings[0][1] = [.infinity, 1, .nan, -.infinity]
        geometry.points[0] = [.nan]
        geometry.polygons[0][0][0] = [2, -.infinity]
        geometry.line = [1, .infinity, 2, .nan]
        expectSameOutput(geometry, formatting) {
            $0.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
            $1.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        }
    }

    /// A type that uses its containers out of order sends the encode to tree mode, which
    /// writes the nested arrays through the general path.
    @Test(arguments: allOutputFormattings)
    func nestedDoubleArraysEncodeLikeFoundationInTreeMode(formatting: JSONEncoder.OutputFormatting) {
        let value = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            var nested = container.nestedUnkeyedContainer(forKey: "late")
            try container.encode(Self.sample.rings, forKey: "rings")
            try container.encode(Self.sample.points, forKey: "points")
            try nested.encode(1.5)
        }
        expectSameOutput(value, formatting)
    }

    /// An array written in one go continues when the same encoder's unkeyed container is asked
    /// for again, as in `JSONEncoder`.
    @Test func anUnkeyedContainerContinuesANestedDoubleArray() throws {
        let value = EncodeWith { encoder in
            var single = encoder.singleValueContainer()
            try single.encode([[1.5, 2.0]])
            var unkeyed = encoder.unkeyedContainer()
            try unkeyed.encode([3.25])
        }
        #expect(try EncoderPair().streamText(value) == "[[1.5,2],[3.25]]")
    }
}
