import Foundation
import Testing
@testable import StreamJSON

/// `JSONReader.seek(to:)` and `descriptionOfMissingValue(at:)`: RFC 6901 resolution with the pull
/// reader, by the library's one rule for indices and keys, agreeing with `JSONValue[pointer:]`.
@Suite struct JSONReaderPointerTests {
    /// The text of the value at `pointer` as written (its first event's byte to its last
    /// event's), or nil; the reader then reads the rest of the document.
    func valueText(
        at pointer: JSONPointer, in text: String,
        allowsJSON5: Bool = false
    ) throws(JSONSyntaxError) -> String? {
        var reader = JSONReader(text, allowsJSON5: allowsJSON5)
        guard let first = try reader.seek(to: pointer) else {
            while try reader.next() != nil {}
            return nil
        }
        var last = first
        if first.isBegin {
            let outside = reader.depth - 1
            while reader.depth > outside { last = try reader.next()! }
        }
        while try reader.next() != nil {}
        return String(decoding: Array(text.utf8)[first.byteRange.lowerBound..<last.byteRange.upperBound], as: UTF8.self)
    }

    /// Why there is no value at `pointer` in `text`.
    func missing(_ pointer: JSONPointer, in text: String) -> String? {
        JSONReader(text).descriptionOfMissingValue(at: pointer)
    }

    // MARK: RFC 6901

