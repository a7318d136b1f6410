import Foundation
import Testing
@testable import StreamJSON

/// The tape a ``JSONDocument`` takes over from the scanner: the same entries, without a copy
/// unless the scanner's memory is mostly spare room, readable from many threads at once.
@Suite struct FrozenTapeTests {
    /// The entries of a fresh scan of `text`, and the frozen tape of another scan of it.
    static func scanTwice(_ text: String) throws -> (entries: [TapeEntry], frozen: FrozenTape) {
        let bytes = Array(text.utf8)
        return try InputBytes.with(bytes) { input in
            let tape = try JSONScanner.scan(input)
            let entries = (0..<tape.count).map { tape[$0] }
            return (entries, FrozenTape(taking: try JSONScanner.scan(input)))
        }
    }

    @Test func holdsTheScannersEntriesInOrder() throws {
        let text = #"{"array":[1,2,3],"number":42,"nested":{"a":[{"b":null}],"c":"\u00e9"}}"#
        let (entries, frozen) = try Self.scanTwice(text)
        #expect(frozen.count == entries.count)
        #expect(Array(frozen) == entries)
        #expect(frozen.indices == 0..<entries.count)
    }

    @Test func keepsTheTapeOfADocumentThatIsOneLongString() throws {
        // One string of 12,000 bytes: the scanner reserves a thousand entries and writes one.
        let text = "\"" + String(repeating: "x", count: 12_000) + "\""
        let (entries, frozen) = try Self.scanTwice(text)
        #expect(entries.count == 1)
        #expect(Array(frozen) == entries)
        let document = try JSONDocument(text)
        #expect(document.tapeCount == 1)
        #expect(document.root.string?.count == 12_000)
    }

    @Test func documentsAreReadFromManyThreadsAtOnce() async throws {
        let members = (0..<200).map { #""k\#($0)":[\#($0),"v\#($0)",{"n":\#($0)}]"# }
        let document = try JSONDocument("{" + members.joined(separator: ",") + "}")
        let sums = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var sum = 0
                    for (key, value) in document.root.members ?? [] {
                        sum += (value[0]?.int ?? 0) + (value[2]?["n"]?.int ?? 0) + key.count
                    }
                    return sum
                }
            }
            var sums: [Int] = []
            for await sum in group { sums.append(sum) }
            return sums
        }
        let expected = (0..<200).reduce(0) { $0 + 2 * $1 + "k\($1)".count }
        #expect(sums == Array(repeating: expected, count: 8))
    }
}
