import Foundation
import Testing
@testable import StreamJSON

/// In compact output the encoder writes arrays itself (a bracket, commas counted by the
/// array's frame, a bracket) instead of opening them on the writer's container stack, which
/// pretty output and objects go on using. However user code opens, continues, leaves and
/// comes back to an array, the bytes, counts and errors must stay `JSONEncoder`'s, in every
/// output formatting and when the value is an element of a streamed array.
@Suite struct CompactArrayWritingTests {
    /// Hand-written `encode(to:)` bodies, each reaching arrays another way.
    static var shapes: [(name: String, value: EncodeWith)] {
        [
            (
                "the encoder's unkeyed container, asked for twice: one array",
                EncodeWith { encoder in
                    var first = encoder.unkeyedContainer()
                    try first.encode(1)
                    var second = encoder.unkeyedContainer()
                    try second.encode(2)
                    try first.encode(first.count)
                }
            ),
            (
                "arrays and objects nested both ways",
                EncodeWith { encoder in
                    var outer = encoder.unkeyedContainer()
                    var inner = outer.nestedUnkeyedContainer()
                    try inner.encode("x")
                    var object = outer.nestedContainer(keyedBy: EncTestKey.self)
                    try object.encode([1, 2], forKey: "b")
                    var list = object.nestedUnkeyedContainer(forKey: "a")
                    try list.encode(true)
                    var innermost = list.nestedUnkeyedContainer()
                    try innermost.encode(0.5)
                    try outer.encodeNil()
                }
            ),
            (
                "empty arrays at every level",
                EncodeWith { encoder in
                    var outer = encoder.unkeyedContainer()
                    _ = outer.nestedUnkeyedContainer()
                    var object = outer.nestedContainer(keyedBy: EncTestKey.self)
                    _ = object.nestedUnkeyedContainer(forKey: "e")
                    _ = outer.nestedUnkeyedContainer()
                }
            ),
            (
                "element slots: an array, nothing ({}), a scalar",
                EncodeWith { encoder in
                    var outer = encoder.unkeyedContainer()
                    var filled = outer.superEncoder().unkeyedContainer()
                    try filled.encode(1)
                    _ = outer.superEncoder()
                    var single = outer.superEncoder().singleValueContainer()
                    try single.encode("s")
                    try outer.encode(2)
                }
            ),
            (
                "an outer array used again after nested ones: they are closed first",
                EncodeWith { encoder in
                    var outer = encoder.unkeyedContainer()
                    var inner = outer.nestedUnkeyedContainer()
                    try inner.encode(1)
                    try outer.encode(2)
                    var deeper = outer.nestedUnkeyedContainer()
                    var deepest = deeper.nestedUnkeyedContainer()
                    try deepest.encode(3)
                    try outer.encode(4)
                    try outer.encode(outer.count)
                }
            ),
            (
                "an object's member written after its nested array",
                EncodeWith { encoder in
                    var object = encoder.container(keyedBy: EncTestKey.self)
                    var list = object.nestedUnkeyedContainer(forKey: "z")
                    try list.encode(1)
                    try object.encode("after", forKey: "a")
                    var second = object.nestedUnkeyedContainer(forKey: "m")
                    var nested = second.nestedContainer(keyedBy: EncTestKey.self)
                    try nested.encode(1, forKey: "y")
                    try nested.encode(2, forKey: "x")
                }
            ),
            (
                "an array filled after its parent moved on (encoded again as a tree)",
                EncodeWith { encoder in
                    var outer = encoder.unkeyedContainer()
                    var first = outer.nestedUnkeyedContainer()
                    var second = outer.nestedUnkeyedContainer()
                    try second.encode(2)
                    try first.encode(1)
                    try outer.encode(outer.count)
                }
            ),
            (
                "a key written twice around an array (encoded again as a tree)",
                EncodeWith { encoder in
                    var object = encoder.container(keyedBy: EncTestKey.self)
                    try object.encode([1], forKey: "k")
                    var list = object.nestedUnkeyedContainer(forKey: "z")
                    try list.encode(2)
                    try object.encode([3], forKey: "k")
                }
            ),
        ]
    }

    @Test(arguments: allOutputFormattings)
    func everyShapeWritesJSONEncodersBytes(formatting: JSONEncoder.OutputFormatting) {
        // Sorted keys: without them `JSONEncoder`'s key order is its dictionary's.
        let pair = EncoderPair(formatting.union(.sortedKeys))
        for (name, shape) in Self.shapes {
            let (foundation, stream) = pair.outputs([name: [shape, shape]])
            #expect(
                (try? stream.get()) == (try? foundation.get()) && (try? foundation.get()) != nil,
                "\(name)")
            pair.expectSameOutput(shape)
            pair.expectSameOutput([[shape], []])
        }
    }

    @Test func theCompactBytesAreExactlyTheseBrackets() throws {
        let pair = EncoderPair()
        #expect(try pair.streamText(Self.shapes[1].value) == #"[["x"],{"b":[1,2],"a":[true,[0.5]]},null]"#)
        #expect(try pair.streamText(Self.shapes[3].value) == #"[[1],{},"s",2]"#)
        #expect(try pair.streamText(Self.shapes[4].value) == "[[1],2,[[3]],4,4]")
    }

    @Test func anElementThatThrowsLeavesNothingOfItsArray() {
        struct Failure: Error {}
        let failing = EncodeWith { encoder in
            var outer = encoder.unkeyedContainer()
            var inner = outer.nestedUnkeyedContainer()
            try inner.encode(1)
            throw Failure()
        }
        let stream = StreamJSONEncoder()
        #expect(throws: Failure.self) { try stream.encode([failing]) }
        // The encoder is whole afterwards: its next output is not disturbed by the failed one.
        #expect((try? String(decoding: stream.encode([Self.shapes[0].value]), as: UTF8.self)) == "[[1,2,2]]")
    }

    @Test func streamedElementsWriteJSONEncodersBytes() throws {
        let values = Self.shapes.prefix(6).map(\.value)
        for formatting in [JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted]] {
            let pair = EncoderPair(formatting)
            let expected = try pair.foundationText(values)
            let bytes = try streamWrite(values, framing: .array, encoder: pair.stream, flushThreshold: 1)
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(formatting)")
        }
    }
}
