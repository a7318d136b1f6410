// The workloads of one document. Each is a pair of closures (StreamJSON, baseline) and a check
// that the two agree; a new workload is one more function here and a case in WorkloadKind.

import Foundation
import StreamJSON

enum WorkloadCatalog {
    static func workloads<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> [Workload] {
        try F.workloadKinds.map { kind in try workload(kind, document) }
    }

    /// One workload of the document, `kind` one of `F.workloadKinds` (a profile builds only the
    /// workload it measures).
    static func workload<F: DocumentFamily>(_ kind: WorkloadKind, _ document: PreparedDocument<F>) throws -> Workload {
        var workload = try make(kind, document)
        workload.isPerCall = F.isPerCall
        return workload
    }

    private static func make<F: DocumentFamily>(_ kind: WorkloadKind, _ document: PreparedDocument<F>) throws
        -> Workload
    {
        switch kind {
        case .decode: return decode(document)
        case .decodeNewCoder: return decodeNewCoder(document)
        case .decodePointer: return decodePointer(document)
        case .encode: return try encode(document)
        case .encodeNewCoder: return try encodeNewCoder(document)
        case .encodeSorted: return try encodeSorted(document)
        case .decodeAfterOthers: return try decodeAfterOthers(document)
        case .encodeAfterOthers: return try encodeAfterOthers(document)
        case .parse: return parse(document)
        case .validate: return validate(document)
        case .stream: return try stream(document)
        case .push: return try push(document)
        case .arrayFile: return try arrayFile(document)
        case .pointerFile: return try pointerFile(document)
        case .envelope: return try envelope(document)
        case .probe: return probe(document)
        case .failures: return failures(document)
        case .serializationRead: return try serializationRead(document)
        case .serializationWrite: return try serializationWrite(document)
        case .document: return documentParse(document)
        case .documentNumbers: return documentNumbers(document)
        case .documentField: return documentField(document)
        }
    }

