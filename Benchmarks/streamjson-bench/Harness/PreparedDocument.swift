// A document ready to benchmark: its bytes, the model Foundation decodes from them, and its
// records written out as a JSON Lines file and as one JSON array of the same record texts.

import Foundation

struct PreparedDocument<F: DocumentFamily> {
    let data: Data
    /// The document as `JSONDecoder` decodes it: the reference every check compares with, and
    /// the value both encoders encode.
    let model: F.Document
    let records: [F.Record]
    /// `[record,record,...]`, the same record texts as the JSON Lines file.
    let recordsArray: Data
    /// One record per line, each line `JSONEncoder`'s compact output for the record.
    let recordsLinesFile: URL
    let recordsLinesByteCount: Int
    /// Files holding `recordsArray` alone, and as the member `records` of an envelope
    /// `{"meta": {...}, "records": [...], "next": "x"}`.
    let recordsArrayFiles: (array: URL, envelope: URL, envelopeByteCount: Int)

    init(data: Data, workDirectory: URL) throws {
        self.data = data
        model = try JSONDecoder().decode(F.Document.self, from: data)
        records = F.records(in: model)
        let encoder = JSONEncoder()
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
        recordsArray = array
        recordsLinesByteCount = lines.count
        recordsLinesFile = workDirectory.appendingPathComponent("\(F.name).records.jsonl")
        try lines.write(to: recordsLinesFile)
        let arrayFile = workDirectory.appendingPathComponent("\(F.name).records.json")
        try array.write(to: arrayFile)
        var envelope = Data(#"{"meta": {"source": "\#(F.name)", "version": 3, "note": "[not the records]"}, "records": "#.utf8)
        envelope.append(array)
        envelope.append(contentsOf: #", "next": "x"}"#.utf8)
        let envelopeFile = workDirectory.appendingPathComponent("\(F.name).records-envelope.json")
        try envelope.write(to: envelopeFile)
        recordsArrayFiles = (arrayFile, envelopeFile, envelope.count)
    }
}

/// Bytes that show two values are equal: `JSONEncoder` output with sorted keys. Used by the
/// checks, never timed.
func canonicalJSON<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value)
}

/// Throws a `CheckFailure` naming the first differing byte unless the two are equal. The checks
/// pass it sorted-key re-encodings, so a difference there is a difference in values.
func requireSameJSON(_ actual: Data, _ expected: Data, _ what: String) throws {
    guard actual != expected else { return }
    let offset = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    let excerpt = { (data: Data) -> String in
        String(decoding: data[data.index(data.startIndex, offsetBy: offset)...].prefix(60), as: UTF8.self)
    }
    throw CheckFailure(description: "\(what) differ at byte \(offset): "
        + "\(excerpt(actual).debugDescription) vs \(excerpt(expected).debugDescription)")
}
