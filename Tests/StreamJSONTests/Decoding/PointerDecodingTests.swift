import Foundation
import Testing
@testable import StreamJSON

/// `decode(_:from:at:)`: the value at a JSON Pointer decodes exactly as the same sub-document
/// extracted by hand and decoded alone, and errors carry the coding path from the root.
@Suite struct PointerDecodingTests {
    struct Item: Decodable, Equatable {
        var id: Int
        var price: Double
    }

    static let envelope = #"""
        {"status": "ok", "data": {"items": [{"id": 1, "price": 2.5}, {"id": 2, "price": 3}], "count": 2},
         "a/b": {"m~n": [10, 20]}, "none": null, "text": "x"}
        """#

    @Test func decodesTheArrayInsideAnEnvelope() throws {
        let items = try StreamJSONDecoder().decode([Item].self, from: Data(Self.envelope.utf8), at: "/data/items")
        #expect(items == [Item(id: 1, price: 2.5), Item(id: 2, price: 3)])
    }

    @Test func resolvesEscapesAndIndices() throws {
        let decoder = StreamJSONDecoder()
        #expect(try decoder.decode(Int.self, from: Self.envelope, at: "/a~1b/m~0n/1") == 20)
        #expect(
            try decoder.decode(Int.self, from: Array(Self.envelope.utf8), at: JSONPointer(tokens: ["a/b", "m~n", "0"]))
                == 10)
        #expect(try decoder.decode(Int.self, from: Data(Self.envelope.utf8), at: "/data/items/1/id") == 2)
        #expect(try decoder.decode([String: [Int]].self, from: Self.envelope, at: "/a~1b") == ["m~n": [10, 20]])
    }

    @Test func emptyPointerIsTheWholeDocument() throws {
        let whole = try StreamJSONDecoder().decode(JSONValue.self, from: Self.envelope)
        #expect(try StreamJSONDecoder().decode(JSONValue.self, from: Self.envelope, at: "") == whole)
    }

    @Test func errorsInTheAddressedValueHaveThePathFromTheRoot() {
        let document = #"{"data": {"items": [{"id": 1, "price": 2}, {"id": 2, "price": "high"}]}}"#
        #expect {
            try StreamJSONDecoder().decode([Item].self, from: document, at: "/data/items")
        } throws: { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["data", "items", "Index 1", "price"]
        }
    }

    @Test func anAbsentMemberIsKeyNotFoundAtTheObjectThatExists() {
        #expect {
            try StreamJSONDecoder().decode([Item].self, from: Self.envelope, at: "/data/rows")
        } throws: { error in
            guard case .keyNotFound(let key, let context) = error as? DecodingError else { return false }
            return key.stringValue == "rows" && context.codingPath.map(\.stringValue) == ["data"]
        }
    }

    @Test func anIndexPastTheEndIsKeyNotFoundAtTheArrayAndSaysNothingOfNull() {
        #expect {
            try StreamJSONDecoder().decode(Item.self, from: Self.envelope, at: "/data/items/2")
        } throws: { error in
            guard case .keyNotFound(let key, let context) = error as? DecodingError else { return false }
            return key.stringValue == "2" && context.codingPath.map(\.stringValue) == ["data", "items"]
                && context.debugDescription.contains("has 2 elements")
                && !String(describing: error).contains("null")
        }
    }

    @Test func aStepIntoAScalarIsTypeMismatchAndIntoNullValueNotFound() {
        let decoder = StreamJSONDecoder()
        #expect {
            try decoder.decode(Int.self, from: Self.envelope, at: "/text/0")
        } throws: { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["text"]
        }
        #expect {
            try decoder.decode(Int.self, from: Self.envelope, at: "/none/a")
        } throws: { error in
            guard case .valueNotFound(_, let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["none"]
        }
    }

    @Test(arguments: ["/data/items/01", "/data/items/-", "/data/items/x", "/data/items/+1"])
    func aTokenThatIsNotAPlainIndexFindsNothingInAnArray(pointer: String) {
        #expect {
            try StreamJSONDecoder().decode(Item.self, from: Self.envelope, at: JSONPointer(pointer))
        } throws: { error in
            guard case .keyNotFound(_, let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["data", "items"]
        }
    }

    @Test(arguments: ["data", "/a~2", "/a~"])
    func anInvalidPointerIsDataCorrupted(text: String) {
        #expect(throws: JSONPointer.SyntaxError.self) { try JSONPointer(validating: text) }
        #expect {
            try StreamJSONDecoder().decode(JSONValue.self, from: Self.envelope, at: JSONPointer(text))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.underlyingError is JSONPointer.SyntaxError && context.codingPath.isEmpty
        }
    }

    @Test func theRestOfTheDocumentIsStillValidated() {
        #expect(throws: DecodingError.self) {
            try StreamJSONDecoder().decode(Int.self, from: #"{"a": 1, "b": [1,]}"#, at: "/a")
        }
    }

    @Test func theFirstOfTwoEqualKeysWinsAndKeysAreCodePoints() throws {
        let document = #"{"k": 1, "\u006b": 2, "é": 3, "e\u0301": 4}"#
        #expect(try StreamJSONDecoder().decode(Int.self, from: document, at: "/k") == 1)
        // Canonically equivalent is not equal in RFC 6901: the decomposed token finds the decomposed key.
        #expect(try StreamJSONDecoder().decode(Int.self, from: document, at: "/e\u{301}") == 4)
        #expect(try StreamJSONDecoder().decode(Int.self, from: document, at: "/\u{E9}") == 3)
    }

    // MARK: Random documents against hand-extracted sub-documents

    /// Decodes at every path of a random document, and at a missing step below each, and
    /// compares with the sub-document the generator wrote for that path, decoded alone.
    @Test(arguments: 0..<60)
    func decodesEveryPathOfRandomDocumentsAsTheExtractedSubDocument(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed &+ 14_000)
        let tree = RandomTree.make(&generator)
        let document = tree.text(&generator)
        let decoder = StreamJSONDecoder()
        for path in tree.paths() {
            let pointer = JSONPointer(tokens: path.tokens)
            var node = tree
            for token in path.tokens { node = node.child(token)! }
            let extracted = node.compactText
            // The same value, as JSONValue and as a Decodable with its own containers.
            let value = try decoder.decode(JSONValue.self, from: extracted)
            let probe = try decoder.decode(JSONProbe.self, from: extracted)
            let whole = try decoder.decode(JSONValue.self, from: document)
            #expect(
                try decoder.decode(JSONValue.self, from: document, at: pointer) == value, "\(pointer) in \(document)")
            #expect(
                try decoder.decode(JSONProbe.self, from: document, at: pointer) == probe, "\(pointer) in \(document)")
            #expect(whole[pointer: pointer] == value, "\(pointer) in \(document)")
            // A type error inside: the path is the pointer's, then the sub-document's own.
            expectSameError(decoder, document, pointer, extracted, prefix: path.codingPath)
            // A missing step below: an absent key, an index past the end, or a step into a scalar.
            expectMissingStep(decoder, document, below: node, at: pointer, codingPath: path.codingPath)
        }
    }

    private func expectSameError(
        _ decoder: StreamJSONDecoder, _ document: String, _ pointer: JSONPointer,
        _ extracted: String, prefix: [String]
    ) {
        func outcome(_ body: () throws -> [String: Int]) -> (String, [String])? {
            do {
                _ = try body()
                return nil
            } catch let error as DecodingError {
                switch error {
                case .typeMismatch(_, let context): return ("typeMismatch", context.codingPath.map(\.stringValue))
                case .valueNotFound(_, let context): return ("valueNotFound", context.codingPath.map(\.stringValue))
                case .keyNotFound(_, let context): return ("keyNotFound", context.codingPath.map(\.stringValue))
                case .dataCorrupted(let context): return ("dataCorrupted", context.codingPath.map(\.stringValue))
                @unknown default: return ("unknown", [])
                }
            } catch {
                return ("other", [])
            }
        }
        let atPointer = outcome { try decoder.decode([String: Int].self, from: document, at: pointer) }
        let alone = outcome { try decoder.decode([String: Int].self, from: extracted) }
        #expect(atPointer?.0 == alone?.0, "\(pointer) in \(document)")
        #expect(atPointer?.1 == alone.map { prefix + $0.1 }, "\(pointer) in \(document)")
    }

    private func expectMissingStep(
        _ decoder: StreamJSONDecoder, _ document: String, below node: RandomTree,
        at pointer: JSONPointer, codingPath: [String]
    ) {
        let missing: JSONPointer
        switch node {
        case .object(let members): missing = pointer.appending(members.contains { $0.key == "zz" } ? "zy" : "zz")
        case .array(let elements): missing = pointer.appending(elements.count)
        case .scalar: missing = pointer.appending("0")
        }
        #expect((try? decoder.decode(JSONValue.self, from: document))?[pointer: missing] == nil)
        #expect {
            try decoder.decode(JSONValue.self, from: document, at: missing)
        } throws: { error in
            switch (node, error as? DecodingError) {
            case (.object, .keyNotFound(let key, let context)?):
                return key.stringValue == missing.tokens.last && context.codingPath.map(\.stringValue) == codingPath
            case (.array, .keyNotFound(_, let context)?):
                return context.codingPath.map(\.stringValue) == codingPath
            case (.scalar("null"), .valueNotFound(_, let context)?), (.scalar, .typeMismatch(_, let context)?):
                return context.codingPath.map(\.stringValue) == codingPath
            default:
                return false
            }
        }
    }
}
