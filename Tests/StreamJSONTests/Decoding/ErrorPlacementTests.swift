import Foundation
import Testing
@testable import StreamJSON

/// Which error carries what, as the migration guide's table says: a syntax error its line,
/// column and byte offset; an error about a valid value that does not fit its type the coding
/// path only (as Foundation's); a stream's error the value's place in the stream. And a syntax
/// error prints its message once.
@Suite struct ErrorPlacementTests {
    struct Record: Decodable {
        var id: Int
        var small: UInt8?
        var when: Date?
    }

    static func decodingError(_ text: String, dates: StreamJSONDecoder.DateDecodingStrategy = .iso8601)
        -> DecodingError?
    {
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = dates
        do {
            _ = try decoder.decode([Record].self, from: Data(text.utf8))
            return nil
        } catch {
            return error as? DecodingError
        }
    }

    @Test func aSyntaxErrorCarriesLineColumnAndByte() throws {
        guard case .dataCorrupted(let context)? = Self.decodingError("[\n  {\"id\": 1]\n]") else {
            Issue.record("expected dataCorrupted")
            return
        }
        let syntax = try #require(context.underlyingError as? JSONSyntaxError)
        #expect(syntax.line == 2 && syntax.column == 11 && syntax.byteOffset == 12)
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.hasSuffix("at line 2, column 11 (byte 12)"))
    }

    @Test(arguments: [
        (#"[{"id": "x"}]"#, "typeMismatch"),
        (#"[{"id": null}]"#, "valueNotFound"),
        (#"[{}]"#, "keyNotFound"),
        (#"[{"id": 1, "small": 300}]"#, "dataCorrupted"),
        (#"[{"id": 1, "when": "2023-02-30T00:00:00Z"}]"#, "dataCorrupted"),
    ])
    func anErrorAboutAValidValueCarriesItsCodingPathOnly(text: String, kind: String) throws {
        let error = try #require(Self.decodingError(text))
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): context = c
        case .keyNotFound(let key, let c):
            #expect(key.stringValue == "id")
            context = c
        @unknown default: return
        }
        #expect("\(error)".contains(kind) || kind == "keyNotFound", "\(error)")
        #expect(context.codingPath.first?.intValue == 0, "\(error)")
        #expect(context.underlyingError == nil, "\(error)")
        #expect(!context.debugDescription.contains("line "), "\(error)")
    }

    @Test func aValueThatDoesNotFitInAStreamIsPlacedInTheStream() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Record.self, framing: .jsonLines)
        try parser.append(Array("{\"id\":1}\n{\"id\":\"x\"}\n".utf8))
        _ = try parser.next()
        let error = #expect(throws: JSONStreamError.self) { try parser.next() }
        #expect(error?.line == 2 && error?.column == 1 && error?.byteOffset == 9)
    }

    @Test func aSyntaxErrorPrintsItsMessageOnce() throws {
        let message = "Unexpected character ']' (expected a value) at line 1, column 4 (byte 3)"
        let error = try #require(Self.decodingError("[1,]"))
        let printed = String(describing: error)
        #expect(printed.components(separatedBy: message).count == 2, "\(printed)")
        #expect(printed.contains("JSONSyntaxError(.unexpectedCharacter)"), "\(printed)")
        guard case .dataCorrupted(let context) = error else { return }
        #expect((context.underlyingError as? JSONSyntaxError)?.description == message)
        // Through StreamJSONSerialization's NSError, and a JSONReader's own error, alike.
        do {
            _ = try StreamJSONSerialization.jsonObject(with: Data("[1,]".utf8))
        } catch {
            let place = "at line 1, column 4 (byte 3)"
            #expect(String(describing: error).components(separatedBy: place).count == 2, "\(error)")
        }
        var reader = JSONReader(Data("[1,]".utf8))
        let readerError = #expect(throws: JSONSyntaxError.self) { while try reader.next() != nil {} }
        #expect(readerError.map { String(describing: $0) } == message)
    }

    @Test func oddLengthUTF16SaysItEndsInHalfACodeUnit() throws {
        let bytes: [UInt8] = [0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00, 0x34]
        let half = "The input is UTF-16 and ends in half a code unit (an odd number of bytes)"
        let decoding = #expect(throws: DecodingError.self) { try StreamJSONDecoder().decode([Int].self, from: bytes) }
        #expect(decoding.map { "\($0)" }?.contains(half) == true)
        let document = #expect(throws: DecodingError.self) { try JSONDocument(Data(bytes)) }
        #expect(document.map { "\($0)" }?.contains(half) == true)
        let serialization = #expect(throws: NSError.self) { try StreamJSONSerialization.jsonObject(with: Data(bytes)) }
        #expect(serialization.map { "\($0)" }?.contains(half) == true)
        let utf32 = #expect(throws: DecodingError.self) {
            try StreamJSONDecoder().decode([Int].self, from: [0x5B, 0, 0, 0, 0x5D, 0, 0, 0, 0x20, 0])
        }
        #expect(utf32.map { "\($0)" }?.contains("UTF-32 and ends in part of a code unit") == true)
    }
}
