import Foundation
import Testing
@testable import StreamJSON

/// A value that is framed but does not decode lets the stream go on, in every framing and from
/// every entry point; a broken framing ends the stream with one error, after which `next()`
/// returns nil. A caller's catch-and-`next()` loop therefore always ends.
@Suite struct StreamContinuationTests {
    struct Event: Decodable, Equatable { var id: Int }

    /// What one pass of a catch-and-`next()` loop saw: the values, then each error.
    struct Outcome: Equatable {
        var ids: [Int] = []
        var errors: [JSONStreamError.Reason] = []
        var continuable: [Bool] = []
        /// Whether the loop reached nil (false: it was cut off after too many calls).
        var ended = false

        /// Records what one call to `next()` gave; false once it gave nil.
        mutating func record(_ result: Result<Event?, any Error>) -> Bool {
            switch result {
            case .success(let event?): ids.append(event.id)
            case .success(nil): ended = true
            case .failure(let error as JSONStreamError):
                errors.append(error.reason)
                continuable.append(error.canContinue)
            case .failure(let error): Issue.record("unexpected error \(error)")
            }
            return !ended
        }
    }

    /// The ways of feeding a stream to the decoder.
    enum EntryPoint: String, CaseIterable, CustomTestStringConvertible {
        case pushedWhole, pushedByteByByte, pushedInChunks, pushedRawBytes, file, asyncBytes, asyncData,
            asyncByteArrays
        var testDescription: String { rawValue }
    }

