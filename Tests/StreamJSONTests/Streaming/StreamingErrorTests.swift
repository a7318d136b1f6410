import Foundation
import Testing
@testable import StreamJSON

/// Broken streams: where the error points, what was delivered before it, and whether the
/// stream can go on.
@Suite struct StreamingErrorTests {
    struct Event: Decodable, Equatable { var id: Int }

    @Test func brokenJSONLinesLineIsReportedAndSkipped() throws {
        let text = "{\"id\":1}\n\n{\"id\":2,}\n{\"id\":\"three\"}\r\n{\"id\":4}\n"
        var parser = StreamJSONDecoder().incrementalDecoder(of: Event.self, framing: .jsonLines)
        try parser.append(Array(text.utf8))
        try parser.finish()
        var delivered: [Int] = []
        var errors: [JSONStreamError] = []
        while true {
            do {
                guard let event = try parser.next() else { break }
                delivered.append(event.id)
            } catch let error as JSONStreamError {
                errors.append(error)
            }
        }
        #expect(delivered == [1, 4])
        #expect(errors.map(\.line) == [3, 4])
        #expect(errors.map(\.valueIndex) == [1, 2])
        #expect(errors.map(\.byteOffset) == [18, 20])  // the syntax error's byte; the value's first byte
        #expect(errors.map(\.column) == [9, 1])
        #expect(errors.allSatisfy { $0.reason == .invalidValue && $0.canContinue })
        guard case .dataCorrupted(let context)? = errors[0].decodingError else {
            Issue.record("expected dataCorrupted, got \(String(describing: errors[0].underlyingError))")
            return
        }
        #expect((context.underlyingError as? JSONSyntaxError)?.reason == .unexpectedCharacter)
        guard case .typeMismatch(_, let mismatch)? = errors[1].decodingError else {
            Issue.record("expected typeMismatch")
            return
        }
        #expect(mismatch.codingPath.map(\.stringValue) == ["id"])
        #expect(errors[0].description.contains("line 3"))
    }

