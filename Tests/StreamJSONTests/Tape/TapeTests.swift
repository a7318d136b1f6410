// The tape (Sources/StreamJSON/Tree): the worked example of Tape.swift entry by entry, the
// layout of one TapeEntry, the jump over a value by its container's `end`, and the promises
// `Tape.checkInvariants` checks, kept and broken.

import Testing
@testable import StreamJSON

@Suite struct TapeTests {
    func scan(_ text: String, _ options: ScanOptions = ScanOptions()) throws -> Tape {
        try InputBytes.with(Array(text.utf8)) { try JSONScanner.scan($0, options: options) }
    }

    @Test func buildsTheDocumentedTape() throws {
        let tape = try scan(#"{"array":[1,2,3],"number":42}"#)
        #expect(tape.entries.count == 8)
        #expect(tape[0].kind == .object && tape[0].count == 2 && tape[0].end == 8)
        #expect(tape[1].kind == .string && tape[1].offset == 2 && tape[1].length == 5)
        #expect(tape[2].kind == .array && tape[2].count == 3 && tape[2].end == 6)
        #expect(tape[7].kind == .number && tape[7].offset == 26 && tape[7].length == 2)
    }

    // MARK: The worked example

    static let workedExample = #"{"array":[1,2,3],"number":42}"#

    /// One row of the table in Tape.swift: a scalar's payload is its byte length, a
    /// container's its count and end.
    enum Payload: Equatable {
        case length(Int)
        case container(count: Int, end: Int)
    }

    /// The table of Tape.swift's documentation, row by row.
    static let workedExampleTable: [(kind: TapeEntry.Kind, offset: Int, payload: Payload)] = [
        (.object, 0, .container(count: 2, end: 8)),
        (.string, 2, .length(5)),  // "array" (the key)
        (.array, 9, .container(count: 3, end: 6)),
        (.number, 10, .length(1)),  // 1
        (.number, 12, .length(1)),  // 2
        (.number, 14, .length(1)),  // 3
        (.string, 18, .length(6)),  // "number" (the key)
        (.number, 26, .length(2)),  // 42
    ]

    @Test func theWorkedExampleIsTheTableOfTapeSwift() throws {
        let tape = try scan(Self.workedExample)
        #expect(tape.count == Self.workedExampleTable.count)
        for (index, row) in Self.workedExampleTable.enumerated() where index < tape.count {
            let entry = tape[index]
            let payload: Payload =
                entry.isContainer
                ? .container(count: entry.count, end: entry.end) : .length(entry.length)
            #expect(
                entry.kind == row.kind && entry.offset == row.offset && payload == row.payload,
                "entry \(index): \(entry.kind) at \(entry.offset), \(payload)")
        }
        tape.checkInvariants(documentSize: Self.workedExample.utf8.count)
    }

    /// A string's offset and length cover its contents without the quotes; a number's the
    /// literal as written; a container's offset is its opening bracket.
    @Test func theWorkedExampleEntriesSpanTheirBytes() throws {
        let tape = try scan(Self.workedExample)
        let bytes = Array(Self.workedExample.utf8)
        func text(_ index: Int) -> String {
            let entry = tape[index]
            let count = entry.isContainer ? 1 : entry.length
            return String(decoding: bytes[entry.offset..<entry.offset + count], as: UTF8.self)
        }
        #expect((0..<tape.count).map(text) == ["{", "array", "[", "1", "2", "3", "number", "42"])
    }

    /// Looking up `number` compares entry 1, jumps over the array at 2 to its end (6) and finds
    /// the key at 6, its value at 7: a value of any size is skipped in one read.
    @Test func indexAfterValueJumpsOverAContainerAndItsDescendants() throws {
        let tape = try scan(Self.workedExample)
        #expect(tape.indexAfterValue(at: 0) == 8)
        #expect(tape.indexAfterValue(at: 1) == 2)
        #expect(tape.indexAfterValue(at: 2) == 6)
        #expect(tape.indexAfterValue(at: 3) == 4)
        #expect(tape.indexAfterValue(at: 6) == 7)
        #expect(tape.indexAfterValue(at: 7) == 8)
    }

    // MARK: One entry

    @Test func anEntryPacksKindFlagsOffsetAndPayload() {
        let entry = TapeEntry(
            kind: .object, offset: 1 << 40, payload: TapeEntry.containerPayload(count: 3, end: 1 << 31))
        #expect(entry.kind == .object && entry.isContainer && entry.flags.isEmpty)
        #expect(entry.offset == 1 << 40 && entry.count == 3 && entry.end == 1 << 31)

        let number = TapeEntry(kind: .number, flags: [.negative, .exponent], offset: 7, payload: 4)
        #expect(number.kind == .number && !number.isContainer && number.flags == [.negative, .exponent])
        #expect(number.offset == 7 && number.length == 4)
    }

