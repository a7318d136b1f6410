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

/// nativejson-benchmark's jsonchecker files: every `pass` file is accepted and every `fail`
/// file rejected, except the two marked `_EXCLUDE`, which test rules RFC 8259 dropped (a
/// top-level scalar, and a nesting limit of 20): StreamJSON accepts both.
@Suite struct JSONCheckerConformanceTests {
    static let files = SharedData.files(in: "conformance/nativejson-benchmark/jsonchecker")
        .filter { $0.pathExtension == "json" }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func acceptsEveryPassFileAndBothExcludedFailFiles() throws {
        let files = Self.files.filter {
            $0.lastPathComponent.hasPrefix("pass") || $0.lastPathComponent.contains("EXCLUDE")
        }
        #expect(files.count == 5)
        for url in files {
            #expect(throws: Never.self, "\(url.lastPathComponent)") {
                try StreamJSONDecoder().validate(Data(contentsOf: url))
            }
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func rejectsEveryOtherFailFile() throws {
        let files = Self.files.filter {
            $0.lastPathComponent.hasPrefix("fail") && !$0.lastPathComponent.contains("EXCLUDE")
        }
        #expect(files.count == 31)
        for url in files {
            #expect(throws: DecodingError.self, "\(url.lastPathComponent)") {
                try StreamJSONDecoder().validate(Data(contentsOf: url))
            }
        }
    }
}
