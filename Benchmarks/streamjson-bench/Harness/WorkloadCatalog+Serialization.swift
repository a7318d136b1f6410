// The JSONSerialization drop-in (issue 30): StreamJSONSerialization.jsonObject and
// data(withJSONObject:) against Foundation's, on the same bytes and the same object graph.

import Foundation
import StreamJSON

extension WorkloadCatalog {
    /// `jsonObject(with:)`, default options. The check: both graphs written by Foundation with
    /// sorted keys give the same bytes.
    static func serializationRead<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let data = document.data
        let baseline = Contender(name: "JSONSerialization", bytesPerRun: data.count) {
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?.count ?? 0
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
            (try StreamJSONSerialization.jsonObject(with: data) as? [String: Any])?.count ?? 0
        }
        return Workload(
            document: F.name, kind: .serializationRead, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            let ours = try JSONSerialization.data(
                withJSONObject: StreamJSONSerialization.jsonObject(with: data),
                options: .sortedKeys)
            let theirs = try JSONSerialization.data(
                withJSONObject: JSONSerialization.jsonObject(with: data),
                options: .sortedKeys)
            guard ours == theirs else {
                throw CheckFailure(
                    description: "the object graphs of StreamJSONSerialization and JSONSerialization differ")
            }
            return "same objects as JSONSerialization"
        }
    }

    /// `data(withJSONObject:)`, default options, of the graph `JSONSerialization` read. The
    /// check: with sorted keys both write the same bytes.
    static func serializationWrite<F: DocumentFamily>(_ document: PreparedDocument<F>) throws -> Workload {
        let object = try JSONSerialization.jsonObject(with: document.data)
        let size = try JSONSerialization.data(withJSONObject: object).count
        let baseline = Contender(name: "JSONSerialization", bytesPerRun: size) {
            try JSONSerialization.data(withJSONObject: object).count
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: size) {
            try StreamJSONSerialization.data(withJSONObject: object).count
        }
        return Workload(
            document: F.name, kind: .serializationWrite, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            let ours = try StreamJSONSerialization.data(withJSONObject: object, options: .sortedKeys)
            let theirs = try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
            guard ours == theirs else {
                throw CheckFailure(description: "StreamJSONSerialization and JSONSerialization wrote different bytes")
            }
            return "same bytes as JSONSerialization (sorted keys)"
        }
    }
}
