import Foundation
import Testing
@testable import StreamJSON

/// `.array(at:)`: the elements of an array inside an envelope, from every source, at every
/// chunk boundary, with the envelope validated (and, on request, kept) around them.
@Suite struct NestedArrayStreamingTests {
    struct Row: Decodable, Equatable {
        var id: Int
        var name: String
    }

    static let document = """
        {"version": 3, "meta": {"rows": "not these", "tags": ["]", "}"]},
         "rows": [{"id": 1, "name": "a\\"]"}, {"id": 2, "name": "é😀"},
                  {"id": 3, "name": "{["}],
         "next": "page-2", "rows": [{"id": 99, "name": "a later duplicate is skipped"}]}
        """
    static let rows = [Row(id: 1, name: "a\"]"), Row(id: 2, name: "é😀"), Row(id: 3, name: "{[")]

    // MARK: Sources

    @Test func streamsTheElementsSplitAtEveryPairOfPositions() throws {
        let bytes = Array(Self.document.utf8)
        let expected = try StreamJSONDecoder().decode([Row].self, from: bytes, at: "/rows")
        #expect(expected == Self.rows)
        for first in 0...bytes.count {
            for second in stride(from: first, through: bytes.count, by: 7) {
                let rows = try streamedValues(
                    Row.self, from: bytes, framing: .array(at: "/rows"), splits: [first, second])
                #expect(rows == expected, "splits at \(first), \(second)")
            }
        }
    }

    @Test func streamsFromAFileInSmallChunks() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streamjson-\(UUID().uuidString).json")
        try Data(Self.document.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var reader = try StreamJSONDecoder().values(
            of: Row.self, contentsOf: url, framing: .array(at: "/rows", keepingEnvelope: true),
            chunkSize: 5)
        var rows: [Row] = []
        while let row = try reader.next() { rows.append(row) }
        #expect(rows == Self.rows)
        #expect(reader.envelope?["next"]?.stringValue == "page-2")
    }

    @Test func streamsFromAnAsyncSequenceOfChunks() async throws {
        let bytes = Array(Self.document.utf8)
        let source = AsyncStream<[UInt8]> { continuation in
            for start in stride(from: 0, to: bytes.count, by: 3) {
                continuation.yield(Array(bytes[start..<min(start + 3, bytes.count)]))
            }
            continuation.finish()
        }
        var iterator = StreamJSONDecoder().values(
            of: Row.self, from: source, framing: .array(at: "/rows", keepingEnvelope: true)
        )
        .makeAsyncIterator()
        var rows: [Row] = []
        while let row = try await iterator.next() { rows.append(row) }
        #expect(rows == Self.rows)
        #expect(iterator.envelope?["version"]?.intValue == 3)
    }

    @Test func emptyPointerIsTheTopLevelArrayFraming() {
        #expect(JSONFraming.array(at: "") == .array)
        #expect(JSONFraming.array(at: "/rows").kind == .nestedArray(at: "/rows", keepingEnvelope: false))
    }

    // MARK: The envelope

