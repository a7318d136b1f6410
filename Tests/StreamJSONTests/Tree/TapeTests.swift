import Testing
@testable import StreamJSON

@Suite struct ScannerSmokeTests {
    func scan(_ text: String, _ options: ScanOptions = ScanOptions()) throws -> Tape {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBytes { raw in
            do {
                return try JSONScanner.scan(InputBytes(UnsafeRawBufferPointer(raw)), options: options)
            } catch {
                throw error
            }
        }
    }

    @Test func buildsTheDocumentedTape() throws {
        let tape = try scan(#"{"array":[1,2,3],"number":42}"#)
        #expect(tape.entries.count == 8)
        #expect(tape[0].kind == .object && tape[0].count == 2 && tape[0].end == 8)
        #expect(tape[1].kind == .string && tape[1].offset == 2 && tape[1].length == 5)
        #expect(tape[2].kind == .array && tape[2].count == 3 && tape[2].end == 6)
        #expect(tape[7].kind == .number && tape[7].offset == 26 && tape[7].length == 2)
    }
}