    @Test func theScannerRecordsWhatItLearnedInTheFlags() throws {
        let tape = try scan(#"[-1.5e3, 2, "a\nb", "é", "x"]"#)
        #expect(tape[1].flags == [.negative, .fraction, .exponent])
        #expect(tape[2].flags.isEmpty)
        #expect(tape[3].flags == [.escaped])
        #expect(tape[4].flags == [.nonASCII])
        #expect(tape[5].flags.isEmpty)
    }

    /// What decoding learns about an object (duplicate keys, scans) stays with the container
    /// that learned it: the tape is the same after a decode as after the scan, so containers and
    /// decoders kept past the call, and a `JSONDocument`'s decodes, can share it.
    @Test func decodingLeavesTheTapeAsTheScannerWroteIt() throws {
        struct Reads: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                for key in ["z", "a", "missing", "b", "a", "q"] {
                    _ = try container.decodeIfPresent(JSONValue.self, forKey: AnyKey(stringValue: key))
                }
            }
        }
        let json = Array(#"{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "a": 7, "z": {"x": [1, 2]}}"#.utf8)
        try InputBytes.with(json) { bytes in
            let tape = try JSONScanner.scan(bytes, options: ScanOptions())
            let before = (0..<tape.count).map { tape[$0] }
            let decoder = TapeDecoder(bytes: bytes, tape: tape, options: DecodingOptions())
            _ = try decoder.decodeValue(Reads.self)
            _ = try decoder.decodeValue([String: JSONValue].self)
            #expect((0..<tape.count).map { tape[$0] } == before)
        }
    }

    // MARK: Invariants

    /// Every scan checks its tape in debug builds; these shapes reach every branch of the check
    /// (scalars, empty and nested containers, keys, JSON5, an implied top-level object).
    @Test(arguments: [
        ("0", ScanOptions()), (#""s""#, ScanOptions()), ("[]", ScanOptions()), ("{}", ScanOptions()),
        (#"[[], [[]], {"a": {"b": [1, {"c": null}]}}, true, false]"#, ScanOptions()),
        ("{a: [1, 2,], 'b': Infinity, // comment\n}", ScanOptions(allowsJSON5: true)),
        (#""a": 1, "b": [2]"#, ScanOptions(assumesTopLevelDictionary: true)),
    ])
    func scannedTapesKeepTheirInvariants(text: String, options: ScanOptions) throws {
        let tape = try scan(text, options)
        tape.checkInvariants(documentSize: text.utf8.count)
        #expect(tape.indexAfterValue(at: 0) == tape.count)
    }

    /// A tape built by hand, entry by entry.
    static func tape(_ entries: [TapeEntry]) -> Tape {
        let storage = TapeStorage(minimumCapacity: entries.count)
        for entry in entries { storage.append(entry) }
        return Tape(entries: storage)
    }

    @Test func aHandBuiltCopyOfTheWorkedExampleKeepsTheInvariants() {
        let entries = Self.workedExampleTable.map { row -> TapeEntry in
            switch row.payload {
            case .length(let length):
                TapeEntry(kind: row.kind, offset: row.offset, payload: UInt64(length))
            case let .container(count, end):
                TapeEntry(
                    kind: row.kind, offset: row.offset, payload: TapeEntry.containerPayload(count: count, end: end))
            }
        }
        Self.tape(entries).checkInvariants(documentSize: Self.workedExample.utf8.count)
    }

    /// Broken promises trap with a message naming the broken one (checked in a child process,
    /// whose standard error must hold `message`).
    func expectMessage(
        _ message: String, in result: ExitTest.Result?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(standardError.contains(message), "stderr: \(standardError)", sourceLocation: sourceLocation)
    }

    @Test func checkInvariantsTrapsOnAWrongCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // `[1, 2]` whose array claims three elements.
            TapeTests.tape([
                TapeEntry(kind: .array, offset: 0, payload: TapeEntry.containerPayload(count: 3, end: 3)),
                TapeEntry(kind: .number, offset: 1, payload: 1),
                TapeEntry(kind: .number, offset: 4, payload: 1),
            ]).checkInvariants(documentSize: 6)
        }
        expectMessage("tape: container 0 counts 3 children, has 2", in: result)
    }

    @Test func checkInvariantsTrapsOnAKeyThatIsNotAString() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // `{1: 2}`, as no scanner would write it.
            TapeTests.tape([
                TapeEntry(kind: .object, offset: 0, payload: TapeEntry.containerPayload(count: 1, end: 3)),
                TapeEntry(kind: .number, offset: 1, payload: 1),
                TapeEntry(kind: .number, offset: 4, payload: 1),
            ]).checkInvariants(documentSize: 6)
        }
        expectMessage("tape: object 0 has a key that is not a string", in: result)
    }

    @Test func checkInvariantsTrapsOnBytesPastTheDocument() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TapeTests.tape([TapeEntry(kind: .string, offset: 1, payload: 10)]).checkInvariants(documentSize: 4)
        }
        expectMessage("tape: entry 0 ends past the document", in: result)
    }
}
