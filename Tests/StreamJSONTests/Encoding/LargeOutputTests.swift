import Foundation
import Testing
@testable import StreamJSON

/// Outputs larger than the workspace keeps (64 KB) are handed to their `Data` without a copy,
/// and the next encode starts with room for about as much: the bytes stay `JSONEncoder`'s,
/// call after call, growing, shrinking, and alternating with small documents.
@Suite struct LargeOutputTests {
    struct Row: Codable {
        var id: Int
        var name: String
        var values: [Double]
    }

    static func rows(_ count: Int) -> [Row] {
        (0..<count).map { Row(id: $0, name: "row \($0) \u{e9}\"/", values: [Double($0) / 7, -1.5]) }
    }

    @Test func largeOutputsEncodeLikeFoundationCallAfterCall() {
        let pair = EncoderPair(.sortedKeys)
        for count in [2_000, 2_000, 3_000, 1_500, 3, 2_500, 1, 4_000] {
            pair.expectSameOutput(Self.rows(count))
        }
    }

    @Test func largeOutputDataOutlivesTheNextEncode() throws {
        let encoder = StreamJSONEncoder()
        let first = try encoder.encode(Self.rows(2_000))
        let copy = Data(first)
        _ = try encoder.encode(Self.rows(2_500))
        _ = try encoder.encode(Self.rows(2))
        #expect(first.count > EncodingWorkspace.largestKeptOutput)
        #expect(first == copy)
        #expect(try JSONDecoder().decode([Row].self, from: first).count == 2_000)
    }

    @Test func outputBufferHandsOverItsBytesAndStartsAgainSmall() {
        let buffer = OutputBuffer()
        buffer.append(Array("hello".utf8))
        let data = buffer.takeData(nextCapacity: 32)
        #expect(Array(data) == Array("hello".utf8))
        #expect(buffer.count == 0)
        #expect(buffer.reservedCapacity == 32)
        buffer.replaceMemory(capacity: 100_000)
        #expect(buffer.reservedCapacity == 100_000)
        buffer.append(Array("again".utf8))
        #expect(buffer.makeArray() == Array("again".utf8))
    }
}
