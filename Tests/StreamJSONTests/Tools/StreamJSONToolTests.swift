import Foundation
import Testing
@testable import StreamJSON

/// The `streamjson` executable, end to end: exit codes, messages, output bytes, pipes.
@Suite(.enabled(if: StreamJSONTool.isAvailable, Comment(rawValue: StreamJSONTool.skipMessage)))
struct StreamJSONToolTests {
    typealias Tool = StreamJSONTool

    static let document = #"{"b": [1, 2.50, {"z": null, "a": "\u00e9\/"}], "a": {}, "c": []}"#

    // MARK: validate

    @Test func validateExitsZeroAndPrintsNothingForValidInput() throws {
        let run = try Tool.run(["validate"], input: Self.document)
        #expect(run.status == 0 && run.output.isEmpty && run.errors.isEmpty)
    }

    @Test func validateReportsFileLineAndColumnOnStandardError() throws {
        try Tool.withFile("{\n  \"a\": 1,\n    x\n}") { path in
            let run = try Tool.run(["validate", path])
            #expect(run.status == 1)
            #expect(run.output.isEmpty)
            #expect(run.errors == "\(path):3:5: expected a key in double quotes, found 'x'\n")
        }
    }

    @Test func validateNamesStandardInputAndChecksEveryFile() throws {
        try Tool.withFile("[1, 2") { bad in
            try Tool.withFile("[]") { good in
                let run = try Tool.run(["validate", bad, "-", good], input: "{} x")
                #expect(run.status == 1)
                #expect(
                    run.errors == "\(bad):1:6: Unexpected end of input (expected ',' or ']' after an array element)\n"
                        + "<stdin>:1:4: Unexpected text after the JSON value (expected only whitespace after the value, found 'x')\n"
                )
            }
        }
    }

    @Test func validateReportsAFileThatCannotBeOpened() throws {
        let run = try Tool.run(["validate", "/nonexistent/streamjson.json"])
        #expect(run.status == 1)
        #expect(run.errors.contains("/nonexistent/streamjson.json: cannot open file"))
    }

    @Test func validateLinesReportsTheLineOfTheFile() throws {
        let run = try Tool.run(["validate", "--lines"], input: "{\"a\":1}\n\n[1,]\n  \n\"x\"\r\n{\"a\":")
        #expect(run.status == 1)
        #expect(
            run.errors
                == "<stdin>:3:4: expected a value, found ']'\n<stdin>:6:6: Unexpected end of input (expected a value)\n"
        )
        #expect(try Tool.run(["validate", "--lines"], input: "1\n[2]\n{\"3\":3}\n").status == 0)
    }

    // MARK: format and minify

    @Test func formatPrettyPrintsWithTwoSpacesAndKeepsTokensAsWritten() throws {
        let run = try Tool.run(["format"], input: Self.document)
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(
            run.output == """
                {
                  "b": [
                    1,
                    2.50,
                    {
                      "z": null,
                      "a": "\\u00e9\\/"
                    }
                  ],
                  "a": {},
                  "c": []
                }

                """)
    }

    @Test func formatSortsKeysAndIndentsAsAsked() throws {
        let run = try Tool.run(
            ["format", "--sort-keys", "--indent", "4"], input: #"{"b": {"y": 1, "x": 2}, "a": [], "é": 0, "Z": 0}"#)
        #expect(
            run.output == """
                {
                    "Z": 0,
                    "a": [],
                    "b": {
                        "x": 2,
                        "y": 1
                    },
                    "é": 0
                }

                """)
        let flat = try Tool.run(["format", "--indent=0"], input: "[1, [2, {\"a\": 3}]]")
        #expect(flat.output == "[1,[2,{\"a\":3}]]\n")  // --indent 0 is compact
    }

    @Test func minifyRemovesWhitespaceOnly() throws {
        let run = try Tool.run(["minify"], input: " {\n\t\"a\" : [ 1.0e+2 , \"x y\" ] ,\r\n \"b\":{ } }\n")
        #expect(run.status == 0)
        #expect(run.output == "{\"a\":[1.0e+2,\"x y\"],\"b\":{}}\n")
        let sorted = try Tool.run(["minify", "--sort-keys"], input: #"{"b":1,"a":{"d":1,"c":2},"b":3}"#)
        #expect(sorted.output == #"{"a":{"c":2,"d":1},"b":1,"b":3}"# + "\n")
    }

    @Test func formatPrintsNothingForAnInvalidDocument() throws {
        let run = try Tool.run(["format"], input: "[1, 2, {\"a\": }]")
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "<stdin>:1:14: expected a value, found '}'\n")
    }

    @Test func minifyLinesWritesJSONLinesAndSkipsBlankAndInvalidLines() throws {
        let run = try Tool.run(["minify", "--lines"], input: "{ \"a\" : 1 }\n\n[ 1 , 2 ]\r\nnope\n\"last\"")
        #expect(run.status == 1)
        #expect(run.output == "{\"a\":1}\n[1,2]\n\"last\"\n")
        #expect(run.errors == "<stdin>:4:2: expected 'null', found 'o'\n")
    }

    @Test func formatLinesFormatsEachRecord() throws {
        let run = try Tool.run(["format", "--lines"], input: "[1]\n{\"a\":true}\n")
        #expect(run.output == "[\n  1\n]\n{\n  \"a\": true\n}\n")
    }

    @Test func linesLongerThanAReadChunkStayWhole() throws {
        let long = String(repeating: "x", count: 200_000)
        let input = (0..<3).map { "{\"n\": \($0), \"s\": \"\(long)\"}" }.joined(separator: "\n")
        let run = try Tool.run(["minify", "--lines"], input: input)
        #expect(run.status == 0)
        #expect(run.output == (0..<3).map { "{\"n\":\($0),\"s\":\"\(long)\"}\n" }.joined())
    }

    @Test func manyLinesStreamThrough() throws {
        let input = (0..<20_000).map { "{\"i\": \($0)}\n" }.joined()
        let run = try Tool.run(["minify", "--lines"], input: input)
        #expect(run.status == 0)
        #expect(run.output == (0..<20_000).map { "{\"i\":\($0)}\n" }.joined())
    }

    @Test func readsFilesAndPipes() throws {
        try Tool.withFile(Self.document) { path in
            let direct = try Tool.run(["minify", path])
            let piped = try Tool.shell("cat '\(path)' | \"$TOOL\" format | \"$TOOL\" minify")
            #expect(direct.status == 0 && piped.status == 0)
            #expect(piped.output == direct.output)
            #expect(direct.output == #"{"b":[1,2.50,{"z":null,"a":"\u00e9\/"}],"a":{},"c":[]}"# + "\n")
        }
    }

    @Test func formattedOutputDecodesToTheSameValue() throws {
        let run = try Tool.run(["format", "--sort-keys"], input: Self.document)
        let original = try StreamJSONDecoder().decode(JSONValue.self, from: Self.document)
        #expect(try StreamJSONDecoder().decode(JSONValue.self, from: run.output) == original)
    }

    // MARK: usage

    @Test func usageErrorsExitTwoWithOneLineAndAHint() throws {
        for arguments in [
            ["frobnicate"], ["format", "--wat"], ["format", "--indent"], ["format", "--indent", "x"],
            ["format", "--indent", "99"], ["minify", "--indent", "2"], ["validate", "--sort-keys"],
        ] {
            let run = try Tool.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                lines.count == 3 && lines[0].hasPrefix("streamjson: ") && lines[2].isEmpty,
                "\(arguments): \(run.errors)")
            #expect(lines.dropFirst().first == "Run 'streamjson --help' for usage.", "\(arguments)")
            #expect(run.output.isEmpty)
        }
    }

    @Test func noArgumentsAtAllPrintsTheUsageOnStandardError() throws {
        let run = try Tool.run([])
        #expect(run.status == 2 && run.output.isEmpty)
        #expect(run.errors.hasPrefix("streamjson: missing command\n\nusage: streamjson [options] <command>"))
    }

    @Test func helpPrintsUsageAndExitsZero() throws {
        let run = try Tool.run(["--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("usage: streamjson [options] <command>"))
        for command in ["validate", "format", "minify", "get", "lines"] {
            #expect(run.output.contains("\n  \(command) "), "\(command) is listed")
            #expect(run.output.contains("streamjson \(command) "), "\(command) has an example")
        }
    }

    @Test func helpHasNoUnexpandedInterpolations() throws {
        let run = try Tool.run(["--help"])
        #expect(!run.output.contains("\\("), "a string interpolation was escaped instead of expanded")
        #expect(run.output.contains("indent by N spaces, 0 to 16;"))
    }

    // MARK: nativejson-benchmark

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func formatThenMinifyReproducesTheRoundTripFiles() throws {
        let files = SharedData.files(in: "conformance/nativejson-benchmark/roundtrip")
        #expect(files.count == 27)
        for url in files {
            let original = try String(contentsOf: url, encoding: .utf8)
            let run = try Tool.shell("\"$TOOL\" format '\(url.path)' | \"$TOOL\" minify")
            #expect(run.status == 0, "\(url.lastPathComponent)")
            // The tool ends each document with a newline; the files have none.
            #expect(run.output == original + "\n", "\(url.lastPathComponent)")
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func formatThenMinifyEqualsMinifyOnTheCorpus() throws {
        for url in SharedData.files(in: "corpus").filter({ $0.pathExtension == "json" }) {
            let roundTrip = try Tool.shell("\"$TOOL\" format '\(url.path)' | \"$TOOL\" minify")
            let minified = try Tool.run(["minify", url.path])
            #expect(roundTrip.status == 0 && minified.status == 0)
            #expect(roundTrip.output == minified.output, "\(url.lastPathComponent)")
        }
    }
}
