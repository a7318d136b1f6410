import Foundation
import Testing
@testable import StreamJSON

/// `values(of:from:framing:)` over asynchronous sources of chunks and of bytes.
@Suite struct AsyncValuesTests {
    struct Event: Decodable, Equatable { var id: Int; var name: String }

    static let text = (0..<50).map { #"{"id":\#($0),"name":"é\"\#($0)😀"}"# }.joined(separator: "\n") + "\n"
    static let expected = (0..<50).map { Event(id: $0, name: "é\"\($0)😀") }

    /// The bytes of `text` cut into chunks of 1 to 13 bytes.
    static func chunks() -> [[UInt8]] {
        let bytes = Array(text.utf8)
        var generator = SeededGenerator(seed: 42)
        let splits = [0] + randomSplits(count: bytes.count, maximum: 13, using: &generator) + [bytes.count]
        return zip(splits, splits.dropFirst()).map { Array(bytes[$0..<$1]) }
    }

    @Test func decodesAnAsyncStreamOfDataChunks() async throws {
        let source = AsyncStream<Data> { continuation in
            for chunk in Self.chunks() { continuation.yield(Data(chunk)) }
            continuation.finish()
        }
        var events: [Event] = []
        for try await event in StreamJSONDecoder().values(of: Event.self, from: source, framing: .jsonLines) {
            events.append(event)
        }
        #expect(events == Self.expected)
    }

    @Test func decodesAnAsyncStreamOfByteArrayChunksAsTheyArrive() async throws {
        let (source, continuation) = AsyncStream<[UInt8]>.makeStream()
        var iterator = StreamJSONDecoder().values(of: Int.self, from: source, framing: .array).makeAsyncIterator()
        continuation.yield(Array("[1, 2".utf8))
        #expect(try await iterator.next() == 1)  // 2 may go on: the iterator waits for more
        continuation.yield(Array("3, 4]".utf8))
        #expect(try await iterator.next() == 23)
        #expect(try await iterator.next() == 4)
        continuation.finish()
        #expect(try await iterator.next() == nil)
    }

    @Test func decodesAnAsyncSequenceOfBytes() async throws {
        let source = AsyncStream<UInt8> { continuation in
            for byte in Self.text.utf8 { continuation.yield(byte) }
            continuation.finish()
        }
        var events: [Event] = []
        for try await event in StreamJSONDecoder().values(of: Event.self, from: source, framing: .concatenated) {
            events.append(event)
        }
        #expect(events == Self.expected)
    }

    @Test func sourceEndingInsideAValueThrowsAfterTheCompleteValues() async throws {
        let source = AsyncStream<[UInt8]> { continuation in
            continuation.yield(Array(#"{"id":1,"name":"a"}{"id":2,"na"#.utf8))
            continuation.finish()
        }
        var events: [Event] = []
        let error = await #expect(throws: JSONStreamError.self) {
            for try await event in StreamJSONDecoder().values(of: Event.self, from: source, framing: .concatenated) {
                events.append(event)
            }
        }
        #expect(events == [Event(id: 1, name: "a")])
        #expect(error?.reason == .unexpectedEndOfStream)
        #expect(error?.byteOffset == 19)
    }

    @Test func brokenLineCanBeSkippedByCallingNextAgain() async throws {
        let source = AsyncStream<[UInt8]> { continuation in
            continuation.yield(Array("1\nx\n3\n".utf8))
            continuation.finish()
        }
        var iterator = StreamJSONDecoder().values(of: Int.self, from: source, framing: .jsonLines).makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        let error = await #expect(throws: JSONStreamError.self) { try await iterator.next() }
        #expect(error?.line == 2 && error?.canContinue == true)
        #expect(try await iterator.next() == 3)
        #expect(try await iterator.next() == nil)
    }

    @Test func cancellationStopsTheIteration() async throws {
        let (source, continuation) = AsyncStream<[UInt8]>.makeStream()
        continuation.yield(Array("1\n2\n".utf8))  // the stream never finishes
        let (delivered, deliveredContinuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            var count = 0
            for try await _ in StreamJSONDecoder().values(of: Int.self, from: source, framing: .jsonLines) {
                count += 1
                deliveredContinuation.yield(count)
            }
            return count
        }
        var seen = 0
        for await count in delivered {
            seen = count
            if count == 2 { break }
        }
        #expect(seen == 2)
        task.cancel()  // the task waits for a chunk that never comes; the AsyncStream ends on cancel
        await #expect(throws: CancellationError.self) { try await task.value }
        continuation.finish()
    }

    @Test func cancelledTaskThrowsCancellationErrorBeforeTheNextValue() async throws {
        let source = AsyncStream<[UInt8]> { continuation in
            continuation.yield(Array("1\n2\n3\n".utf8))
            continuation.finish()
        }
        let task = Task {
            var iterator = StreamJSONDecoder().values(of: Int.self, from: source, framing: .jsonLines)
                .makeAsyncIterator()
            withUnsafeCurrentTask { $0?.cancel() }
            return try await iterator.next()
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
