import Foundation
import Testing
@testable import StreamJSON

/// `StreamJSONDecoder.decode(_:from: JSONDocument.Value)`: a sub-value decodes as its own JSON
/// text decodes, with the decoder's options, and errors have paths from the sub-value.
@Suite struct JSONDocumentDecodingTests {
    struct User: Codable, Equatable {
        var name: String
        var age: Int
        var createdAt: Date?
        var tags: [String]
    }

    static let text = #"""
        {"users": [{"name": "Ada", "age": 36, "tags": ["x"]},
                   {"name": "Bob", "age": "old", "tags": []},
                   {"name": "Cy", "age": 7, "created_at": 0, "tags": ["a", "b"]}],
         "meta": {"count": 3}}
        """#

    @Test func decodesASubValueAsItsOwnTextDecodes() throws {
        let document = try JSONDocument(Self.text)
        let decoder = StreamJSONDecoder()
        for index in [0, 2] {
            let view = try #require(document.root["users"]?[index])
            let direct = Result { try decoder.decode(User.self, from: view.rawJSON) }
            let fromView = Result { try decoder.decode(User.self, from: view) }
            #expect(try fromView.get() == direct.get())
        }
        #expect(try decoder.decode([String: Int].self, from: document.root["meta"]!) == ["count": 3])
        #expect(try decoder.decode(JSONValue.self, from: document) == JSONValue(document.root))
        #expect(try decoder.decode(Int.self, from: document[pointer: "/meta/count"]!) == 3)
    }

    @Test func usesTheDecodersOptions() throws {
        let document = try JSONDocument(Self.text)
        let decoder = StreamJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        let user = try decoder.decode(User.self, from: document.root["users"]![2]!)
        #expect(user.createdAt == Date(timeIntervalSince1970: 0))
    }

    @Test func reportsErrorsWithPathsFromTheSubValue() throws {
        let document = try JSONDocument(Self.text)
        let view = try #require(document.root["users"])
        var ours: DecodingError?
        do { _ = try StreamJSONDecoder().decode([User].self, from: view) } catch let error as DecodingError {
            ours = error
        }
        var direct: DecodingError?
        do { _ = try StreamJSONDecoder().decode([User].self, from: view.rawJSON) } catch let error as DecodingError {
            direct = error
        }
        guard case .typeMismatch(_, let context)? = ours, case .typeMismatch(_, let expected)? = direct else {
            Issue.record("expected typeMismatch, got \(String(describing: ours))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 1", "age"])
        #expect(context.codingPath.map(\.stringValue) == expected.codingPath.map(\.stringValue))
        #expect(context.debugDescription == expected.debugDescription)
    }

    @Test func decodesEverySubValueOfRandomDocumentsAsItsText() throws {
        var generator = SeededGenerator(seed: 32)
        let decoder = StreamJSONDecoder()
        for _ in 0..<100 {
            let text = RandomTree.make(&generator).text(&generator)
            let document = try JSONDocument(text)
            var stack = [document.root]
            while let view = stack.popLast() {
                #expect(
                    try decoder.decode(JSONValue.self, from: view)
                        == decoder.decode(JSONValue.self, from: view.rawJSON), "\(view.rawJSON)")
                stack.append(contentsOf: view.values ?? [])
            }
        }
    }

    @Test func decodesSubValuesOfAJSON5Document() throws {
        let document = try JSONDocument("{a: {n: 0x10, s: 'q'}, // c\n}", options: .init(allowsJSON5: true))
        #expect(
            try StreamJSONDecoder().decode([String: JSONValue].self, from: document.root["a"]!)
                == ["n": .number(JSONNumber(uncheckedLiteral: "0x10", isStandard: false)), "s": "q"])
    }
}
