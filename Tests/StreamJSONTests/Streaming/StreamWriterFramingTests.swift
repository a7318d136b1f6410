import Foundation
import Testing
@testable import StreamJSON

/// What each framing writes, and that the streaming readers read it back.
struct StreamWriterFramingTests {
    static let events = (0..<500).map(WriterEvent.make)

    struct Camel: Encodable {
        var zLast = 2
        var someKey = 1
    }

    static let formattings: [StreamJSONEncoder.OutputFormatting] = [
        [], [.sortedKeys], [.prettyPrinted], [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes],
    ]

    @Test(arguments: formattings)
    func jsonLinesReadsBackTheSameValues(formatting: StreamJSONEncoder.OutputFormatting) throws {
        let bytes = try streamWrite(
            Self.events, framing: .jsonLines, encoder: writerEncoder(formatting),
            flushThreshold: 1000)
        #expect(try streamRead(WriterEvent.self, from: bytes, framing: .jsonLines) == Self.events)
    }

    @Test(arguments: formattings)
    func arrayReadsBackTheSameValues(formatting: StreamJSONEncoder.OutputFormatting) throws {
        let bytes = try streamWrite(
            Self.events, framing: .array, encoder: writerEncoder(formatting),
            flushThreshold: 1000)
        #expect(try streamRead(WriterEvent.self, from: bytes, framing: .array) == Self.events)
        // And as one document.
        #expect(try StreamJSONDecoder().decode([WriterEvent].self, from: Data(bytes)) == Self.events)
    }

    @Test(arguments: formattings)
    func concatenatedReadsBackTheSameValues(formatting: StreamJSONEncoder.OutputFormatting) throws {
        let bytes = try streamWrite(
            Self.events, framing: .concatenated, encoder: writerEncoder(formatting),
            flushThreshold: 1000)
        #expect(try streamRead(WriterEvent.self, from: bytes, framing: .concatenated) == Self.events)
    }

    @Test func jsonLinesWritesEachValueCompactFollowedByALineBreak() throws {
        let values: [WriterEvent] = [.make(1), .make(2), .make(3)]
        let bytes = try streamWrite(values, framing: .jsonLines, encoder: writerEncoder([.sortedKeys]))
        let compact = writerEncoder([.sortedKeys])
        let expected = try values.map { String(decoding: try compact.encode($0), as: UTF8.self) + "\n" }.joined()
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func jsonLinesIgnoresPrettyPrintingToKeepOneValuePerLine() throws {
        let values: [WriterEvent] = [.make(1), .make(2), .make(3)]
        let pretty = try streamWrite(
            values, framing: .jsonLines, encoder: writerEncoder([.prettyPrinted, .sortedKeys]))
        let compact = try streamWrite(values, framing: .jsonLines, encoder: writerEncoder([.sortedKeys]))
        #expect(pretty == compact)
        #expect(pretty.filter { $0 == UInt8(ascii: "\n") }.count == values.count)
    }

    @Test func jsonLinesKeepsTheOtherFormattingOptions() throws {
        let bytes = try streamWrite(
            ["a/b"], framing: .jsonLines,
            encoder: writerEncoder([.prettyPrinted, .withoutEscapingSlashes]))
        #expect(String(decoding: bytes, as: UTF8.self) == "\"a/b\"\n")
    }

    @Test func concatenatedKeepsPrettyPrintingWithALineBreakAfterEachValue() throws {
        let encoder = writerEncoder([.prettyPrinted, .sortedKeys])
        let values = [["b": 1, "a": 2], [:]]
        let bytes = try streamWrite(values, framing: .concatenated, encoder: encoder)
        let expected = try values.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(String(decoding: bytes, as: UTF8.self) == "{\n  \"a\" : 2,\n  \"b\" : 1\n}\n{\n\n}\n")
    }

    @Test func concatenatedSeparatesScalarsSoTheyReadBack() throws {
        let bytes = try streamWrite([1, 23, 456], framing: .concatenated, encoder: writerEncoder())
        #expect(String(decoding: bytes, as: UTF8.self) == "1\n23\n456\n")
        #expect(try streamRead(Int.self, from: bytes, framing: .concatenated) == [1, 23, 456])
    }

    @Test func anEmptyStreamIsEmptyOrAnEmptyArray() throws {
        let none: [Int] = []
        #expect(try streamWrite(none, framing: .jsonLines, encoder: writerEncoder([.prettyPrinted])).isEmpty)
        #expect(try streamWrite(none, framing: .concatenated, encoder: writerEncoder([.prettyPrinted])).isEmpty)
        let compact = try streamWrite(none, framing: .array, encoder: writerEncoder())
        let pretty = try streamWrite(none, framing: .array, encoder: writerEncoder([.prettyPrinted]))
        #expect(String(decoding: compact, as: UTF8.self) == "[]")
        #expect(String(decoding: pretty, as: UTF8.self) == "[\n\n]")
    }

    @Test func valuesOfDifferentTypesShareOneStream() throws {
        let recorder = ChunkRecorder()
        let writer = writerEncoder().streamWriter(framing: .array, recorder.sink)
        try writer.write(1)
        try writer.write("two")
        try writer.write(["three": 3])
        try writer.write(Optional<Int>.none)
        try writer.write(Date(timeIntervalSince1970: 0))
        try writer.finish()
        #expect(recorder.text == #"[1,"two",{"three":3},null,-978307200]"#)
        #expect(writer.valueCount == 5)
    }

    @Test func theWriterKeepsTheOptionsTheEncoderHadWhenItWasMade() throws {
        let encoder = writerEncoder([.sortedKeys])
        let recorder = ChunkRecorder()
        let writer = encoder.streamWriter(framing: .jsonLines, recorder.sink)
        encoder.outputFormatting = []
        encoder.keyEncodingStrategy = .convertToSnakeCase
        try writer.write(["b": 1, "a": 2])
        try writer.write(Camel())
        try writer.finish()
        #expect(recorder.text == "{\"a\":2,\"b\":1}\n{\"someKey\":1,\"zLast\":2}\n")
    }
}