    /// The stream for each framing: a good value, a wrongly typed one (`"x"` for an `Int`), one
    /// that is framed but is not JSON (a trailing comma), and a last good one.
    static func stream(_ framing: JSONFraming) -> String {
        let values = [#"{"id":1}"#, #"{"id":"x"}"#, #"{"id":3,}"#, #"{"id":4}"#]
        switch framing {
        case .jsonLines: return values.joined(separator: "\n") + "\n"
        case .concatenated: return values.joined(separator: " ")
        case .array: return "[" + values.joined(separator: ", ") + "]"
        default: return #"{"v":1,"rows":["# + values.joined(separator: ",") + #"],"w":2}"#
        }
    }

    static let framings: [JSONFraming] = [.jsonLines, .concatenated, .array, .array(at: "/rows")]

    /// Runs the catch-and-`next()` loop a README reader writes, at most 20 calls.
    static func drain(_ next: () throws -> Event?) -> Outcome {
        var outcome = Outcome()
        for _ in 0..<20 {
            guard outcome.record(Result { try next() }) else { break }
        }
        return outcome
    }

    /// The asynchronous loop of `drain(_:)`.
    static func drain<Iterator: AsyncIteratorProtocol>(_ iterator: inout Iterator) async -> Outcome
    where Iterator.Element == Event {
        var outcome = Outcome()
        for _ in 0..<20 {
            let result: Result<Event?, any Error>
            do { result = .success(try await iterator.next()) } catch { result = .failure(error) }
            guard outcome.record(result) else { break }
        }
        return outcome
    }

    /// The outcome of reading `text` with `framing` through `entryPoint`.
    static func outcome(of text: String, framing: JSONFraming, through entryPoint: EntryPoint) async throws -> Outcome {
        let bytes = Array(text.utf8)
        let decoder = StreamJSONDecoder()
        switch entryPoint {
        case .pushedWhole, .pushedByteByByte, .pushedInChunks, .pushedRawBytes:
            var parser = decoder.incrementalDecoder(of: Event.self, framing: framing)
            var outcome = Outcome()
            // Push, taking values out after each push, as callback-based network code does.
            let pieces: [[UInt8]]
            switch entryPoint {
            case .pushedByteByByte: pieces = bytes.map { [$0] }
            case .pushedInChunks:
                pieces = stride(from: 0, to: bytes.count, by: 5).map { Array(bytes[$0..<min($0 + 5, bytes.count)]) }
            default: pieces = [bytes]
            }
            for piece in pieces {
                switch entryPoint {
                case .pushedByteByByte: try parser.append(piece[0])
                case .pushedRawBytes: try piece.withUnsafeBytes { try unsafe parser.append(contentsOf: $0) }
                case .pushedWhole: try parser.append(Data(piece))
                default: try parser.append(piece)
                }
                let part = drain { try parser.next() }
                outcome.ids += part.ids
                outcome.errors += part.errors
                outcome.continuable += part.continuable
            }
            do {
                try parser.finish()
            } catch let error as JSONStreamError {
                outcome.errors.append(error.reason)
                outcome.continuable.append(error.canContinue)
            }
            let last = drain { try parser.next() }
            outcome.ids += last.ids
            outcome.errors += last.errors
            outcome.continuable += last.continuable
            outcome.ended = last.ended
            return outcome
        case .file:
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "streamjson-continuation-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: url) }
            try Data(bytes).write(to: url)
            var reader = try decoder.values(of: Event.self, contentsOf: url, framing: framing, chunkSize: 3)
            return drain { try reader.next() }
        case .asyncBytes:
            let source = AsyncStream<UInt8> { continuation in
                for byte in bytes { continuation.yield(byte) }
                continuation.finish()
            }
            var iterator = decoder.values(of: Event.self, from: source, framing: framing).makeAsyncIterator()
            return await drain(&iterator)
        case .asyncData:
            let source = AsyncStream<Data> { continuation in
                for start in stride(from: 0, to: bytes.count, by: 4) {
                    continuation.yield(Data(bytes[start..<min(start + 4, bytes.count)]))
                }
                continuation.finish()
            }
            var iterator = decoder.values(of: Event.self, from: source, framing: framing).makeAsyncIterator()
            return await drain(&iterator)
        case .asyncByteArrays:
            let source = AsyncStream<[UInt8]> { continuation in
                continuation.yield(bytes)
                continuation.finish()
            }
            var iterator = decoder.values(of: Event.self, from: source, framing: framing).makeAsyncIterator()
            return await drain(&iterator)
        }
    }

    @Test(arguments: framings, EntryPoint.allCases)
    func aValueThatDoesNotDecodeIsSkippedAndTheStreamGoesOn(framing: JSONFraming, entryPoint: EntryPoint) async throws {
        let outcome = try await Self.outcome(of: Self.stream(framing), framing: framing, through: entryPoint)
        #expect(outcome.ids == [1, 4])
        #expect(outcome.errors == [.invalidValue, .invalidValue])
        #expect(outcome.continuable == [true, true])
        #expect(outcome.ended)
    }

    /// Streams whose framing breaks after one good value: a missing comma, text after the
    /// array, a broken envelope, or an end inside a value. (JSON Lines has no framing to break:
    /// every line is a value, and a broken one is skipped.)
    static let brokenFramings: [(JSONFraming, String)] = [
        (.array, #"[{"id":1} {"id":2}, {"id":3}]"#),
        (.array, #"[{"id":1}] x {"id":3}"#),
        (.array(at: "/rows"), #"{"rows":[{"id":1}] "w":2, "rows2":[{"id":3}]}"#),
        (.concatenated, #"{"id":1} {"id":"#),
    ]

    @Test(arguments: brokenFramings.indices, EntryPoint.allCases)
    func aBrokenFramingEndsTheStreamWithOneError(index: Int, entryPoint: EntryPoint) async throws {
        let (framing, text) = Self.brokenFramings[index]
        let outcome = try await Self.outcome(of: text, framing: framing, through: entryPoint)
        #expect(outcome.ids == [1], "\(text)")
        #expect(outcome.ended, "\(text)")
        #expect(outcome.continuable.allSatisfy { !$0 }, "\(text)")
        // Pushed: finish() throws an end inside a value, then next() throws it once more.
        #expect(outcome.errors.count >= 1 && outcome.errors.count <= 2, "\(text): \(outcome.errors)")
    }

    @Test func bytesAppendedAfterABrokenFramingAreDropped() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Event.self, framing: .array)
        try parser.append(Array(#"[{"id":1} {"id":2}"#.utf8))
        #expect(try parser.next() == Event(id: 1))
        let error = #expect(throws: JSONStreamError.self) { try parser.next() }
        #expect(error?.reason == .unexpectedCharacter(UInt8(ascii: "{")))
        try parser.append(Array(#", {"id":3}]"#.utf8))
        #expect(try parser.next() == nil)
        #expect(parser.bufferedByteCount == 0)
    }

    @Test func aJSONLinesDecodingErrorPointsAtTheValueNotTheLine() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Event.self, framing: .jsonLines)
        try parser.append(Array("{\"id\":1}\n   {\"id\":\"x\"}\n".utf8))
        #expect(try parser.next() == Event(id: 1))
        let error = #expect(throws: JSONStreamError.self) { try parser.next() }
        #expect(error?.line == 2)
        #expect(error?.column == 4)
        #expect(error?.byteOffset == 12)
    }
}
