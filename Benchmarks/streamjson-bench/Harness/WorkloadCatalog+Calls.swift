// The workloads of speed round 3: a new coder per call (as server code often makes one per
// request), and small records streamed from a file as a top-level array and as the array at a
// pointer, each against decoding the same records from one in-memory array. And a small
// document decoded at a JSON Pointer inside a response envelope, one per call.

import Foundation
import StreamJSON

extension WorkloadCatalog {
    /// `JSONDecoder().decode` against `StreamJSONDecoder().decode`, a new decoder every call (set
    /// up with the family's options, as the caller would).
    static func decodeNewCoder<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let options = F.options
        let baseline = Contender(name: "JSONDecoder", bytesPerRun: data.count) {
            F.recordCount(in: try options.foundationDecoder().decode(F.Document.self, from: data))
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
            F.recordCount(in: try options.streamJSONDecoder().decode(F.Document.self, from: data))
        }
        return Workload(
            document: F.name, kind: .decodeNewCoder, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            try requireSameJSON(
                canonicalJSON(try options.streamJSONDecoder().decode(F.Document.self, from: data)),
                canonicalJSON(try document.model), "the values StreamJSONDecoder and JSONDecoder decoded")
            return "same values as JSONDecoder"
        }
    }

    /// The document as the one element of an API response's `data`,
    /// `{"meta": {...}, "data": [document]}`: `decode(Document.self, from: envelope, at: "/data/0")`
    /// against `JSONDecoder` decoding the envelope into a struct (``DataEnvelope``) and taking
    /// `data[0]`. Both read the whole envelope; one run is one call.
    static func decodePointer<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        var envelope = Data(#"{"meta":{"request":"req-8f3a2c","page":1,"more":false,"took_ms":12.5},"data":["#.utf8)
        envelope.append(document.data)
        envelope.append(contentsOf: "]}".utf8)
        let foundation = JSONDecoder()
        let foundationDecode = { (data: Data) throws -> F.Document in
            guard let element = try foundation.decode(DataEnvelope<F.Document>.self, from: data).data.first else {
                throw CheckFailure(description: "the envelope's data array is empty")
            }
            return element
        }
        let baseline = Contender(name: "JSONDecoder", bytesPerRun: envelope.count) {
            F.recordCount(in: try foundationDecode(envelope))
        }
        switch StreamJSONSide.pointerDecoder(for: F.Document.self, at: "/data/0") {
        case .failure(let reason):
            return unavailable(F.name, .decodePointer, reason, baseline: baseline)
        case .success(let streamDecode):
            let candidate = Contender(name: "StreamJSON", bytesPerRun: envelope.count) {
                F.recordCount(in: try streamDecode(envelope))
            }
            return Workload(
                document: F.name, kind: .decodePointer, candidate: candidate, unavailableReason: nil,
                baseline: baseline
            ) {
                let model = try canonicalJSON(try document.model)
                try requireSameJSON(
                    canonicalJSON(try streamDecode(envelope)), model,
                    "the values StreamJSONDecoder decoded at /data/0 and the document's")
                try requireSameJSON(
                    canonicalJSON(try foundationDecode(envelope)), model,
                    "the values JSONDecoder decoded as data[0] and the document's")
                return "same values as JSONDecoder's data[0]"
            }
        }
    }

    /// `JSONEncoder().encode` against `StreamJSONEncoder().encode`, a new encoder every call (set
    /// up with the family's options).
    static func encodeNewCoder<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let model = try document.model
        let options = F.options
        let foundationOutput = (try? options.foundationEncoder().encode(model)) ?? Data()
        let baseline = Contender(name: "JSONEncoder", bytesPerRun: foundationOutput.count) {
            try options.foundationEncoder().encode(model).count
        }
        let candidate = Contender(
            name: "StreamJSON", bytesPerRun: (try? options.streamJSONEncoder().encode(model).count) ?? 0
        ) {
            try options.streamJSONEncoder().encode(model).count
        }
        return Workload(
            document: F.name, kind: .encodeNewCoder, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            try requireSameValues(F.self, try options.streamJSONEncoder().encode(model), foundationOutput)
            return "same values as JSONEncoder's output"
        }
    }

    /// `encode(model)` with `.sortedKeys`, StreamJSONEncoder vs JSONEncoder: the outputs must be
    /// byte-identical.
    static func encodeSorted<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let model = try document.model
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys]
        switch StreamJSONSide.encoder(for: F.Document.self, sortedKeys: true) {
        case .failure(let reason):
            let baseline = Contender(name: "JSONEncoder", bytesPerRun: (try? foundation.encode(model).count) ?? 0) {
                try foundation.encode(model).count
            }
            return unavailable(F.name, .encodeSorted, reason, baseline: baseline)
        case .success(let streamEncode):
            // The outputs are the same bytes (the check says so): one size for both, and no
            // JSONEncoder run in an instruction profile's set-up (a minute for canada under
            // valgrind).
            let outputSize = (try? streamEncode(model).count) ?? 0
            let baseline = Contender(name: "JSONEncoder", bytesPerRun: outputSize) {
                try foundation.encode(model).count
            }
            let candidate = Contender(name: "StreamJSON", bytesPerRun: outputSize) {
                try streamEncode(model).count
            }
            return Workload(
                document: F.name, kind: .encodeSorted, candidate: candidate, unavailableReason: nil,
                baseline: baseline
            ) {
                try requireSameJSON(
                    try streamEncode(model), try foundation.encode(model),
                    "the outputs of StreamJSONEncoder and JSONEncoder with .sortedKeys")
                return "output byte-identical to JSONEncoder's"
            }
        }
    }

    /// `decode(Document.self, from: data)` as in `decode`, in a process that first decoded and
    /// encoded twitter, citm and canada with other coders (see
    /// `Suite.decodeAndEncodeLargeDocuments`): a call must not cost more for what the process
    /// did before.
    static func decodeAfterOthers<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        try document.decodeAndEncodeOtherDocuments()
        let workload = decode(document)
        return Workload(
            document: workload.document, kind: .decodeAfterOthers, candidate: workload.candidate,
            unavailableReason: workload.unavailableReason, baseline: workload.baseline,
            check: workload.check)
    }

    /// `encode(model)` as in `encode`, after the same history as ``decodeAfterOthers(_:)``.
    static func encodeAfterOthers<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        try document.decodeAndEncodeOtherDocuments()
        let workload = try encode(document)
        return Workload(
            document: workload.document, kind: .encodeAfterOthers, candidate: workload.candidate,
            unavailableReason: workload.unavailableReason, baseline: workload.baseline,
            check: workload.check)
    }

    /// The records read from a file holding them as one array, with `.array`.
    static func arrayFile<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let file = try document.recordsArrayFiles.array
        return try streaming(
            document, kind: .arrayFile,
            reader: StreamJSONSide.arrayFileReader(for: F.Record.self, at: nil).map { read in
                { body in _ = try read(file, body) }
            }, bytesPerRun: try document.recordsArray.count)
    }

    /// The records read from a file holding them as `/records` of an envelope, with
    /// `.array(at: "/records")`.
    static func pointerFile<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let file = try document.recordsArrayFiles.envelope
        return try streaming(
            document, kind: .pointerFile,
            reader: StreamJSONSide.arrayFileReader(for: F.Record.self, at: "/records").map { read in
                { body in _ = try read(file, body) }
            }, bytesPerRun: try document.recordsArrayFiles.envelopeByteCount)
    }
}
