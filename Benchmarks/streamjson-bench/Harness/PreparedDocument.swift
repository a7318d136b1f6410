// A document ready to benchmark: its bytes, the model Foundation decodes from them, and its
// records written out as a JSON Lines file and as one JSON array of the same record texts (both
// made when a workload first asks for them).

import Foundation

struct PreparedDocument<F: DocumentFamily> {
    let data: Data
    /// What is derived from `data`, made on first use or by `makeAll()`: the suite makes all of
    /// it up front (so a document `JSONDecoder` cannot decode fails before any timing), an
    /// instruction profile of one workload (Scripts/profile.sh, Scripts/check-instructions) only
    /// what that workload uses (decode and validate need none of it), which under valgrind saves
    /// up to two billion instructions of set-up per profile.
    private let parts: Parts
    /// Decodes and encodes the three large documents, each with coders of its own that are then
    /// dropped: what a long-lived process has done before the `-after-others` workloads.
    let decodeAndEncodeOtherDocuments: () throws -> Void

    init(data: Data, workDirectory: URL, decodeAndEncodeOtherDocuments: @escaping () throws -> Void = {}) {
        self.data = data
        parts = Parts(data: data, workDirectory: workDirectory)
        self.decodeAndEncodeOtherDocuments = decodeAndEncodeOtherDocuments
    }

    /// Makes the model, then the records and their files.
    func makeAll() throws {
        _ = try parts.recordFiles()
    }

    /// The document as `JSONDecoder` decodes it (with the family's options): the reference every
    /// check compares with, and the value both encoders encode.
    var model: F.Document {
        get throws { try parts.model() }
    }
    var records: [F.Record] {
        get throws { try parts.recordFiles().records }
    }
    /// `[record,record,...]`, the same record texts as the JSON Lines file.
    var recordsArray: Data {
        get throws { try parts.recordFiles().array }
    }
    /// One record per line, each line `JSONEncoder`'s compact output for the record.
    var recordsLinesFile: URL {
        get throws { try parts.recordFiles().linesFile }
    }
    var recordsLinesByteCount: Int {
        get throws { try parts.recordFiles().linesByteCount }
    }
    /// Files holding `recordsArray` alone, and as the member `records` of an envelope
    /// `{"meta": {...}, "records": [...], "next": "x"}`.
    var recordsArrayFiles: (array: URL, envelope: URL, envelopeByteCount: Int) {
        get throws { try parts.recordFiles().arrayFiles }
    }

    /// The records of the document, written out as a JSON Lines file and as one JSON array of
    /// the same record texts.
    private struct RecordFiles {
        let records: [F.Record]
        let array: Data
        let linesFile: URL
        let linesByteCount: Int
        let arrayFiles: (array: URL, envelope: URL, envelopeByteCount: Int)
    }

    /// The parts, each made once (a class, so that the document's copies share them).
    private final class Parts {
        let data: Data
        let workDirectory: URL
        private var madeModel: F.Document?
        private var madeRecordFiles: RecordFiles?

        init(data: Data, workDirectory: URL) {
            self.data = data
            self.workDirectory = workDirectory
        }

        func model() throws -> F.Document {
            if let madeModel { return madeModel }
            let model = try F.options.foundationDecoder().decode(F.Document.self, from: data)
            madeModel = model
            return model
        }

        func recordFiles() throws -> RecordFiles {
            if let madeRecordFiles { return madeRecordFiles }
            let records = F.records(in: try model())
            let encoder = JSONEncoder()
            // The floats-strings list's NaN and infinities as its strategy writes them.
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
            var lines = Data()
            var array = Data([UInt8(ascii: "[")])
            for (index, record) in records.enumerated() {
                let text = try encoder.encode(record)
                lines.append(text)
                lines.append(UInt8(ascii: "\n"))
                if index > 0 { array.append(UInt8(ascii: ",")) }
                array.append(text)
            }
            array.append(UInt8(ascii: "]"))
            let linesFile = workDirectory.appendingPathComponent("\(F.name).records.jsonl")
            try lines.write(to: linesFile)
            let arrayFile = workDirectory.appendingPathComponent("\(F.name).records.json")
            try array.write(to: arrayFile)
            var envelope = Data(
                #"{"meta": {"source": "\#(F.name)", "version": 3, "note": "[not the records]"}, "records": "#.utf8)
            envelope.append(array)
            envelope.append(contentsOf: #", "next": "x"}"#.utf8)
            let envelopeFile = workDirectory.appendingPathComponent("\(F.name).records-envelope.json")
            try envelope.write(to: envelopeFile)
            let made = RecordFiles(
                records: records, array: array, linesFile: linesFile, linesByteCount: lines.count,
                arrayFiles: (arrayFile, envelopeFile, envelope.count))
            madeRecordFiles = made
            return made
        }
    }
}

/// Bytes that show two values are equal: `JSONEncoder` output with sorted keys. Used by the
/// checks, never timed.
func canonicalJSON<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Non-finite numbers (the floats-strings list) as strings, so that both sides compare.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return try encoder.encode(value)
}

/// Throws a `CheckFailure` unless StreamJSONEncoder's `output` and JSONEncoder's decode (with
/// `JSONDecoder` and the family's options) to the same values. Both outputs go through the same
/// decoder, so a strategy that does not round-trip exactly (milliseconds) compares like for like.
func requireSameValues<F: DocumentFamily>(_ family: F.Type, _ output: Data, _ foundationOutput: Data) throws {
    let decoder = F.options.foundationDecoder()
    try requireSameJSON(
        canonicalJSON(try decoder.decode(F.Document.self, from: output)),
        canonicalJSON(try decoder.decode(F.Document.self, from: foundationOutput)),
        "the values of StreamJSONEncoder's and JSONEncoder's outputs")
}

/// Throws a `CheckFailure` naming the first differing byte unless the two are equal. The checks
/// pass it sorted-key re-encodings, so a difference there is a difference in values.
func requireSameJSON(_ actual: Data, _ expected: Data, _ what: String) throws {
    guard actual != expected else { return }
    let offset =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    let excerpt = { (data: Data) -> String in
        String(decoding: data[data.index(data.startIndex, offsetBy: offset)...].prefix(60), as: UTF8.self)
    }
    throw CheckFailure(
        description: "\(what) differ at byte \(offset): "
            + "\(excerpt(actual).debugDescription) vs \(excerpt(expected).debugDescription)")
}
