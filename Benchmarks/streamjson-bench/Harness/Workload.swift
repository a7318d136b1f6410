// What the suite measures: a workload is one operation on one document, done by StreamJSON
// (the candidate) and by a baseline, each a closure. Adding a workload is a few lines in
// WorkloadCatalog.swift.

import Foundation
import Synchronization

/// The kinds of work the suite measures, in table order.
enum WorkloadKind: String, CaseIterable, Codable {
    case decode
    case decodeNewCoder = "decode-new-coder"
    case decodePointer = "decode-pointer"
    case encode
    case encodeNewCoder = "encode-new-coder"
    case encodeSorted = "encode-sorted"
    case decodeAfterOthers = "decode-after-others"
    case encodeAfterOthers = "encode-after-others"
    case parse
    case validate
    case stream
    case push
    case arrayFile = "array-file"
    case pointerFile = "pointer-file"
    case envelope
    case probe
    case failures
    case serializationRead = "serialization-read"
    case serializationWrite = "serialization-write"
    case document
    case documentNumbers = "document-numbers"
    case documentField = "document-field"

    /// The row title in the table.
    var title: String {
        switch self {
        case .decode: return "typed decode"
        case .decodeNewCoder: return "typed decode, new coder"
        case .decodePointer: return "typed decode at a pointer"
        case .encode: return "typed encode"
        case .encodeNewCoder: return "typed encode, new coder"
        case .encodeSorted: return "typed encode, .sortedKeys"
        case .decodeAfterOthers: return "typed decode, after other documents"
        case .encodeAfterOthers: return "typed encode, after other documents"
        case .parse: return "untyped parse"
        case .validate: return "validate"
        case .stream: return "JSON Lines file"
        case .push: return "JSON Lines pushed"
        case .arrayFile: return "array file (.array)"
        case .pointerFile: return "array at a pointer, file"
        case .envelope: return "array in an envelope, file"
        case .probe: return "any-JSON enum (try?)"
        case .failures: return "failed probes (try?)"
        case .serializationRead: return "StreamJSONSerialization.jsonObject"
        case .serializationWrite: return "StreamJSONSerialization.data"
        case .document: return "JSONDocument parse"
        case .documentNumbers: return "JSONDocument, every number"
        case .documentField: return "JSONDocument, one field"
        }
    }

    /// What the ratio compares against.
    var baselineTitle: String {
        switch self {
        case .decode, .decodeNewCoder, .decodeAfterOthers: return "JSONDecoder"
        case .decodePointer: return "JSONDecoder, envelope struct"
        case .encode, .encodeNewCoder, .encodeAfterOthers: return "JSONEncoder"
        case .encodeSorted: return "JSONEncoder, .sortedKeys"
        case .parse: return "JSONSerialization"
        case .validate: return "none"
        case .stream, .push, .arrayFile, .pointerFile: return "StreamJSON, one array"
        case .envelope: return "StreamJSON, top-level array file"
        case .probe, .failures: return "JSONDecoder"
        case .serializationRead, .serializationWrite: return "JSONSerialization"
        case .document, .documentNumbers, .documentField: return "JSONSerialization"
        }
    }

    /// What one run's return value counts, when the time per item is the figure of interest
    /// (the report then gives nanoseconds per item for both sides).
    var countedItem: String? {
        self == .failures ? "failed probe" : nil
    }

    /// The ratio the project aims for on `document` (StreamJSON's speed over the baseline's),
    /// if any: the time targets of the issue tracker's "Speed, round 4" for typed decode and
    /// encode, earlier rounds' for the rest.
    func target(for document: String) -> Double? {
        if appFamilies.contains(where: { $0.name == document }) { return appModelTarget(self, document) }
        switch (self, document) {
        case (.decode, "event"), (.decode, "api-object"), (.decodeAfterOthers, _): return 4.5
        case (.encode, "event"), (.encode, "api-object"), (.encodeAfterOthers, _): return 4
        case (.encodeSorted, _): return nil
        case (.decode, "ints"), (.encode, "ints"), (.decodeNewCoder, _), (.encodeNewCoder, _),
            (.decodePointer, _):
            return nil
        case (.stream, "events"), (.push, "events"), (.arrayFile, _), (.pointerFile, _): return 0.9
        case (.decode, "twitter"): return 4.5
        case (.decode, "citm"): return 6
        case (.decode, "canada"): return 10.5
        case (.decode, _): return 8
        case (.encode, "citm"): return 5
        case (.encode, "canada"): return 10
        case (.encode, _): return 4.5
        case (.parse, _), (.probe, _): return 3
        // "A failed decode in a try? costs no more than in Foundation."
        case (.failures, _): return 1
        case (.validate, _): return nil
        case (.stream, _), (.push, _), (.envelope, _): return 0.85
        // Issue 30: 1.5x JSONSerialization reading, 2x writing.
        case (.serializationRead, _): return 1.5
        case (.serializationWrite, _): return 2
        case (.document, _), (.documentNumbers, _), (.documentField, _): return nil
        }
    }
}

/// One side of a workload.
struct Contender {
    /// "StreamJSON", "JSONDecoder", ...
    let name: String
    /// The bytes one run reads (decoding, parsing) or writes (encoding), for MB/s.
    let bytesPerRun: Int
    /// Does the work once. It returns a number derived from the result (a count, a length), which
    /// the harness folds into a sink so the optimiser cannot drop the work.
    let run: () throws -> Int
}

struct Workload {
    let document: String
    let kind: WorkloadKind
    /// StreamJSON's side, or nil with `unavailableReason` while its API is not on main yet.
    let candidate: Contender?
    let unavailableReason: String?
    /// What StreamJSON is compared with; nil for validation.
    let baseline: Contender?
    /// Runs both sides once and checks they agree (same values, same records), so a fast wrong
    /// answer is never reported as a speed-up. Returns a short note, or throws `CheckFailure`.
    let check: (() throws -> String)?
    /// Set when one run is one call of the API measured: the report then gives nanoseconds per
    /// call for both sides.
    var isPerCall = false
}

/// A disagreement between the two sides of a workload, found by its check.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
}

/// Where run results go so the optimiser must compute them: an `Atomic` where the system has
/// one (macOS 15 / iOS 18), a locked integer elsewhere.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
enum AtomicResultSink {
    static let total = Atomic(0)
}

/// The fallback of ``AtomicResultSink``.
final class LockedResultSink: @unchecked Sendable {
    static let shared = LockedResultSink()
    private let lock = NSLock()
    private var total = 0

    func add(_ value: Int) {
        lock.lock()
        total &+= value
        lock.unlock()
    }
}

@inline(never)
func consume(_ value: Int) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        AtomicResultSink.total.wrappingAdd(value, ordering: .relaxed)
    } else {
        LockedResultSink.shared.add(value)
    }
}
