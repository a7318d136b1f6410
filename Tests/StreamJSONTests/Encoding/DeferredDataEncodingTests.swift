import Foundation
import Testing
@testable import StreamJSON

/// `.deferredToData` writes a `Data`'s bytes as an array of numbers; in direct mode the encoder
/// writes them with the scalar-array loop instead of `Data.encode(to:)`. The bytes must be
/// `JSONEncoder`'s in every formatting and position, and in tree mode too.
@Suite struct DeferredDataEncodingTests {
    struct Blob: Encodable {
        var bytes: Data
        var thumbnail: Data?
        var parts: [Data]
    }

    /// Sorted keys throughout: without them the order of members is each encoder's own.
    static let formattings: [JSONEncoder.OutputFormatting] = [
        [.sortedKeys], [.prettyPrinted, .sortedKeys], [.sortedKeys, .withoutEscapingSlashes],
    ]

    static func pair(_ formatting: JSONEncoder.OutputFormatting) -> EncoderPair {
        EncoderPair(formatting) {
            $0.dataEncodingStrategy = .deferredToData
            $1.dataEncodingStrategy = .deferredToData
        }
    }

    @Test(arguments: formattings)
    func dataOfEveryLengthEncodesLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        var random = SeededGenerator(seed: 71)
        let pair = Self.pair(formatting)
        for length in 0...40 {
            let data = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
            pair.expectSameOutput(data)
            pair.expectSameOutput([data, Data(), data])
            pair.expectSameOutput(Blob(bytes: data, thumbnail: length % 2 == 0 ? data : nil, parts: [data]))
        }
    }

    /// A `Data` encoded where direct mode cannot write it at once: in a container the value's
    /// own code keeps open (tree mode), and after another value in the same single-value slot.
    @Test(arguments: formattings)
    func dataInsideHandWrittenContainersEncodesLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        let pair = Self.pair(formatting)
        let data = Data([0, 1, 2, 254, 255])
        pair.expectSameOutput(
            EncodeWith { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                var later = keyed.nestedUnkeyedContainer(forKey: "later")
                try keyed.encode(data, forKey: "first")
                try later.encode(data)
                try keyed.encode(data, forKey: "last")
            })
        pair.expectSameOutput(
            EncodeWith { encoder in
                var unkeyed = encoder.unkeyedContainer()
                try unkeyed.encode(data)
                try data.encode(to: unkeyed.superEncoder())
            })
    }
}
