import Foundation
import Testing
@testable import StreamJSON

/// An `.array` stream is byte for byte what `JSONEncoder` writes for the whole array at once,
/// whatever the flush threshold cuts the bytes into.
struct StreamWriterFoundationParityTests {
    static let formattings: [JSONEncoder.OutputFormatting] = [
        [.sortedKeys], [.prettyPrinted, .sortedKeys], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes],
    ]

    /// Streams `values` as an array, at several flush thresholds, and compares with
    /// `JSONEncoder().encode(values)`.
    func expectArrayMatchesFoundation<T: Encodable>(
        _ values: [T], _ formatting: JSONEncoder.OutputFormatting,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let pair = EncoderPair(formatting)
        let expected = try pair.foundationText(values)
        for threshold in [1, 100, StreamJSONEncoder.StreamWriter.defaultFlushThreshold] {
            let bytes = try streamWrite(values, framing: .array, encoder: pair.stream, flushThreshold: threshold)
            #expect(
                String(decoding: bytes, as: UTF8.self) == expected, "threshold \(threshold)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: formattings)
    func emptyArray(formatting: JSONEncoder.OutputFormatting) throws {
        try expectArrayMatchesFoundation([Int](), formatting)
        try expectArrayMatchesFoundation([Int](), [])
    }

    @Test(arguments: formattings)
    func scalars(formatting: JSONEncoder.OutputFormatting) throws {
        try expectArrayMatchesFoundation([1, -2, 300], formatting)
        try expectArrayMatchesFoundation(["a/b", "é\n\"", ""], formatting)
        try expectArrayMatchesFoundation([0.1, 1e300, -0.0], formatting)
        try expectArrayMatchesFoundation([true], formatting)
        try expectArrayMatchesFoundation([Int?.none, 1], formatting)
    }

    @Test(arguments: formattings)
    func objectsSortAndIndentInsideTheArray(formatting: JSONEncoder.OutputFormatting) throws {
        try expectArrayMatchesFoundation((0..<50).map(WriterEvent.make), formatting)
        try expectArrayMatchesFoundation([["b": 1, "a": 2, "C": 3], [:], ["only": 1]], formatting)
        // More than 64 keys: the writer's other sorting path.
        let wide = Dictionary(uniqueKeysWithValues: (0..<100).map { ("k\(($0 * 37) % 100)", $0) })
        try expectArrayMatchesFoundation([wide, wide], formatting)
    }

    @Test(arguments: formattings)
    func nestedContainers(formatting: JSONEncoder.OutputFormatting) throws {
        try expectArrayMatchesFoundation([[[1, 2], []], [], [[3]]], formatting)
        try expectArrayMatchesFoundation([["x": ["z": [1, 2], "y": []]], ["e": [:]]], formatting)
    }

    @Test(arguments: formattings)
    func codableShapes(formatting: JSONEncoder.OutputFormatting) throws {
        try expectArrayMatchesFoundation([Kitchen.sample, Kitchen.sample], formatting)
        try expectArrayMatchesFoundation([Kitchen.landmark, Kitchen.landmark], formatting)
        let flattened = FlattenedLandmark(name: "n", latitude: 1.5, longitude: -2, elevations: [1, 2])
        try expectArrayMatchesFoundation([flattened, flattened], formatting)
    }

    /// Values whose containers are used out of order are encoded again through the
    /// encoder's tree, which must indent and sort at the element's depth too.
    @Test(arguments: formattings)
    func valuesEncodedThroughTheTree(formatting: JSONEncoder.OutputFormatting) throws {
        let outOfOrder = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            var inner = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "m")
            try container.encode(1, forKey: "b")
            try inner.encode(2, forKey: "z")
            try inner.encode(3, forKey: "y")
            var list = container.nestedUnkeyedContainer(forKey: "a")
            try list.encode("x")
        }
        let duplicateKey = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            try container.encode(1, forKey: "k")
            try container.encode([2, 3], forKey: "j")
            try container.encode(4, forKey: "k")
        }
        try expectArrayMatchesFoundation([outOfOrder, duplicateKey, outOfOrder], formatting)
        try expectArrayMatchesFoundation([Car(wheels: 4, brand: "b"), Car(wheels: 3, brand: "c")], formatting)
    }

    @Test(arguments: formattings)
    func manyValuesAcrossManyChunks(formatting: JSONEncoder.OutputFormatting) throws {
        let values = (0..<3000).map(WriterEvent.make)
        let pair = EncoderPair(formatting)
        let bytes = try streamWrite(values, framing: .array, encoder: pair.stream, flushThreshold: 4096)
        #expect(Data(bytes) == (try pair.foundation.encode(values)))
    }
}