    /// The document of RFC 6901 section 5.
    static let rfcDocument = #"""
        {
          "foo": ["bar", "baz"],
          "": 0,
          "a/b": 1,
          "c%d": 2,
          "e^f": 3,
          "g|h": 4,
          "i\\j": 5,
          "k\"l": 6,
          " ": 7,
          "m~n": 8
        }
        """#

    @Test(arguments: [
        ("/foo", #"["bar", "baz"]"#), ("/foo/0", #""bar""#), ("/", "0"), ("/a~1b", "1"), ("/c%d", "2"),
        ("/e^f", "3"), ("/g|h", "4"), (#"/i\j"#, "5"), (#"/k"l"#, "6"), ("/ ", "7"), ("/m~0n", "8"),
    ])
    func resolvesEveryExampleOfRFC6901Section5(pointer: String, value: String) throws {
        #expect(try valueText(at: JSONPointer(pointer), in: Self.rfcDocument) == value)
        #expect(missing(JSONPointer(pointer), in: Self.rfcDocument) == nil)
    }

    @Test func theEmptyPointerIsTheWholeDocument() throws {
        #expect(try valueText(at: "", in: Self.rfcDocument) == Self.rfcDocument)
        #expect(try valueText(at: "", in: " 42 ") == "42")
        #expect(try valueText(at: "", in: "null") == "null")
    }

    // MARK: tokens

    @Test func resolvesEscapedTokensAndEmptyKeys() throws {
        let document = #"{"~1": "tilde one", "/": "slash", "~": {"": {"": "deep"}}, "a\/b": 1}"#
        #expect(try valueText(at: "/~01", in: document) == #""tilde one""#)  // `~01` is `~1`, not `/`
        #expect(try valueText(at: "/~1", in: document) == #""slash""#)
        #expect(try valueText(at: "/~0//", in: document) == #""deep""#)
        #expect(try valueText(at: "/a~1b", in: document) == "1")  // the key's `\/` is `/`
        #expect(try valueText(at: "/", in: document) == nil)
        #expect(missing("/", in: document) == #"the object at the root has no member """#)
    }

    @Test func findsArrayElementsOnlyByPlainIndices() throws {
        let array = "[10, [20, 21], 30]"
        #expect(try valueText(at: "/0", in: array) == "10")
        #expect(try valueText(at: "/1", in: array) == "[20, 21]")
        #expect(try valueText(at: "/1/1", in: array) == "21")
        #expect(try valueText(at: "/2", in: array) == "30")
        for token in ["01", "00", "-", "-1", "+1", " 1", "1 ", "1e0", "0x1", "", "٣"] {
            #expect(try valueText(at: JSONPointer(tokens: [token]), in: array) == nil, "\(token)")
            #expect(
                missing(JSONPointer(tokens: [token]), in: array)
                    == "\"\(token)\" is not an array index, and the value at the root is an array")
        }
    }

    @Test func anIndexOfMoreThanEighteenDigitsIsNotAnIndex() throws {
        // The library's rule (`JSONPointer.index(of:)`): 18 digits are an index, 19 are not,
        // even where the number would fit an `Int`.
        let array = "[1, 2]"
        #expect(missing("/999999999999999999", in: array) == "the array at the root has 2 elements")
        for token in ["1000000000000000000", "9223372036854775807", String(repeating: "9", count: 30)] {
            #expect(try valueText(at: JSONPointer(tokens: [token]), in: array) == nil)
            #expect(
                missing(JSONPointer(tokens: [token]), in: array)
                    == "\"\(token)\" is not an array index, and the value at the root is an array")
        }
    }

    // MARK: what is missing, and why

    @Test func describesAnAbsentMemberAtTheDeepestValueThatExists() throws {
        let document = #"{"data": {"items": [{"id": 1}]}}"#
        #expect(try valueText(at: "/data/rows", in: document) == nil)
        #expect(missing("/data/rows", in: document) == #"the object at /data has no member "rows""#)
        #expect(missing("/data/items/0/name", in: document) == #"the object at /data/items/0 has no member "name""#)
        #expect(missing("/meta", in: document) == #"the object at the root has no member "meta""#)
        #expect(missing("/a~1b/x", in: #"{"a~b": {}}"#) == #"the object at the root has no member "a/b""#)
        #expect(missing("/a~0b/x", in: #"{"a~b": {}}"#) == #"the object at /a~0b has no member "x""#)
    }

    @Test func describesAnIndexPastTheEndWithTheArraysLength() throws {
        #expect(try valueText(at: "/rows/2", in: #"{"rows": [1, [2, 3]]}"#) == nil)
        #expect(missing("/rows/2", in: #"{"rows": [1, [2, 3]]}"#) == "the array at /rows has 2 elements")
        #expect(missing("/rows/1", in: #"{"rows": [{}]}"#) == "the array at /rows has 1 element")
        #expect(missing("/0", in: "[]") == "the array at the root has 0 elements")
    }

    @Test func describesAStepIntoAScalar() throws {
        let document = #"{"s": "x", "n": 1.5, "t": true, "f": false, "z": null}"#
        let kinds = [("s", "a string"), ("n", "a number"), ("t", "a Boolean"), ("f", "a Boolean"), ("z", "null")]
        for (key, kind) in kinds {
            let pointer = JSONPointer(tokens: [key, "0"])
            #expect(try valueText(at: pointer, in: document) == nil)
            #expect(missing(pointer, in: document) == "the value at /\(key) is \(kind), not an object or array")
        }
        #expect(missing("/0", in: #""text""#) == "the value at the root is a string, not an object or array")
    }

    @Test func describesNothingWhenTheValueExistsAndDoesNotMoveTheReader() throws {
        var reader = JSONReader(#"{"a": [1, 2]}"#)
        #expect(reader.descriptionOfMissingValue(at: "/a/1") == nil)
        #expect(reader.descriptionOfMissingValue(at: "/a/2") == "the array at /a has 2 elements")
        let event = try #require(try reader.seek(to: "/a/1"))
        #expect(reader.text(of: event) == "2")
        #expect(reader.descriptionOfMissingValue(at: "/a/2") == "the array at /a has 2 elements")
    }

    // MARK: keys

    @Test func matchesKeysByCodePointsNotCanonicalEquivalence() throws {
        // Decomposed é, precomposed é (escaped), Å as U+212B (angstrom sign) and as U+00C5.
        let document = #"{"cafe\u0301": 1, "caf\u00e9": 2, "\u212b": 3, "Å": 4}"#
        #expect(try valueText(at: "/cafe\u{301}", in: document) == "1")
        #expect(try valueText(at: "/caf\u{E9}", in: document) == "2")
        #expect(try valueText(at: "/\u{212B}", in: document) == "3")
        #expect(try valueText(at: "/\u{C5}", in: document) == "4")
        #expect("\u{212B}" == "\u{C5}")  // equal Strings, different members
        #expect(try valueText(at: "/e\u{301}", in: #"{"\u00e9": 0}"#) == nil)
        #expect(missing("/e\u{301}", in: #"{"\u00e9": 0}"#) == "the object at the root has no member \"e\u{301}\"")
    }

    @Test func takesTheFirstOfDuplicateKeys() throws {
        #expect(try valueText(at: "/a", in: #"{"a": 1, "a": 2}"#) == "1")
        #expect(try valueText(at: "/a", in: #"{"\u0061": [1], "a": 2}"#) == "[1]")  // the same key, spelled differently
        #expect(try valueText(at: "/a/0", in: #"{"a": [], "a": [2]}"#) == nil)  // not the second one's
        #expect(missing("/a/0", in: #"{"a": [], "a": [2]}"#) == "the array at /a has 0 elements")
        let value = try StreamJSONDecoder().decode(JSONValue.self, from: #"{"a": [], "a": [2]}"#)
        #expect(value[pointer: "/a/0"] == nil)
    }

    // MARK: the reader around the walk

    @Test func leavesTheReaderWhereNextWouldHaveLeftIt() throws {
        var reader = JSONReader(#"{"a": {"b": [1, 2]}, "c": 3}"#)
        let array = try #require(try reader.seek(to: "/a/b"))
        #expect(array.kind == .beginArray && reader.depth == 3)
        #expect(try reader.next()?.kind == .number)  // the array's contents follow
        var scalar = JSONReader(#"{"a": 1, "c": 3}"#)
        #expect(try scalar.seek(to: "/a")?.kind == .number)
        #expect(try scalar.next()?.kind == .key)  // after the value: its next sibling
        var kinds: [JSONEvent.Kind] = []
        while let event = try scalar.next() { kinds.append(event.kind) }
        #expect(kinds == [.number, .endObject])
    }

    @Test func continuesFromWhereTheWalkStoppedWhenNothingIsThere() throws {
        var reader = JSONReader(#"{"a": [1, 2], "b": 3}"#)
        #expect(try reader.seek(to: "/a/5") == nil)
        #expect(try reader.next()?.kind == .key)  // the array was read to its end; "b" is next
        var empty = JSONReader(#"{"a": 1}"#)
        #expect(try empty.seek(to: "/b") == nil)
        #expect(try empty.next() == nil)
    }

    @Test func validatesTheValuesItSkipsBeforeTheTarget() throws {
        let broken: [(String, JSONPointer, Int)] = [
            (#"{"a": [1 2], "b": 3}"#, "/b", 10),  // a missing comma inside a skipped member
            (#"{"a": "\x", "b": 3}"#, "/b", 8),  // an invalid escape
            (#"[{"x": tru}, 5]"#, "/1", 11),  // a broken literal inside a skipped element
            (#"{"a": {"b": 1}, "c" 2}"#, "/c", 21),  // the key on the path, without its colon
            (#"{"a": 1, "a": 01, "z": 0}"#, "/z", 16),  // a duplicate's invalid number
        ]
        for (document, pointer, column) in broken {
            var reader = JSONReader(document)
            let error = try #require(throws: JSONSyntaxError.self, "\(document)") { try reader.seek(to: pointer) }
            #expect(error.column == column, "\(document)")
            #expect(throws: error, "the reader keeps its error") { try reader.next() }
            #expect(reader.descriptionOfMissingValue(at: pointer) == error.description)
        }
    }

    @Test func readsNoFurtherThanTheValueUntilAsked() throws {
        var reader = JSONReader(#"{"a": 1, "b": [1 2]}"#)
        #expect(try reader.seek(to: "/a").map { reader.text(of: $0) } == "1")
        #expect(throws: JSONSyntaxError.self) { while try reader.next() != nil {} }
        var empty = JSONReader(" ")
        #expect(throws: JSONSyntaxError.self) { try empty.seek(to: "") }
    }

    @Test func findsNothingForAnInvalidPointerAndReadsNothing() throws {
        for text in ["a", "/a~2", "~0"] {
            var reader = JSONReader(#"{"a": 1}"#)
            #expect(try reader.seek(to: JSONPointer(text)) == nil)
            #expect(try reader.next()?.kind == .beginObject, "nothing was read")
            let syntaxError = try #require(JSONPointer(text).syntaxError)
            #expect(reader.descriptionOfMissingValue(at: JSONPointer(text)) == syntaxError.description)
        }
        var broken = JSONReader("[")
        #expect(try broken.seek(to: JSONPointer("a")) == nil, "an invalid pointer reads nothing, not even a broken one")
    }

    @Test func keepsTheReadersOptions() throws {
        let json5 = "{a: [1, 2,], 'b': 0x10, // comment\n}"
        #expect(try valueText(at: "/b", in: json5, allowsJSON5: true) == "0x10")
        #expect(try valueText(at: "/a/1", in: json5, allowsJSON5: true) == "2")
        #expect(
            JSONReader(json5, allowsJSON5: true).descriptionOfMissingValue(at: "/a/2")
                == "the array at /a has 2 elements")
        let shallow = JSONReader("[[[1]]]", maximumDepth: 2)
        let tooDeep = shallow.descriptionOfMissingValue(at: "/0/0/0")
        #expect(tooDeep?.hasPrefix("Too many nested arrays and objects (the limit is 2)") == true)
    }

    @Test func mustBeCalledBeforeTheFirstEvent() async {
        await #expect(processExitsWith: .failure) {
            var reader = JSONReader("[1]")
            _ = try? reader.next()
            _ = try? reader.seek(to: "/0")
        }
    }

    // MARK: agreement with JSONValue

    /// Tokens that miss, or hit only sometimes: absent keys, non-indices, over-long indices,
    /// the other spelling of a canonically equivalent key.
    static let strayTokens = [
        "zz", "4", "01", "00", "-", "1000000000000000000", "e\u{301}", "\u{212B}", "\u{C5}",
        "a", "0", "", "~1", "a/b", "é",
    ]

    @Test(arguments: 0..<60)
    func agreesWithJSONValueSubscriptOnRandomDocumentsAndPointers(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed &+ 28_300)
        let tree = RandomTree.make(&generator)
        var document = tree.text(&generator)
        var paths = tree.paths().map(\.tokens)
        if seed % 2 == 1 {
            // An envelope whose two keys are canonically equivalent (U+00C5, U+212B): different members.
            let other = RandomTree.make(&generator).text(&generator)
            let spellings = [(#""Å""#, #""\u212b""#), (#""\u00c5""#, #""Å""#)][Int(seed / 2 % 2)]
            document = "{\(spellings.0): \(document), \(spellings.1): \(other)}"
            paths = paths.map { ["\u{C5}"] + $0 } + [["\u{212B}"]]
        }
        let whole = try StreamJSONDecoder().decode(JSONValue.self, from: document)
        var pointers = paths.map { JSONPointer(tokens: $0) }
        for path in paths {
            let token = Self.strayTokens[Int.random(in: 0..<Self.strayTokens.count, using: &generator)]
            pointers.append(JSONPointer(tokens: path + [token]))
        }
        for _ in 0..<20 {
            let count = Int.random(in: 1...3, using: &generator)
            pointers.append(
                JSONPointer(
                    tokens: (0..<count).map { _ in
                        Self.strayTokens[Int.random(in: 0..<Self.strayTokens.count, using: &generator)]
                    }))
        }
        for pointer in pointers {
            let expected = whole[pointer: pointer]
            let text = try valueText(at: pointer, in: document)
            let found = try text.map { try StreamJSONDecoder().decode(JSONValue.self, from: $0) }
            #expect(found == expected, "\(pointer) in \(document)")
            #expect((missing(pointer, in: document) == nil) == (expected != nil), "\(pointer) in \(document)")
        }
    }
}
