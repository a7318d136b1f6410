import Foundation
import Testing
@testable import StreamJSON

/// Objects that repeat a member name, through every way of building a tree from a tape:
/// `JSONValue(document.root)`, `StreamJSONDecoder().decode(JSONValue.self, from:)` (from the
/// bytes and from a document's value), and `StreamJSONSerialization.jsonObject`.
///
/// Foundation on this machine decides: `JSONDecoder` into `[String: T]` keeps the first of
/// equal keys, `JSONSerialization` the last. The `JSONValue` paths follow `JSONDecoder` (a
/// `JSONValue` is decoded), `StreamJSONSerialization` follows `JSONSerialization`.
/// Keys are equal when their code points are (RFC 8259 §8.3), whatever their escapes; keys
/// that are only canonically equivalent (`"é"`, `"e\u{301}"`) are two members of a
/// ``JSONObject``, which Foundation's Swift dictionaries merge (see ``JSONObject``).
@Suite struct DuplicateKeyTests {
    /// Documents with repeated names: plain, escaped, nested, in large objects (past the
    /// decoder's small-object and key-index limits), and several times over.
    static let documents: [String] = {
        var documents = [
            #"{"a":1,"a":2}"#,
            #"{"a":1,"b":2,"a":3,"b":4,"a":5}"#,
            #"{"a":1,"\u0061":2}"#,
            #"{"\u0061":1,"a":2}"#,
            #"{"a\"b":1,"a\u0022b":2}"#,
            #"{"😀":1,"\ud83d\ude00":2}"#,
            #"{"a":{"x":1,"x":2},"a":[{"y":3,"y":4}]}"#,
            #"[{"k":true,"k":false},{"k":null,"k":"s"}]"#,
            #"{"a":{},"a":[]}"#,
            #"{"":0,"":1}"#,
        ]
        for size in [8, 33, 40, 100] {
            let members = (0..<size).map { #""k\#($0)":\#($0)"# }
            documents.append("{" + (members + [#""k0":-1"#, #""k\#(size - 1)":-2"#]).joined(separator: ",") + "}")
            documents.append("{" + (members + [#""\u006b1":-3"#]).joined(separator: ",") + "}")
        }
        return documents
    }()

    /// The `JSONValue` of `text` through the three builders.
    static func threeTrees(_ text: String) throws -> (document: JSONValue, decoded: JSONValue, fromView: JSONValue) {
        let document = try JSONDocument(text)
        return (
            JSONValue(document.root),
            try StreamJSONDecoder().decode(JSONValue.self, from: Data(text.utf8)),
            try StreamJSONDecoder().decode(JSONValue.self, from: document.root)
        )
    }

    /// Every member's key and value in order, as compact JSON (`==` on ``JSONObject`` ignores order).
    static func ordered(_ value: JSONValue) -> String {
        switch value {
        case .object(let object):
            return "{" + object.map { "\(JSONValue.string($0.key)):\(ordered($0.value))" }.joined(separator: ",") + "}"
        case .array(let elements):
            return "[" + elements.map(ordered).joined(separator: ",") + "]"
        default:
            return value.description
        }
    }

    @Test(arguments: documents)
    func everyTreeBuilderKeepsTheSameMembersInTheSameOrder(_ text: String) throws {
        let trees = try Self.threeTrees(text)
        #expect(Self.ordered(trees.document) == Self.ordered(trees.decoded), "\(text)")
        #expect(Self.ordered(trees.fromView) == Self.ordered(trees.decoded), "\(text)")
        #expect(trees.document == trees.decoded && trees.fromView == trees.decoded, "\(text)")
    }

    @Test func jsonValueKeepsTheFirstOfEqualKeysAsJSONDecoderDoes() throws {
        let text = #"{"a":1,"b":2,"a":3,"\u0062":4,"c":5}"#
        let foundation = try JSONDecoder().decode([String: Int].self, from: Data(text.utf8))
        #expect(foundation == ["a": 1, "b": 2, "c": 5])
        let trees = try Self.threeTrees(text)
        for tree in [trees.document, trees.decoded, trees.fromView] {
            #expect(Self.ordered(tree) == #"{"a":1,"b":2,"c":5}"#)
        }
    }

    @Test(arguments: documents)
    func jsonValueHoldsWhatJSONDecoderDecodesIntoADictionary(_ text: String) throws {
        // Foundation decodes each object into a dictionary of any JSON (FoundationTree below).
        let foundation = try JSONDecoder().decode(FoundationTree.self, from: Data(text.utf8))
        let trees = try Self.threeTrees(text)
        #expect(FoundationTree(trees.document) == foundation, "\(text)")
        #expect(FoundationTree(trees.decoded) == foundation, "\(text)")
        #expect(FoundationTree(trees.fromView) == foundation, "\(text)")
    }

    @Test func jsonValueKeepsCanonicallyEquivalentKeysApartOnEveryPath() throws {
        // U+00E9 and e + U+0301: two names to JSON, one key to a Swift dictionary.
        let text = #"{"é":1,"e\u0301":2,"é":3}"#
        let trees = try Self.threeTrees(text)
        for tree in [trees.document, trees.decoded, trees.fromView] {
            #expect(
                tree.objectValue?.keys.map { Array($0.unicodeScalars) }
                    == [["\u{E9}"], ["e", "\u{301}"]])
            #expect(tree.objectValue?.values == [1, 2])
        }
        // Foundation merges them (its dictionary's first key, with the first value).
        #expect(try JSONDecoder().decode([String: Int].self, from: Data(text.utf8)).values.sorted() == [1])
    }

    @Test(arguments: documents)
    func serializationKeepsTheLastOfEqualKeysAsJSONSerializationDoes(_ text: String) throws {
        let data = Data(text.utf8)
        let theirs = SerializationShape.reading { try JSONSerialization.jsonObject(with: data) }
        let ours = SerializationShape.reading { try StreamJSONSerialization.jsonObject(with: data) }
        #expect(ours == theirs, "\(text)")
        let object = try StreamJSONSerialization.jsonObject(with: Data(#"{"a":1,"\u0061":2}"#.utf8)) as? [String: Any]
        #expect(object?["a"] as? Int == 2)
    }
}

/// Any JSON as Foundation's `JSONDecoder` decodes it with plain dictionaries and arrays: the
/// reference for which member of equal keys a decoder keeps.
enum FoundationTree: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String)
    case array([FoundationTree]), object([String: FoundationTree])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([FoundationTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: FoundationTree].self))
        }
    }

    /// The same value built from a ``JSONValue``; of canonically equivalent keys the first.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let number): self = .number(number.double)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(FoundationTree.init))
        case .object(let object):
            self = .object(
                Dictionary(object.map { ($0.key, FoundationTree($0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}
