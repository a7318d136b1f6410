// Every KeyedDecodingContainer operation, one experiment at a time, compared with Foundation's
// JSONDecoder: decode, decodeIfPresent, decodeNil, contains, allKeys, nested containers,
// superDecoder() and superDecoder(forKey:), and the coding paths they report.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct KeyedContainerTests {
    static let sample = #"{"a": 1, "b": null, "c": "x", "d": [1, 2], "e": {"f": true}, "": 0}"#

    @Test func decodesValuesInAnyOrderAndMoreThanOnce() {
        // StreamJSON looks keys up from where the last lookup stopped; order must not matter.
        expectSameBehavior(Self.sample) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return [
                try container.decode(String.self, forKey: AnyKey("c")),
                "\(try container.decode(Int.self, forKey: AnyKey("a")))",
                "\(try container.decode([Int].self, forKey: AnyKey("d")))",
                try container.decode(String.self, forKey: AnyKey("c")),
                "\(try container.decode(Int.self, forKey: AnyKey("")))",
                "\(try container.decode(Int.self, forKey: AnyKey("a")))",
                "\(try container.decode([String: Bool].self, forKey: AnyKey("e")))",
            ]
        }
    }

    @Test func decodesEveryKeyOfALargeObjectInReverseOrder() {
        let keys = (0..<200).map { "key\($0)" }
        let json = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",") + "}"
        expectSameBehavior(json) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return try keys.reversed().map { try container.decode(Int.self, forKey: AnyKey($0)) }
        }
        expectSameBehavior(json) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            let order = keys.indices.map { ($0 * 37) % keys.count }
            return try order.map { try container.decode(Int.self, forKey: AnyKey(keys[$0])) }
        }
    }

    @Test func containsIsTrueForPresentKeysIncludingNull() {
        expectSameBehavior(Self.sample) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return ["a", "b", "c", "", "z", "A", "a ", "f"].map { container.contains(AnyKey($0)) }
        }.expectValue([true, true, true, true, false, false, false, false])
    }

    @Test func decodeNilIsTrueOnlyForNull() {
        expectSameBehavior(Self.sample) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return try ["a", "b", "c", "d", "e", ""].map { try container.decodeNil(forKey: AnyKey($0)) }
        }.expectValue([false, true, false, false, false, false])
    }

    @Test func decodeNilForMissingKeyThrowsKeyNotFound() {
        expectSameBehavior(#"{"outer": {"a": 1}}"#) { decoder in
            let outer = try decoder.container(keyedBy: AnyKey.self)
            let inner = try outer.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("outer"))
            return try inner.decodeNil(forKey: AnyKey("missing"))
        }.expectFailure(.keyNotFound, at: "outer")
    }

    @Test func decodeIfPresentIsNilForMissingOrNull() {
        expectSameBehavior(Self.sample) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return [
                try container.decodeIfPresent(Int.self, forKey: AnyKey("a")),
                try container.decodeIfPresent(Int.self, forKey: AnyKey("b")),
                try container.decodeIfPresent(Int.self, forKey: AnyKey("zzz")),
                try container.decodeIfPresent([Int].self, forKey: AnyKey("b"))?.count,
                try container.decodeIfPresent([Int].self, forKey: AnyKey("d"))?.count,
            ]
        }.expectValue([1, nil, nil, nil, 2])
    }

    @Test func decodeIfPresentOfWrongTypeStillThrows() {
        expectSameBehavior(Self.sample) { decoder in
            try decoder.container(keyedBy: AnyKey.self).decodeIfPresent(Int.self, forKey: AnyKey("c"))
        }.expectFailure(.typeMismatch, at: "c")
        expectSameBehavior(Self.sample) { decoder in
            try decoder.container(keyedBy: AnyKey.self).decodeIfPresent([String: Int].self, forKey: AnyKey("e"))
        }.expectFailure(.typeMismatch, at: "e.f")
    }

    @Test func decodeOfMissingKeyThrowsKeyNotFoundWithContainerPath() {
        expectSameBehavior(#"{"a": {"b": [{"x": 1}]}}"#) { decoder in
            let root = try decoder.container(keyedBy: AnyKey.self)
            let a = try root.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("a"))
            var b = try a.nestedUnkeyedContainer(forKey: AnyKey("b"))
            let element = try b.nestedContainer(keyedBy: AnyKey.self)
            return try element.decode(Int.self, forKey: AnyKey("y"))
        }.expectFailure(.keyNotFound, at: "a.b[0]")
    }

    @Test func allKeysHoldsEveryDistinctKey() {
        expectSameDecoding(KeySetProbe.self, from: Self.sample).expectValue(KeySetProbe(["a", "b", "c", "d", "e", ""]))
        expectSameDecoding(KeySetProbe.self, from: "{}").expectValue(KeySetProbe([]))
        expectSameDecoding(KeySetProbe.self, from: #"{"a": 1, "a": 2, "b": 3}"#)
        expectSameDecoding(KeySetProbe.self, from: #"{"\u0061": 1, "\ud83d\ude00": 2, "\"": 3, "\/": 4}"#)
    }

    @Test func allKeysOmitsKeysTheKeyTypeCannotRepresent() {
        enum Known: String, CodingKey { case a, c }
        expectSameBehavior(Self.sample) { decoder in
            Set(try decoder.container(keyedBy: Known.self).allKeys.map(\.stringValue))
        }.expectValue(["a", "c"])
    }

    @Test func allKeysOfNestedContainers() {
        expectSameBehavior(#"{"x": {"p": 1, "q": {"r": 2}}, "y": [{"s": 1, "t": 2}]}"#) { decoder in
            let root = try decoder.container(keyedBy: AnyKey.self)
            let x = try root.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("x"))
            var y = try root.nestedUnkeyedContainer(forKey: AnyKey("y"))
            let element = try y.nestedContainer(keyedBy: AnyKey.self)
            return [
                Set(root.allKeys.map(\.stringValue)), Set(x.allKeys.map(\.stringValue)),
                Set(element.allKeys.map(\.stringValue)),
            ]
        }
    }

    @Test func intBackedCodingKeysMatchByStringValue() {
        enum IntKeys: Int, CodingKey { case one = 1, two = 2 }
        expectSameBehavior(#"{"one": "a", "2": "b", "two": "c", "1": "d"}"#) { decoder in
            let container = try decoder.container(keyedBy: IntKeys.self)
            return [
                try container.decode(String.self, forKey: .one), try container.decode(String.self, forKey: .two),
                "\(container.allKeys.map(\.stringValue).sorted())",
            ]
        }
    }

    @Test func containerCodingPathsGrowWithNesting() {
        expectSameBehavior(#"{"a": {"b": [0, {"c": {}}]}}"#) { decoder in
            let root = try decoder.container(keyedBy: AnyKey.self)
            let a = try root.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("a"))
            var b = try a.nestedUnkeyedContainer(forKey: AnyKey("b"))
            _ = try b.decode(Int.self)
            let element = try b.nestedContainer(keyedBy: AnyKey.self)
            let c = try element.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("c"))
            return [decoder.codingPath, root.codingPath, a.codingPath, b.codingPath, element.codingPath, c.codingPath]
                .map { $0.map(PathComponent.init) }
        }
    }

    @Test func nestedContainerForMissingKeyThrowsKeyNotFound() {
        expectSameBehavior(#"{"a": {}}"#) { decoder in
            let root = try decoder.container(keyedBy: AnyKey.self)
            let a = try root.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("a"))
            return try a.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("inner")).allKeys.count
        }.expectFailure(.keyNotFound, at: "a")
        expectSameBehavior("{}") { decoder in
            var nested = try decoder.container(keyedBy: AnyKey.self).nestedUnkeyedContainer(forKey: AnyKey("list"))
            return try nested.decode(Int.self)
        }.expectFailure(.keyNotFound, at: "")
    }

    @Test(arguments: ["[]", "1", #""s""#, "null", "true"])
    func nestedContainerOfWrongTypeThrows(member: String) {
        expectSameBehavior("{\"k\": \(member)}") { decoder in
            try decoder.container(keyedBy: AnyKey.self)
                .nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("k")).allKeys.count
        }
    }

    @Test(arguments: ["{}", "1", #""s""#, "null", "false"])
    func nestedUnkeyedContainerOfWrongTypeThrows(member: String) {
        expectSameBehavior("{\"k\": \(member)}") { decoder in
            try decoder.container(keyedBy: AnyKey.self).nestedUnkeyedContainer(forKey: AnyKey("k")).count
        }
    }

    @Test(arguments: ["[]", "1", #""s""#, "null", "true"])
    func keyedContainerOfNonObjectThrows(json: String) {
        expectSameBehavior(json) { decoder in
            try decoder.container(keyedBy: AnyKey.self).allKeys.count
        }
        expectSameBehavior("[\(json)]") { decoder in
            var array = try decoder.unkeyedContainer()
            return try array.nestedContainer(keyedBy: AnyKey.self).allKeys.count
        }
    }

    @Test func superDecoderUsesTheSuperKey() {
        expectSameBehavior(#"{"super": {"base": 5}, "x": 1}"#) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            let superDecoder = try container.superDecoder()
            let base = try superDecoder.container(keyedBy: AnyKey.self).decode(Int.self, forKey: AnyKey("base"))
            return [superDecoder.codingPath.map(PathComponent.init).description, "\(base)"]
        }
    }

    @Test func superDecoderForMissingSuperKeyDecodesNull() {
        expectSameBehavior(#"{"x": 1}"#) { decoder in
            let superDecoder = try decoder.container(keyedBy: AnyKey.self).superDecoder()
            return try superDecoder.singleValueContainer().decodeNil()
        }
        expectSameBehavior(#"{"x": 1}"#) { decoder in
            try decoder.container(keyedBy: AnyKey.self).superDecoder().singleValueContainer().decode(Int.self)
        }.expectFailure(.valueNotFound, at: "super")
        expectSameBehavior(#"{"x": 1}"#) { decoder in
            try decoder.container(keyedBy: AnyKey.self).superDecoder().container(keyedBy: AnyKey.self).allKeys.count
        }
    }

    @Test func superDecoderForKeyDecodesThatMember() {
        expectSameBehavior(#"{"parent": {"p": [1, 2]}, "child": 3}"#) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            let parent = try container.superDecoder(forKey: AnyKey("parent"))
            let p = try parent.container(keyedBy: AnyKey.self).decode([Int].self, forKey: AnyKey("p"))
            return [parent.codingPath.map(PathComponent.init).description, "\(p)"]
        }
        expectSameBehavior(#"{"parent": {"p": "x"}}"#) { decoder in
            let parent = try decoder.container(keyedBy: AnyKey.self).superDecoder(forKey: AnyKey("parent"))
            return try parent.container(keyedBy: AnyKey.self).decode([Int].self, forKey: AnyKey("p"))
        }.expectFailure(.typeMismatch, at: "parent.p")
        expectSameBehavior(#"{"child": 3}"#) { decoder in
            let parent = try decoder.container(keyedBy: AnyKey.self).superDecoder(forKey: AnyKey("parent"))
            return try parent.singleValueContainer().decode(String.self)
        }.expectFailure(.valueNotFound, at: "parent")
    }

    @Test func keysWithEscapesMatchTheirUnescapedText() {
        let json = #"{"a\u0062": 1, "q\"uote": 2, "s\/lash": 3, "t\tab": 4, "\u00e9": 5, "😀": 6, "\ud83d\ude01": 7}"#
        expectSameBehavior(json) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            return try ["ab", "q\"uote", "s/lash", "t\tab", "é", "😀", "😁"]
                .map { try container.decode(Int.self, forKey: AnyKey($0)) }
        }.expectValue([1, 2, 3, 4, 5, 6, 7])
    }

    @Test func keysAreCaseSensitiveAndExact() {
        struct S: Decodable, Equatable { var name: String }
        expectSameDecoding(S.self, from: #"{"Name": "x"}"#).expectFailure(.keyNotFound, at: "")
        expectSameDecoding(S.self, from: #"{"name ": "x"}"#).expectFailure(.keyNotFound, at: "")
        expectSameDecoding(S.self, from: #"{"nam": "x", "names": "y", "name": "z"}"#).expectValue(S(name: "z"))
    }
}
