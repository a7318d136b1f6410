import Foundation
@testable import StreamJSON

// Helpers for the StreamWriter tests: a small event type, a sink that records its chunks, and
// a way to read a written stream back with the streaming file reader.

/// The framings a stream writer writes.
typealias WriterFraming = StreamJSONEncoder.StreamWriter.Framing

/// A typical streamed record.
struct WriterEvent: Codable, Equatable {
    var id: Int
    var name: String
    var tags: [String]
    var score: Double
    var extra: [String: Int]?

    static func make(_ id: Int) -> WriterEvent {
        WriterEvent(
            id: id, name: "event \(id) é😀 \"q\" a/b", tags: id % 3 == 0 ? [] : ["t\(id % 5)", "x"],
            score: Double(id) / 8, extra: id % 4 == 0 ? nil : ["z": id, "a": -id, "m": 0])
    }
}

/// A sink that keeps every chunk it is handed.
final class ChunkRecorder {
    var chunks: [[UInt8]] = []
    /// Throw this from the call with this index (0-based), once.
    var failure: (call: Int, error: any Error)?
    private var calls = 0

    var bytes: [UInt8] { chunks.flatMap { $0 } }
    var text: String { String(decoding: bytes, as: UTF8.self) }

    var sink: (Data) throws -> Void {
        { [self] chunk in
            defer { calls += 1 }
            if let failure, failure.call == calls { throw failure.error }
            chunks.append(Array(chunk))
        }
    }
}

/// An error a test sink or value throws.
struct WriterTestError: Error, Equatable {
    var message: String
}

/// A `StreamJSONEncoder` with the given formatting.
func writerEncoder(_ formatting: StreamJSONEncoder.OutputFormatting = []) -> StreamJSONEncoder {
    let encoder = StreamJSONEncoder()
    encoder.outputFormatting = formatting
    return encoder
}

/// Writes `values` with a stream writer and returns every byte the sink received.
func streamWrite<T: Encodable>(
    _ values: [T], framing: WriterFraming, encoder: StreamJSONEncoder,
    flushThreshold: Int = StreamJSONEncoder.StreamWriter.defaultFlushThreshold
)
    throws -> [UInt8]
{
    let recorder = ChunkRecorder()
    let writer = encoder.streamWriter(framing: framing, flushThreshold: flushThreshold, recorder.sink)
    for value in values { try writer.write(value) }
    try writer.finish()
    return recorder.bytes
}

/// A fresh path in the temporary directory; the caller removes the file.
func writerTemporaryURL(_ suffix: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("streamwriter-\(UUID().uuidString).\(suffix)")
}

/// Reads `bytes` back value by value with `values(of:contentsOf:framing:)`, through a
/// temporary file.
func streamRead<T: Decodable>(_ type: T.Type, from bytes: [UInt8], framing: WriterFraming) throws -> [T] {
    let url = writerTemporaryURL("json")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try streamRead(type, contentsOf: url, framing: framing)
}

/// Reads a file back value by value with `values(of:contentsOf:framing:)`.
func streamRead<T: Decodable>(_ type: T.Type, contentsOf url: URL, framing: WriterFraming) throws -> [T] {
    var reader = try StreamJSONDecoder().values(
        of: T.self, contentsOf: url, framing: JSONFraming(framing), chunkSize: 4096)
    var values: [T] = []
    while let value = try reader.next() { values.append(value) }
    return values
}