    @Test func concatenatedStreamSkipsABrokenValueAndGoesOn() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Int.self, framing: .concatenated)
        try parser.append(Array("1 2 tru 4 5".utf8))
        #expect(try parser.next() == 1)
        #expect(try parser.next() == 2)
        let error = #expect(throws: JSONStreamError.self) { try parser.next() }
        #expect(error?.valueIndex == 2)
        #expect(error?.byteOffset == 7)  // "tru" ends where "true" should go on
        #expect(error?.line == 1)
        #expect(error?.canContinue == true)
        #expect(try parser.next() == 4)
        try parser.finish()  // the 5 ends with the stream
        #expect(try parser.next() == 5)
        #expect(try parser.next() == nil)
    }

    @Test func concatenatedStrayClosingBracketIsABrokenValue() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: AnyJSON.self, framing: .concatenated)
        try parser.append(Array("{} ] {}".utf8))
        #expect(try parser.next() == .object([:]))
        let error = #expect(throws: JSONStreamError.self) { try parser.next() }
        #expect(error?.reason == .invalidValue)
        #expect(error?.byteOffset == 3)
    }

    @Test(arguments: [
        ("[1,2,3", 6, JSONStreamError.Reason.unexpectedEndOfStream),  // no ']'
        ("[1,2,{\"a\":", 5, .unexpectedEndOfStream),  // inside an element
        ("[1,2,\"abc\\", 5, .unexpectedEndOfStream),  // inside an escape
        ("[1,2,", 5, .unexpectedEndOfStream),  // after a comma
        ("", 0, .unexpectedEndOfStream),  // no array at all
    ])
    func truncatedArrayThrowsFromFinishWithTheOffset(text: String, offset: Int, reason: JSONStreamError.Reason) throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: AnyJSON.self, framing: .array)
        try parser.append(Array(text.utf8))
        var delivered = 0
        while try parser.next() != nil { delivered += 1 }
        let error = #expect(throws: JSONStreamError.self) { try parser.finish() }
        #expect(error?.reason == reason)
        #expect(error?.byteOffset == offset)
        #expect(delivered == min(2, text.filter { $0 == "," }.count))
        // next() delivers what the end completed (the 3 of "[1,2,3"), throws the same error
        // once, then returns nil.
        let again = #expect(throws: JSONStreamError.self) { while try parser.next() != nil {} }
        #expect(again?.byteOffset == offset)
        #expect(try parser.next() == nil)
    }

    @Test func truncatedConcatenatedAndJSONLinesStreamsThrowFromFinish() throws {
        var concatenated = StreamJSONDecoder().incrementalDecoder(of: AnyJSON.self, framing: .concatenated)
        try concatenated.append(Array("{\"a\":1} {\"b\":[1,".utf8))
        #expect(try concatenated.next() == .object(["a": .number(1)]))
        #expect(try concatenated.next() == nil)
        let error = #expect(throws: JSONStreamError.self) { try concatenated.finish() }
        #expect(error?.byteOffset == 8)
        #expect(error?.valueIndex == 1)
        #expect(error?.description.contains("byte 8") == true)

        var lines = StreamJSONDecoder().incrementalDecoder(of: AnyJSON.self, framing: .jsonLines)
        try lines.append(Array("1\n2\n\"unfinished".utf8))
        #expect(try lines.next() == .number(1))
        #expect(try lines.next() == .number(2))
        let lineError = #expect(throws: JSONStreamError.self) { try lines.finish() }
        #expect(lineError?.reason == .unexpectedEndOfStream)
        #expect(lineError?.line == 3)
        #expect(lineError?.byteOffset == 4)
    }

    @Test func finishDoesNotThrowForValuesThatTheEndCompletes() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Int.self, framing: .concatenated)
        try parser.append(Array("1 2 34".utf8))
        #expect(try parser.next() == 1)
        #expect(try parser.next() == 2)
        #expect(try parser.next() == nil)  // 34 might go on
        try parser.finish()
        #expect(try parser.next() == 34)
        #expect(try parser.next() == nil)
    }

    @Test func valuesBeforeATruncationAreStillDeliveredAfterFinishThrows() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Int.self, framing: .array)
        try parser.append(Array("[1,2,3".utf8))
        #expect(throws: JSONStreamError.self) { try parser.finish() }
        #expect(try parser.next() == 1)
        #expect(try parser.next() == 2)
        #expect(try parser.next() == 3)
        #expect(throws: JSONStreamError.self) { try parser.next() }
    }

    @Test(arguments: [
        ("[1] x", 4, UInt8(ascii: "x")),
        ("[1] []", 4, UInt8(ascii: "[")),
        ("[1 2]", 3, UInt8(ascii: "2")),
        ("{\"a\":1}", 0, UInt8(ascii: "{")),
    ])
    func arrayFramingRejectsAnythingButOneArray(text: String, offset: Int, byte: UInt8) throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Int.self, framing: .array)
        try parser.append(Array(text.utf8))
        try parser.finish()
        var delivered: [Int] = []
        let error = #expect(throws: JSONStreamError.self) {
            while let value = try parser.next() { delivered.append(value) }
        }
        #expect(error?.reason == .unexpectedCharacter(byte))
        #expect(error?.byteOffset == offset)
        #expect(delivered == (offset == 0 ? [] : [1]))
        #expect(error?.description.contains("byte \(offset)") == true)
    }

    @Test func arrayTrailingCommaIsABrokenElementUnlessJSON5() throws {
        let strict = #expect(throws: JSONStreamError.self) {
            _ = try streamedValues(Int.self, from: Array("[1,]".utf8), framing: .array, splits: [])
        }
        #expect(strict?.byteOffset == 3)
        let decoder = StreamJSONDecoder()
        decoder.allowsJSON5 = true
        #expect(
            try streamedValues(Int.self, from: Array("[1,]".utf8), framing: .array, splits: [], decoder: decoder)
                == [1])
    }
}