    @Test func keepsTheEnvelopeWithoutTheArray() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(
            of: Row.self, framing: .array(at: "/rows", keepingEnvelope: true))
        try parser.append(Array(Self.document.utf8))
        #expect(try parser.next() == Self.rows[0])
        // Everything before the array is there once the first element has arrived.
        #expect(parser.envelope == ["version": 3, "meta": ["rows": "not these", "tags": ["]", "}"]]])
        while try parser.next() != nil {}
        try parser.finish()
        #expect(try parser.next() == nil)
        // The document without the array; a later "rows", which decoding ignores, is left out too.
        var expected = try StreamJSONDecoder().decode(JSONValue.self, from: Self.document)
        expected["rows"] = nil
        #expect(parser.envelope == expected)
        #expect(parser.envelope?["next"] == "page-2")
    }

    @Test func anArrayInsideAnArrayLeavesAnEmptyArrayInTheEnvelope() throws {
        let text = #"{"pages": [{"n": 1}, [1, 2, 3], "tail"]}"#
        let values = try streamedValues(Int.self, from: Array(text.utf8), framing: .array(at: "/pages/1"), splits: [])
        #expect(values == [1, 2, 3])
        var parser = StreamJSONDecoder().incrementalDecoder(
            of: Int.self, framing: .array(at: "/pages/1", keepingEnvelope: true))
        try parser.append(Array(text.utf8))
        try parser.finish()
        while try parser.next() != nil {}
        #expect(parser.envelope == ["pages": [["n": 1], [], "tail"]])
    }

    @Test func withoutKeepingTheEnvelopeThereIsNone() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Row.self, framing: .array(at: "/rows"))
        try parser.append(Array(Self.document.utf8))
        try parser.finish()
        while try parser.next() != nil {}
        #expect(parser.envelope == nil)
    }

    @Test func readsJSON5EnvelopesWithCommentsAndUnquotedKeys() throws {
        let decoder = StreamJSONDecoder()
        decoder.allowsJSON5 = true
        let text = "// export\n{version: 3, /* rows: [] */ 'data': {rows: [1, /* ] */ 2, 3,], }, next: 'x', } // end"
        let bytes = Array(text.utf8)
        for split in 0...bytes.count {
            let values = try streamedValues(
                Int.self, from: bytes, framing: .array(at: "/data/rows"), splits: [split],
                decoder: decoder)
            #expect(values == [1, 2, 3], "split at \(split)")
        }
    }

    // MARK: Errors

    /// The error the stream throws, after the values it delivered.
    static func streamError(_ text: String, _ framing: JSONFraming) -> (values: [Row], error: JSONStreamError?) {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Row.self, framing: framing)
        var values: [Row] = []
        do {
            try parser.append(Array(text.utf8))
            while let value = try parser.next() { values.append(value) }
            try parser.finish()
            while let value = try parser.next() { values.append(value) }
            return (values, nil)
        } catch {
            return (values, error as? JSONStreamError)
        }
    }

    @Test func anAbsentMemberIsArrayNotFoundWithKeyNotFoundAtTheObjectThatExists() throws {
        let (values, error) = Self.streamError(#"{"data": {"items": []}, "x": 1}"#, .array(at: "/data/rows"))
        #expect(values.isEmpty)
        let streamError = try #require(error)
        #expect(streamError.reason == .arrayNotFound)
        guard case .keyNotFound(let key, let context)? = streamError.decodingError else {
            Issue.record("expected keyNotFound, got \(streamError)")
            return
        }
        #expect(key.stringValue == "rows" && context.codingPath.map(\.stringValue) == ["data"])
        #expect(streamError.byteOffset == 21)  // the `}` that closed "data" without "rows"
    }

    @Test func aValueThatIsNotAnArrayOrAnIndexPastTheEndIsReported() throws {
        let notArray = try #require(Self.streamError(#"{"rows": {"a": 1}}"#, .array(at: "/rows")).error)
        guard case .typeMismatch(_, let context)? = notArray.decodingError else {
            Issue.record("expected typeMismatch, got \(notArray)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["rows"])
        let pastEnd = try #require(Self.streamError(#"{"pages": [[1], [2]]}"#, .array(at: "/pages/2")).error)
        guard case .keyNotFound(_, let pastContext)? = pastEnd.decodingError else {
            Issue.record("expected keyNotFound, got \(pastEnd)")
            return
        }
        #expect(pastContext.codingPath.map(\.stringValue) == ["pages"])
        let throughScalar = try #require(Self.streamError(#"{"data": 7}"#, .array(at: "/data/rows")).error)
        guard case .typeMismatch(_, let scalarContext)? = throughScalar.decodingError else {
            Issue.record("expected typeMismatch, got \(throughScalar)")
            return
        }
        #expect(scalarContext.codingPath.map(\.stringValue) == ["data"])
    }

    @Test func aBrokenElementReportsItsNumberLineColumnAndPathFromTheRoot() throws {
        let text =
            "{\"meta\": 1,\n \"rows\": [\n  {\"id\": 1, \"name\": \"a\"},\n  {\"id\": \"two\", \"name\": \"b\"}]}"
        let (values, error) = Self.streamError(text, .array(at: "/rows"))
        #expect(values == [Row(id: 1, name: "a")])
        let streamError = try #require(error)
        #expect(streamError.reason == .invalidValue)
        #expect(streamError.valueIndex == 1 && streamError.line == 4 && streamError.column == 3)
        guard case .typeMismatch(_, let context)? = streamError.decodingError else {
            Issue.record("expected typeMismatch, got \(streamError)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["rows", "Index 1", "id"])
        #expect(streamError.description.contains("line 4, column 3"))
    }

    @Test func aBrokenEnvelopeMemberAfterTheArrayStopsTheStreamAfterEveryElement() throws {
        let (values, error) = Self.streamError(
            #"{"rows": [{"id": 1, "name": "a"}], "next": [1,]}"#, .array(at: "/rows"))
        #expect(values == [Row(id: 1, name: "a")])
        let streamError = try #require(error)
        #expect(streamError.reason == .invalidValue && streamError.valueIndex == 1)
        guard case .dataCorrupted(let context)? = streamError.decodingError else {
            Issue.record("expected dataCorrupted, got \(streamError)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["next"])
    }

    @Test func aMissingCommaInTheEnvelopeNamesWhatWasExpected() throws {
        let streamError = try #require(Self.streamError("{\"a\": 1\n  \"rows\": []}", .array(at: "/rows")).error)
        #expect(streamError.reason == .unexpectedCharacter(UInt8(ascii: "\"")))
        #expect(streamError.line == 2 && streamError.column == 3)
        #expect(streamError.description.contains("expected ',' or '}' after an object member"))
    }

    @Test func aTrailingCommaOnThePathIsAnUnexpectedCharacterNotAMissingStep() throws {
        let streamError = try #require(Self.streamError(#"{"pages": [[1], ], "x": 1}"#, .array(at: "/pages/1")).error)
        #expect(streamError.reason == .unexpectedCharacter(UInt8(ascii: "]")))
        #expect(streamError.byteOffset == 16)
        #expect(streamError.description.contains("expected a value"))
    }

    @Test func aTopLevelValueThatIsNotAnArrayIsNamedAtTheRoot() throws {
        let streamError = try #require(
            Self.streamError(#"{"a": 1}"#, .nestedArray(at: .root, keepingEnvelope: false)).error)
        #expect(streamError.reason == .arrayNotFound)
        #expect(streamError.description.contains("Expected an array at the root but found an object instead"))
    }

    @Test func aStreamEndingInsideTheEnvelopeThrowsAtFinish() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Int.self, framing: .array(at: "/rows"))
        try parser.append(Array(#"{"rows": [1, 2], "next": "#.utf8))
        #expect(try parser.next() == 1)
        #expect(throws: JSONStreamError.self) { try parser.finish() }
        #expect(try parser.next() == 2)
        #expect {
            try parser.next()
        } throws: { error in
            (error as? JSONStreamError)?.reason == .unexpectedEndOfStream
        }
    }

    @Test func anInvalidPointerStopsTheStream() throws {
        let streamError = try #require(Self.streamError(#"{"rows": []}"#, .array(at: "rows")).error)
        #expect(streamError.reason == .arrayNotFound)
        guard case .dataCorrupted(let context)? = streamError.decodingError else {
            Issue.record("expected dataCorrupted, got \(streamError)")
            return
        }
        #expect(context.underlyingError is JSONPointer.SyntaxError)
    }

    // MARK: Memory

    @Test func holdsAboutOneElementAndOneChunkWhateverTheEnvelopeSize() throws {
        let row = #"{"id": 7, "name": "a row of about sixty bytes, give or take"},"#
        let skipped = #""meta": {"k": "\#(String(repeating: "x", count: 200))"},"#
        var text = "{" + String(repeating: skipped, count: 2_000) + #""rows": ["#
        text += String(repeating: row, count: 20_000) + #"{"id": 8, "name": "last"}], "next": "x"}"#
        let bytes = Array(text.utf8)
        var parser = StreamJSONDecoder().incrementalDecoder(of: Row.self, framing: .array(at: "/rows"))
        var count = 0
        for start in stride(from: 0, to: bytes.count, by: 4096) {
            try parser.append(Array(bytes[start..<min(start + 4096, bytes.count)]))
            while try parser.next() != nil { count += 1 }
        }
        try parser.finish()
        while try parser.next() != nil { count += 1 }
        #expect(count == 20_001)
        #expect(bytes.count > 1_000_000 && parser.buffer.peakCount < 16_384)
    }
}
