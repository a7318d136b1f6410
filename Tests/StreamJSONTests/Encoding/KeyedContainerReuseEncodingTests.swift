import Foundation
import Testing
@testable import StreamJSON

/// The encoder reuses a keyed container's box for the next object of the same key type once
/// nobody holds it (``ContainerBoxCache``). A container that is still held must keep writing
/// into its own object; every output is compared with `JSONEncoder`: byte for byte with sorted keys, as the
/// same JSON value otherwise (Foundation's unsorted key order is its dictionary's).
@Suite struct KeyedContainerReuseEncodingTests {
    /// A tree whose nodes keep their container while their children (same key type) encode,
    /// then write more members into it.
    struct Node: Encodable {
        var name: String
        var children: [Node] = []

        enum CodingKeys: String, CodingKey { case name, children, after }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            if !children.isEmpty { try container.encode(children, forKey: .children) }
            try container.encode(name + "!", forKey: .after)
        }
    }

    @Test(arguments: allOutputFormattings)
    func aHeldContainerKeepsItsObjectWhileChildrenOfItsTypeEncode(formatting: JSONEncoder.OutputFormatting) throws {
        let tree = Node(
            name: "root",
            children: [
                Node(name: "a", children: [Node(name: "a1"), Node(name: "a2")]),
                Node(name: "b"), Node(name: "c", children: [Node(name: "c1", children: [Node(name: "c11")])]),
            ])
        let pair = EncoderPair(formatting)
        try expectSameOutput(tree, pair, formatting)
    }

    /// Two containers of one key type over the same object, and nested containers of that
    /// type, written in turn.
    @Test(arguments: allOutputFormattings)
    func containersOfOneTypeWrittenInTurn(formatting: JSONEncoder.OutputFormatting) throws {
        let value = [1, 2, 3].map { number in
            EncodeWith { encoder in
                var first = encoder.container(keyedBy: EncTestKey.self)
                var second = encoder.container(keyedBy: EncTestKey.self)
                try first.encode(number, forKey: "first")
                var nested = first.nestedContainer(keyedBy: EncTestKey.self, forKey: "nested")
                try second.encode(number * 10, forKey: "second")
                try nested.encode(number * 100, forKey: "inner")
                try first.encode(true, forKey: "last")
            }
        }
        try expectSameOutput(value, EncoderPair(formatting), formatting)
    }

    func expectSameOutput<T: Encodable>(
        _ value: T, _ pair: EncoderPair, _ formatting: JSONEncoder.OutputFormatting,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let stream = try pair.streamText(value)
        let foundation = try pair.foundationText(value)
        if formatting.contains(.sortedKeys) {
            #expect(stream == foundation, sourceLocation: sourceLocation)
        } else {
            #expect(sameJSONValue(stream, foundation), "\(stream)\n\(foundation)", sourceLocation: sourceLocation)
        }
    }

    /// The kept boxes hold the encoding context while an encode runs; when it ends, the kept
    /// states let go of the context and the encoder keeps it for its next call, so the context
    /// does not outlive the `StreamJSONEncoder`.
    @Test func theContextDoesNotOutliveItsEncoder() throws {
        let watch = KeyedContainerReuseTests.WeakBox()
        let value = [1, 2].map { number in
            EncodeWith { encoder in
                watch.object = (encoder as? ValueEncoder)?.context
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(number, forKey: "n")
            }
        }
        do {
            let encoder = StreamJSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]  // settings of its own: no shared spares
            #expect(try encoder.encode(value) == Data(#"[{"n":1},{"n":2}]"#.utf8))
            #expect(try encoder.encode(value) == Data(#"[{"n":1},{"n":2}]"#.utf8))
            #expect(watch.sightings == 4)
        }
        #expect(watch.object == nil)
    }
}
