import Foundation
import Testing
@testable import StreamJSON

/// JSONTestSuite (../shared/conformance/JSONTestSuite/test_parsing) through
/// `StreamJSONSerialization.jsonObject` and `JSONSerialization.jsonObject`, fragments allowed:
/// both accept or both reject every file, and give the same objects, except where Foundation
/// breaks RFC 8259 (it accepts an `n_` file StreamJSON rejects, or rejects a `y_` file).
@Suite struct StreamJSONSerializationConformanceTests {
    static let files = SharedData.files(in: "conformance/JSONTestSuite/test_parsing")
        .filter { $0.pathExtension == "json" }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func acceptsAndRejectsWhatFoundationDoesUnlessFoundationBreaksTheRFC() throws {
        #expect(Self.files.count > 300)
        var foundationWrong: [String] = []
        for url in Self.files {
            let name = url.lastPathComponent
            let data = try Data(contentsOf: url)
            let theirs = SerializationShape.reading {
                try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            }
            let ours = SerializationShape.reading {
                try StreamJSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            }
            if ours == theirs { continue }
            if name.hasPrefix("n_") && ours == "error" || name.hasPrefix("y_") && theirs == "error" {
                foundationWrong.append(name)
                continue
            }
            Issue.record("\(name): StreamJSON \(ours.prefix(200)), Foundation \(theirs.prefix(200))")
        }
        // Foundation accepts trailing commas; every other file gets the same answer.
        #expect(
            foundationWrong == [
                "n_array_extra_comma.json", "n_array_number_and_comma.json",
                "n_object_trailing_comma.json",
            ])
    }
}
