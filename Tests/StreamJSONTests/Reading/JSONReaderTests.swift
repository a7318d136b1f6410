import Foundation
import Testing
@testable import StreamJSON

/// ``JSONReader``: the events of a document, their byte ranges, lines and columns, and errors.
@Suite struct JSONReaderTests {
    /// Every event of `text` as (kind, token text).
    func events(_ text: String, allowsJSON5: Bool = false) throws(JSONSyntaxError) -> [(JSONEvent.Kind, String)] {
        var reader = JSONReader(text, allowsJSON5: allowsJSON5)
        var result: [(JSONEvent.Kind, String)] = []
        while let event = try reader.next() {
            result.append((event.kind, reader.text(of: event)))
        }
        return result
    }

    @Test func reportsEveryTokenInDocumentOrder() throws {
        let result = try events(#" {"a": [1, -2.5e3, "s"], "b": {"c": null}, "d": [true, false, []]} "#)
        #expect(
            result.map(\.0) == [
                .beginObject, .key, .beginArray, .number, .number, .string, .endArray,
                .key, .beginObject, .key, .null, .endObject,
                .key, .beginArray, .bool(true), .bool(false), .beginArray, .endArray, .endArray, .endObject,
            ])
        #expect(
            result.map(\.1) == [
                "{", #""a""#, "[", "1", "-2.5e3", #""s""#, "]",
                #""b""#, "{", #""c""#, "null", "}",
                #""d""#, "[", "true", "false", "[", "]", "]", "}",
            ])
    }

    @Test func readsScalarDocuments() throws {
        #expect(try events("42").map(\.1) == ["42"])
        #expect(try events(" \"x\" ").map(\.1) == ["\"x\""])
        #expect(try events("null").map(\.0) == [.null])
    }

    @Test func reportsByteRangesIncludingQuotes() throws {
        var reader = JSONReader(#"{"key":"välue"}"#)
        _ = try reader.next()
        let key = try #require(try reader.next())
        #expect(key.byteRange == 1..<6)
        let string = try #require(try reader.next())
        #expect(string.byteRange == 7..<15)  // ä is two bytes
    }

    @Test func reportsLineAndColumnOfEachToken() throws {
        var reader = JSONReader("{\n  \"a\": [1,\r\n    \"é\", 2],\r  \"b\": true\n}")
        var positions: [String: [Int]] = [:]
        while let event = try reader.next() {
            positions[reader.text(of: event), default: []] += [event.line, event.column]
        }
        #expect(positions["{"] == [1, 1])
        #expect(positions["\"a\""] == [2, 3])
        #expect(positions["["] == [2, 8])
        #expect(positions["1"] == [2, 9])
        #expect(positions["\"é\""] == [3, 5])
        #expect(positions["2"] == [3, 10])  // columns count scalars: é is one
        #expect(positions["\"b\""] == [4, 3])
        #expect(positions["true"] == [4, 8])
        #expect(positions["}"] == [5, 1])
    }

    @Test func decodesStringsAndNumbersOnRequest() throws {
        var reader = JSONReader(#"{"k\u00e9y": "a\nb\ud83d\ude00", "n": 12345678901234567890.50}"#)
        _ = try reader.next()
        let key = try #require(try reader.next())
        #expect(reader.string(of: key) == "kéy")
        #expect(reader.number(of: key) == nil)
        let string = try #require(try reader.next())
        #expect(reader.string(of: string) == "a\nb😀")
        _ = try reader.next()
        let number = try #require(try reader.next())
        #expect(reader.number(of: number)?.literal == "12345678901234567890.50")
        #expect(reader.string(of: number) == nil)
        reader.withUnsafeBytes(of: number) { #expect(Array($0) == Array("12345678901234567890.50".utf8)) }
    }

    @Test func tracksDepth() throws {
        var reader = JSONReader("[[{}]]")
        var depths: [Int] = []
        while try reader.next() != nil { depths.append(reader.depth) }
        #expect(depths == [1, 2, 3, 2, 1, 0])
    }

    @Test func deliversEventsBeforeAnErrorThenThrowsIt() throws {
        var reader = JSONReader("[1, 2,\n 3 x]")
        var kinds: [JSONEvent.Kind] = []
        do {
            while let event = try reader.next() { kinds.append(event.kind) }
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .unexpectedCharacter)
            #expect(error.line == 2 && error.column == 4)
            #expect(error.message == "expected ',' or ']' after an array element, found 'x'")
        }
        #expect(kinds == [.beginArray, .number, .number, .number])
        #expect(throws: JSONSyntaxError.self) { try reader.next() }  // and again
    }

    @Test func rejectsWhatTheScannerRejects() {
        let cases: [(String, JSONSyntaxError.Reason)] = [
            ("", .emptyInput), ("  ", .emptyInput), ("[1,]", .unexpectedCharacter), ("[1", .unexpectedEndOfInput),
            ("{\"a\" 1}", .unexpectedCharacter), ("{\"a\":}", .unexpectedCharacter), ("01", .invalidNumber),
            ("1 2", .trailingCharacters),
            ("[01]", .invalidNumber), ("\"\\x\"", .invalidEscape), ("\"\u{1}\"", .unescapedControlCharacter),
            ("[1] [2]", .trailingCharacters), ("{1:2}", .unexpectedCharacter), ("tru", .unexpectedEndOfInput),
            ("[\"\\ud800\"]", .invalidUnicodeEscape), ("{\"a\":1,}", .unexpectedCharacter),
        ]
        for (text, reason) in cases {
            #expect(throws: JSONSyntaxError.self, "\(text)") { _ = try events(text) }
            do {
                _ = try events(text)
            } catch {
                #expect(error.reason == reason, "\(text)")
            }
        }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONSyntaxError.self) {
            var reader = JSONReader([UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")])
            while try reader.next() != nil {}
        }
    }

    @Test func limitsNestingDepth() throws {
        var reader = JSONReader(String(repeating: "[", count: 4) + String(repeating: "]", count: 4), maximumDepth: 3)
        do {
            while try reader.next() != nil {}
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .tooDeeplyNested(limit: 3))
        }
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try events(deep).count == 1024)
    }

    @Test func readsJSON5WhenAllowed() throws {
        let text = "// comment\n{unquoted: 'single', trailing: [0x1F, +.5, Infinity,], }"
        #expect(throws: JSONSyntaxError.self) { _ = try events(text) }
        let result = try events(text, allowsJSON5: true)
        #expect(result.map(\.1) == ["{", "unquoted", "'single'", "trailing", "[", "0x1F", "+.5", "Infinity", "]", "}"])
        var reader = JSONReader(text, allowsJSON5: true)
        var numbers: [Double] = []
        var strings: [String] = []
        while let event = try reader.next() {
            if let number = reader.number(of: event) { numbers.append(number.double) }
            if let string = reader.string(of: event) { strings.append(string) }
        }
        #expect(numbers == [31, 0.5, .infinity])
        #expect(strings == ["unquoted", "single", "trailing"])
    }

    @Test func skipsAByteOrderMark() throws {
        var reader = JSONReader([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        let first = try #require(try reader.next())
        #expect(first.kind == .beginArray && first.byteRange == 3..<4)
    }

    @Test func readsFromData() throws {
        var reader = JSONReader(Data("[true]".utf8))
        #expect(try reader.next()?.kind == .beginArray)
        #expect(try reader.next()?.kind == .bool(true))
        #expect(try reader.next()?.kind == .endArray)
        #expect(try reader.next() == nil)
        #expect(try reader.next() == nil)
    }
}
