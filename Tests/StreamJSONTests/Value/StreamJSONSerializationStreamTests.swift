import Foundation
import Testing
@testable import StreamJSON

/// The stream variants of `StreamJSONSerialization` against `JSONSerialization`'s: reading an
/// open `InputStream` and writing to an open `OutputStream` give the same objects, bytes,
/// counts and errors; where Foundation stops the process (a stream that is not open) they throw.
@Suite struct StreamJSONSerializationStreamTests {
    /// An open stream over `bytes`.
    func openInputStream(_ bytes: Data) -> InputStream {
        let stream = InputStream(data: bytes)
        stream.open()
        return stream
    }

    /// The bytes an in-memory output stream holds after `write` wrote to it, and its result.
    func writtenToMemory(_ write: (OutputStream) throws -> Int) rethrows -> (count: Int, bytes: Data) {
        let stream = OutputStream.toMemory()
        stream.open()
        defer { stream.close() }
        let count = try write(stream)
        let bytes = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return (count, bytes)
    }

    @Test func readsRandomDocumentsFromAStreamLikeFoundationUnderEveryOption() {
        var generator = SeededGenerator(seed: 30_31)
        for _ in 0..<100 {
            let data = Data(RandomTree.make(&generator).text(&generator).utf8)
            for options in StreamJSONSerializationReadingTests.allReadingOptions {
                let theirs = SerializationShape.reading {
                    try JSONSerialization.jsonObject(with: openInputStream(data), options: options)
                }
                let ours = SerializationShape.reading {
                    try StreamJSONSerialization.jsonObject(with: openInputStream(data), options: options)
                }
                #expect(ours == theirs, "options \(options.rawValue)")
            }
        }
    }

    @Test func readsADocumentLongerThanOneReadFromAFile() throws {
        let elements = (0..<40_000).map { "{\"id\":\($0),\"name\":\"item \($0)\",\"ratio\":\(Double($0) / 7)}" }
        let data = Data("[\(elements.joined(separator: ","))]".utf8)
        #expect(data.count > 2 * StreamTransfer.chunkSize)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streamjson-\(UUID()).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fileStream = try #require(InputStream(url: url))
        fileStream.open()
        defer { fileStream.close() }
        let ours = SerializationShape.reading { try StreamJSONSerialization.jsonObject(with: fileStream) }
        let theirs = SerializationShape.reading { try JSONSerialization.jsonObject(with: data) }
        #expect(ours == theirs)
        #expect(ours != "error")
    }

    @Test func throwsFoundationsErrorForTextThatIsNotJSONInAStream() {
        for text in ["[1,", "{\"a\" 1}", "", "nul", "[1] x", "\"fragment\""] {
            let data = Data(text.utf8)
            let theirs = SerializationShape.reading { try JSONSerialization.jsonObject(with: openInputStream(data)) }
            let ours = SerializationShape.reading {
                try StreamJSONSerialization.jsonObject(with: openInputStream(data))
            }
            #expect(ours == theirs, "\(text)")
            #expect(ours == "error", "\(text)")
        }
    }

    @Test func throwsForAStreamThatIsNotOpenWhereFoundationStopsTheProcess() {
        let stream = InputStream(data: Data("[1]".utf8))
        #expect(throws: NSError.self) { try StreamJSONSerialization.jsonObject(with: stream) }
    }

    @Test func writesRandomDocumentsToAStreamLikeFoundationUnderEveryOption() throws {
        var generator = SeededGenerator(seed: 30_32)
        for _ in 0..<100 {
            let text = RandomTree.make(&generator).text(&generator)
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
            for options in StreamJSONSerializationWritingTests.allWritingOptions
            where options.contains(.sortedKeys)
                && (options.contains(.fragmentsAllowed) || object is [Any]
                    || object is [String: Any])
            {
                let theirs = try writtenToMemory {
                    try JSONSerialization.writeJSONObject(object, toStream: $0, options: options)
                }
                let ours = try writtenToMemory {
                    try StreamJSONSerialization.writeJSONObject(object, toStream: $0, options: options)
                }
                #expect(ours.count == theirs.count, "options \(options.rawValue)")
                #expect(
                    String(decoding: ours.bytes, as: UTF8.self) == String(decoding: theirs.bytes, as: UTF8.self),
                    "options \(options.rawValue)")
                #expect(ours.count == ours.bytes.count)
            }
        }
    }

    @Test func writesAllOfALongTextToAFile() throws {
        let object = (0..<20_000).map { ["id": $0, "name": "item \($0)"] as [String: Any] }
        let expected = try StreamJSONSerialization.data(withJSONObject: object, options: .sortedKeys)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("streamjson-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stream = try #require(OutputStream(toFileAtPath: path, append: false))
        stream.open()
        let count = try StreamJSONSerialization.writeJSONObject(object, toStream: stream, options: .sortedKeys)
        stream.close()
        #expect(count == expected.count)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected)
    }

    @Test func throwsTheStreamsErrorWhereFoundationReturnsMinusOne() {
        var storage = [UInt8](repeating: 0, count: 8)
        storage.withUnsafeMutableBufferPointer { buffer in
            let theirs = OutputStream(toBuffer: buffer.baseAddress!, capacity: buffer.count)
            theirs.open()
            #expect((try? JSONSerialization.writeJSONObject(["a long string"], toStream: theirs, options: [])) == -1)
            let ours = OutputStream(toBuffer: buffer.baseAddress!, capacity: buffer.count)
            ours.open()
            #expect(throws: (any Error).self) {
                try StreamJSONSerialization.writeJSONObject(["a long string"], toStream: ours, options: [])
            }
        }
    }

    @Test func throwsFoundationsErrorAndWritesNothingForAnObjectItCannotWrite() {
        for object in [["a": Double.nan] as Any, [Date()] as Any, [1: "one"] as Any] {
            let theirs = Result {
                try writtenToMemory { try JSONSerialization.writeJSONObject(object, toStream: $0, options: []) }
            }
            let ours = Result {
                try writtenToMemory { try StreamJSONSerialization.writeJSONObject(object, toStream: $0, options: []) }
            }
            switch (theirs, ours) {
            case (.failure(let expected as NSError), .failure(let actual as NSError)):
                #expect(actual.domain == expected.domain && actual.code == expected.code)
            default:
                Issue.record("Foundation: \(theirs), StreamJSON: \(ours)")
            }
            let written = writtenToMemory {
                _ = try? StreamJSONSerialization.writeJSONObject(object, toStream: $0, options: [])
                return 0
            }
            #expect(written.bytes.isEmpty)
        }
    }
}
