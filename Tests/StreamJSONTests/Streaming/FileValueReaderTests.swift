import Foundation
import Testing
@testable import StreamJSON

/// `values(of:contentsOf:framing:)`: files read in chunks, in memory bounded by the largest
/// value.
@Suite(.serialized) struct FileValueReaderTests {
    struct Event: Codable, Equatable {
        var id: Int
        var name: String
        var tags: [String]
        var score: Double
    }

    static func event(_ id: Int) -> Event {
        Event(id: id, name: "event \(id) é😀 \"quoted\"", tags: ["a", "b\\c", String(id % 7)], score: Double(id) / 8)
    }

    static func line(_ id: Int) -> String {
        let event = event(id)
        return
            #"{"id":\#(event.id),"name":"event \#(id) é😀 \"quoted\"","tags":["a","b\\c","\#(id % 7)"],"score":\#(event.score)}"#
    }

    /// A temporary file, removed when `body` returns.
    static func withTemporaryFile<R>(_ body: (URL) throws -> R) throws -> R {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("streamjson-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }

    /// Writes a file block by block, never holding it whole.
    static func write(to url: URL, _ produce: (inout String) -> Bool) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var block = ""
        var more = true
        while more {
            block.removeAll(keepingCapacity: true)
            more = produce(&block)
            try handle.write(contentsOf: Data(block.utf8))
        }
    }

    @Test(arguments: [JSONFraming.jsonLines, .concatenated, .array])
    func readsEveryValueInSmallChunks(framing: JSONFraming) throws {
        try Self.withTemporaryFile { url in
            var lines = (0..<300).map(Self.line)
            if framing == .array { lines = ["[" + lines.joined(separator: ",\n") + "]"] }
            try Data(lines.joined(separator: "\n").utf8).write(to: url)
            for chunkSize in [1, 7, 4096, 64 * 1024] {
                var reader = try StreamJSONDecoder().values(
                    of: Event.self, contentsOf: url, framing: framing,
                    chunkSize: chunkSize)
                var events: [Event] = []
                while let event = try reader.next() { events.append(event) }
                #expect(events == (0..<300).map(Self.event), "chunk size \(chunkSize)")
                #expect(try reader.next() == nil)
            }
        }
    }

    @Test func skipsABrokenLineOfAFile() throws {
        try Self.withTemporaryFile { url in
            try Data("\(Self.line(0))\n{\"id\":1,\n\(Self.line(2))\n".utf8).write(to: url)
            var reader = try StreamJSONDecoder().values(of: Event.self, contentsOf: url, framing: .jsonLines)
            var ids: [Int] = []
            var brokenLines: [Int] = []
            while true {
                do {
                    guard let event = try reader.next() else { break }
                    ids.append(event.id)
                } catch let error as JSONStreamError where error.canContinue {
                    brokenLines.append(error.line)
                }
            }
            #expect(ids == [0, 2])
            #expect(brokenLines == [2])
        }
    }

    @Test func truncatedFileThrowsAfterTheCompleteValues() throws {
        try Self.withTemporaryFile { url in
            try Data("[\(Self.line(0)),\(Self.line(1)),{\"id\":2".utf8).write(to: url)
            var reader = try StreamJSONDecoder().values(of: Event.self, contentsOf: url, framing: .array, chunkSize: 16)
            #expect(try reader.next() == Self.event(0))
            #expect(try reader.next() == Self.event(1))
            let error = #expect(throws: JSONStreamError.self) { try reader.next() }
            #expect(error?.reason == .unexpectedEndOfStream)
        }
    }

    @Test func missingFileThrowsWhenOpened() {
        let url = URL(fileURLWithPath: "/nonexistent/streamjson-\(UUID().uuidString).json")
        #expect(throws: (any Error).self) {
            _ = try StreamJSONDecoder().values(of: Event.self, contentsOf: url, framing: .jsonLines)
        }
    }

    /// A path that opens but cannot be read (a directory, on Linux) throws the system's error
    /// from `next()`, as a `POSIXError`.
    @Test func unreadableFileThrowsTheReadError() throws {
        let directory = FileManager.default.temporaryDirectory
        guard let handle = try? FileHandle(forReadingFrom: directory) else { return }  // Darwin refuses to open it
        try? handle.close()
        var reader = try StreamJSONDecoder().values(of: Event.self, contentsOf: directory, framing: .jsonLines)
        #expect(throws: POSIXError(.EISDIR)) { _ = try reader.next() }
    }

    /// Every chunk size reads the same values: one byte per read (the reader loops until a
    /// value is complete) up to more than the whole file in one read.
    @Test(arguments: [1, 7, 4096, 1 << 20])
    func chunkSizeDoesNotChangeTheValues(chunkSize: Int) throws {
        try Self.withTemporaryFile { url in
            var id = 0
            try Self.write(to: url) { block in
                block += Self.line(id) + (id % 3 == 0 ? "\r\n" : "\n")
                id += 1
                return id < 200
            }
            var reader = try StreamJSONDecoder().values(
                of: Event.self, contentsOf: url, framing: .jsonLines,
                chunkSize: chunkSize)
            var values: [Event] = []
            while let value = try reader.next() { values.append(value) }
            #expect(values == (0..<200).map(Self.event))
        }
    }

    /// A scaled-down version of `Scripts/big-stream-test.sh`: a 24 MB JSON Lines file decoded
    /// value by value, with the reader's buffer never holding more than about two chunks (and,
    /// run on its own, resident memory growing by far less than the file's size).
    @Test func decodesA24MegabyteFileInBoundedMemory() throws {
        try Self.withTemporaryFile { url in
            var id = 0
            var fileSize = 0
            try Self.write(to: url) { block in
                for _ in 0..<2000 {
                    block += Self.line(id)
                    block += "\n"
                    id += 1
                }
                fileSize += block.utf8.count
                return fileSize < 24_000_000
            }
            let lineCount = id
            let peakReset = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
            let before = residentMemory()
            var reader = try StreamJSONDecoder().values(of: Event.self, contentsOf: url, framing: .jsonLines)
            var count = 0
            var idSum = 0
            var highestSample = before?.current ?? 0
            while let event = try reader.next() {
                count += 1
                idSum += event.id
                if count % 5000 == 0, let now = residentMemory() { highestSample = max(highestSample, now.current) }
            }
            #expect(count == lineCount)
            #expect(idSum == lineCount * (lineCount - 1) / 2)
            // Deterministic: the buffer held at most two chunks plus a line.
            #expect(reader.decoder.buffer.peakCount <= 2 * 64 * 1024 + 200)
            // Resident memory is the whole process's: other suites run in parallel in the default
            // run and allocate too, so the RSS bound is asserted only when this test runs on its
            // own (STREAMJSON_BIG=1 … --filter FileValueReader, or Scripts/big-stream-test.sh).
            if ProcessInfo.processInfo.environment["STREAMJSON_BIG"] == "1", let before, let after = residentMemory() {
                let peak = peakReset ? max(after.peak, highestSample) : highestSample
                let growth = peak - before.current
                #expect(growth < fileSize / 3, "resident memory grew by \(growth) bytes for a \(fileSize)-byte file")
            }
        }
    }
}
