import Foundation
import Testing
@testable import StreamJSON

/// `JSONDocument` and its views: every accessor, pointers, raw text, options and errors.
@Suite struct JSONDocumentTests {
    static let text = #"""
        {"statuses": [{"id": 505874924095815681, "user": {"name": "Ada", "age": 36}, "score": -2.5e1},
                      {"id": 1, "user": null, "tags": []}],
         "ok": true, "no": false, "n": null, "caf\u00e9": "é", "a/b": {"~": 1}, "": 2, "e": {}}
        """#

    static func document() throws -> JSONDocument { try JSONDocument(text) }

    @Test func readsTheContractExample() throws {
        let root = try Self.document().root
        #expect(root["statuses"]?[0]?["user"]?["name"]?.string == "Ada")
        #expect(root.kind == .object)
        #expect(try Self.document()[pointer: "/statuses/0/id"]?.uint64 == 505874924095815681)
    }

    @Test func reportsKindsAndCounts() throws {
        let root = try Self.document().root
        #expect(root.count == 8 && !root.isEmpty && root.isObject && !root.isArray)
        #expect(root["statuses"]?.kind == .array && root["statuses"]?.count == 2)
        #expect(root["ok"]?.kind == .bool && root["no"]?.kind == .bool)
        #expect(root["n"]?.kind == .null && root["n"]?.isNull == true)
        #expect(root["statuses"]?[0]?["id"]?.kind == .number)
        #expect(root["café"]?.kind == .string && root["café"]?.count == 0 && root["café"]?.isEmpty == true)
        #expect(root["e"]?.isEmpty == true && root["statuses"]?[1]?["tags"]?.isEmpty == true)
    }

    @Test func readsTypedValuesOnlyOfTheirKind() throws {
        let root = try Self.document().root
        let first = root["statuses"]?[0]
        #expect(first?["id"]?.int == 505874924095815681)
        #expect(first?["id"]?.int64 == 505874924095815681)
        #expect(first?["id"]?.double == 505874924095815681.0)
        #expect(first?["id"]?.number == JSONNumber("505874924095815681"))
        #expect(first?["id"]?.number?.literal == "505874924095815681")
        #expect(first?["score"]?.double == -25 && first?["score"]?.int == -25 && first?["score"]?.uint64 == nil)
        #expect(first?["user"]?["age"]?.exactly(UInt8.self) == 36)
        #expect(root["ok"]?.bool == true && root["no"]?.bool == false && root["n"]?.bool == nil)
        #expect(root["ok"]?.string == nil && root["ok"]?.int == nil && root["ok"]?.double == nil)
        #expect(root["café"]?.number == nil && root["café"]?.string == "é")
        #expect(root["n"]?.isNull == true && root["ok"]?.isNull == false)
    }

    @Test func subscriptsAreNilWhereNothingIs() throws {
        let root = try Self.document().root
        #expect(root["missing"] == nil)
        #expect(root[0] == nil)
        #expect(root["statuses"]?[2] == nil && root["statuses"]?[-1] == nil)
        #expect(root["statuses"]?["id"] == nil)
        #expect(root["ok"]?["x"] == nil && root["ok"]?[0] == nil)
        #expect(root.contains(key: "ok") && !root.contains(key: "OK"))
    }

    @Test func findsKeysByCodePointsWithEscapesResolved() throws {
        let document = try JSONDocument(#"{"caf\u00e9": 1, "cafe\u0301": 2, "a\"b": 3, "x": 4, "x": 5}"#)
        #expect(document.root["café"]?.int == 1)
        #expect(document.root["cafe\u{301}"]?.int == 2)  // not "café" as Swift compares
        #expect(document.root["a\"b"]?.int == 3)
        #expect(document.root["x"]?.int == 4)  // the first of two equal names
        #expect(document.root["caf"] == nil && document.root["cafés"] == nil)
    }

    @Test func iteratesMembersInDocumentOrderWithDuplicates() throws {
        let document = try JSONDocument(#"{"b": 1, "a": [2], "b": 3}"#)
        let members = try #require(document.root.members)
        #expect(members.count == 3 && !members.isEmpty)
        #expect(members.map(\.key) == ["b", "a", "b"])
        #expect(members.map { JSONValue($0.value) } == [1, [2], 3])
        #expect(document.root.keys == ["b", "a", "b"])
        #expect(document.root.elements == nil)
        #expect(document.root.values?.map { JSONValue($0) } == [1, [2], 3])
        var visited = 0
        for (key, value) in document.root["a"]?.members ?? [] { visited += key.count + value.count }
        #expect(visited == 0)
    }

    @Test func iteratesElementsInOrder() throws {
        let document = try JSONDocument(#"[1, [2, 3], {"x": 4}, "s", null, []]"#)
        let elements = try #require(document.root.elements)
        #expect(elements.count == 6)
        #expect(elements.map { JSONValue($0) } == [1, [2, 3], ["x": 4], "s", nil, []])
        #expect(elements.first?.int == 1 && elements.dropFirst(3).first?.string == "s")
        #expect(document.root.values?.count == 6)
        #expect(document.root.members == nil && document.root[1]?.elements?.map(\.int) == [2, 3])
        #expect(document.root[0]?.elements == nil && document.root[0]?.values == nil)
        for element in document.root[5]?.elements ?? [] { Issue.record("an empty array has no element \(element)") }
        #expect(try JSONDocument("{}").root.values?.isEmpty == true)
    }

    @Test func followsTheRFC6901Examples() throws {
        // RFC 6901 §5.
        let document = try JSONDocument(
            #"""
            {"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5,
             "k\"l": 6, " ": 7, "m~n": 8}
            """#)
        #expect(document[pointer: ""] == document.root)
        #expect(document[pointer: "/foo"].map { JSONValue($0) } == ["bar", "baz"])
        #expect(document[pointer: "/foo/0"]?.string == "bar")
        let expected: [(JSONPointer, Int)] = [
            ("/", 0), ("/a~1b", 1), ("/c%d", 2), ("/e^f", 3), ("/g|h", 4),
            ("/i\\j", 5), ("/k\"l", 6), ("/ ", 7), ("/m~0n", 8),
        ]
        for (pointer, value) in expected {
            #expect(document[pointer: pointer]?.int == value, "\(pointer)")
        }
        for pointer: JSONPointer in ["/foo/2", "/foo/01", "/foo/-", "/foo/0/x", "/bar", "foo", "/m~2n"] {
            #expect(document[pointer: pointer] == nil, "\(pointer)")
        }
        #expect(document.root["foo"]?[pointer: "/1"]?.string == "baz")
    }

    @Test func givesEachValuesTextAsWritten() throws {
        let text = "\u{FEFF}  {\"a\" : [1, [2 , {}] ] , \"s\":\"x\\ny\", \"t\":true,\"n\": null, \"d\": -1.5e3 }\n"
        let document = try JSONDocument(text)
        #expect(
            document.root.rawJSON
                == "{\"a\" : [1, [2 , {}] ] , \"s\":\"x\\ny\", \"t\":true,\"n\": null, \"d\": -1.5e3 }")
        #expect(document.root["a"]?.rawJSON == "[1, [2 , {}] ]")
        #expect(document.root["a"]?[1]?.rawJSON == "[2 , {}]")
        #expect(document.root["a"]?[1]?[1]?.rawJSON == "{}")
        #expect(document.root["s"]?.rawJSON == "\"x\\ny\"")
        #expect(document.root["t"]?.rawJSON == "true" && document.root["n"]?.description == "null")
        #expect(document.root["d"]?.rawJSON == "-1.5e3")
        #expect(Array(document.root["a"]!.rawBytes) == Array("[1, [2 , {}] ]".utf8))
        #expect(document.utf8 == Array(text.utf8))
        #expect(document.tapeCount == 15)
    }

    @Test func findsContainerEndsPastJSON5CommentsAndCommas() throws {
        let document = try JSONDocument(
            "{a: [1, /* ] } */ [2], // ]\n ], b: {c: 'x',},}",
            options: .init(allowsJSON5: true))
        #expect(document.root["a"]?.rawJSON == "[1, /* ] } */ [2], // ]\n ]")
        #expect(document.root["b"]?.rawJSON == "{c: 'x',}")
        #expect(document.root["b"]?["c"]?.rawJSON == "'x'")
        #expect(document.root.rawJSON == "{a: [1, /* ] } */ [2], // ]\n ], b: {c: 'x',},}")
    }

    @Test func readsJSON5OnlyWhenAsked() throws {
        let text = "{hex: 0x1F, inf: Infinity, 'single': 'q', trailing: [1,],} // done"
        #expect(throws: DecodingError.self) { try JSONDocument(text) }
        let document = try JSONDocument(text, options: .init(allowsJSON5: true))
        #expect(document.root["hex"]?.int == 31 && document.root["inf"]?.double == .infinity)
        #expect(document.root["single"]?.string == "q" && document.root["trailing"]?.count == 1)
        #expect(document.root["hex"]?.number?.literal == "0x1F")
    }

    @Test func limitsNestingDepth() throws {
        let deep = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        #expect(throws: DecodingError.self) { try JSONDocument(deep, options: .init(maximumNestingDepth: 19)) }
        #expect(try JSONDocument(deep, options: .init(maximumNestingDepth: 20)).root.count == 1)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: DecodingError.self) { try JSONDocument(tooDeep) }
    }

    @Test func throwsTheDecodersErrorWithLineAndColumn() throws {
        let text = "{\"a\": 1,\n \"b\": ]}"
        var ours: DecodingError?
        do { _ = try JSONDocument(text) } catch let error as DecodingError { ours = error }
        var decoders: DecodingError?
        do { _ = try StreamJSONDecoder().decode(JSONValue.self, from: text) } catch let error as DecodingError {
            decoders = error
        }
        guard case .dataCorrupted(let context)? = ours, case .dataCorrupted(let expected)? = decoders else {
            Issue.record("expected dataCorrupted, got \(String(describing: ours))")
            return
        }
        #expect(context.debugDescription == expected.debugDescription)
        let syntax = try #require(context.underlyingError as? JSONSyntaxError)
        #expect(syntax.line == 2 && syntax.column == 7)
        for bad in ["", "[1,]", "{\"a\" 1}", "[1] x", "\"\\x\"", "nul"] {
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDocument(bad) }
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDocument(Data(bad.utf8)) }
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDocument(Array(bad.utf8)) }
        }
    }

    @Test func readsDataBytesAndUTF16Alike() throws {
        let text = #"{"a": [1, "é"]}"#
        let utf16 =
            Data([0xFF, 0xFE])
            + Data(text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] })
        for document in [
            try JSONDocument(text), try JSONDocument(Data(text.utf8)), try JSONDocument(Array(text.utf8)),
            try JSONDocument(utf16),
        ] {
            #expect(document.root["a"]?[1]?.string == "é")
            #expect(document == (try JSONDocument(text)))
        }
        #expect(try JSONDocument(utf16).utf8 == Array(text.utf8))
    }

    @Test func comparesAsJSONValueDoes() throws {
        let a = try JSONDocument(#"{"x": 1, "y": [true, "s"]}"#)
        let b = try JSONDocument(#"{"y": [true, "s"], "x": 1.0}"#)
        #expect(a.root == b.root && a == b && a.root.hashValue == b.root.hashValue)
        #expect(a.root["x"] != a.root["y"] && a.root["y"]?[0] != b.root["y"]?[1])
        #expect(try JSONDocument("true").root != (try JSONDocument("false").root))
        #expect(a.description == #"{"x": 1, "y": [true, "s"]}"#)
    }

    @Test func isSendableAndReadableFromManyThreads() async throws {
        let document = try Self.document()
        let names = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 { group.addTask { document[pointer: "/statuses/0/user/name"]?.string } }
            var names: [String?] = []
            for await name in group { names.append(name) }
            return names
        }
        #expect(names == Array(repeating: "Ada", count: 8))
    }
}
