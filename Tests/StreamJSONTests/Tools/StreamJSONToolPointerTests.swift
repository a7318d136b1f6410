import Foundation
import Testing
@testable import StreamJSON

/// `streamjson get` and `streamjson lines`, and the option and message rules they came with,
/// end to end.
@Suite(.enabled(if: StreamJSONTool.isAvailable, Comment(rawValue: StreamJSONTool.skipMessage)))
struct StreamJSONToolPointerTests {
    typealias Tool = StreamJSONTool

    static let reply =
        #"{"status": "ok", "data": {"items": [{"id": 1, "price": 2.50, "tag": "\u00e9\/"}, 7]}, "a/b": {"~": true}}"#

    // MARK: get

    @Test func getPrintsTheValueAtAPointerAsWritten() throws {
        try Tool.withFile(Self.reply) { path in
            let run = try Tool.run(["get", "/data/items/0", path])
            #expect(run.status == 0 && run.errors.isEmpty)
            #expect(run.output == "{\n  \"id\": 1,\n  \"price\": 2.50,\n  \"tag\": \"\\u00e9\\/\"\n}\n")
        }
    }

    @Test func getResolvesEscapesAndPrintsScalarsAndCompactOutput() throws {
        #expect(try Tool.run(["get", "/a~1b/~0"], input: Self.reply).output == "true\n")
        #expect(try Tool.run(["get", "/data/items/1"], input: Self.reply).output == "7\n")
        #expect(try Tool.run(["get", "", "--indent", "0"], input: #"{ "a" : [ 1 ] }"#).output == "{\"a\":[1]}\n")
        #expect(
            try Tool.run(["--sort-keys", "get", "/data/items/0", "--indent=0"], input: Self.reply).output
                == #"{"id":1,"price":2.50,"tag":"\u00e9\/"}"# + "\n")
    }

    @Test func getExitsOneWithAClearMessageWhenTheValueIsAbsent() throws {
        let cases: [(String, String)] = [
            ("/data/rows", "<stdin>: no value at /data/rows: the object at /data has no member \"rows\"\n"),
            ("/data/items/2", "<stdin>: no value at /data/items/2: the array at /data/items has 2 elements\n"),
            ("/status/x", "<stdin>: no value at /status/x: the value at /status is a string, not an object or array\n"),
            (
                "/data/items/01",
                "<stdin>: no value at /data/items/01: \"01\" is not an array index, and the value at /data/items is an array\n"
            ),
        ]
        for (pointer, message) in cases {
            let run = try Tool.run(["get", pointer], input: Self.reply)
            #expect(run.status == 1 && run.output.isEmpty, "\(pointer)")
            #expect(run.errors == message)
        }
    }

