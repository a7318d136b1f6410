import Foundation
import Testing
@testable import StreamJSON

/// The error's description names the value, the line, the byte and the cause.
@Suite struct JSONStreamErrorTests {
    func firstError(_ text: String, _ framing: JSONFraming) -> JSONStreamError? {
        do {
            _ = try streamedValues(Int.self, from: Array(text.utf8), framing: framing, splits: [])
            return nil
        } catch {
            return error as? JSONStreamError
        }
    }

    @Test func describesABrokenLine() throws {
        let error = try #require(firstError("1\n2\n[3]\n", .jsonLines))
        #expect(error.description.hasPrefix("Value 3 of the stream (line 3, column 1, byte 4) could not be decoded: "))
        #expect(error.description.contains("Expected to decode Int"))
    }

    @Test func describesATruncatedValue() throws {
        let error = try #require(firstError("1 [2", .concatenated))
        #expect(
            error.description
                == "The stream ended before value 2 of the stream (line 1, column 3, byte 2) was complete; "
                + "expected the rest of the value")
    }

    @Test func describesGarbageAfterTheArray() throws {
        let error = try #require(firstError("[1] x", .array))
        #expect(
            error.description
                == "Unexpected 'x' at line 1, column 5, byte 4 of the stream, after 1 values; "
                + "expected only whitespace after the array's ']'")
    }
}

/// One coordinate system for every framing: the 1-based value number, and
/// line, column and byte offset in the whole stream, all pointing at the same byte, whatever
/// the chunk boundaries; a syntax error's text appears once.
@Suite struct JSONStreamErrorCoordinateTests {
    /// The first error of decoding `text` as JSON values, the stream cut into chunks of
    /// `chunkSize` bytes.
    func firstError(_ text: String, _ framing: JSONFraming, chunkSize: Int) -> JSONStreamError? {
        var parser = StreamJSONDecoder().incrementalDecoder(of: JSONValue.self, framing: framing)
        let bytes = Array(text.utf8)
        do {
            var offset = 0
            while offset < bytes.count {
                try parser.append(Array(bytes[offset..<min(offset + chunkSize, bytes.count)]))
                offset += chunkSize
                while try parser.next() != nil {}
            }
            try parser.finish()
            while try parser.next() != nil {}
            return nil
        } catch {
            return error as? JSONStreamError
        }
    }

    /// Line and column of `offset` in `text`, counted independently.
    func expectedPlace(_ text: String, _ offset: Int) -> (line: Int, column: Int) {
        let before = Array(text.utf8)[..<offset]
        let lines = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, lines.last!.unicodeScalars.count + 1)
    }

    static let cases: [(text: String, framing: JSONFraming, valueNumber: Int, errorAt: String)] = [
        ("1\n2\n{\"é\": 3,]\n4\n", .jsonLines, 3, "]"),
        ("1\n2\n  [1, 2,\n x]\n", .concatenated, 3, "x"),
        ("[1,\n 2,\n \"ü\", [3,\n  4 5]]", .array, 4, "5"),
        ("[\n1,\n2\n,\n  tru\n]", .array, 3, "\n]"),
    ]

    @Test(arguments: cases.indices)
    func reportsTheValueNumberAndThePlaceInTheWholeStream(index: Int) throws {
        let (text, framing, valueNumber, marker) = Self.cases[index]
        let byteOffset = try #require(Array(text.utf8).lastIndex(of: marker.utf8.first!))
        let (line, column) = expectedPlace(text, byteOffset)
        for chunkSize in [1, 2, 3, 7, 1000] {
            let error = try #require(firstError(text, framing, chunkSize: chunkSize), "chunks of \(chunkSize)")
            #expect(error.reason == .invalidValue)
            #expect(error.valueNumber == valueNumber && error.valueIndex == valueNumber - 1)
            #expect(error.byteOffset == byteOffset, "chunks of \(chunkSize)")
            #expect(error.line == line && error.column == column, "chunks of \(chunkSize): \(error)")
            #expect(
                error.description.hasPrefix(
                    "Value \(valueNumber) of the stream (line \(line), column \(column), byte \(byteOffset)) is not valid JSON: "
                ))
        }
    }

    @Test func printsASyntaxErrorOnce() throws {
        let error = try #require(firstError("1\n2\n[3,,]\n", .jsonLines, chunkSize: 4))
        let description = error.description
        #expect(description.components(separatedBy: "Unexpected character").count == 2, "\(description)")
        #expect(!description.contains("The given data was not valid JSON"))
        #expect(!description.contains("line 1, column"), "within-value coordinates leak: \(description)")
    }

    @Test func placesFramingErrorsAndTruncationsInTheWholeStream() throws {
        let garbage = try #require(firstError("[1,\n2]\n  x", .array, chunkSize: 3))
        #expect(garbage.reason == .unexpectedCharacter(UInt8(ascii: "x")))
        #expect((garbage.line, garbage.column, garbage.byteOffset) == (3, 3, 9))
        let truncated = try #require(firstError("1\n22\n[3,\n4", .concatenated, chunkSize: 2))
        #expect(truncated.reason == .unexpectedEndOfStream)
        #expect((truncated.line, truncated.column, truncated.byteOffset, truncated.valueNumber) == (3, 1, 5, 3))
        let crlf = try #require(firstError("1\r\n2\r\n\"x", .jsonLines, chunkSize: 5))
        #expect((crlf.line, crlf.valueNumber) == (3, 3))
    }
}
