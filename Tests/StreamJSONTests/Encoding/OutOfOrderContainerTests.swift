import Foundation
import Testing
@testable import StreamJSON

/// The container uses the `Encoder` protocols allow but bytes written in order cannot hold:
/// each must give exactly `JSONEncoder`'s bytes (compared with `.sortedKeys`, compact and pretty).
@Suite struct OutOfOrderContainerTests {
    func expectFoundationBytes(_ value: EncodeWith, sourceLocation: SourceLocation = #_sourceLocation) {
        for formatting: JSONEncoder.OutputFormatting in [[.sortedKeys], [.sortedKeys, .prettyPrinted]] {
            let pair = EncoderPair(formatting)
            let (foundation, stream) = pair.outputs(value)
            #expect((try? stream.get()) != nil, "StreamJSON threw \(stream)", sourceLocation: sourceLocation)
            #expect((try? stream.get()) == (try? foundation.get()), sourceLocation: sourceLocation)
        }
    }

    @Test func nestedContainerFilledAfterItsParentMovedOn() {
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                var nested = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "n")
                try container.encode(1, forKey: "a")
                try nested.encode(2, forKey: "late")
                var list = container.nestedUnkeyedContainer(forKey: "l")
                try container.encode(3, forKey: "b")
                try list.encode(4)
            })
    }

    @Test func nestedUnkeyedContainerFilledAfterASibling() {
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.unkeyedContainer()
                var nested = container.nestedUnkeyedContainer()
                var object = container.nestedContainer(keyedBy: EncTestKey.self)
                try container.encode(2)
                try nested.encode(1)
                try object.encode(true, forKey: "x")
            })
    }

    @Test func superEncoderUsedAfterLaterSiblings() {
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                let superEncoder = container.superEncoder()
                let keyed = container.superEncoder(forKey: "parent")
                try container.encode(1, forKey: "a")
                var single = superEncoder.singleValueContainer()
                try single.encode(7)
                var object = keyed.container(keyedBy: EncTestKey.self)
                try object.encode("p", forKey: "p")
            })
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(1)
                let superEncoder = container.superEncoder()
                try container.encode(2)
                var single = superEncoder.singleValueContainer()
                try single.encode(7)
                try container.encode(3)
            })
    }

    @Test func superEncoderLeftUnusedIsAnEmptyObject() {
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                _ = container.superEncoder()
                try container.encode(1, forKey: "a")
            })
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(1)
                _ = container.superEncoder()
                try container.encode(2)
            })
    }

    @Test func sameKeyTwiceKeepsTheLastValue() {
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(0, forKey: "k")
                try container.encode("x", forKey: "j")
                try container.encode(1, forKey: "k")
            })
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                var nested = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "n")
                try nested.encode(2, forKey: "b")
                try container.encode(3, forKey: "n")
                try nested.encode(4, forKey: "lost")  // detached, as in JSONEncoder
            })
    }

    @Test func nestedContainerUnderAnExistingKeyContinuesIt() {
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                var first = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "n")
                try first.encode(1, forKey: "a")
                var second = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "n")
                try second.encode(2, forKey: "b")
                var list = container.nestedUnkeyedContainer(forKey: "l")
                try list.encode(1)
                var again = container.nestedUnkeyedContainer(forKey: "l")
                try again.encode(2)
            })
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(["x": 5], forKey: "n")
                var nested = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "n")
                try nested.encode(2, forKey: "b")
            })
    }

    @Test func keyedContainerRequestedTwiceSharesTheObject() {
        expectFoundationBytes(
            EncodeWith { encoder in
                var first = encoder.container(keyedBy: EncTestKey.self)
                try first.encode(1, forKey: "a")
                var inner = first.nestedContainer(keyedBy: EncTestKey.self, forKey: "inner")
                var second = encoder.container(keyedBy: EncTestKey.self)
                try second.encode(2, forKey: "b")
                try first.encode(3, forKey: "c")
                try inner.encode(4, forKey: "late")
            })
        expectFoundationBytes(
            EncodeWith { encoder in
                var first = encoder.unkeyedContainer()
                try first.encode(1)
                var second = encoder.unkeyedContainer()
                try second.encode(2)
                try first.encode(3)
            })
    }

    @Test func encoderKeptAndUsedAfterItsValueReturned() {
        final class Box { var encoder: (any Encoder)? }
        let box = Box()
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(
                    EncodeWith { inner in
                        box.encoder = inner
                        var object = inner.container(keyedBy: EncTestKey.self)
                        try object.encode(1, forKey: "x")
                    }, forKey: "v")
                try container.encode(2, forKey: "w")
                var object = box.encoder!.container(keyedBy: EncTestKey.self)
                try object.encode(3, forKey: "y")
            })
    }

    @Test func valueEncodedThroughASingleValueContainerSharesTheEncoder() {
        final class Box { var encoder: (any Encoder)? }
        let box = Box()
        expectFoundationBytes(
            EncodeWith { encoder in
                var list = encoder.unkeyedContainer()
                try list.encode(
                    EncodeWith { element in
                        var single = element.singleValueContainer()
                        try single.encode(
                            EncodeWith { inner in
                                box.encoder = inner
                                var object = inner.container(keyedBy: EncTestKey.self)
                                try object.encode(1, forKey: "a")
                            })
                        var object = box.encoder!.container(keyedBy: EncTestKey.self)
                        try object.encode(2, forKey: "b")
                    })
            })
    }

    @Test func singleValueEncodingNothingIsAnEmptyObject() {
        let empty = EncodeWith { encoder in
            var single = encoder.singleValueContainer()
            try single.encode(EncodeWith { _ in })
        }
        expectFoundationBytes(empty)
        expectFoundationBytes(
            EncodeWith { encoder in
                var list = encoder.unkeyedContainer()
                try list.encode(empty)
            })
    }

    @Test func userCodeThatSwallowsErrorsStillGetsFoundationsBytes() {
        expectFoundationBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                var nested = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "n")
                try container.encode(1, forKey: "a")
                try? nested.encode(2, forKey: "late")
                try container.encode(3, forKey: "b")
            })
    }

    @Test func unkeyedCountCountsElementsAndNestedContainers() throws {
        let text = try EncoderPair().streamText(
            EncodeWith { encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(1)
                _ = container.nestedUnkeyedContainer()
                _ = container.nestedContainer(keyedBy: EncTestKey.self)
                try container.encode(container.count)
            })
        #expect(text == "[1,[],{},3]")
    }
}
