import Foundation
import Testing
@testable import StreamJSON

/// Every syntax error says what was expected, in the same words from `JSONReader` (and so the
/// command-line tool) and from the decoders' `JSONSyntaxError` (what `DecodingError.dataCorrupted`
/// carries): one table, `ExpectedToken`. The decoders' scanner reports only a reason and an
/// offset; the expectation is found on the error path by reading the document again.
@Suite struct ExpectedTokenMessageTests {
    /// A document, the reason, and the message (`JSONSyntaxError.message`) both layers give.
    static let cases: [(json: String, reason: JSONSyntaxError.Reason, message: String)] = [
        // Unexpected characters, at every place of the grammar.
        ("]", .unexpectedCharacter, "expected a value, found ']'"),
        ("[1,]", .unexpectedCharacter, "expected a value, found ']'"),
        ("[:", .unexpectedCharacter, "expected a value or ']', found ':'"),
        ("{1}", .unexpectedCharacter, "expected a key in double quotes or '}', found '1'"),
        (#"{"a":1,}"#, .unexpectedCharacter, "expected a key in double quotes, found '}'"),
        (#"{"a" 1}"#, .unexpectedCharacter, "expected ':' after the key, found '1'"),
        (#"{"a":1]"#, .unexpectedCharacter, "expected ',' or '}' after an object member, found ']'"),
        ("[1}", .unexpectedCharacter, "expected ',' or ']' after an array element, found '}'"),
        ("[tru!]", .unexpectedCharacter, "expected 'true', found '!'"),
        ("falsy", .unexpectedCharacter, "expected 'false', found 'y'"),
        ("nul1", .unexpectedCharacter, "expected 'null', found '1'"),
        // The end of the input, at every place.
        ("[", .unexpectedEndOfInput, "Unexpected end of input (expected a value or ']')"),
        ("[1,", .unexpectedEndOfInput, "Unexpected end of input (expected a value)"),
        ("{", .unexpectedEndOfInput, "Unexpected end of input (expected a key in double quotes or '}')"),
        (#"{"a":1,"#, .unexpectedEndOfInput, "Unexpected end of input (expected a key in double quotes)"),
        (#"{"a""#, .unexpectedEndOfInput, "Unexpected end of input (expected ':' after the key)"),
        (#"{"a"#, .unexpectedEndOfInput, "Unexpected end of input (expected '\"' to close the string)"),
        (#"{"a":"#, .unexpectedEndOfInput, "Unexpected end of input (expected a value)"),
        (#"{"a":1"#, .unexpectedEndOfInput, "Unexpected end of input (expected ',' or '}' after an object member)"),
        ("[1", .unexpectedEndOfInput, "Unexpected end of input (expected ',' or ']' after an array element)"),
        (#"["ab"#, .unexpectedEndOfInput, "Unexpected end of input (expected '\"' to close the string)"),
        ("[tr", .unexpectedEndOfInput, "Unexpected end of input (expected 'true')"),
        ("fals", .unexpectedEndOfInput, "Unexpected end of input (expected 'false')"),
        // After the value.
        (
            "{} x", .trailingCharacters,
            "Unexpected text after the JSON value (expected only whitespace after the value, found 'x')"
        ),
        // Inside tokens.
        ("-x", .invalidNumber, "Invalid number (expected a digit after '-', found 'x')"),
        ("[1.]", .invalidNumber, "Invalid number (expected a digit after the decimal point, found ']')"),
        ("1e+", .invalidNumber, "Invalid number (expected a digit in the exponent)"),
        ("[2E]", .invalidNumber, "Invalid number (expected a digit in the exponent, found ']')"),
        (
            "012", .invalidNumber,
            "Invalid number (expected '.', 'e' or the end of the number after a leading 0, found '1')"
        ),
        (
            #"["\x"]"#, .invalidEscape,
            #"Invalid escape sequence in string (expected one of " \ / b f n r t u after '\', found 'x')"#
        ),
        (
            #"["\u12G4"]"#, .invalidUnicodeEscape,
            #"Invalid \u escape or unpaired surrogate in string (expected four hexadecimal digits after '\u', found 'G')"#
        ),
        (
            #"["\u12\"]"#, .invalidUnicodeEscape,
            #"Invalid \u escape or unpaired surrogate in string (expected four hexadecimal digits after '\u', found '\')"#
        ),
        (
            #""\uD\"#, .invalidUnicodeEscape,
            #"Invalid \u escape or unpaired surrogate in string (expected four hexadecimal digits after '\u', found '\')"#
        ),
        (
            #"["\uD800"]"#, .invalidUnicodeEscape,
            #"Invalid \u escape or unpaired surrogate in string (expected a low surrogate escape (\uDC00 to \uDFFF) after the high surrogate)"#
        ),
        (
            #"["\uD800\u0041"]"#, .invalidUnicodeEscape,
            #"Invalid \u escape or unpaired surrogate in string (expected a low surrogate escape (\uDC00 to \uDFFF) after the high surrogate)"#
        ),
        (
            #"["\uDC00"]"#, .invalidUnicodeEscape,
            #"Invalid \u escape or unpaired surrogate in string (expected a high surrogate escape (\uD800 to \uDBFF) before the low surrogate)"#
        ),
        (
            "[\"a\tb\"]", .unescapedControlCharacter,
            #"Unescaped control character in string (expected an escape such as \n, \t or \u0000 instead of a raw control character, found U+0009)"#
        ),
        // Kinds with nothing to expect: the reason says it all.
        ("  ", .emptyInput, "The input holds no JSON value"),
    ]

    static func readerError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        var reader = JSONReader(bytes)
        do {
            while try reader.next() != nil {}
            return nil
        } catch {
            return error
        }
    }

    static func decoderError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try StreamJSONDecoder().decode(JSONValue.self, from: bytes)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.underlyingError as? JSONSyntaxError
        } catch {
            return nil
        }
    }

    @Test func theReaderAndTheDecoderSayWhatWasExpectedInTheSameWords() throws {
        for (json, reason, message) in Self.cases where !message.isEmpty {
            let bytes = Array(json.utf8)
            let reader = try #require(Self.readerError(bytes), "\(json)")
            let decoder = try #require(Self.decoderError(bytes), "\(json)")
            #expect(reader.reason == reason && decoder.reason == reason, "\(json)")
            #expect(reader.message == message, "\(json)")
            #expect(decoder.message == message, "\(json)")
            #expect(decoder.description == reader.description, "\(json)")
            #expect(decoder.byteOffset == reader.byteOffset, "\(json)")
        }
    }

    @Test func theDecodersDebugDescriptionCarriesTheExpectation() throws {
        do {
            _ = try StreamJSONDecoder().decode([String: Int].self, from: Data(#"{"a": 1]"#.utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.debugDescription == "The given data was not valid JSON. Unexpected character ']' "
                    + "(expected ',' or '}' after an object member) at line 1, column 8 (byte 7)")
        }
    }

    @Test func kindsWithoutAnExpectationKeepTheirSentence() throws {
        let invalidUTF8: [UInt8] = [UInt8(ascii: "["), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")]
        #expect(Self.decoderError(invalidUTF8)?.message == "Invalid UTF-8")
        #expect(Self.readerError(invalidUTF8)?.message == "Invalid UTF-8")
        let deep = Array(String(repeating: "[", count: 600).utf8)
        #expect(Self.decoderError(deep)?.message == "Too many nested arrays and objects (the limit is 512)")
        #expect(Self.readerError(deep)?.message == "Too many nested arrays and objects (the limit is 512)")
    }

    @Test func json5DocumentsGetTheStructuralExpectations() throws {
        let decoder = StreamJSONDecoder()
        decoder.allowsJSON5 = true
        do {
            _ = try decoder.decode(JSONValue.self, from: Data("{a: 1 2}".utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            let error = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(error.message == "expected ',' or '}' after an object member, found '2'")
        }
    }
}
