// JSONDocument workloads against JSONSerialization: parse into a document; parse and read
// every number; parse and read one field of a large document.

import Foundation
import StreamJSON

extension WorkloadCatalog {
    /// `JSONDocument(data)` against `JSONSerialization.jsonObject(with:)`.
    static func documentParse<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let baseline = Contender(name: "JSONSerialization", bytesPerRun: data.count) {
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?.count ?? 0
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
            try JSONDocument(data).root.count
        }
        return Workload(
            document: F.name, kind: .document, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            let tree = JSONValue(try JSONDocument(data).root)
            let decoded = try JSONDecoder().decode(F.Document.self, from: JSONEncoder().encode(tree))
            try requireSameJSON(
                canonicalJSON(decoded), canonicalJSON(try document.model),
                "the values of the JSONDocument and of the document")
            return "the document holds the same values"
        }
    }

    /// Parse, then read every number as a `Double` (sum), both sides.
    static func documentNumbers<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let baseline = Contender(name: "JSONSerialization", bytesPerRun: data.count) {
            Int(foundationNumberSum(try JSONSerialization.jsonObject(with: data), countingBooleans: true).count)
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) {
            documentNumberSum(try JSONDocument(data).root).count
        }
        return Workload(
            document: F.name, kind: .documentNumbers, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            let ours = documentNumberSum(try JSONDocument(data).root)
            let theirs = foundationNumberSum(try JSONSerialization.jsonObject(with: data), countingBooleans: false)
            guard ours.count == theirs.count, abs(ours.sum - theirs.sum) <= 1e-9 * max(1, abs(theirs.sum)) else {
                throw CheckFailure(description: "numbers: \(ours) with JSONDocument, \(theirs) with JSONSerialization")
            }
            return "\(ours.count) numbers, the same sum"
        }
    }

    /// Parse, then read one field: `/search_metadata/count` (twitter, at the end of the
    /// document), the member count of `/areaNames` (citm), the length of `/type` (canada).
    static func documentField<F: DocumentFamily>(_ document: PreparedDocument<F>) -> Workload {
        let data = document.data
        let baseline = Contender(name: "JSONSerialization", bytesPerRun: data.count) {
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            switch F.name {
            case "twitter":
                return ((object?["search_metadata"] as? [String: Any])?["count"] as? NSNumber)?.intValue ?? -1
            case "citm": return (object?["areaNames"] as? [String: Any])?.count ?? -1
            default: return (object?["type"] as? String)?.utf8.count ?? -1
            }
        }
        let read: (Data) throws -> Int = { data in
            let document = try JSONDocument(data)
            switch F.name {
            case "twitter": return document[pointer: "/search_metadata/count"]?.int ?? -1
            case "citm": return document.root["areaNames"]?.count ?? -1
            default: return document.root["type"]?.string?.utf8.count ?? -1
            }
        }
        let candidate = Contender(name: "StreamJSON", bytesPerRun: data.count) { try read(data) }
        return Workload(
            document: F.name, kind: .documentField, candidate: candidate, unavailableReason: nil,
            baseline: baseline
        ) {
            let ours = try read(data)
            let theirs = try baseline.run()
            guard ours == theirs, ours >= 0 else {
                throw CheckFailure(
                    description: "the field reads \(ours) with JSONDocument, \(theirs) with JSONSerialization")
            }
            return "the same field value, \(ours)"
        }
    }

    /// The number of numbers in `root` and their sum as `Double`s: every value visited
    /// through `values`, no key made.
    static func documentNumberSum(_ root: JSONDocument.Value) -> (count: Int, sum: Double) {
        var count = 0
        var sum = 0.0
        var stack = [root]
        while let value = stack.popLast() {
            if let children = value.values {
                stack.append(contentsOf: children)
            } else if let number = value.double {
                count += 1
                sum += number
            }
        }
        return (count, sum)
    }

    /// The same walk over `JSONSerialization`'s tree; Booleans are `NSNumber`s there too.
    static func foundationNumberSum(_ root: Any, countingBooleans: Bool) -> (count: Int, sum: Double) {
        var count = 0
        var sum = 0.0
        var stack: [Any] = [root]
        while let value = stack.popLast() {
            if let array = value as? [Any] {
                stack.append(contentsOf: array)
            } else if let object = value as? [String: Any] {
                stack.append(contentsOf: object.values)
            } else if let number = value as? NSNumber {
                if !countingBooleans && String(describing: type(of: number)).contains("Bool") { continue }
                count += 1
                sum += number.doubleValue
            }
        }
        return (count, sum)
    }
}
