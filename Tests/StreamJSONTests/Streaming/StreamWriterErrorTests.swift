import Foundation
import Testing
@testable import StreamJSON

/// A value that fails to encode is dropped whole and the writer goes on; a sink that fails
/// ends the writer; a finished writer takes nothing more.
struct StreamWriterErrorTests {
    struct Reading: Encodable {
        var name: String
        var value: Double
        var more: [Int] = [1, 2, 3]
    }

    /// Throws after writing part of an object and part of a nested array.
    struct FailsHalfway: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: EncTestKey.self)
            try container.encode("written", forKey: "a")
            var list = container.nestedUnkeyedContainer(forKey: "b")
            try list.encode(1)
            throw WriterTestError(message: "halfway")
        }
    }

    static let framings: [WriterFraming] = [.jsonLines, .array, .concatenated]
    static let formattings: [StreamJSONEncoder.OutputFormatting] = [[.sortedKeys], [.prettyPrinted, .sortedKeys]]

    @Test(arguments: framings, formattings)
    func aValueThatThrowsLeavesNothingOfItselfAndTheWriterGoesOn(
        framing: WriterFraming, formatting: StreamJSONEncoder.OutputFormatting
    ) throws {
        let encoder = writerEncoder(formatting)
        let recorder = ChunkRecorder()
        let writer = encoder.streamWriter(framing: framing, flushThreshold: 1, recorder.sink)
        let good = [Reading(name: "a", value: 1), Reading(name: "b", value: 2), Reading(name: "c", value: 3)]

        try writer.write(good[0])
        #expect(throws: EncodingError.self) { try writer.write(Reading(name: "nan", value: .nan)) }
        try writer.write(good[1])
        #expect(throws: WriterTestError(message: "halfway")) { try writer.write(FailsHalfway()) }
        try writer.write(good[2])
        try writer.finish()

        #expect(writer.valueCount == 3)
        #expect(recorder.bytes == (try streamWrite(good, framing: framing, encoder: encoder)))
    }

    @Test(arguments: formattings)
    func aFailedFirstElementLeavesNoComma(formatting: StreamJSONEncoder.OutputFormatting) throws {
        let encoder = writerEncoder(formatting)
        let recorder = ChunkRecorder()
        let writer = encoder.streamWriter(framing: .array, recorder.sink)
        #expect(throws: (any Error).self) { try writer.write(FailsHalfway()) }
        #expect(throws: EncodingError.self) { try writer.write(Double.infinity) }
        try writer.write(1)
        try writer.finish()
        let expected = formatting.contains(.prettyPrinted) ? "[\n  1\n]" : "[1]"
        #expect(recorder.text == expected)
    }

    @Test func anArrayWhoseValuesAllFailIsEmpty() throws {
        let recorder = ChunkRecorder()
        let writer = writerEncoder([.prettyPrinted]).streamWriter(framing: .array, recorder.sink)
        #expect(throws: (any Error).self) { try writer.write(FailsHalfway()) }
        try writer.finish()
        #expect(recorder.text == "[\n\n]")
    }

    @Test func theEncodingErrorIsTheOneEncodeThrows() throws {
        let encoder = writerEncoder()
        let writer = encoder.streamWriter(framing: .jsonLines) { _ in }
        let value = Reading(name: "nan", value: .nan)
        var streamed: (any Error)?
        do { try writer.write(value) } catch { streamed = error }
        var whole: (any Error)?
        do { _ = try encoder.encode(value) } catch { whole = error }
        #expect(streamed.map(errorSummary) == whole.map(errorSummary))
        #expect(streamed.map(errorSummary)?.contains("path=value") == true)
    }

    @Test func aValueThatEncodesNothingThrowsAndIsSkipped() throws {
        let recorder = ChunkRecorder()
        let writer = writerEncoder().streamWriter(framing: .jsonLines, recorder.sink)
        #expect(throws: EncodingError.self) { try writer.write(EncodeWith { _ in }) }
        try writer.write(true)
        try writer.finish()
        #expect(recorder.text == "true\n")
    }

    @Test func aValueThatFailsInTheTreeLeavesNothingOfItself() throws {
        let recorder = ChunkRecorder()
        let writer = writerEncoder([.prettyPrinted]).streamWriter(framing: .array, recorder.sink)
        try writer.write([1])
        // Out of order (so encoded again through the tree), then a NaN.
        let failing = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            var inner = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "m")
            try container.encode(1, forKey: "b")
            try inner.encode(Double.nan, forKey: "z")
        }
        #expect(throws: EncodingError.self) { try writer.write(failing) }
        try writer.write([2])
        try writer.finish()
        #expect(recorder.text == "[\n  [\n    1\n  ],\n  [\n    2\n  ]\n]")
    }

    @Test(arguments: framings)
    func everyCallAfterFinishThrowsAndWritesNothing(framing: WriterFraming) throws {
        let recorder = ChunkRecorder()
        let writer = writerEncoder().streamWriter(framing: framing, recorder.sink)
        try writer.write(1)
        try writer.finish()
        let before = recorder.bytes

        #expect { try writer.write(2) } throws: { error in
            guard case StreamJSONEncoder.StreamWriterError.finished = error else { return false }
            return "\(error)".contains("after finish()")
        }
        #expect(throws: StreamJSONEncoder.StreamWriterError.self) { try writer.flush() }
        try writer.finish()  // a second finish does nothing
        #expect(recorder.bytes == before)
        #expect(writer.valueCount == 1)
    }

    @Test func aSinkErrorIsRethrownAndFailsTheWriter() throws {
        let recorder = ChunkRecorder()
        recorder.failure = (call: 1, error: WriterTestError(message: "disk full"))
        let writer = writerEncoder().streamWriter(framing: .jsonLines, flushThreshold: 1, recorder.sink)
        try writer.write(1)
        #expect(throws: WriterTestError(message: "disk full")) { try writer.write(2) }

        for attempt in [{ try writer.write(3) }, { try writer.flush() }, { try writer.finish() }] {
            #expect { try attempt() } throws: { error in
                guard case StreamJSONEncoder.StreamWriterError.outputFailed(let underlying) = error else {
                    return false
                }
                return underlying as? WriterTestError == WriterTestError(message: "disk full")
            }
        }
        #expect(recorder.text == "1\n")
    }

    @Test func aSinkErrorAtFinishFailsTheWriter() throws {
        let recorder = ChunkRecorder()
        recorder.failure = (call: 0, error: WriterTestError(message: "closed"))
        let writer = writerEncoder().streamWriter(framing: .array, recorder.sink)
        try writer.write(1)
        #expect(throws: WriterTestError(message: "closed")) { try writer.finish() }
        #expect(throws: StreamJSONEncoder.StreamWriterError.self) { try writer.finish() }
        #expect(recorder.chunks.isEmpty)
    }
}
