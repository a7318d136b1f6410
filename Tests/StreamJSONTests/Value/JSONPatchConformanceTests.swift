import Foundation
import Testing
@testable import StreamJSON

/// The community JSON Patch suite (json-patch/json-patch-tests, in ../shared/conformance):
/// every enabled record of tests.json and spec_tests.json, its expected result or its error.
@Suite(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
struct JSONPatchConformanceTests {
    /// One record: apply `patch` to `doc`; the result is `expected`, or it fails if `error` is there.
    struct Record: CustomTestStringConvertible, Sendable {
        var file: String
        var number: Int
        var json: JSONValue

        var testDescription: String {
            "\(file) #\(number)" + (json["comment"]?.stringValue.map { ": \($0)" } ?? "")
        }
    }

    static func records(_ name: String) -> [Record] {
        guard let directory = SharedData.directory else { return [] }
        let url = directory.appendingPathComponent("conformance/json-patch-tests/\(name)")
        guard let data = try? Data(contentsOf: url),
            let all = try? StreamJSONDecoder().decode(JSONValue.self, from: data).arrayValue
        else { return [] }
        return all.enumerated().compactMap { number, json in
            // Skipped as SOURCE.md says: disabled records, and records with no patch.
            if json["disabled"]?.boolValue == true || json["patch"] == nil { return nil }
            return Record(file: name, number: number, json: json)
        }
    }

    static let tests = records("tests.json")
    static let specTests = records("spec_tests.json")

    @Test func theSuiteIsThere() {
        // 92 enabled records in tests.json and 16 in spec_tests.json at 2a928f9.
        #expect(Self.tests.count == 92)
        #expect(Self.specTests.count == 16)
    }

    @Test(arguments: tests + specTests)
    func appliesTheRecordsPatchToItsDocument(_ record: Record) throws {
        let document = try #require(record.json["doc"])
        let patchJSON = try #require(record.json["patch"])
        let outcome = Result { () throws(JSONPatchError) -> JSONValue in
            try document.applying(JSONPatch(patchJSON))
        }
        if let expectedError = record.json["error"] {
            switch outcome {
            case .success(let result):
                Issue.record("expected an error (\(expectedError)), got \(result)")
            case .failure(let error):
                // The message names the operation and, where there is one, the pointer.
                #expect(error.description.contains("operation 0"), "\(error)")
            }
        } else {
            let expected = record.json["expected"] ?? document  // no `expected`: the patch only tests
            switch outcome {
            case .success(let result):
                #expect(result == expected)
            case .failure(let error):
                Issue.record("\(error)")
            }
        }
    }
}