    @Test func getTakesTheLibrarysIndexRuleOfAtMostEighteenDigits() throws {
        // 18 digits are an index (past the end here); 19 are not, even where the number fits
        // an Int: `JSONPointer.index(of:)`, as decode(_:from:at:), JSONValue and lines have it.
        let past = try Tool.run(["get", "/data/items/999999999999999999"], input: Self.reply)
        #expect(past.status == 1 && past.output.isEmpty)
        #expect(
            past.errors == "<stdin>: no value at /data/items/999999999999999999: "
                + "the array at /data/items has 2 elements\n")
        let long = try Tool.run(["get", "/data/items/1000000000000000000"], input: Self.reply)
        #expect(long.status == 1 && long.output.isEmpty)
        #expect(
            long.errors == "<stdin>: no value at /data/items/1000000000000000000: "
                + "\"1000000000000000000\" is not an array index, and the value at /data/items is an array\n")
        let lines = try Tool.run(["lines", "/1000000000000000000"], input: #"[[1]]"#)
        #expect(lines.status == 1 && lines.output.isEmpty)
    }

    @Test func getReportsInvalidJSONAfterTheValue() throws {
        let run = try Tool.run(["get", "/a"], input: #"{"a": 1, "b": [1 2]}"#)
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(run.errors == "<stdin>:1:18: expected ',' or ']' after an array element, found '2'\n")
    }

    @Test func getNeedsAValidPointer() throws {
        for arguments in [["get"], ["get", "data"], ["get", "/a~2"]] {
            let run = try Tool.run(arguments)  // no input: the tool exits before reading any
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.hasPrefix("streamjson: "), "\(arguments)")
            #expect(run.errors.hasSuffix("\nRun 'streamjson --help' for usage.\n"), "\(arguments)")
            #expect(!run.errors.contains("usage: streamjson"), "\(arguments): a one-line hint, not the whole usage")
        }
    }

    @Test func anInvalidPointerIsOneLineAndAHint() throws {
        let run = try Tool.run(["get", "data"])
        #expect(run.status == 2 && run.output.isEmpty)
        #expect(
            run.errors == """
                streamjson: Invalid JSON Pointer "data": it must be empty or start with '/'
                Run 'streamjson --help' for usage.

                """)
    }

    @Test func getAndLinesMatchKeysByCodePoints() throws {
        // Decomposed first, then precomposed (escaped): the pointer is precomposed.
        let document = #"{"cafe\u0301": [0,1,2], "caf\u00e9": [10], "\u00c5": 1, "\u212b": 2}"#
        #expect(try Tool.run(["get", "/caf\u{E9}", "--indent", "0"], input: document).output == "[10]\n")
        #expect(try Tool.run(["lines", "/caf\u{E9}"], input: document).output == "10\n")
        #expect(try Tool.run(["get", "/\u{212B}"], input: document).output == "2\n")
        let absent = try Tool.run(["get", "/e\u{301}"], input: #"{"\u00e9": [0]}"#)
        #expect(absent.status == 1 && absent.output.isEmpty)
    }

    // MARK: lines

    @Test func linesTurnsTheArrayAtAPointerIntoJSONLines() throws {
        let export = #"{"version": 3, "rows": [{"id": 1, "n": 1.0e2}, [ ], "x\/y", null], "next": "x"}"#
        try Tool.withFile(export) { path in
            let run = try Tool.run(["lines", "/rows", path])
            #expect(run.status == 0 && run.errors.isEmpty)
            #expect(run.output == "{\"id\":1,\"n\":1.0e2}\n[]\n\"x/y\"\nnull\n")
        }
    }

    @Test func linesWithoutAPointerTurnsATopLevelArrayIntoJSONLines() throws {
        let run = try Tool.run(["lines"], input: "[ {\"b\": 1, \"a\": 2}, 2 ]")
        #expect(run.output == "{\"b\":1,\"a\":2}\n2\n")
        try Tool.withFile("[1, [2]]") { path in
            // A single operand that names a file is the file, even though it starts with '/'.
            let run = try Tool.run(["lines", path])
            #expect(run.output == "1\n[2]\n")
        }
        #expect(
            try Tool.run(["lines", "--sort-keys"], input: "[{\"b\": 1, \"a\": 2}]").output == "{\"a\":2,\"b\":1}\n")
    }

    @Test func linesReportsWhereTheStreamBreaksAfterTheLinesBeforeIt() throws {
        let broken = try Tool.run(["lines", "/rows"], input: "{\"rows\": [1,\n  {\"a\" 2}]}")
        #expect(broken.status == 1)
        #expect(broken.output == "1\n")
        #expect(broken.errors.hasPrefix("<stdin>:2:8: "))
        let missing = try Tool.run(["lines", "/rows"], input: #"{"data": []}"#)
        #expect(missing.status == 1)
        #expect(missing.errors.hasPrefix("<stdin>:1:12: no array at /rows: No value associated with key \"rows\""))
    }

    @Test func linesStreamsAFileLargerThanItsMemory() throws {
        // 4 MiB of rows: the tool's output must be every row, in order.
        let row = #"{"id": 12345, "name": "a row of text that is not short at all"}"#
        let count = 60_000
        let text = #"{"meta": {}, "rows": ["# + Array(repeating: row, count: count).joined(separator: ",") + "]}"
        try Tool.withFile(text) { path in
            let run = try Tool.shell("\"$TOOL\" lines /rows '\(path)' | wc -l")
            #expect(run.status == 0)
            #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == String(count))
        }
    }

    // MARK: options and messages

    @Test func optionsMayComeBeforeOrAfterTheCommand() throws {
        let input = #"{"b": 1, "a": [1]}"#
        let before = try Tool.run(["--sort-keys", "--indent", "4", "format"], input: input)
        let after = try Tool.run(["format", "--sort-keys", "--indent", "4"], input: input)
        #expect(before.status == 0 && before.output == after.output)
        #expect(before.output == "{\n    \"a\": [\n        1\n    ],\n    \"b\": 1\n}\n")
    }

    @Test func aFileThatCannotBeOpenedSaysWhy() throws {
        let run = try Tool.run(["get", "/a", "/nonexistent/streamjson.json"])
        #expect(run.status == 1)
        #expect(run.errors == "streamjson: /nonexistent/streamjson.json: cannot open file: No such file or directory\n")
    }

    @Test func unexpectedCharactersAreNamedWithWhatWasExpected() throws {
        let run = try Tool.run(["validate"], input: "{\n  \"a\": 1,\n  \"b\": [1, 2]\n  ]")
        #expect(run.errors == "<stdin>:4:3: expected ',' or '}' after an object member, found ']'\n")
        let colon = try Tool.run(["validate"], input: #"{"a" 1}"#)
        #expect(colon.errors == "<stdin>:1:6: expected ':' after the key, found '1'\n")
        let tab = try Tool.run(["validate"], input: "[1,\t\u{1}]")
        #expect(tab.errors == "<stdin>:1:5: expected a value, found U+0001\n")
    }
}
