// The workloads of speed round 3: a new coder per call (as server code often makes one per
// request), and small records streamed from a file as a top-level array and as the array at a
// pointer, each against decoding the same records from one in-memory array.

import Foundation
import StreamJSON

extension WorkloadCatalog {
    /// `JSONDecoder().decode` against `StreamJSONDecoder().decode`, a new decoder every call.
    static func decodeNewCoder<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let baseline = Contender(name: "JSONDecoder", bytesPerRun: data.count) {
            F.recordCount(in: try JSONDecoder().decode(F.Document.self, from: data))
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
            F.recordCount(in: try StreamJSONDecoder().decode(F.Document.self, from: data))
        }
        return Workload(document: F.name, kind: .decodeNewCoder, candidate: candidate, unavailableReason: nil,
                        baseline: baseline) {
            try requireSameJSON(canonicalJSON(try StreamJSONDecoder().decode(F.Document.self, from: data)),
                                canonicalJSON(document.model), "the values StreamJSONDecoder and JSONDecoder decoded")
            return "same values as JSONDecoder"
        }
    }

    /// `JSONEncoder().encode` against `StreamJSONEncoder().encode`, a new encoder every call.
    static func encodeNewCoder<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let model = document.model
        let baseline = Contender(name: "JSONEncoder", bytesPerRun: (try? JSONEncoder().encode(model).count) ?? 0) {
            try JSONEncoder().encode(model).count
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: (try? StreamJSONEncoder().encode(model).count) ?? 0) {
            try StreamJSONEncoder().encode(model).count
        }
        return Workload(document: F.name, kind: .encodeNewCoder, candidate: candidate, unavailableReason: nil,
                        baseline: baseline) {
            let decoded = try JSONDecoder().decode(F.Document.self, from: StreamJSONEncoder().encode(model))
            try requireSameJSON(canonicalJSON(decoded), canonicalJSON(model),
                                "the values of StreamJSONEncoder's output and of the model")
            return "same values as the model"
        }
    }

    /// The records read from a file holding them as one array, with `.array`.
    static func arrayFile<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let file = document.recordsArrayFiles.array
        return streaming(document, kind: .arrayFile,
                         reader: StreamJSONSide.arrayFileReader(for: F.Record.self, at: nil).map { read in
                             { body in _ = try read(file, body) }
                         }, bytesPerRun: document.recordsArray.count)
    }

    /// The records read from a file holding them as `/records` of an envelope, with
    /// `.array(at: "/records")`.
    static func pointerFile<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let file = document.recordsArrayFiles.envelope
        return streaming(document, kind: .pointerFile,
                         reader: StreamJSONSide.arrayFileReader(for: F.Record.self, at: "/records").map { read in
                             { body in _ = try read(file, body) }
                         }, bytesPerRun: document.recordsArrayFiles.envelopeByteCount)
    }
}
