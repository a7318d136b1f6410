import Foundation
import Testing
@testable import StreamJSON

/// JSONTestSuite (../shared/conformance/JSONTestSuite/test_parsing): every `y_` file is
/// accepted, every `n_` file rejected, and every `i_` file ends in a value or an error.
@Suite struct JSONTestSuiteConformanceTests {
    static let files = SharedData.files(in: "conformance/JSONTestSuite/test_parsing")

    func validate(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        try StreamJSONDecoder().validate(data)
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func acceptsEveryYesFile() throws {
        let files = Self.files.filter { $0.lastPathComponent.hasPrefix("y_") }
        #expect(files.count > 90)
        for url in files {
            #expect(throws: Never.self, "\(url.lastPathComponent)") { try validate(url) }
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func rejectsEveryNoFile() throws {
        let files = Self.files.filter { $0.lastPathComponent.hasPrefix("n_") }
        #expect(files.count > 180)
        for url in files {
            #expect(throws: DecodingError.self, "\(url.lastPathComponent)") { try validate(url) }
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func endsEveryImplementationDefinedFileWithAValueOrAnError() throws {
        let files = Self.files.filter { $0.lastPathComponent.hasPrefix("i_") }
        #expect(files.count > 30)
        for url in files {
            do {
                try validate(url)
            } catch let error as DecodingError {
                guard case .dataCorrupted = error else {
                    Issue.record("\(url.lastPathComponent): unexpected error \(error)")
                    continue
                }
            }
        }
    }
}
