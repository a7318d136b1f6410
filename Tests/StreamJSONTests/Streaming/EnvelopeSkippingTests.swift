import Foundation
import Testing
@testable import StreamJSON

/// Streaming `.array(at:)` beside large envelope members: they are validated as they stream
/// past in memory bounded by a chunk and the nesting depth (the stream buffer's peak is the
/// counter), errors in them are placed at the syntax error's own byte, and they are reported
/// as the envelope's, not as values of the stream.
@Suite struct EnvelopeSkippingTests {
    static let chunkSize = 4096

    /// `{"meta": <sibling>, "rows": [{"id":0},…], "next": <after>}`.
    static func envelope(sibling: String, rows: Int = 3, after: String = #""x""#) -> [UInt8] {
        let rowText = (0..<rows).map { #"{"id":\#($0)}"# }.joined(separator: ",")
        return Array(#"{"meta": \#(sibling), "rows": [\#(rowText)], "next": \#(after)}"#.utf8)
    }

    /// A large array of records, nested a little: `[{"n":0,"tags":["a","b"],"p":{"x":1.5}}, …]`.
    static func bigArray(records: Int) -> String {
        "["
            + (0..<records).map { #"{"n":\#($0),"tags":["a\u00e9","b"],"p":{"x":1.5e3,"ok":true,"z":null}}"# }
            .joined(separator: ",\n") + "]"
    }

    struct Row: Decodable, Equatable { var id: Int }

    /// Streams `bytes` in chunks; returns the rows, the error if any, and the buffer's peak.
    static func stream(
        _ bytes: [UInt8], keepingEnvelope: Bool = false, decoder: StreamJSONDecoder = StreamJSONDecoder()
    )
        -> (rows: [Row], error: JSONStreamError?, peak: Int, envelope: JSONValue?)
    {
        var stream = decoder.incrementalDecoder(
            of: Row.self, framing: .nestedArray(at: "/rows", keepingEnvelope: keepingEnvelope))
        var rows: [Row] = []
        do {
            var start = 0
            while start < bytes.count {
                let end = min(start + chunkSize, bytes.count)
                try stream.append(Array(bytes[start..<end]))
                while let row = try stream.next() { rows.append(row) }
                start = end
            }
            try stream.finish()
            while let row = try stream.next() { rows.append(row) }
        } catch let error as JSONStreamError {
            return (rows, error, stream.buffer.peakCount, stream.envelope)
        } catch {
            Issue.record("\(error)")
        }
        return (rows, nil, stream.buffer.peakCount, stream.envelope)
    }

    @Test func aSiblingMuchLargerThanTheChunkIsSkippedInBoundedMemory() throws {
        let sibling = Self.bigArray(records: 20_000)  // about 1.4 MB, 350 chunks
        let after = #"{"more": "# + Self.bigArray(records: 5_000) + "}"
        let bytes = Self.envelope(sibling: sibling, after: after)
        #expect(bytes.count > 300 * Self.chunkSize)
        let result = Self.stream(bytes)
        #expect(result.error == nil)
        #expect(result.rows == [Row(id: 0), Row(id: 1), Row(id: 2)])
        // The buffer never held much more than a chunk (the records are about 70 bytes).
        #expect(result.peak <= 2 * Self.chunkSize, "peak \(result.peak) bytes")
    }

    @Test func keepingTheEnvelopeStillBuildsItWhole() throws {
        let sibling = Self.bigArray(records: 3_000)
        let bytes = Self.envelope(sibling: sibling, after: #"{"a": [1, {"b": "\u00e9"}], "c": -0.0}"#)
        let result = Self.stream(bytes, keepingEnvelope: true)
        #expect(result.error == nil && result.rows.count == 3)
        var whole = try StreamJSONDecoder().decode(JSONValue.self, from: bytes).objectValue!
        whole.removeValue(forKey: "rows")
        #expect(result.envelope == .object(whole))
    }

    @Test func aSyntaxErrorInASkippedMemberIsPlacedAtItsOwnByte() throws {
        var sibling = Self.bigArray(records: 5_000)
        let broken = sibling.range(
            of: "true", options: .backwards,
            range: sibling.startIndex..<sibling.index(sibling.startIndex, offsetBy: sibling.count / 2))!
        sibling.replaceSubrange(broken, with: "tru!")
        let bytes = Self.envelope(sibling: sibling)
        let result = Self.stream(bytes)
        let error = try #require(result.error)
        let offset = try #require(String(decoding: bytes, as: UTF8.self).utf8.firstIndex(of: UInt8(ascii: "!")))
        let bang = String(decoding: bytes, as: UTF8.self).utf8.distance(
            from: String(decoding: bytes, as: UTF8.self).utf8.startIndex, to: offset)
        #expect(error.reason == .invalidValue)
        #expect(error.byteOffset == bang)
        let lineStart = bytes[..<bang].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        #expect(error.line == bytes[..<bang].filter { $0 == UInt8(ascii: "\n") }.count + 1)
        #expect(error.column == bang - lineStart + 1)
        #expect(error.envelopeMember?.tokens.first == "meta")
        #expect(error.valueIndex == 0 && result.rows.isEmpty)
        #expect(error.description.hasPrefix("The envelope's member /meta/"), "\(error.description)")
        #expect(
            error.description.contains(
                "after 0 elements of the array) is not valid JSON: Unexpected character '!' (expected 'true')"),
            "\(error.description)")
        #expect(result.peak <= 2 * Self.chunkSize)
    }

    @Test func anErrorAfterTheArrayNamesTheMemberAndCountsOnlyElements() throws {
        let bytes = Self.envelope(sibling: "1", rows: 5, after: #"{"cursor": [1, 2,, 3]}"#)
        let result = Self.stream(bytes)
        let error = try #require(result.error)
        #expect(result.rows.count == 5)
        #expect(error.valueIndex == 5)
        #expect(error.envelopeMember == "/next")  // the member; the byte says where inside it
        let comma = Array(bytes).indices.first { bytes[$0] == UInt8(ascii: ",") && bytes[$0 - 1] == UInt8(ascii: ",") }!
        #expect(error.byteOffset == comma)
        #expect(
            error.description.hasPrefix(
                "The envelope's member /next (line 1, column \(comma + 1), byte \(comma), "
                    + "after 5 elements of the array) is not valid JSON"), "\(error.description)")
    }

    @Test func theEnvelopesOwnPunctuationIsReportedAsTheEnvelopes() throws {
        let bytes = Array(#"{"meta": 1 "rows": [1]}"#.utf8)
        let result = Self.stream(bytes)
        let error = try #require(result.error)
        #expect(error.reason == .unexpectedCharacter(UInt8(ascii: "\"")))
        #expect(error.envelopeMember == JSONPointer.root)
        #expect(
            error.description
                == "Unexpected '\"' in the envelope (line 1, column 12, byte 11, after 0 elements of the array); "
                + "expected ',' or '}' after an object member")
    }

    @Test func elementErrorsAreStillValuesOfTheStream() throws {
        let bytes = Array(#"{"meta": [1, 2], "rows": [{"id": 1}, {"id": tru}]}"#.utf8)
        let error = try #require(Self.stream(bytes).error)
        #expect(error.envelopeMember == nil && error.valueIndex == 1)
        #expect(error.description.hasPrefix("Value 2 of the stream"))
    }

    @Test func skippedMembersKeepTheNestingLimit() throws {
        let decoder = StreamJSONDecoder()
        decoder.maximumNestingDepth = 64
        let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let result = Self.stream(Self.envelope(sibling: deep), decoder: decoder)
        let error = try #require(result.error)
        #expect(error.reason == .invalidValue)
        #expect(error.syntaxError?.reason == .tooDeeplyNested(limit: 64))
        #expect(result.peak <= 2 * Self.chunkSize)
    }
}
