import Foundation
import Testing
@testable import StreamJSON

extension Reliability {
    /// Invalid UTF-8 at every position class, NUL bytes, lone surrogate escapes and a document
    /// truncated at every byte: each is a `DecodingError.dataCorrupted` whose underlying error is
    /// a ``JSONSyntaxError`` (and the same error from the pull reader), never a crash.
    @Suite struct MalformedInputTests {
        /// The syntax error `body` throws, or nil (recording an issue) if it throws anything else
        /// or nothing.
        func syntaxError(_ body: () throws -> Void) -> JSONSyntaxError? {
            do {
                try body()
                Issue.record("expected a syntax error")
            } catch let DecodingError.dataCorrupted(context) {
                if let error = context.underlyingError as? JSONSyntaxError { return error }
                Issue.record("dataCorrupted without a JSONSyntaxError: \(context)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
            return nil
        }

        func readerError(_ bytes: [UInt8], json5: Bool = false) -> JSONSyntaxError? {
            var reader = JSONReader(bytes, allowsJSON5: json5)
            do {
                while try reader.next() != nil {}
                return nil
            } catch {
                return error
            }
        }

        // MARK: Invalid UTF-8

        /// Ill-formed byte sequences, by the class of the fault.
        static let invalidSequences: [(String, [UInt8])] = [
            ("lone continuation byte", [0x80]),
            ("continuation byte after ASCII", [0x61, 0xBF]),
            ("invalid lead byte C0", [0xC0, 0xAF]),
            ("invalid lead byte F5", [0xF5, 0x80, 0x80, 0x80]),
            ("invalid lead byte FF", [0xFF]),
            ("lead byte without continuation", [0xC3, 0x61]),
            ("three-byte lead cut short", [0xE2, 0x82, 0x61]),
            ("overlong two bytes", [0xC1, 0xBF]),
            ("overlong three bytes", [0xE0, 0x80, 0xAF]),
            ("overlong four bytes", [0xF0, 0x80, 0x80, 0xAF]),
            ("surrogate U+D800", [0xED, 0xA0, 0x80]),
            ("surrogate U+DFFF", [0xED, 0xBF, 0xBF]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
            ("five-byte form", [0xF8, 0x88, 0x80, 0x80, 0x80]),
        ]

        @Test func rejectsInvalidUTF8InStringsKeysAndBetweenTokens() {
            let decoder = StreamJSONDecoder()
            let json5 = StreamJSONDecoder()
            json5.allowsJSON5 = true
            for (name, sequence) in Self.invalidSequences {
                // A leading ASCII byte pair keeps the UTF-16/UTF-32 detection out of the way.
                let documents: [[UInt8]] = [
                    Array(#"["x"#.utf8) + sequence + Array(#"y"]"#.utf8),  // inside a string
                    Array(#"["#.utf8) + sequence + Array(#""]"#.utf8) + [],  // string starts with it
                    Array(#"{"k"#.utf8) + sequence + Array(#"":1}"#.utf8),  // inside a key
                    Array(#"[1,"#.utf8) + sequence + Array("]".utf8),  // between tokens
                    Array(#"["a"#.utf8) + sequence,  // at the very end
                ]
                for document in documents {
                    let error = syntaxError { _ = try decoder.decode(JSONValue.self, from: document) }
                    #expect(error != nil, "\(name)")
                    #expect(syntaxError { _ = try json5.decode(JSONValue.self, from: document) } != nil, "\(name)")
                    #expect(syntaxError { _ = try decoder.decode([String].self, from: document) } != nil, "\(name)")
                    #expect(readerError(document) != nil, "\(name)")
                    #expect(readerError(document, json5: true) != nil, "\(name)")
                }
                // Inside a string, the fault is reported as invalid UTF-8.
                let inString = Array(#"["x"#.utf8) + sequence + Array(#"y"]"#.utf8)
                #expect(
                    syntaxError { _ = try decoder.decode([String].self, from: inString) }?.reason == .invalidUTF8,
                    "\(name)")
            }
        }

        @Test func rejectsAMultiByteCharacterTruncatedAtTheEnd() {
            let euro: [UInt8] = [0xE2, 0x82, 0xAC]
            let emoji: [UInt8] = [0xF0, 0x9F, 0x98, 0x80]
            for character in [euro, emoji] {
                for cut in 1..<character.count {
                    let document = Array(#"["ab"#.utf8) + character.prefix(cut)
                    let reason = syntaxError {
                        _ = try StreamJSONDecoder().decode(JSONValue.self, from: document)
                    }?.reason
                    #expect(reason == .invalidUTF8 || reason == .unexpectedEndOfInput)
                    let closed = Array(#"["ab"#.utf8) + character.prefix(cut) + Array(#""]"#.utf8)
                    #expect(
                        syntaxError { _ = try StreamJSONDecoder().decode([String].self, from: closed) }?.reason
                            == .invalidUTF8)
                }
            }
        }

        // MARK: NUL bytes

        @Test func rejectsRawNULBytesAndAcceptsEscapedOnes() throws {
            let decoder = StreamJSONDecoder()
            let json5 = StreamJSONDecoder()
            json5.allowsJSON5 = true
            let inStrings: [[UInt8]] = [
                [0x5B, 0x22, 0x61, 0x00, 0x62, 0x22, 0x5D],  // ["a\0b"]: a raw control character
                [0x7B, 0x22, 0x00, 0x22, 0x3A, 0x31, 0x7D],  // {"\0":1}
            ]
            let elsewhere: [[UInt8]] = [
                [0x5B, 0x31, 0x2C, 0x00, 0x5D],  // [1,\0]
                [0x5B, 0x31, 0x5D, 0x00],  // [1]\0: trailing
                [0x00],
                [0x00, 0x00, 0x00, 0x00],
                [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x5B, 0x5D],
            ]
            for document in inStrings {
                #expect(
                    syntaxError { _ = try decoder.decode(JSONValue.self, from: document) }?.reason
                        == .unescapedControlCharacter)
                // JSON5 strings may hold any character but their quote, a backslash and line breaks.
                #expect(try json5.decode(JSONValue.self, from: document).description.utf8.contains(0) == false)
            }
            for document in elsewhere {
                #expect(syntaxError { _ = try decoder.decode(JSONValue.self, from: document) } != nil, "\(document)")
                #expect(syntaxError { _ = try json5.decode(JSONValue.self, from: document) } != nil, "\(document)")
            }
            #expect(try decoder.decode([String].self, from: #"["a\u0000b"]"#) == ["a\u{0}b"])
            #expect(try decoder.decode([String: Int].self, from: #"{"\u0000":1}"#) == ["\u{0}": 1])
        }

        // MARK: Lone surrogate escapes

        @Test(arguments: [
            #""\ud800""#, #""\udc00""#, #""\udbff\u0041""#, #""\ud800\ud800""#, #""\udc00\ud800""#,
            #""a\ud83d""#, #""\ud83d\""#, #""\ud83d\u""#, #""\ud83d\ude0""#, #""\ud83dx\ude00""#,
        ])
        func rejectsLoneSurrogateEscapes(document: String) {
            let decoder = StreamJSONDecoder()
            let reason = syntaxError { _ = try decoder.decode(String.self, from: document) }?.reason
            #expect(reason == .invalidUnicodeEscape || reason == .unexpectedEndOfInput || reason == .invalidEscape)
            #expect(syntaxError { _ = try decoder.decode([String: Int].self, from: "{\(document):1}") } != nil)
            #expect(syntaxError { _ = try decoder.decode(JSONValue.self, from: document) } != nil)
            #expect(readerError(Array(document.utf8)) != nil)
            decoder.allowsJSON5 = true
            #expect(syntaxError { _ = try decoder.decode(String.self, from: document) } != nil)
        }

        @Test func acceptsPairedSurrogateEscapes() throws {
            #expect(try StreamJSONDecoder().decode(String.self, from: #""\ud83d\ude00\uD834\uDD1E""#) == "😀𝄞")
        }

        // MARK: Truncation at every byte

        static let document = """
            {"id": 12345678901234567890, "name": "Zoë \\"Z\\" \\u00e9\\ud83d\\ude00 😀", "ratio": -1.25e-3,
             "tags": ["a", "", "\\n\\t\\/"], "nested": {"empty": {}, "list": [[], [null, true, false]]},
             "big": 1e308, "when": "2024-02-29T12:34:56.789Z", "data": "AAECAwQ="}
            """

        struct Model: Decodable {
            var id: UInt64
            var name: String
            var ratio: Double
            var tags: [String]
            var nested: [String: JSONValue]
            var big: Double
            var when: Date
            var data: Data
        }

        @Test func rejectsTheDocumentTruncatedAtEveryByte() throws {
            let bytes = Array(Self.document.utf8)
            let decoder = StreamJSONDecoder()
            decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
            let json5 = StreamJSONDecoder()
            json5.allowsJSON5 = true
            // The whole document is valid.
            _ = try decoder.decode(Model.self, from: bytes)
            _ = try decoder.decode(JSONValue.self, from: bytes)
            for end in 0..<bytes.count {
                let prefix = Array(bytes[..<end])
                #expect(syntaxError { _ = try decoder.decode(JSONValue.self, from: prefix) } != nil, "cut at \(end)")
                #expect(syntaxError { _ = try decoder.decode(Model.self, from: prefix) } != nil, "cut at \(end)")
                #expect(syntaxError { _ = try json5.decode(JSONValue.self, from: prefix) } != nil, "cut at \(end)")
                #expect(readerError(prefix) != nil, "cut at \(end)")
            }
        }
    }
}
