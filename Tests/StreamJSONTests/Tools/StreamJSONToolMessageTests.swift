import Foundation
import Testing
@testable import StreamJSON

/// Every message the `streamjson` tool prints about bad input has one form,
/// `file:line:column: message`, whatever the command and the problem; a JSON Lines file read
/// as one document gets a hint; usage messages name the commands `--help` names.
@Suite(.enabled(if: StreamJSONTool.isAvailable, Comment(rawValue: StreamJSONTool.skipMessage)))
struct StreamJSONToolMessageTests {
    typealias Tool = StreamJSONTool

    /// `name:line:column: ` then a message, and nothing else on the line.
    static func hasTheOneForm(_ errors: String, name: String = "<stdin>") -> Bool {
        let lines = errors.split(separator: "\n")
        return !lines.isEmpty
            && lines.allSatisfy { line in
                let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
                return parts.count == 4 && parts[0] == name && Int(parts[1]) != nil && Int(parts[2]) != nil
                    && parts[3].hasPrefix(" ") && parts[3].count > 1
            }
    }

    @Test(arguments: [
        (["lines"], #"{"a": 1}"#, "<stdin>:1:1: "),  // an object where the array should be
        (["lines", "/rows"], #"{"data": []}"#, "<stdin>:1:12: "),  // no member at the pointer
        (["lines", "/rows/3"], #"{"rows": [[1]]}"#, "<stdin>:1:14: "),  // an index past the end
        (["lines"], "", "<stdin>:1:1: "),  // empty standard input
        (["lines"], "[1, 2", "<stdin>:1:6: "),  // the stream ends inside the array
        (["lines"], "[1] 2", "<stdin>:1:5: "),  // text after the array
        (["lines"], "[1, tru]", "<stdin>:1:8: "),  // an element that is not JSON
        (["validate"], "", "<stdin>:1:1: "),
        (["validate"], "[1,", "<stdin>:1:4: "),
        (["validate", "--lines"], "1\n[", "<stdin>:2:2: "),
        (["format"], "{\"a\" 1}", "<stdin>:1:6: "),
        (["get", "/a"], "[1,", "<stdin>:1:4: "),
    ])
    func badInputIsReportedAsFileLineColumnMessage(arguments: [String], input: String, prefix: String) throws {
        let run = try Tool.run(arguments, input: input)
        #expect(run.status == 1, "\(arguments) \(input)")
        #expect(run.errors.hasPrefix(prefix), "\(arguments) \(input): \(run.errors)")
        #expect(Self.hasTheOneForm(run.errors), "\(arguments) \(input): \(run.errors)")
    }

    @Test func aStreamErrorDoesNotRepeatItsPlaceInTheMessage() throws {
        let run = try Tool.run(["lines"], input: "[1, 2")
        #expect(!run.errors.contains("byte "), "\(run.errors)")
    }

    @Test func validateHintsAtLinesForAJSONLinesFile() throws {
        try Tool.withFile("{\"a\":1}\n{\"a\":2}\n") { path in
            let run = try Tool.run(["validate", path])
            #expect(run.status == 1)
            #expect(
                run.errors == "\(path):2:1: Unexpected text after the JSON value (expected only whitespace "
                    + "after the value, found '{') (JSON Lines? use --lines)\n")
            #expect(try Tool.run(["validate", "--lines", path]).status == 0)
        }
        // Text after a value on the same line is no JSON Lines file: no hint.
        let sameLine = try Tool.run(["validate"], input: "{\"a\":1} {\"a\":2}")
        #expect(sameLine.status == 1 && !sameLine.errors.contains("--lines"))
    }

    @Test func theSortKeysUsageMessageNamesTheCommandsHelpNames() throws {
        let run = try Tool.run(["validate", "--lines", "--sort-keys"], input: "1\n")
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "streamjson: --sort-keys applies to format, minify, get, lines, patch and merge-patch only\n"))
        let help = try Tool.run(["--help"]).output
        let helpLine = help.components(separatedBy: "--sort-keys  ").last ?? ""
        let listed = helpLine.components(separatedBy: "(").dropFirst().first?.components(separatedBy: ")").first ?? ""
        let commands = listed.replacingOccurrences(of: "\n", with: " ").split(whereSeparator: { ", ".contains($0) })
        #expect(commands == ["format", "minify", "get", "lines", "patch", "merge-patch"], "\(listed)")
        for command in commands where command != "merge-patch" {
            #expect(run.errors.contains(command))
        }
        #expect(run.errors.contains("merge-patch"))
    }
}
