// Containers asked for where a value already is. Where `JSONEncoder`
// merges or replaces, StreamJSON writes the same bytes, and never a key twice; where
// `JSONEncoder` traps (a container of another kind replacing a value), StreamJSON throws
// `EncodingError.invalidValue` with the path of that value.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct ContainerReplacementTests {
    struct Inner: Encodable { var x = 1 }

    static let a: EncTestKey = "a"
    static let other: EncTestKey = "other"

    /// Cases `JSONEncoder` encodes (observed on this machine): name, body, Foundation's bytes.
    static let mergedCases: [(String, @Sendable (any Encoder) throws -> Void, String)] = [
        (
            "a dictionary through the single-value container, then a keyed container",
            { encoder in
                var single = encoder.singleValueContainer()
                try single.encode(["a": "b"])
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode("c", forKey: a)
                try keyed.encode("foo", forKey: other)
            }, #"{"a":"c","other":"foo"}"#
        ),
        (
            "a keyed container, then a dictionary through the single-value container",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(2, forKey: a)
                var single = encoder.singleValueContainer()
                try single.encode(["a": "x"])
            }, #"{"a":"x"}"#
        ),
        (
            "a struct through the single-value container, then a keyed container",
            { encoder in
                var single = encoder.singleValueContainer()
                try single.encode(Inner())
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(2, forKey: a)
            }, #"{"a":2,"x":1}"#
        ),
        (
            "an array through the single-value container, then an unkeyed container",
            { encoder in
                var single = encoder.singleValueContainer()
                try single.encode([1])
                var unkeyed = encoder.unkeyedContainer()
                try unkeyed.encode(2)
            }, "[1,2]"
        ),
        (
            "an unkeyed container, then an array through the single-value container",
            { encoder in
                var unkeyed = encoder.unkeyedContainer()
                try unkeyed.encode(2)
                var single = encoder.singleValueContainer()
                try single.encode([1])
            }, "[2,1]"
        ),
        (
            "a keyed container, then a struct through the single-value container",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(2, forKey: "b")
                var single = encoder.singleValueContainer()
                try single.encode(Inner())
            }, #"{"b":2,"x":1}"#
        ),
        (
            "an encoded array, then a nested unkeyed container for its key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode([1], forKey: a)
                var nested = keyed.nestedUnkeyedContainer(forKey: a)
                try nested.encode(2)
            }, #"{"a":[1,2]}"#
        ),
        (
            "an encoded dictionary, then a nested keyed container for its key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(["x": 1], forKey: a)
                var nested = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try nested.encode(2, forKey: other)
            }, #"{"a":{"other":2,"x":1}}"#
        ),
        (
            "a nested keyed container, then a value for its key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                var nested = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try nested.encode(1, forKey: other)
                try keyed.encode(5, forKey: a)
            }, #"{"a":5}"#
        ),
        (
            "a nested keyed container twice, a dictionary then a value under one key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                var first = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try first.encode(["o": 1], forKey: other)
                var second = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try second.encode(2, forKey: other)
            }, #"{"a":{"other":2}}"#
        ),
    ]

    @Test(arguments: mergedCases.indices)
    func mergesLikeFoundationWithoutWritingAKeyTwice(index: Int) throws {
        let (name, body, expected) = Self.mergedCases[index]
        for formatting in allOutputFormattings {
            let (foundation, stream) = EncoderPair(formatting).outputs(EncodeWith(body))
            let foundationText = try foundation.get()
            let streamText = try stream.get()
            if formatting.contains(.sortedKeys) {
                #expect(streamText == foundationText, "\(name)")
                if !formatting.contains(.prettyPrinted) { #expect(streamText == expected, "\(name)") }
            } else {
                #expect(sameJSONValue(streamText, foundationText), "\(name): \(streamText) vs \(foundationText)")
            }
            let object = try JSONSerialization.jsonObject(with: Data(streamText.utf8), options: .fragmentsAllowed)
            let reencoded = try JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
            #expect(reencoded.count <= Data(streamText.utf8).count, "\(name): a key written twice in \(streamText)")
        }
    }

    /// Cases `JSONEncoder` traps on (observed on this machine, each in its own process): name,
    /// body, the path of the value being replaced.
    static let trapCases: [(String, @Sendable (any Encoder) throws -> Void, String)] = [
        (
            "a nested keyed container, then a nested unkeyed one for the same key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                var nested = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try nested.encode(1, forKey: other)
                var unkeyed = keyed.nestedUnkeyedContainer(forKey: a)
                try unkeyed.encode(2)
            }, "a"
        ),
        (
            "a nested unkeyed container, then a nested keyed one for the same key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                var unkeyed = keyed.nestedUnkeyedContainer(forKey: a)
                try unkeyed.encode(2)
                var nested = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try nested.encode(1, forKey: other)
            }, "a"
        ),
        (
            "an encoded number, then a nested keyed container for its key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(1, forKey: a)
                var nested = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try nested.encode(1, forKey: other)
            }, "a"
        ),
        (
            "an encoded number, then a nested unkeyed container for its key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(1, forKey: a)
                var nested = keyed.nestedUnkeyedContainer(forKey: a)
                try nested.encode(1)
            }, "a"
        ),
        (
            "an encoded null, then a nested keyed container for its key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encodeNil(forKey: a)
                var nested = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try nested.encode(1, forKey: other)
            }, "a"
        ),
        (
            "an encoded struct, then a nested unkeyed container for its key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(Inner(), forKey: a)
                var nested = keyed.nestedUnkeyedContainer(forKey: a)
                try nested.encode(2)
            }, "a"
        ),
        (
            "a value through superEncoder(forKey:), then a nested keyed container for that key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                do {
                    var single = keyed.superEncoder(forKey: a).singleValueContainer()
                    try single.encode(3)
                }
                var nested = keyed.nestedContainer(keyedBy: EncTestKey.self, forKey: a)
                try nested.encode(1, forKey: other)
            }, "a"
        ),
        (
            "an object through superEncoder(forKey:), then a nested unkeyed container for that key",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                do {
                    var nested = keyed.superEncoder(forKey: a).container(keyedBy: EncTestKey.self)
                    try nested.encode(3, forKey: other)
                }
                var unkeyed = keyed.nestedUnkeyedContainer(forKey: a)
                try unkeyed.encode(1)
            }, "a"
        ),
        (
            "a dictionary through the single-value container, then an unkeyed container",
            { encoder in
                var single = encoder.singleValueContainer()
                try single.encode(["a": "b"])
                var unkeyed = encoder.unkeyedContainer()
                try unkeyed.encode(2)
            }, ""
        ),
        (
            "a keyed container, then an array through the single-value container",
            { encoder in
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(2, forKey: a)
                var single = encoder.singleValueContainer()
                try single.encode([1])
            }, ""
        ),
        (
            "two dictionaries through the single-value container",
            { encoder in
                var single = encoder.singleValueContainer()
                try single.encode(["a": 1])
                try single.encode(["b": 2])
            }, ""
        ),
        (
            "a number through the single-value container, then a keyed container",
            { encoder in
                var single = encoder.singleValueContainer()
                try single.encode(1)
                var keyed = encoder.container(keyedBy: EncTestKey.self)
                try keyed.encode(2, forKey: a)
            }, ""
        ),
    ]

    @Test(arguments: trapCases.indices)
    func throwsWhereFoundationTraps(index: Int) {
        let (name, body, path) = Self.trapCases[index]
        for formatting in allOutputFormattings {
            let encoder = StreamJSONEncoder()
            encoder.outputFormatting = StreamJSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
            for (wrapped, prefix) in [
                (AnyEncodable(EncodeWith(body)), ""), (AnyEncodable(["k": [EncodeWith(body)]]), "k.[0]"),
            ] {
                do {
                    let data = try encoder.encode(wrapped)
                    Issue.record("\(name): encoded \(String(decoding: data, as: UTF8.self))")
                } catch let EncodingError.invalidValue(_, context) {
                    let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                        .joined(separator: ".")
                    let expected = [prefix, path].filter { !$0.isEmpty }.joined(separator: ".")
                    #expect(text == expected, "\(name)")
                    #expect(context.debugDescription.hasPrefix("Attempt to"), "\(name): \(context.debugDescription)")
                } catch {
                    Issue.record("\(name): \(error)")
                }
            }
        }
    }
}

extension ContainerReplacementTests {
    /// `JSONEncoder` silently drops a scalar encoded through the single-value container of an
    /// encoder whose keyed container was used (`{"a":2}`); StreamJSON throws.
    @Test func aScalarAfterAContainerThrowsWhereFoundationDropsIt() throws {
        let body: @Sendable (any Encoder) throws -> Void = { encoder in
            var keyed = encoder.container(keyedBy: EncTestKey.self)
            try keyed.encode(2, forKey: Self.a)
            var single = encoder.singleValueContainer()
            try single.encode(1)
        }
        let (foundation, stream) = EncoderPair([.sortedKeys]).outputs(EncodeWith(body))
        #expect(try foundation.get() == #"{"a":2}"#)
        guard case .failure(let error) = stream, case .invalidValue(_, let context)? = error as? EncodingError else {
            Issue.record("StreamJSON did not throw: \(stream)")
            return
        }
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.hasPrefix("Attempt to encode value through single value container"))
    }
}

/// Any encodable value, so that values of different types share an array.
struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
