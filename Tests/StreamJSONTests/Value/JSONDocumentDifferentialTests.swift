import Foundation
import Testing
@testable import StreamJSON

/// `JSONDocument` against `JSONValue` (the decoder's tree), `JSONSerialization` and the
/// JSONTestSuite files: the same verdict, the same values, every sub-value's own text.
@Suite struct JSONDocumentDifferentialTests {
    /// Every value of `view` checked against `tree`, the decoder's `JSONValue` of the same text.
    static func check(_ view: JSONDocument.Value, against tree: JSONValue, _ context: String) {
        #expect(JSONValue(view) == tree, "\(context)")
        // The value's own text reads back as the same value.
        #expect((try? StreamJSONDecoder().decode(JSONValue.self, from: view.rawJSON)) == tree, "\(context)")
        switch tree {
        case .null: #expect(view.kind == .null && view.isNull, "\(context)")
        case .bool(let value): #expect(view.kind == .bool && view.bool == value, "\(context)")
        case .string(let value): #expect(view.kind == .string && view.string == value, "\(context)")
        case .number(let number):
            #expect(
                view.kind == .number && view.number == number && view.number?.literal == number.literal, "\(context)")
            #expect(
                view.double == number.double && view.int == number.int && view.int64 == number.int64
                    && view.uint64 == number.uint64, "\(context)")
        case .array(let elements):
            #expect(view.kind == .array && view.count == elements.count, "\(context)")
            let views = Array(view.elements ?? [])
            #expect(views.count == elements.count, "\(context)")
            for (index, (element, expected)) in zip(views, elements).enumerated() {
                #expect(view[index] == element, "\(context)")
                check(element, against: expected, context + "/\(index)")
            }
        case .object(let object):
            #expect(view.kind == .object, "\(context)")
            // The first of equal names is the one the subscript finds, as JSONObject keeps it.
            for (key, expected) in object {
                guard let member = view[key] else {
                    Issue.record("\(context): no member \(key)")
                    continue
                }
                check(member, against: expected, context + "/" + JSONPointer.escape(key))
            }
            #expect(
                JSONObject(view.members.map { $0.map { ($0.key, JSONValue($0.value)) } } ?? []) == object,
                "\(context)")
        }
    }

    @Test func agreesWithJSONValueOnRandomDocuments() throws {
        var generator = SeededGenerator(seed: 30)
        for round in 0..<300 {
            let tree = RandomTree.make(&generator)
            let text = tree.text(&generator)
            let document = try JSONDocument(text)
            let expected = try StreamJSONDecoder().decode(JSONValue.self, from: text)
            Self.check(document, of: tree, text: text, against: expected, "round \(round): \(text)")
        }
    }

    /// `check(_:against:_:)` on the root of `document`, made from `text` (the text of `tree`),
    /// then its own text and every pointer to a node against `expected`'s pointer lookup.
    static func check(
        _ document: JSONDocument, of tree: RandomTree, text: String, against expected: JSONValue, _ context: String
    ) {
        check(document.root, against: expected, context)
        #expect(document.root.rawJSON == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(context)")
        for path in tree.paths() {
            let pointer = JSONPointer(tokens: path.tokens)
            #expect(
                document[pointer: pointer].map { JSONValue($0) } == expected[pointer: pointer],
                "\(pointer) in \(context)")
        }
    }

    @Test func materialisesBackToTheSameCompactBytes() throws {
        let text =
            #"{"a":[1,2.50,-0,1e400,{"b":null,"c":true}],"d":"\u00e9\n","e":{},"f":[],"a2":12345678901234567890}"#
        let document = try JSONDocument(text)
        let value = JSONValue(document.root)
        let encoded = try StreamJSONEncoder().encode(value)
        #expect(try JSONDocument(encoded) == document)
        #expect(try JSONDocument(value.description).root.rawJSON == value.description)
        let compact = #"{"a":[1,2.50,-0,1e400,{"b":null,"c":true}],"f":[],"n":12345678901234567890}"#
        #expect(JSONValue(try JSONDocument(compact).root).description == compact)
        #expect(String(decoding: encoded, as: UTF8.self) == value.description)
    }

    /// Whether `theirs`, `JSONSerialization`'s tree, holds the values of `view` (numbers as
    /// `Double`s; on Linux its Booleans are numbers 0 and 1).
    static func same(_ view: JSONDocument.Value, _ theirs: Any) -> Bool {
        switch view.kind {
        case .null: return theirs is NSNull
        case .bool: return (theirs as? NSNumber)?.intValue == (view.bool! ? 1 : 0)
        case .string: return (theirs as? String) == view.string
        case .number: return (theirs as? NSNumber)?.doubleValue == view.double
        case .array:
            guard let array = theirs as? [Any], array.count == view.count else { return false }
            return zip(view.elements ?? [], array).allSatisfy { same($0, $1) }
        case .object:
            guard let object = theirs as? [String: Any], object.count == view.count else { return false }
            return (view.members ?? []).allSatisfy { member in
                object[member.key].map { same(member.value, $0) } ?? false
            }
        }
    }

    @Test func agreesWithJSONSerializationOnRandomDocumentsWithoutDuplicateNames() throws {
        var generator = SeededGenerator(seed: 31)
        var compared = 0
        for _ in 0..<300 {
            let tree = RandomTree.make(&generator)
            let text = tree.text(&generator)
            let document = try JSONDocument(text)
            // Foundation keeps one of equal names without a documented rule: skip documents with any.
            guard !Self.hasDuplicateNames(document.root) else { continue }
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(Self.same(document.root, theirs), "\(text)")
            compared += 1
        }
        #expect(compared > 100)
    }

    static func hasDuplicateNames(_ view: JSONDocument.Value) -> Bool {
        if let members = view.members {
            let keys = members.map(\.key)
            var seen: [String] = []
            for key in keys {
                if seen.contains(where: { $0 == key }) { return true }
                seen.append(key)
            }
        }
        return (view.values ?? []).contains(where: hasDuplicateNames)
    }

    @Test func agreesWithTheDecoderOnJSONTestSuite() throws {
        let files = SharedData.files(in: "conformance/JSONTestSuite/test_parsing")
        guard !files.isEmpty else {
            print("JSONDocumentDifferentialTests: \(SharedData.skipMessage)")
            return
        }
        var accepted = 0
        for file in files where file.pathExtension == "json" {
            let data = try Data(contentsOf: file)
            let decoded = Result { try StreamJSONDecoder().decode(JSONValue.self, from: data) }
            let document = Result { try JSONDocument(data) }
            switch (decoded, document) {
            case (.success(let tree), .success(let document)):
                Self.check(document.root, against: tree, file.lastPathComponent)
                accepted += 1
            case (.failure(let expected), .failure(let error)):
                #expect(String(describing: error) == String(describing: expected), "\(file.lastPathComponent)")
            default:
                // The decoder's JSONValue limit (1024 levels) is not the document's concern.
                guard case .failure(let error) = decoded, "\(error)".contains("deeper than a JSONValue") else {
                    Issue.record("\(file.lastPathComponent): decoder \(decoded), document \(document)")
                    continue
                }
            }
            // Foundation agrees on the values of what both accept.
            if case .success(let ours) = document,
                let theirs = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
                !Self.hasDuplicateNames(ours.root)
            {
                #expect(
                    Self.same(ours.root, theirs) || Self.hasLossyNumbers(ours.root),
                    "\(file.lastPathComponent)")
            }
        }
        #expect(accepted > 90)
    }

    /// Whether a number would lose digits as a `Double` (Foundation and this test's mapping may
    /// round it differently).
    static func hasLossyNumbers(_ view: JSONDocument.Value) -> Bool {
        if view.kind == .number { return (view.number?.literal.count ?? 0) > 15 || view.int64 == nil }
        return (view.values ?? []).contains(where: hasLossyNumbers)
    }
}
