import Foundation
import Testing
@testable import StreamJSON

/// `streamjson patch` (RFC 6902) and `streamjson merge-patch` (RFC 7396), end to end.
@Suite(.enabled(if: StreamJSONTool.isAvailable, Comment(rawValue: StreamJSONTool.skipMessage)))
struct StreamJSONToolPatchTests {
    typealias Tool = StreamJSONTool

    static let document = #"{"a": 1.50, "b": [1, 2], "c/d": "x/y"}"#
    static let patch = #"[{"op": "add", "path": "/b/-", "value": 3}, {"op": "remove", "path": "/c~1d"}]"#

    @Test func patchPrintsThePatchedDocumentFormatted() throws {
        try Tool.withFile(Self.patch) { patch in
            try Tool.withFile(Self.document) { document in
                let run = try Tool.run(["patch", patch, document])
                #expect(run.status == 0 && run.errors.isEmpty)
                #expect(run.output == "{\n  \"a\": 1.50,\n  \"b\": [\n    1,\n    2,\n    3\n  ]\n}\n")
            }
            let compact = try Tool.run(
                ["patch", "--indent", "0", "--sort-keys", patch], input: #"{"z": 0, "c/d": 1, "b": []}"#)
            #expect(compact.status == 0)
            #expect(compact.output == #"{"b":[3],"z":0}"# + "\n")
        }
    }

    @Test func patchExitsOneNamingTheFailedOperationAndPrintsNothing() throws {
        let patch = #"[{"op": "test", "path": "/a", "value": 1.5}, {"op": "replace", "path": "/b/7", "value": 0}]"#
        let run = try Tool.run(["patch", patch], input: Self.document)
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(run.errors == "<stdin>: JSON Patch operation 1 (replace /b/7) failed: the array at /b has 2 elements\n")
    }

    @Test func patchReportsAPatchThatIsNotOne() throws {
        try Tool.withFile(#"[{"op": "add", "path": "/x"}]"#) { patch in
            let run = try Tool.run(["patch", patch], input: Self.document)
            #expect(run.status == 1 && run.output.isEmpty)
            #expect(
                run.errors == "\(patch): JSON Patch operation 0 is invalid: the add operation has no \"value\" member\n"
            )
        }
        try Tool.withFile("[{]") { patch in
            let run = try Tool.run(["merge-patch", patch], input: Self.document)
            #expect(run.status == 1 && run.output.isEmpty)
            #expect(run.errors.hasPrefix("\(patch):1:3: "))
        }
    }

    @Test func patchReportsAnInvalidDocumentWithLineAndColumn() throws {
        let run = try Tool.run(["patch", "[]"], input: "{\n  \"a\": ]\n}")
        #expect(run.status == 1 && run.output.isEmpty)
        #expect(run.errors.hasPrefix("<stdin>:2:8: "))
    }

    @Test func mergePatchAppliesRFC7396() throws {
        try Tool.withFile(#"{"a": null, "b": {"x": [null]}, "e": "é"}"#) { patch in
            let run = try Tool.run(["merge-patch", "--indent=0", patch], input: Self.document)
            #expect(run.status == 0 && run.errors.isEmpty)
            #expect(run.output == #"{"b":{"x":[null]},"c/d":"x/y","e":"é"}"# + "\n")
        }
    }

    @Test func patchCommandsCheckTheirArguments() throws {
        let cases: [([String], String)] = [
            (["patch"], "streamjson: patch needs a patch, such as changes.json"),
            (["merge-patch"], "streamjson: merge-patch needs a patch, such as changes.json"),
            (["patch", "-"], "streamjson: the patch and the document cannot both be standard input"),
            (["patch", "--lines", "p.json"], "streamjson: --lines applies to validate, format and minify only"),
        ]
        for (arguments, message) in cases {
            let run = try Tool.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors == message + "\nRun 'streamjson --help' for usage.\n")
        }
    }

    @Test func patchReadsThePatchFromStandardInputWhenTheDocumentIsAFile() throws {
        try Tool.withFile(Self.document) { document in
            let run = try Tool.run(
                ["patch", "-", "--indent", "0", document], input: #"[{"op": "replace", "path": "/a", "value": 2}]"#)
            #expect(run.status == 0)
            #expect(run.output == #"{"a":2,"b":[1,2],"c/d":"x/y"}"# + "\n")
        }
    }

    @Test func helpListsThePatchCommands() throws {
        let run = try Tool.run(["--help"])
        #expect(run.output.contains("  patch        apply a JSON Patch (RFC 6902)"))
        #expect(run.output.contains("  merge-patch  apply a JSON Merge Patch (RFC 7396)"))
    }
}
