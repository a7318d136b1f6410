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
        #expect(error.description.hasPrefix("The value 2 of the stream (line 3, byte 4) could not be decoded: "))
        #expect(error.description.contains("Expected to decode Int"))
    }

    @Test func describesATruncatedValue() throws {
        let error = try #require(firstError("1 [2", .concatenated))
        #expect(error.description
                == "The stream ended before value 1 of the stream (byte 2) was complete; expected the rest of the value")
    }

    @Test func describesGarbageAfterTheArray() throws {
        let error = try #require(firstError("[1] x", .array))
        #expect(error.description
                == "Unexpected 'x' at byte 4 of the stream, after 1 values; expected only whitespace after the array's ']'")
    }
}