    /// `decode(Document.self, from: data)`, StreamJSONDecoder vs JSONDecoder (each made with the
    /// family's options).
    static func decode<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let foundation = F.options.foundationDecoder()
        let baseline = Contender(name: "JSONDecoder", bytesPerRun: data.count) {
            F.recordCount(in: try foundation.decode(F.Document.self, from: data))
        }
        switch StreamJSONSide.decoder(for: F.Document.self, options: F.options) {
        case .failure(let reason):
            return unavailable(F.name, .decode, reason, baseline: baseline)
        case .success(let streamDecode):
            let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
                F.recordCount(in: try streamDecode(data))
            }
            return Workload(
                document: F.name, kind: .decode, candidate: candidate, unavailableReason: nil,
                baseline: baseline
            ) {
                try requireSameJSON(
                    canonicalJSON(try streamDecode(data)), canonicalJSON(try document.model),
                    "the values StreamJSONDecoder and JSONDecoder decoded")
                return "same values as JSONDecoder"
            }
        }
    }

    /// `encode(model)` with the family's options (compact), StreamJSONEncoder vs JSONEncoder. MB/s
    /// counts the bytes each encoder writes; the ratio compares time per encode of the same value.
    static func encode<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let model = try document.model
        let foundation = F.options.foundationEncoder()
        let foundationOutput = (try? foundation.encode(model)) ?? Data()
        let baseline = Contender(name: "JSONEncoder", bytesPerRun: foundationOutput.count) {
            try foundation.encode(model).count
        }
        switch StreamJSONSide.encoder(for: F.Document.self, options: F.options) {
        case .failure(let reason):
            return unavailable(F.name, .encode, reason, baseline: baseline)
        case .success(let streamEncode):
            let outputSize = (try? streamEncode(model).count) ?? 0
            let candidate = Contender(name: "StreamJSON", bytesPerRun: outputSize) {
                try streamEncode(model).count
            }
            return Workload(
                document: F.name, kind: .encode, candidate: candidate, unavailableReason: nil,
                baseline: baseline
            ) {
                let output = try streamEncode(model)
                try requireSameValues(F.self, output, foundationOutput)
                if output == foundationOutput { return "output byte-identical to JSONEncoder's" }
                // JSONEncoder's default key order is its dictionary's, so compare sorted output.
                let sortedOutput = try StreamJSONSide.encoder(
                    for: F.Document.self, sortedKeys: true, options: F.options
                )
                .get()(model)
                do {
                    try requireSameJSON(
                        sortedOutput, try F.options.foundationEncoder(sortedKeys: true).encode(model), "the outputs")
                    return "same values; key order differs from JSONEncoder's (which is unspecified), "
                        + "and with .sortedKeys the output is byte-identical"
                } catch let difference as CheckFailure {
                    return "same values, but with .sortedKeys the output is not JSONEncoder's: \(difference)"
                }
            }
        }
    }

    /// Any JSON into a generic tree: `JSONValue` vs `JSONSerialization.jsonObject(with:)`.
    static func parse<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let baseline = Contender(name: "JSONSerialization", bytesPerRun: data.count) {
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?.count ?? 0
        }
        switch StreamJSONSide.untypedParser() {
        case .failure(let reason):
            return unavailable(F.name, .parse, reason, baseline: baseline)
        case .success(let streamParse):
            let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
                _ = try streamParse(data)
                return 1
            }
            return Workload(
                document: F.name, kind: .parse, candidate: candidate, unavailableReason: nil,
                baseline: baseline
            ) {
                // The tree, re-encoded and decoded into the model, must give the model again.
                let tree = try streamParse(data)
                let decoded = try JSONDecoder().decode(F.Document.self, from: JSONEncoder().encode(tree))
                try requireSameJSON(
                    canonicalJSON(decoded), canonicalJSON(try document.model),
                    "the values in JSONValue and in the document")
                return "JSONValue holds the same values"
            }
        }
    }

    /// The whole document through ``AnyJSONProbe``, which tries Bool, Int64, UInt64, Double and
    /// String with `try?` before containers: the cost of failed decodes, both sides.
    static func probe<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let foundation = JSONDecoder()
        let streamJSON = StreamJSONDecoder()
        let baseline = Contender(name: "JSONDecoder", bytesPerRun: data.count) {
            try foundation.decode(AnyJSONProbe.self, from: data).count
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
            try streamJSON.decode(AnyJSONProbe.self, from: data).count
        }
        return Workload(
            document: F.name, kind: .probe, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            let ours = try streamJSON.decode(AnyJSONProbe.self, from: data)
            guard ours == (try foundation.decode(AnyJSONProbe.self, from: data)) else {
                throw CheckFailure(description: "AnyJSONProbe trees differ between StreamJSONDecoder and JSONDecoder")
            }
            return "same tree as JSONDecoder (\(ours.count) values)"
        }
    }

    /// The whole document through ``WrongGuesses``, which makes two to five failed `try?`
    /// probes at every value and almost nothing else: the price of one failed decode, both
    /// sides. The note gives the count, so time per run over it is the time per failure.
    static func failures<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let foundation = JSONDecoder()
        let streamJSON = StreamJSONDecoder()
        let baseline = Contender(name: "JSONDecoder", bytesPerRun: data.count) {
            try foundation.decode(WrongGuesses.self, from: data).failures
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
            try streamJSON.decode(WrongGuesses.self, from: data).failures
        }
        return Workload(
            document: F.name, kind: .failures, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            let ours = try streamJSON.decode(WrongGuesses.self, from: data).failures
            let theirs = try foundation.decode(WrongGuesses.self, from: data).failures
            guard ours == theirs else {
                throw CheckFailure(
                    description: "\(ours) failed probes with StreamJSONDecoder, \(theirs) with JSONDecoder")
            }
            return "\(ours) failed probes per run, the same in both"
        }
    }

    /// The tokenizer alone, no tree and no values. No baseline: Foundation has no validator.
    static func validate<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        switch StreamJSONSide.validator() {
        case .failure(let reason):
            return unavailable(F.name, .validate, reason, baseline: nil)
        case .success(let streamValidate):
            let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
                try streamValidate(data)
                return 1
            }
            return Workload(
                document: F.name, kind: .validate, candidate: candidate, unavailableReason: nil,
                baseline: nil
            ) {
                try streamValidate(data)
                // A validator that accepts everything would be fast too: a truncated copy must fail.
                if (try? streamValidate(data.dropLast(2))) != nil {
                    throw CheckFailure(description: "validate accepted a truncated document")
                }
                return "accepts the document, rejects it truncated"
            }
        }
    }

    /// The document's records from a JSON Lines file, decoded one by one as they are read in
    /// chunks, against decoding the same record texts from one in-memory array (both StreamJSON).
    static func stream<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let file = try document.recordsLinesFile
        return try streaming(
            document, kind: .stream,
            reader: StreamJSONSide.jsonLinesReader(for: F.Record.self).map {
                readLines in { body in try readLines(file, body) }
            })
    }

    /// The same records pushed from memory in 64 KiB chunks into the incremental decoder: the
    /// streaming machinery without file reads.
    static func push<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let lines = (try? Data(contentsOf: try document.recordsLinesFile)) ?? Data()
        let chunkSize = 64 * 1024
        let chunks = stride(from: 0, to: lines.count, by: chunkSize).map {
            Data(lines[$0..<min($0 + chunkSize, lines.count)])
        }
        return try streaming(
            document, kind: .push,
            reader: StreamJSONSide.jsonLinesPusher(for: F.Record.self).map {
                pushChunks in { body in try pushChunks(chunks, body) }
            })
    }

    /// The records streamed from a file that holds them as the array `/records` of an envelope
    /// (`{"meta": {...}, "records": [...], "next": "x"}`), with `.array(at: "/records")`,
    /// against streaming the same records from a file that holds only the array, with `.array`.
    static func envelope<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let files = try document.recordsArrayFiles
        let baseline = Contender(name: "StreamJSON, .array", bytesPerRun: try document.recordsArray.count) {
            try StreamJSONSide.arrayFileReader(for: F.Record.self, at: nil).get()(files.array) { _ in }
        }
        switch StreamJSONSide.arrayFileReader(for: F.Record.self, at: "/records") {
        case .failure(let reason):
            return unavailable(F.name, .envelope, reason, baseline: baseline)
        case .success(let readRecords):
            let candidate = Contender(name: "StreamJSON, .array(at:)", bytesPerRun: files.envelopeByteCount) {
                try readRecords(files.envelope) { _ in }
            }
            return Workload(
                document: F.name, kind: .envelope, candidate: candidate, unavailableReason: nil,
                baseline: baseline
            ) {
                var streamed: [F.Record] = []
                _ = try readRecords(files.envelope) { streamed.append($0) }
                try requireSameJSON(
                    canonicalJSON(streamed), canonicalJSON(try document.records),
                    "the records streamed from the envelope and the document's")
                return "\(streamed.count) \(F.recordsName) from the envelope, same values"
            }
        }
    }

    /// A streaming workload: `reader` hands every record of the JSON Lines data to its argument.
    static func streaming<F: DocumentFamily>(
        _ document: PreparedDocument<F>, kind: WorkloadKind,
        reader: Result<(_ body: (F.Record) -> Void) throws -> Void, Unavailable>, bytesPerRun: Int? = nil
    ) throws -> Workload {
        let array = try document.recordsArray
        let decoder: (Data) throws -> [F.Record]
        switch StreamJSONSide.decoder(for: [F.Record].self) {
        case .failure(let reason):
            return unavailable(F.name, kind, reason, baseline: nil)
        case .success(let arrayDecode):
            decoder = arrayDecode
        }
        let baseline = Contender(name: "StreamJSON, one array", bytesPerRun: array.count) {
            try decoder(array).count
        }
        switch reader {
        case .failure(let reason):
            return unavailable(F.name, kind, reason, baseline: baseline)
        case .success(let readRecords):
            let candidateBytes = try bytesPerRun ?? document.recordsLinesByteCount
            let candidate = Contender(name: "StreamJSON, " + kind.title, bytesPerRun: candidateBytes) {
                var count = 0
                try readRecords { _ in count += 1 }
                return count
            }
            return Workload(
                document: F.name, kind: kind, candidate: candidate, unavailableReason: nil,
                baseline: baseline
            ) {
                var streamed: [F.Record] = []
                try readRecords { streamed.append($0) }
                let expected = try canonicalJSON(try document.records)
                try requireSameJSON(canonicalJSON(streamed), expected, "the streamed records and the document's")
                try requireSameJSON(
                    canonicalJSON(try decoder(array)), expected,
                    "the records from the array and the document's")
                return "\(streamed.count) \(F.recordsName), same values both ways"
            }
        }
    }

    static func unavailable(
        _ document: String, _ kind: WorkloadKind, _ reason: Unavailable,
        baseline: Contender?
    ) -> Workload {
        Workload(
            document: document, kind: kind, candidate: nil, unavailableReason: reason.description,
            baseline: baseline, check: nil)
    }
}
