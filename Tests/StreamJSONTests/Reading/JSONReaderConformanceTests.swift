import Foundation
import Testing
@testable import StreamJSON

/// The pull reader agrees with the tape scanner (and so with `StreamJSONDecoder`) on every
/// JSONTestSuite file and on the corpus: same verdict, same error, one event per tape entry
/// plus one per container end.
@Suite struct JSONReaderConformanceTests {
    /// The reader's verdict on `bytes`: the number of events, or its error.
    func read(_ bytes: [UInt8]) -> Result<Int, JSONSyntaxError> {
        var reader = JSONReader(bytes)
        var count = 0
        do {
            while try reader.next() != nil { count += 1 }
            return .success(count)
        } catch {
            return .failure(error)
        }
    }

    /// The scanner's verdict on `bytes`: the number of events its tape implies, or its error.
    func scan(_ bytes: [UInt8]) -> Result<Int, JSONSyntaxError> {
        InputBytes.with(bytes) { input in
            do {
                let tape = try JSONScanner.scan(input)
                let ends = (0..<tape.count).filter { tape[$0].isContainer }.count
                return .success(tape.count + ends)
            } catch let error as ScanError {
                return .failure(error.located(in: input, including: false))
            } catch {
                preconditionFailure("the scanner throws only ScanError")
            }
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func agreesWithTheScannerOnJSONTestSuite() throws {
        let files =
            SharedData.files(in: "conformance/JSONTestSuite/test_parsing")
            + SharedData.files(in: "conformance/nativejson-benchmark/jsonchecker")
        #expect(files.count > 300)
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let name = url.lastPathComponent
            // UTF-16 and UTF-32 files are transcoded by the decoder only; the reader takes UTF-8.
            if name.contains("utf16") || name.contains("UTF-16") || name.contains("UTF16") { continue }
            switch (read(bytes), scan(bytes)) {
            case (.success(let events), .success(let expected)):
                #expect(events == expected, "\(name)")
                #expect(!name.hasPrefix("n_"), "\(name) should be rejected")
            case (.failure(let error), .failure(let expected)):
                #expect(error == expected, "\(name)")
                #expect(!name.hasPrefix("y_"), "\(name) should be accepted")
            case (let reader, let scanner):
                Issue.record("\(name): reader \(reader), scanner \(scanner)")
            }
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func agreesWithTheScannerOnTheCorpus() throws {
        let files = SharedData.files(in: "corpus").filter { $0.pathExtension == "json" }
        #expect(!files.isEmpty)
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            guard case .success(let events) = read(bytes), case .success(let expected) = scan(bytes) else {
                Issue.record("\(url.lastPathComponent) was rejected")
                continue
            }
            #expect(events == expected, "\(url.lastPathComponent)")
        }
    }

    @Test func agreesWithTheScannerOnTruncatedDocuments() {
        let document = Array(#"{"a": [1, 2.5e-3, "x\u00e9y", {"b": null}], "c": true, "d": false}"#.utf8)
        for length in 0...document.count {
            let prefix = Array(document[..<length])
            switch (read(prefix), scan(prefix)) {
            case (.success(let a), .success(let b)): #expect(a == b)
            case (.failure(let a), .failure(let b)): #expect(a == b, "prefix \(length)")
            case (let a, let b): Issue.record("prefix \(length): reader \(a), scanner \(b)")
            }
        }
    }
}
