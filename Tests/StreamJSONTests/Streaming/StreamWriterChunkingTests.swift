import Foundation
import Testing
@testable import StreamJSON

/// The writer hands its bytes over in chunks, holds at most the threshold plus one value, and
/// writes to a `FileHandle`.
struct StreamWriterChunkingTests {
    /// The longest encoding of one of `values`, with what the framing puts around it.
    func largestValue<T: Encodable>(_ values: [T], encoder: StreamJSONEncoder) throws -> Int {
        try values.map { try encoder.encode($0).count }.max()! + 8
    }

    @Test(arguments: [WriterFraming.jsonLines, .array, .concatenated])
    func chunksAreAtMostTheThresholdPlusOneValue(framing: WriterFraming) throws {
        let values = (0..<2000).map(WriterEvent.make)
        let encoder = writerEncoder([.prettyPrinted])
        let threshold = 1000
        let recorder = ChunkRecorder()
        let writer = encoder.streamWriter(framing: framing, flushThreshold: threshold, recorder.sink)
        for value in values {
            try writer.write(value)
            #expect(writer.bufferedByteCount < threshold)
        }
        try writer.finish()

        let limit = threshold + (try largestValue(values, encoder: encoder))
        #expect(recorder.chunks.count > 100)
        #expect(recorder.chunks.allSatisfy { !$0.isEmpty && $0.count <= limit })
        #expect(writer.largestBufferedCount <= limit)
        #expect(try streamRead(WriterEvent.self, from: recorder.bytes, framing: framing) == values)
    }

    @Test func jsonLinesChunksEndAtTheEndOfALine() throws {
        let recorder = ChunkRecorder()
        let writer = writerEncoder().streamWriter(framing: .jsonLines, flushThreshold: 500, recorder.sink)
        for id in 0..<1000 { try writer.write(WriterEvent.make(id)) }
        try writer.finish()
        #expect(recorder.chunks.count > 10)
        #expect(recorder.chunks.allSatisfy { $0.last == UInt8(ascii: "\n") })
    }

    @Test func nothingReachesTheSinkBeforeTheThresholdOrFinish() throws {
        let recorder = ChunkRecorder()
        let writer = writerEncoder().streamWriter(framing: .array, recorder.sink)
        for id in 0..<10 { try writer.write(id) }
        #expect(recorder.chunks.isEmpty)
        #expect(writer.bufferedByteCount == "[0,1,2,3,4,5,6,7,8,9".utf8.count)
        try writer.finish()
        #expect(recorder.chunks.map(\.count) == ["[0,1,2,3,4,5,6,7,8,9]".utf8.count])
        #expect(writer.bufferedByteCount == 0)
    }

    @Test func flushHandsOverTheBufferAtOnce() throws {
        let recorder = ChunkRecorder()
        let writer = writerEncoder().streamWriter(framing: .jsonLines, recorder.sink)
        try writer.write(1)
        try writer.flush()
        try writer.flush()  // nothing buffered: the sink is not called
        try writer.write(2)
        try writer.finish()
        #expect(recorder.chunks.map { String(decoding: $0, as: UTF8.self) } == ["1\n", "2\n"])
    }

    /// A small record for the long stream.
    struct Tick: Codable, Equatable {
        var id: Int
        var level: Double
        var tag: String
    }

    /// 200,000 values through the default 64 KiB threshold: the buffer never holds more than
    /// the threshold plus one value, and the chunks, fed to an incremental decoder as they
    /// arrive, give back every value.
    @Test func memoryStaysBoundedOverALongStream() throws {
        let count = 200_000
        let tags = ["a", "bb", "c/d"]
        func tick(_ id: Int) -> Tick { Tick(id: id, level: Double(id) / 4, tag: tags[id % 3]) }
        let encoder = writerEncoder([.sortedKeys])
        // The last ids have the most digits, and cover every tag.
        let largestValue =
            try ((count - 3)..<count).map { try encoder.encode(tick($0)).count }.max()!
            + 1  // its comma

        var reader = StreamJSONDecoder().incrementalDecoder(of: Tick.self, framing: .array)
        var decoded = 0
        var mismatches = 0
        var chunks = 0
        var largestChunk = 0
        let writer = encoder.streamWriter(framing: .array) { chunk in
            chunks += 1
            largestChunk = max(largestChunk, chunk.count)
            try reader.append(chunk)
            while let value = try reader.next() {
                if value != tick(decoded) { mismatches += 1 }
                decoded += 1
            }
        }
        for id in 0..<count { try writer.write(tick(id)) }
        try writer.finish()
        try reader.finish()

        let threshold = StreamJSONEncoder.StreamWriter.defaultFlushThreshold
        #expect(writer.valueCount == count)
        #expect(decoded == count)
        #expect(mismatches == 0)
        #expect(chunks > 50)
        #expect(largestChunk <= threshold + largestValue)
        #expect(writer.largestBufferedCount <= threshold + largestValue)
    }

    @Test(arguments: [WriterFraming.jsonLines, .array])
    func fileHandleRoundTrip(framing: WriterFraming) throws {
        let url = writerTemporaryURL("json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let values = (0..<5000).map(WriterEvent.make)

        let handle = try FileHandle(forWritingTo: url)
        let encoder = writerEncoder([.sortedKeys])
        let writer = encoder.streamWriter(to: handle, framing: framing)
        for value in values { try writer.write(value) }
        try writer.finish()
        try handle.close()

        #expect(try streamRead(WriterEvent.self, contentsOf: url, framing: framing) == values)
        let written = try Data(contentsOf: url)
        if framing == .array {
            let foundation = JSONEncoder()
            foundation.outputFormatting = [.sortedKeys]
            #expect(written == (try foundation.encode(values)))
        } else {
            #expect(written == Data(try streamWrite(values, framing: .jsonLines, encoder: encoder)))
        }
    }

    @Test func fileHandleWritesFromItsCurrentPositionAndStaysOpen() throws {
        let url = writerTemporaryURL("jsonl")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("{\"id\":0}\n".utf8)))
        defer { try? FileManager.default.removeItem(at: url) }

        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        let writer = writerEncoder().streamWriter(to: handle, framing: .jsonLines)
        try writer.write(["id": 1])
        try writer.finish()
        try handle.write(contentsOf: Data("{\"id\":2}\n".utf8))  // still open
        try handle.close()

        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "{\"id\":0}\n{\"id\":1}\n{\"id\":2}\n")
    }
}
