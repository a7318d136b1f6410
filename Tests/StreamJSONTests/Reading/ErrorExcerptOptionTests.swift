import Foundation
import Testing
@testable import StreamJSON

/// `includesInputExcerptInErrors`: syntax errors quote the input only when asked, in the
/// decoder, its streaming decoders and `JSONReader`; line, column, byte offset and what was
/// expected are always there.
@Suite struct ErrorExcerptOptionTests {
    /// A login body cut short: the excerpt would quote the password. (Made anew for each use:
    /// a `Data` in a global is reported as leaked by LeakSanitizer, which does not recognise
    /// its storage pointer inside `Data`'s representation.)
    static var body: Data { Data(#"{"user":"ann","password":"hunter2"#.utf8) }

    static func syntaxDescription(_ decoder: StreamJSONDecoder, _ data: Data) -> String? {
        do {
            _ = try decoder.decode([String: String].self, from: data)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return nil
        }
    }

    @Test func theDecoderLeavesTheInputOutByDefault() throws {
        let decoder = StreamJSONDecoder()
        #expect(decoder.includesInputExcerptInErrors == false)
        let description = try #require(Self.syntaxDescription(decoder, Self.body))
        #expect(
            description == "The given data was not valid JSON. Unexpected end of input "
                + "(expected '\"' to close the string) at line 1, column 34 (byte 33)")
        #expect(!description.contains("hunter2"))
        #expect(throws: DecodingError.self) { try decoder.validate(Self.body) }
        do {
            try decoder.validate(Self.body)
        } catch DecodingError.dataCorrupted(let context) {
            #expect(!context.debugDescription.contains("hunter2"))
            #expect((context.underlyingError as? JSONSyntaxError)?.excerpt == "")
        }
    }

    @Test func theDecoderQuotesTheInputWhenAsked() throws {
        let decoder = StreamJSONDecoder()
        decoder.includesInputExcerptInErrors = true
        let description = try #require(Self.syntaxDescription(decoder, Self.body))
        #expect(
            description == "The given data was not valid JSON. Unexpected end of input "
                + "(expected '\"' to close the string) at line 1, column 34 (byte 33): "
                + #"…ann","password":"hunter2<end of input>"#)
    }

    @Test(arguments: [false, true])
    func streamingDecodersFollowTheOption(includesExcerpt: Bool) throws {
        let decoder = StreamJSONDecoder()
        decoder.includesInputExcerptInErrors = includesExcerpt
        var stream = decoder.incrementalDecoder(of: [String: String].self, framing: .jsonLines)
        try stream.append(Array(#"{"user":"ann","password":"hunter2}"#.utf8) + [0x0A])
        do {
            while try stream.next() != nil {}
            Issue.record("decoded")
        } catch let error as JSONStreamError {
            let description = error.description
            #expect(
                description.hasPrefix(
                    "Value 1 of the stream (line 1, column 35, byte 34) is not valid JSON: "
                        + "Unexpected end of input (expected '\"' to close the string)"))
            #expect(description.contains("hunter2") == includesExcerpt, "\(description)")
        }
    }

    @Test(arguments: [false, true])
    func theReaderFollowsItsOption(includesExcerpt: Bool) throws {
        var reader = JSONReader(Self.body, includesInputExcerptInErrors: includesExcerpt)
        do {
            while try reader.next() != nil {}
            Issue.record("read")
        } catch {
            #expect(error.line == 1 && error.column == 34 && error.byteOffset == 33)
            #expect(error.description.contains("hunter2") == includesExcerpt, "\(error.description)")
            #expect(error.excerpt.isEmpty == !includesExcerpt)
        }
    }
}
