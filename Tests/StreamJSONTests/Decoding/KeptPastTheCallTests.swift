import Foundation
import Testing
@testable import StreamJSON

/// A `Decodable` may keep what it is handed (a "deferred" wrapper keeps its `Decoder`, a model
/// keeps a container to read a member later) and read it after the decode has returned, while
/// the decoder goes on with other documents. Foundation allows it, so StreamJSON must too: a
/// kept container, decoder or super decoder reads its own document, never the next one or
/// freed memory, for every input form and entry point. Every test here keeps things in the
/// same model run through `JSONDecoder` and `StreamJSONDecoder`, decodes more documents of other
/// lengths and shapes, then reads everything kept and compares the two transcripts.
@Suite struct KeptPastTheCallTests {
    /// What a model keeps.
    enum Kind: CaseIterable, Sendable {
        case keyed, nestedKeyed, nestedUnkeyed, unkeyed, singleValue, decoder, superDecoder, superDecoderForKey
        case unkeyedSuperDecoder
    }

    /// Collects what the models of one run keep, as reads to make later.
    final class Keeper: @unchecked Sendable {
        let kinds: Set<Kind>
        private(set) var reads: [() -> String] = []
        @TaskLocal static var current: Keeper?

        init(_ kinds: Set<Kind>) { self.kinds = kinds }

        static func keeps(_ kind: Kind) -> Bool { current?.kinds.contains(kind) ?? false }

        static func later(_ read: @escaping () -> String) { current?.reads.append(read) }

        /// Everything kept, read now, one line per read.
        func transcript() -> [String] { reads.map { $0() } }
    }

    // MARK: The models

    /// `{"items": [Kept, ...]}`, with members before and after that nobody keeps.
    struct Envelope: Decodable {
        var items: [Kept]
    }

