import Foundation
import Testing
@testable import StreamJSON

/// A coding key with any string or integer value.
struct EncTestKey: CodingKey, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
    init(stringLiteral value: String) { self.stringValue = value }
}

/// A value whose `encode(to:)` is the closure: for driving containers by hand.
struct EncodeWith: Encodable {
    let body: (any Encoder) throws -> Void
    init(_ body: @escaping (any Encoder) throws -> Void) { self.body = body }
    func encode(to encoder: any Encoder) throws { try body(encoder) }
}

/// Both encoders, configured alike.
struct EncoderPair {
    let foundation = JSONEncoder()
    let stream = StreamJSONEncoder()

    init(
        _ formatting: JSONEncoder.OutputFormatting = [],
        configure: (JSONEncoder, StreamJSONEncoder) -> Void = { _, _ in }
    ) {
        foundation.outputFormatting = formatting
        stream.outputFormatting = StreamJSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
        configure(foundation, stream)
    }

    /// The result of each encoder as text, or the error's description.
    func outputs<T: Encodable>(_ value: T) -> (foundation: Result<String, any Error>, stream: Result<String, any Error>)
    {
        let a = Result { String(decoding: try foundation.encode(value), as: UTF8.self) }
        let b = Result { String(decoding: try stream.encode(value), as: UTF8.self) }
        return (a, b)
    }

    /// Expects the same text from both encoders (compare with `.sortedKeys` set: without it the
    /// order of members is each encoder's own), or errors of the same case and coding path.
    func expectSameOutput<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) {
        let (foundation, stream) = outputs(value)
        switch (foundation, stream) {
        case let (.success(expected), .success(actual)):
            #expect(actual == expected, sourceLocation: sourceLocation)
        case let (.failure(expected), .failure(actual)):
            #expect(errorSummary(actual) == errorSummary(expected), sourceLocation: sourceLocation)
        default:
            Issue.record("Foundation: \(foundation)\nStreamJSON: \(stream)", sourceLocation: sourceLocation)
        }
    }

    /// StreamJSON's output as text.
    func streamText<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try stream.encode(value), as: UTF8.self)
    }

    /// Foundation's output as text.
    func foundationText<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try foundation.encode(value), as: UTF8.self)
    }
}

/// Every combination of the three output formatting options.
let allOutputFormattings: [JSONEncoder.OutputFormatting] = (0..<8).map { bits in
    var formatting: JSONEncoder.OutputFormatting = []
    if bits & 1 != 0 { formatting.insert(.prettyPrinted) }
    if bits & 2 != 0 { formatting.insert(.sortedKeys) }
    if bits & 4 != 0 { formatting.insert(.withoutEscapingSlashes) }
    return formatting
}

/// Parses JSON text with `JSONSerialization` (fragments allowed) for order-insensitive
/// comparison of objects.
func parsedJSON(_ text: String) -> NSObject? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) as? NSObject
}

/// Whether two JSON texts are the same JSON value up to object key order.
func sameJSONValue(_ a: String, _ b: String) -> Bool {
    guard let x = parsedJSON(a), let y = parsedJSON(b) else { return false }
    return x.isEqual(y)
}

/// The description of an error with its coding path, for comparing errors across encoders.
func errorSummary(_ error: any Error) -> String {
    guard let error = error as? EncodingError, case let .invalidValue(value, context) = error else {
        return "\(error)"
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    return "invalidValue(\(type(of: value))) path=\(path) \(context.debugDescription)"
}
