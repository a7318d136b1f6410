import Foundation
import Testing
@testable import StreamJSON

/// The issue's acceptance test: a generated JSON Lines file, a generated top-level array, a
/// generated envelope `{"meta": {...}, "rows": [...], "next": "x"}`, each at least 200 MiB, and
/// a 200 MiB sibling array before a target array with a large object after it (issue 21),
/// decoded value by value with the whole process's peak resident memory under 64 MiB. The
/// envelope's rows are streamed with `.array(at: "/rows")`; its speed beside `.array` on the
/// same records is printed (measured, not asserted).
///
/// Off by default (it writes about 210 MB at a time to the temporary directory and is slow in debug
/// builds). Run it with `Scripts/big-stream-test.sh`, which builds in release mode and sets
/// `STREAMJSON_BIG=1`. `STREAMJSON_BIG_MB` changes the size of each file (default 200 MiB).
/// The peak is `VmHWM` from `/proc/self/status`: the high-water mark of the whole test process
/// since it started, including the test runner and the file generation, never reset.
@Suite(.serialized, .enabled(if: BigStreams.isEnabled, BigStreams.skipComment))
struct BigStreamTests {
    struct Event: Decodable {
        struct Location: Decodable { var lat: Double; var lon: Double }
        var id: Int
        var kind: String
        var message: String
        var tags: [String]
        var location: Location
        var values: [Int]
        var ok: Bool
        var parent: Int?
    }

    static let megabytes = Int(ProcessInfo.processInfo.environment["STREAMJSON_BIG_MB"] ?? "") ?? 200
    static let targetSize = megabytes * 1024 * 1024
    static let memoryLimit = 64 * 1024 * 1024

    static func eventText(_ id: Int) -> String {
        let kinds = ["click", "view", "purchase", "error"]
        return
            #"{"id":\#(id),"kind":"\#(kinds[id % 4])","message":"user \#(id % 977) did \"something\" at café ☕ \\ ok","#
            + #""tags":["alpha","beta\n","\#(id % 13)"],"location":{"lat":\#(Double(id % 180) - 89.5),"lon":\#(Double(id % 360) / 3)},"#
            + #""values":[\#(id),\#(id * 3),-\#(id % 100),0],"ok":\#(id % 2 == 0),"parent":\#(id % 5 == 0 ? "null" : String(id - 1))}"#
    }

    static let envelopeHead =
        #"{"meta": {"version": 3, "exported": "2026-11-23T22:00:00Z", "rows": "not these"},"#
        + "\n" + #" "rows": ["#
    static let envelopeTail = "\n], \"next\": \"x\"}\n"

    /// Writes at least ``targetSize`` bytes of values, 1 MB at a time; returns (bytes, values).
    static func generate(_ url: URL, framing: JSONFraming) throws -> (size: Int, count: Int) {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let isArray = framing != .jsonLines
        let isEnvelope = framing != .array && isArray
        var size = 0
        var id = 0
        var block = isEnvelope ? envelopeHead : isArray ? "[\n" : ""
        while size < targetSize {
            while block.utf8.count < 1 << 20 {
                if isArray && id > 0 { block += ",\n" }
                block += eventText(id)
                if framing == .jsonLines { block += "\n" }
                id += 1
            }
            try handle.write(contentsOf: Data(block.utf8))
            size += block.utf8.count
            block.removeAll(keepingCapacity: true)
        }
        if isArray {
            let tail = isEnvelope ? envelopeTail : "\n]\n"
            try handle.write(contentsOf: Data(tail.utf8))
            size += tail.utf8.count
        }
        return (size, id)
    }

