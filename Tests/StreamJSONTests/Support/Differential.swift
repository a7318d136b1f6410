// The differential harness: the same bytes through Foundation's `JSONDecoder` (the oracle)
// and through `StreamJSONDecoder`, configured identically from one `DifferentialOptions` value.
// Each test then expects the same outcome: equal values, or the same `DecodingError` case with
// the same coding path (compared as `stringValue` and `intValue` of every component), the same
// missing key for `keyNotFound` and the same type for `typeMismatch`/`valueNotFound`.
// The debugDescription is not compared: StreamJSON's are meant to be better than Foundation's.
//
//     expectSameDecoding(Int.self, from: #"{"a": 1}"#)            // compares, returns Foundation's outcome
//         .expectFailure(.typeMismatch, at: "")                 // optional: pins what Foundation does

import Foundation
import Testing
@testable import StreamJSON

// MARK: - Running both decoders

/// Runs both decode operations and expects the same outcome. Returns Foundation's outcome so the
/// caller can also pin it.
@discardableResult
func expectSameOutcome<T>(
    _ label: String = "",
    options: DifferentialOptions = DifferentialOptions(),
    areEqual: (T, T) -> Bool,
    failuresMatch: (DecodingFailure, DecodingFailure) -> Bool = (==),
    foundation: (JSONDecoder) throws -> T,
    streamJSON: (StreamJSONDecoder) throws -> T,
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingOutcome<T> {
    let expected = DecodingOutcome { try foundation(options.makeFoundationDecoder()) }
    let actual = DecodingOutcome { try streamJSON(options.makeStreamJSONDecoder()) }
    let same = expected.isSame(as: actual, areEqual: areEqual, failuresMatch: failuresMatch)
    #expect(
        same,
        """
        StreamJSON differs from Foundation\(label.isEmpty ? "" : " (\(label))")
          Foundation: \(expected.summary)
          StreamJSON: \(actual.summary)
        """,
        sourceLocation: sourceLocation)
    return expected
}

/// Decodes `bytes` as `type` with both decoders and expects the same outcome.
@discardableResult
func expectSameDecoding<T: Decodable>(
    _ type: T.Type,
    from bytes: [UInt8],
    options: DifferentialOptions = DifferentialOptions(),
    by areEqual: (T, T) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingOutcome<T> {
    let data = Data(bytes)
    return expectSameOutcome(
        "input \(describe(bytes)) as \(T.self)", options: options, areEqual: areEqual,
        foundation: { try $0.decode(type, from: data) },
        streamJSON: { try $0.decode(type, from: data) },
        sourceLocation: sourceLocation)
}

@discardableResult
func expectSameDecoding<T: Decodable & Equatable>(
    _ type: T.Type,
    from bytes: [UInt8],
    options: DifferentialOptions = DifferentialOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingOutcome<T> {
    expectSameDecoding(type, from: bytes, options: options, by: ==, sourceLocation: sourceLocation)
}

/// Decodes the UTF-8 of `json` as `type` with both decoders and expects the same outcome.
@discardableResult
func expectSameDecoding<T: Decodable & Equatable>(
    _ type: T.Type,
    from json: String,
    options: DifferentialOptions = DifferentialOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingOutcome<T> {
    expectSameDecoding(type, from: Array(json.utf8), options: options, by: ==, sourceLocation: sourceLocation)
}

@discardableResult
func expectSameDecoding<T: Decodable>(
    _ type: T.Type,
    from json: String,
    options: DifferentialOptions = DifferentialOptions(),
    by areEqual: (T, T) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingOutcome<T> {
    expectSameDecoding(
        type, from: Array(json.utf8), options: options, by: areEqual,
        sourceLocation: sourceLocation)
}

/// StreamJSON alone, for the documented deviations from Foundation.
func streamJSONOutcome<T: Decodable>(
    _ type: T.Type, from json: String, options: DifferentialOptions = DifferentialOptions()
) -> DecodingOutcome<T> {
    DecodingOutcome { try options.makeStreamJSONDecoder().decode(type, from: Data(json.utf8)) }
}

/// Foundation alone, for the deviation tests that record what Foundation does.
func foundationOutcome<T: Decodable>(
    _ type: T.Type, from json: String, options: DifferentialOptions = DifferentialOptions()
) -> DecodingOutcome<T> {
    DecodingOutcome { try options.makeFoundationDecoder().decode(type, from: Data(json.utf8)) }
}

/// The input as text when it is printable UTF-8, otherwise as hex bytes.
private func describe(_ bytes: [UInt8]) -> String {
    let printable = bytes.count <= 200 && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F || $0 == 0x0A }
    if printable { return String(decoding: bytes, as: UTF8.self).debugDescription }
    let hex = bytes.prefix(64).map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    return "bytes[\(bytes.count)]: \(hex)\(bytes.count > 64 ? " …" : "")"
}

/// Runs `body` as the `init(from:)` of the top-level value in both decoders and expects the same
/// result or the same error: the way to compare container operations one by one.
///
///     expectSameBehavior(#"{"a": null}"#) { decoder in
///         let container = try decoder.container(keyedBy: AnyKey.self)
///         return [container.contains(AnyKey("a")), try container.decodeNil(forKey: AnyKey("a"))]
///     }
@discardableResult
func expectSameBehavior<R: Equatable & Sendable>(
    _ json: String,
    options: DifferentialOptions = DifferentialOptions(),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable (any Decoder) throws -> R
) -> DecodingOutcome<R> {
    let data = Data(json.utf8)
    return ClosureProbe.$body.withValue({ try body($0) }) {
        expectSameOutcome(
            "input \(json.debugDescription)", options: options, areEqual: ==,
            foundation: { try $0.decode(ClosureProbe.self, from: data).result as! R },
            streamJSON: { try $0.decode(ClosureProbe.self, from: data).result as! R },
            sourceLocation: sourceLocation)
    }
}

/// Values as `String(reflecting:)` prints them, except dates, which print whole seconds only:
/// those show their exact `timeIntervalSince1970` too.
func describeValue(_ value: Any) -> String {
    if let date = value as? Date {
        return "\(date) (\(date.timeIntervalSince1970) s since 1970)"
    }
    if let dates = value as? [Date] {
        return "[" + dates.map(describeValue).joined(separator: ", ") + "]"
    }
    return String(reflecting: value)
}
