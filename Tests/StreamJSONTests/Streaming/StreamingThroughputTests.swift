import Foundation
import Testing
@testable import StreamJSON

/// Streaming throughput beside whole-buffer decode of the same bytes (prints only; no
/// timing thresholds). Run with `STREAMJSON_BIG=1 … --filter StreamingThroughput` in release.
@Suite(.serialized, .enabled(if: BigStreams.isEnabled, BigStreams.skipComment))
struct StreamingThroughputTests {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func printsStreamingAndWholeBufferThroughput() throws {
        let texts = (0..<100_000).map(BigStreamTests.eventText)
        let array = Data(("[" + texts.joined(separator: ",\n") + "]").utf8)
        let lines = Data((texts.joined(separator: "\n") + "\n").utf8)
        let envelope = Data(
            (BigStreamTests.envelopeHead + texts.joined(separator: ",\n") + BigStreamTests.envelopeTail).utf8)
        let mib = Double(array.count) / 1048576
        let decoder = StreamJSONDecoder()
        var count = 0
        let whole = try Self.seconds { count = try decoder.decode([BigStreamTests.Event].self, from: array).count }
        let foundation = try Self.seconds {
            count = try JSONDecoder().decode([BigStreamTests.Event].self, from: array).count
        }
        func streamed(_ data: Data, _ framing: JSONFraming) throws -> Double {
            try Self.seconds {
                var parser = decoder.incrementalDecoder(of: BigStreamTests.Event.self, framing: framing)
                var offset = 0
                count = 0
                while offset < data.count {
                    try parser.append(data[offset..<min(offset + 65536, data.count)])
                    offset += 65536
                    while try parser.next() != nil { count += 1 }
                }
                try parser.finish()
                while try parser.next() != nil { count += 1 }
            }
        }
        let streamedArray = try streamed(array, .array)
        let streamedLines = try streamed(lines, .jsonLines)
        let streamedEnvelope = try streamed(envelope, .array(at: "/rows"))
        #expect(count == 100_000)
        func rate(_ seconds: Double) -> String { String(format: "%.0f MiB/s", mib / seconds) }
        print(
            "THROUGHPUT \(String(format: "%.1f", mib)) MiB, 100000 events: whole-buffer \(rate(whole)), "
                + "Foundation \(rate(foundation)), streamed array \(rate(streamedArray)), "
                + "streamed JSON Lines \(rate(streamedLines)), streamed envelope .array(at:) \(rate(streamedEnvelope)) "
                + "(\(String(format: "%.2f", streamedArray / streamedEnvelope))x of the streamed array)")
    }
}