    /// Decodes the file and returns its throughput in MiB/s.
    @discardableResult
    func decodeBigFile(_ framing: JSONFraming) throws -> Double {
        let name = framing == .jsonLines ? "jsonLines" : framing == .array ? "array" : "envelope"
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("streamjson-big-\(name)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let (size, expectedCount) = try Self.generate(url, framing: framing)
        let start = ContinuousClock.now
        var reader = try StreamJSONDecoder().values(of: Event.self, contentsOf: url, framing: framing)
        var count = 0
        var idSum = 0
        var outOfOrder = 0
        while let event = try reader.next() {
            if event.id != count { outOfOrder += 1 }
            count += 1
            idSum += event.id
        }
        #expect(outOfOrder == 0)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(count == expectedCount)
        #expect(idSum == expectedCount * (expectedCount - 1) / 2)
        let memory = try #require(residentMemory(), "needs /proc/self/status")
        let mib = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1048576) }
        print(
            "BIG-STREAM \(name): \(mib(size)), \(count) values in \(String(format: "%.2f", seconds)) s "
                + "(\(String(format: "%.0f", Double(size) / 1048576 / seconds)) MiB/s); "
                + "process peak RSS \(mib(memory.peak)), RSS now \(mib(memory.current)), "
                + "stream buffer peak \(mib(reader.decoder.buffer.peakCount))")
        #expect(size >= Self.targetSize)
        #expect(memory.peak < Self.memoryLimit, "peak RSS \(mib(memory.peak)) is over 64 MiB")
        return Double(size) / 1048576 / seconds
    }

    @Test func decodesA200MegabyteJSONLinesFileInUnder64Megabytes() throws {
        try decodeBigFile(.jsonLines)
    }

    @Test func decodesA200MegabyteArrayInUnder64Megabytes() throws {
        try decodeBigFile(.array)
    }

    /// Issue 21: a 200 MiB sibling array before the target array and a large object after it
    /// (`{"bbox": [...], "features": [...], "properties": {...}}`), streamed with
    /// `.array(at: "/features")`: the siblings are validated as they stream past, in bounded memory.
    @Test func skipsA200MegabyteSiblingArrayAndALargeObjectInUnder64Megabytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "streamjson-big-sibling-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        var size = 0
        func write(_ text: String) throws {
            try handle.write(contentsOf: Data(text.utf8))
            size += text.utf8.count
        }
        var block = "{\"bbox\": [\n"
        var id = 0
        while size < Self.targetSize {
            while block.utf8.count < 1 << 20 {
                if id > 0 { block += ",\n" }
                block += Self.eventText(id)
                id += 1
            }
            try write(block)
            block.removeAll(keepingCapacity: true)
        }
        try write(
            "\n],\n\"features\": [" + (0..<1000).map(Self.eventText).joined(separator: ",") + "],\n\"properties\": {")
        for member in 0..<(Self.targetSize / 10 / 300) {
            try write((member > 0 ? ",\n" : "") + "\"k\(member)\": " + Self.eventText(member))
        }
        try write("}}\n")
        try handle.close()
        let start = ContinuousClock.now
        var reader = try StreamJSONDecoder().values(of: Event.self, contentsOf: url, framing: .array(at: "/features"))
        var count = 0
        while let event = try reader.next() {
            #expect(event.id == count)
            count += 1
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(count == 1000)
        let memory = try #require(residentMemory(), "needs /proc/self/status")
        let mib = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1048576) }
        print(
            "BIG-STREAM sibling: \(mib(size)) (a \(id)-record sibling array before the 1,000 features, an object after) "
                + "in \(String(format: "%.2f", seconds)) s (\(String(format: "%.0f", Double(size) / 1048576 / seconds)) MiB/s); "
                + "process peak RSS \(mib(memory.peak)), stream buffer peak \(mib(reader.decoder.buffer.peakCount))")
        #expect(memory.peak < Self.memoryLimit, "peak RSS \(mib(memory.peak)) is over 64 MiB")
    }

    /// The envelope, then the top-level array of the same records again, so that both run in
    /// the same conditions; prints the ratio of their throughputs.
    @Test func decodesTheRowsOfA200MegabyteEnvelopeInUnder64Megabytes() throws {
        let envelope = try decodeBigFile(.array(at: "/rows"))
        let array = try decodeBigFile(.array)
        print(
            "BIG-STREAM envelope/array throughput ratio: \(String(format: "%.2f", envelope / array))x "
                + "(.array(at: \"/rows\") \(String(format: "%.0f", envelope)) MiB/s, .array \(String(format: "%.0f", array)) MiB/s)"
        )
    }
}
