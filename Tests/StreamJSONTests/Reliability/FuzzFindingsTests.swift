import Foundation
import Testing
@testable import StreamJSON

extension Reliability {
    /// Replays every input in `FuzzFindings/` (crashes, hangs and slow inputs found by the
    /// fuzzer or by review) through the consumers the fuzzer drives: each ends in a value or a
    /// `DecodingError`, and the counted work stays within a small multiple of the input size.
    @Suite struct FuzzFindingsTests {
        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("FuzzFindings")

        static let findings: [URL] = {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { !$0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0) }
        }()

        @Test func theFolderHoldsFindings() {
            #expect(!Self.findings.isEmpty, "no files in \(Self.folder.path)")
        }

        @Test(arguments: findings)
        func replaysAFindingInLinearWork(_ file: URL) throws {
            let bytes = try [UInt8](Data(contentsOf: file))
            let (tally, _) = WorkCounter.measure { Self.replay(bytes) }
            let work = tally[.keyComparison] + tally[.hashProbe] + tally[.framedByte] + tally[.bufferedByteMoved]
            #expect(work <= 64 * max(bytes.count, 64), "\(file.lastPathComponent): \(work) units of work")
        }

        /// Every consumer; errors are fine, anything else (a trap, a hang) is the finding.
        static func replay(_ bytes: [UInt8]) {
            let strict = StreamJSONDecoder()
            let json5 = StreamJSONDecoder()
            json5.allowsJSON5 = true
            let value = try? strict.decode(JSONValue.self, from: bytes)
            _ = try? json5.decode(JSONValue.self, from: bytes)
            _ = try? strict.decode([String: JSONValue].self, from: bytes)
            _ = try? strict.decode([String: Int].self, from: bytes)
            if let sorted = try? strict.decode(ReadsSortedKeys.self, from: bytes), case .object(let object)? = value {
                // Coding keys compare as Strings: canonically equivalent keys count once.
                #expect(sorted.count == Set(object.keys).count)
            }
            var reader = JSONReader(bytes)
            while (try? reader.next()) != nil {}
            for framing in [JSONFraming.jsonLines, .concatenated, .array] {
                var parser = strict.incrementalDecoder(of: JSONValue.self, framing: framing)
                var offset = 0
                while offset < bytes.count {
                    let end = min(offset + 7, bytes.count)
                    try? parser.append(Array(bytes[offset..<end]))
                    offset = end
                    while (try? parser.next()) != nil {}
                }
                try? parser.finish()
                while (try? parser.next()) != nil {}
            }
        }
    }
}