    /// An object with `x`, `name`, `list`, `nested` and `super` members (some documents lack
    /// some), keeping whatever the run asks for.
    struct Kept: Decodable {
        var x: Int
        var name: KeptSingle
        var list: KeptList?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            x = try container.decode(Int.self, forKey: "x")
            name = try container.decode(KeptSingle.self, forKey: "name")
            list = try container.decodeIfPresent(KeptList.self, forKey: "list")
            if Keeper.keeps(.keyed) { Keeper.later { read(container) } }
            if Keeper.keeps(.decoder) { Keeper.later { read(decoder) } }
            if Keeper.keeps(.nestedKeyed), container.contains("nested") {
                let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: "nested")
                Keeper.later { read(nested) }
            }
            if Keeper.keeps(.nestedUnkeyed), container.contains("list") {
                let nested = try container.nestedUnkeyedContainer(forKey: "list")
                Keeper.later { read(nested) }
            }
            if Keeper.keeps(.superDecoder) {
                let superDecoder = try container.superDecoder()
                Keeper.later { read(superDecoder) }
            }
            if Keeper.keeps(.superDecoderForKey) {
                let superDecoder = try container.superDecoder(forKey: "nested")
                Keeper.later { read(superDecoder) }
            }
        }
    }

    /// A string member that keeps its single-value container.
    struct KeptSingle: Decodable {
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            _ = try container.decode(String.self)
            if Keeper.keeps(.singleValue) { Keeper.later { read(container) } }
        }
    }

    /// An array member that keeps its unkeyed container (after reading one element) and a
    /// super decoder of it.
    struct KeptList: Decodable {
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            if !container.isAtEnd { _ = try container.decode(Int.self) }
            if Keeper.keeps(.unkeyedSuperDecoder), !container.isAtEnd {
                let superDecoder = try container.superDecoder()
                Keeper.later { read(superDecoder) }
            }
            if Keeper.keeps(.unkeyed) { Keeper.later { read(container) } }
        }
    }

    // MARK: Reading what was kept

    /// The outcome of one read: its value, or the comparable parts of its error.
    static func outcome(_ body: () throws -> Any) -> String {
        do {
            return "\(try body())"
        } catch let error as DecodingError {
            let failure = DecodingFailure(error)
            return "\(failure.kind) at \(failure.codingPath) \(failure.key.map { "\($0)" } ?? failure.type ?? "")"
        } catch {
            return "error \(error)"
        }
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        "\(codingPath.map(PathComponent.init))"
    }

    static func read(_ container: KeyedDecodingContainer<AnyKey>) -> String {
        [
            "keyed at \(path(container.codingPath))",
            outcome { try container.decode(Int.self, forKey: "x") },
            outcome { try container.decode(String.self, forKey: "name") },
            outcome { try container.decode([Int].self, forKey: "list") },
            outcome { try container.decode(Int.self, forKey: "y") },
            outcome { try container.decode(Int.self, forKey: "missing") },
            outcome { try container.decode(Int.self, forKey: "name") },
            outcome {
                try container.nestedContainer(keyedBy: AnyKey.self, forKey: "nested").decode(Int.self, forKey: "y")
            },
            outcome { container.allKeys.map(\.stringValue).sorted() },
            outcome { container.contains("list") },
        ].joined(separator: " | ")
    }

    static func read(_ container: any UnkeyedDecodingContainer) -> String {
        var container = container
        var lines = [
            "unkeyed at \(path(container.codingPath)) count \(container.count ?? -1) at \(container.currentIndex)"
        ]
        // A failed element does not advance the container: try each position at most twice.
        for _ in 0...(container.count ?? 0) * 2 { lines.append(outcome { try container.decode(Int.self) }) }
        return lines.joined(separator: " | ")
    }

    static func read(_ container: any SingleValueDecodingContainer) -> String {
        [
            "single at \(path(container.codingPath))",
            outcome { try container.decode(String.self) },
            outcome { try container.decode(Int.self) },
        ].joined(separator: " | ")
    }

    static func read(_ decoder: any Decoder) -> String {
        ["decoder at \(path(decoder.codingPath))", outcome { try JSONProbe(from: decoder) }].joined(separator: " | ")
    }

    // MARK: Documents

    /// Documents of different lengths, key orders and shapes; each is `{"items": [...]}`.
    static let documents: [String] = [
        #"{"items": [{"x": 1, "name": "first", "list": [10, 11, 12], "nested": {"y": 100}, "super": {"s": 1}}]}"#,
        #"""
        {"pad": "\#(String(repeating: "p", count: 300))", "items": [
            {"aaaaaaaaaa": 5, "name": "second", "x": 2, "nested": {"y": 200, "z": [1, 2]}},
            {"x": 3, "list": [], "name": "third \u00e9", "extra": {"deep": [[1], [2]]}},
            {"name": "fourth", "list": [7, 8, 9, 10, 11, 12, 13, 14, 15], "x": 4, "super": [1, 2, 3]}
        ], "tail": true}
        """#,
        #"{"items": [{"x": 12345, "name": "x", "list": [1]}], "zzz": "after"}"#,
        #"""
        {"items": [
            {"x": 6, "name": "sixth", "nested": {"y": "not a number"}, "list": [1, "two", 3]},
            {"x": 7, "name": "seventh", "x": 70, "name": "dup", "list": [7], "nested": {"y": 7, "y": 8}}
        ]}
        """#,
    ]

    /// The same documents through Foundation: the transcript every form must reproduce.
    static func foundationTranscript(_ kinds: Set<Kind>) -> [String] {
        let keeper = Keeper(kinds)
        Keeper.$current.withValue(keeper) {
            let decoder = JSONDecoder()
            for document in documents {
                _ = try? decoder.decode(Envelope.self, from: Data(document.utf8))
            }
        }
        return keeper.transcript()
    }

    /// The ways the tests give StreamJSON a document.
    enum InputForm: CaseIterable, Sendable {
        case data, string, bytes, contiguousBytes, documentValue, pointer
    }

    struct OwnBytes: ContiguousBytes {
        var bytes: [UInt8]
        func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            try bytes.withUnsafeBytes(body)
        }
    }

    static func decode(_ document: String, as form: InputForm, with decoder: StreamJSONDecoder) throws {
        switch form {
        case .data: _ = try decoder.decode(Envelope.self, from: Data(document.utf8))
        case .string: _ = try decoder.decode(Envelope.self, from: String(document))
        case .bytes: _ = try decoder.decode(Envelope.self, from: Array(document.utf8))
        case .contiguousBytes: _ = try decoder.decode(Envelope.self, from: OwnBytes(bytes: Array(document.utf8)))
        case .documentValue:
            let wrapped = try JSONDocument(Data(#"{"before": [1, 2], "doc": \#(document)}"#.utf8))
            _ = try decoder.decode(Envelope.self, from: wrapped.root["doc"]!)
        case .pointer:
            _ = try decoder.decode(
                Envelope.self, from: Data(#"{"before": "\#(document.count)", "doc": \#(document)}"#.utf8), at: "/doc")
        }
    }

    /// One decoder for every document, or a new one per document (which share spare workspaces).
    enum DecoderUse: CaseIterable, Sendable { case same, newPerDocument, sameWithSettings }

    static func makeDecoder(_ use: DecoderUse) -> StreamJSONDecoder {
        let decoder = StreamJSONDecoder()
        if use == .sameWithSettings { decoder.userInfo[CodingUserInfoKey(rawValue: "settings")!] = 1 }
        return decoder
    }

    static func streamJSONTranscript(_ kinds: Set<Kind>, form: InputForm, use: DecoderUse) -> [String] {
        let keeper = Keeper(kinds)
        Keeper.$current.withValue(keeper) {
            var decoder = makeDecoder(use)
            for document in documents {
                if use == .newPerDocument { decoder = makeDecoder(use) }
                _ = try? decode(document, as: form, with: decoder)
            }
        }
        return keeper.transcript()
    }

    static let kindSets: [Set<Kind>] = [Set(Kind.allCases)] + Kind.allCases.map { [$0] }

    // MARK: Tests

    @Test(arguments: InputForm.allCases, DecoderUse.allCases)
    func everythingKeptReadsItsOwnDocument(form: InputForm, use: DecoderUse) {
        for kinds in Self.kindSets {
            let expected = Self.foundationTranscript(kinds)
            var actual = Self.streamJSONTranscript(kinds, form: form, use: use)
            if form == .pointer {
                // A decode at a pointer reports paths from the document's root, through "doc".
                actual = actual.map {
                    $0.replacingOccurrences(of: "[doc, ", with: "[").replacingOccurrences(of: "[doc]", with: "[]")
                }
            }
            #expect(!expected.isEmpty)
            #expect(actual == expected, "keeping \(kinds.sorted { "\($0)" < "\($1)" })")
        }
    }

    /// The issue's example: a container kept from the first document, read after the second.
    @Test func aKeptContainerDoesNotReadTheNextDocument() throws {
        struct First: Decodable {
            var x: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                x = try container.decode(Int.self, forKey: "x")
                Keeper.later { KeptPastTheCallTests.outcome { try container.decode(Int.self, forKey: "x") } }
            }
        }
        let keeper = Keeper([])
        try Keeper.$current.withValue(keeper) {
            let decoder = StreamJSONDecoder()
            _ = try decoder.decode(First.self, from: #"{"x": 1, "name": "first document"}"#)
            _ = try decoder.decode(First.self, from: #"{"aaaaaaaaaa": 5, "name": "second", "x": 2}"#)
        }
        #expect(keeper.transcript() == ["1", "2"])
    }

    /// Kept things read on another thread while the decoder goes on with other documents on
    /// this one. (One thread at a time per kept thing, as with Foundation's containers.)
    @Test func keptThingsReadOnOtherThreadsWhileTheDecoderGoesOn() async {
        let kinds = Set(Kind.allCases)
        let expected = Self.foundationTranscript(kinds)
        let keeper = Keeper(kinds)
        let decoder = StreamJSONDecoder()
        Keeper.$current.withValue(keeper) {
            for document in Self.documents { _ = try? decoder.decode(Envelope.self, from: Data(document.utf8)) }
        }
        let transcripts = await withTaskGroup(of: [String].self) { group in
            group.addTask { keeper.transcript() + keeper.transcript() }
            group.addTask {
                // The same decoder, meanwhile, on documents that keep nothing.
                for document in Self.documents + Self.documents {
                    _ = try? decoder.decode(Envelope.self, from: Data(document.utf8))
                }
                return expected + expected
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for transcript in transcripts { #expect(transcript == expected + expected) }
    }

    // MARK: Streaming entry points

    /// The documents as one value per line, for the streaming entry points.
    static var lines: String {
        documents.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n") + "\n"
    }

    @Test func keptThingsOfAFileStreamReadTheirOwnValue() throws {
        let kinds = Set(Kind.allCases)
        let expected = Self.foundationTranscript(kinds)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString).jsonl")
        try Data(Self.lines.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let keeper = Keeper(kinds)
        try Keeper.$current.withValue(keeper) {
            // A small chunk size, so that the stream's buffer is refilled under the kept values.
            var values = try StreamJSONDecoder().values(
                of: Envelope.self, contentsOf: url, framing: .jsonLines, chunkSize: 64)
            while let _ = try values.next() {}
        }
        #expect(keeper.transcript() == expected)
    }

    @Test(arguments: [JSONFraming.jsonLines, .concatenated])
    func keptThingsOfAPushedStreamReadTheirOwnValue(framing: JSONFraming) throws {
        let kinds = Set(Kind.allCases)
        let expected = Self.foundationTranscript(kinds)
        let keeper = Keeper(kinds)
        try Keeper.$current.withValue(keeper) {
            var parser = StreamJSONDecoder().incrementalDecoder(of: Envelope.self, framing: framing)
            let bytes = Array(Self.lines.utf8)
            var start = 0
            while start < bytes.count {
                let end = min(start + 37, bytes.count)
                try parser.append(Array(bytes[start..<end]))
                while let _ = try parser.next() {}
                start = end
            }
            try parser.finish()
        }
        #expect(keeper.transcript() == expected)
    }

    @Test func keptThingsOfAnAsyncStreamReadTheirOwnValue() async throws {
        let kinds = Set(Kind.allCases)
        let expected = Self.foundationTranscript(kinds)
        let keeper = Keeper(kinds)
        let bytes = Array(("[" + Self.documents.joined(separator: ",") + "]").utf8)
        let chunks = AsyncStream<[UInt8]> { continuation in
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let end = bytes.index(start, offsetBy: 29, limitedBy: bytes.endIndex) ?? bytes.endIndex
                continuation.yield(Array(bytes[start..<end]))
                start = end
            }
            continuation.finish()
        }
        try await Keeper.$current.withValue(keeper) {
            for try await _ in StreamJSONDecoder().values(of: Envelope.self, from: chunks, framing: .array) {}
        }
        #expect(keeper.transcript() == expected)
    }

    // MARK: The encoder

    final class EncodingBox: @unchecked Sendable {
        var containers: [KeyedEncodingContainer<AnyKey>] = []
    }

    /// Keeps its keyed container; throws after keeping it when `fails`.
    struct KeepsItsContainer: Encodable {
        let box: EncodingBox
        var value: Int
        var fails = false

        struct Refused: Error {}

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(value, forKey: "value")
            box.containers.append(container)
            if fails { throw Refused() }
        }
    }

    /// Writes into every kept container; each write must throw, since its encode has returned
    /// (Foundation's kept containers take writes that go nowhere).
    static func writeIntoKept(_ box: EncodingBox) {
        for index in box.containers.indices {
            #expect(throws: EncodingError.self) { try box.containers[index].encode("late", forKey: "late") }
            #expect(throws: EncodingError.self) {
                var nested = box.containers[index].nestedUnkeyedContainer(forKey: "nestedLate")
                try nested.encode(1)
            }
        }
    }

    /// A keyed encoding container kept past its `encode` and written to afterwards changes no
    /// later output, with the same encoder, a new one, and a streaming writer, and after an
    /// encode that threw.
    @Test func aKeptEncodingContainerLeavesLaterOutputsAlone() throws {
        let box = EncodingBox()
        let encoder = StreamJSONEncoder()
        let foundation = JSONEncoder()
        // Foundation's side keeps its containers elsewhere (they take writes without an error).
        let foundationBox = EncodingBox()
        func both(_ value: (EncodingBox) -> some Encodable) throws {
            let ours = try encoder.encode(value(box))
            Self.writeIntoKept(box)
            #expect(ours == (try foundation.encode(value(foundationBox))))
        }
        try both { [KeepsItsContainer(box: $0, value: 1)] }
        #expect(throws: KeepsItsContainer.Refused.self) {
            try encoder.encode([
                KeepsItsContainer(box: box, value: 0), KeepsItsContainer(box: box, value: 9, fails: true),
            ])
        }
        Self.writeIntoKept(box)
        try both { [KeepsItsContainer(box: $0, value: 2), KeepsItsContainer(box: $0, value: 3)] }
        try both { KeepsItsContainer(box: $0, value: 4) }
        _ = try StreamJSONEncoder().encode(KeepsItsContainer(box: box, value: 5))
        try both { ["a": KeepsItsContainer(box: $0, value: 6)] }

        var chunks: [UInt8] = []
        let writer = encoder.streamWriter(framing: .jsonLines) { chunks.append(contentsOf: $0) }
        try writer.write(KeepsItsContainer(box: box, value: 7))
        #expect(throws: KeepsItsContainer.Refused.self) {
            try writer.write(KeepsItsContainer(box: box, value: 8, fails: true))
        }
        Self.writeIntoKept(box)
        try writer.write(KeepsItsContainer(box: box, value: 10))
        try writer.finish()
        #expect(String(decoding: chunks, as: UTF8.self) == "{\"value\":7}\n{\"value\":10}\n")
    }
}

extension AnyKey: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self.init(stringValue: value) }
}
