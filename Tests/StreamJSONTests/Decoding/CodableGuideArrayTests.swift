// The Codable guides' array examples, each with its error cases, compared with Foundation's
// JSONDecoder: heterogeneous arrays dispatched on a "type" field, and skipping invalid elements.

import Foundation
import Testing
@testable import StreamJSON

extension CodableGuideAdvancedTests {
    // MARK: Heterogeneous arrays dispatched on a "type" field

    enum Animal: Decodable, Equatable {
        case dog(name: String, barks: Bool)
        case cat(name: String, lives: Int)

        enum CodingKeys: String, CodingKey { case type, name, barks, lives }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .type) {
            case "dog":
                self = .dog(
                    name: try container.decode(String.self, forKey: .name),
                    barks: try container.decode(Bool.self, forKey: .barks))
            case "cat":
                self = .cat(
                    name: try container.decode(String.self, forKey: .name),
                    lives: try container.decode(Int.self, forKey: .lives))
            case let other:
                throw DecodingError.dataCorruptedError(
                    forKey: .type, in: container, debugDescription: "unknown animal \(other)")
            }
        }
    }

    @Test func dispatchesOnATypeField() {
        expectSameDecoding(
            [Animal].self,
            from: #"[{"type": "dog", "name": "Rex", "barks": true}, {"name": "Tom", "lives": 9, "type": "cat"}]"#)
        expectSameDecoding([String: [Animal]].self, from: #"{"pets": [{"lives": 1, "type": "cat", "name": "C"}]}"#)
    }

    @Test func reportsDispatchErrors() {
        expectSameDecoding(
            [Animal].self, from: #"[{"type": "cow", "name": "Daisy"}]"#
        ).expectFailure(.dataCorrupted, at: "[0].type")
        expectSameDecoding([Animal].self, from: #"[{"name": "Rex"}]"#).expectFailure(.keyNotFound, at: "[0]")
        expectSameDecoding([Animal].self, from: #"[{"type": "dog", "name": "Rex", "barks": "yes"}]"#)
            .expectFailure(.typeMismatch, at: "[0].barks")
        expectSameDecoding([Animal].self, from: #"[{"type": 1}]"#).expectFailure(.typeMismatch, at: "[0].type")
    }

    /// The dispatch done by decoding the element twice: once for its kind, once for real.
    struct Feed: Decodable, Equatable {
        var items: [String]

        init(from decoder: any Decoder) throws {
            struct Kind: Decodable { var kind: String }
            struct Photo: Decodable { var url: String }
            struct Note: Decodable { var text: String }
            var container = try decoder.unkeyedContainer()
            var peek = try decoder.unkeyedContainer()
            items = []
            while !container.isAtEnd {
                switch try peek.decode(Kind.self).kind {
                case "photo": items.append("photo " + (try container.decode(Photo.self).url))
                case "note": items.append("note " + (try container.decode(Note.self).text))
                default: _ = try container.decode(Kind.self); items.append("unknown")
                }
            }
        }
    }

    @Test func dispatchesByPeekingWithASecondContainer() {
        expectSameDecoding(
            Feed.self, from: #"[{"kind": "photo", "url": "u"}, {"kind": "note", "text": "t"}, {"kind": "x"}]"#)
        expectSameDecoding(Feed.self, from: #"[{"kind": "photo"}]"#).expectFailure(.keyNotFound, at: "[0]")
        expectSameDecoding(
            Feed.self, from: #"[{"kind": "note", "text": "a"}, {"url": "u"}]"#
        ).expectFailure(.keyNotFound, at: "[1]")
    }

    // MARK: Skipping invalid array elements

    /// Decodes what it can, keeps nil for the rest (the "FailableDecodable" wrapper).
    struct Failable<Wrapped: Decodable & Equatable>: Decodable, Equatable {
        var value: Wrapped?
        init(from decoder: any Decoder) throws {
            value = try? decoder.singleValueContainer().decode(Wrapped.self)
        }
    }

    /// Skips elements that fail by decoding a throwaway value to advance the container.
    struct Lenient<Element: Decodable & Equatable>: Decodable, Equatable {
        var elements: [Element]
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            elements = []
            while !container.isAtEnd {
                if let element = try? container.decode(Element.self) {
                    elements.append(element)
                } else {
                    _ = try container.decode(SkippedElement.self)
                }
            }
        }
    }

    struct SkippedElement: Decodable {}

    struct Product: Decodable, Equatable { var name: String; var price: Double }

    @Test func skipsInvalidElementsWithAFailableWrapper() {
        let json = """
            [{"name": "a", "price": 1}, {"name": "b"}, {"name": "c", "price": "x"}, 5, null, {"name": "d", "price": 2}]
            """
        expectSameDecoding([Failable<Product>].self, from: json)
        expectSameDecoding([Failable<Int>].self, from: #"[1, "2", 3.5, null, 4]"#)
    }

    @Test func skipsInvalidElementsByDecodingAThrowawayValue() {
        let json =
            #"[{"name": "a", "price": 1}, {"name": "b"}, {"name": "c", "price": "x"}, {"name": "d", "price": 2}]"#
        expectSameDecoding(Lenient<Product>.self, from: json)
        // A key-less struct's synthesized init(from:) asks for no container: it skips anything.
        expectSameDecoding(Lenient<Product>.self, from: #"[{"name": "a", "price": 1}, 5, [], "x"]"#)
        expectSameDecoding(Lenient<Product>.self, from: #"[null]"#)
    }

    @Test func skipsInvalidElementsInNestedArrays() {
        struct Store: Decodable, Equatable { var products: [Failable<Product>] }
        expectSameDecoding(Store.self, from: #"{"products": [{"name": "a", "price": 1}, {}]}"#)
        expectSameDecoding(Store.self, from: #"{"products": {}}"#).expectFailure(.typeMismatch, at: "products")
    }
}
