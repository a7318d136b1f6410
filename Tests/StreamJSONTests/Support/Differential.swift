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

/// Decoder options set identically on both decoders. (Named apart from the library's internal
/// `DecodingOptions`, which `@testable import` makes visible here too.)
struct DifferentialOptions: Sendable {
    enum DateStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        case formatted(DateFormatter)
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    enum DataStrategy {
        case deferredToData, base64
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    enum NonConformingFloatStrategy {
        case `throw`
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    enum KeyStrategy {
        case useDefaultKeys, convertFromSnakeCase
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    var dateDecodingStrategy: DateStrategy = .deferredToDate
    var dataDecodingStrategy: DataStrategy = .base64
    var nonConformingFloatDecodingStrategy: NonConformingFloatStrategy = .throw
    var keyDecodingStrategy: KeyStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var allowsJSON5 = false
    var assumesTopLevelDictionary = false

    init(_ configure: (inout DifferentialOptions) -> Void = { _ in }) {
        configure(&self)
    }

    static let json5 = DifferentialOptions { $0.allowsJSON5 = true }

    func makeFoundationDecoder() -> JSONDecoder { configured(JSONDecoder()) }

    func makeStreamJSONDecoder() -> StreamJSONDecoder { configured(StreamJSONDecoder()) }

    /// Sets every option on `decoder`: one mapping for both decoders, whose strategy enums have
    /// the same cases (see ``DifferentialDecoder``).
    private func configured<Decoder: DifferentialDecoder>(_ decoder: Decoder) -> Decoder {
        switch dateDecodingStrategy {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .formatted(let formatter): decoder.dateDecodingStrategy = .formatted(formatter)
        case .custom(let closure): decoder.dateDecodingStrategy = .custom(closure)
        }
        switch dataDecodingStrategy {
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .base64: decoder.dataDecodingStrategy = .base64
        case .custom(let closure): decoder.dataDecodingStrategy = .custom(closure)
        }
        switch nonConformingFloatDecodingStrategy {
        case .throw: decoder.nonConformingFloatDecodingStrategy = .throw
        case let .convertFromString(positiveInfinity, negativeInfinity, nan):
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        }
        switch keyDecodingStrategy {
        case .useDefaultKeys: decoder.keyDecodingStrategy = .useDefaultKeys
        case .convertFromSnakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        case .custom(let closure): decoder.keyDecodingStrategy = .custom(closure)
        }
        for (key, value) in userInfo { decoder.setUserInfo(value, for: key) }
        decoder.allowsJSON5 = allowsJSON5
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return decoder
    }
}

// MARK: - The two decoders, configured alike

/// What `JSONDecoder` and `StreamJSONDecoder` have in common: the same options, each of a
/// strategy enum of its own whose cases have the same names. An enum case satisfies a static
/// requirement of the same name (SE-0280), so `decoder.keyDecodingStrategy = .useDefaultKeys`
/// compiles for either decoder.
protocol DifferentialDecoder: AnyObject {
    associatedtype DateStrategy: DateDecodingStrategyCases
    associatedtype DataStrategy: DataDecodingStrategyCases
    associatedtype NonConformingFloatStrategy: NonConformingFloatDecodingStrategyCases
    associatedtype KeyStrategy: KeyDecodingStrategyCases

    var dateDecodingStrategy: DateStrategy { get set }
    var dataDecodingStrategy: DataStrategy { get set }
    var nonConformingFloatDecodingStrategy: NonConformingFloatStrategy { get set }
    var keyDecodingStrategy: KeyStrategy { get set }
    /// Sets one `userInfo` entry (Foundation types the dictionary `[CodingUserInfoKey: any
    /// Sendable]` in Swift 6 mode, StreamJSON `[CodingUserInfoKey: Any]`).
    func setUserInfo(_ value: any Sendable, for key: CodingUserInfoKey)
    var allowsJSON5: Bool { get set }
    var assumesTopLevelDictionary: Bool { get set }
}

protocol DateDecodingStrategyCases {
    static var deferredToDate: Self { get }
    static var secondsSince1970: Self { get }
    static var millisecondsSince1970: Self { get }
    static var iso8601: Self { get }
    static func formatted(_ formatter: DateFormatter) -> Self
    static func custom(_ closure: @escaping @Sendable (_ decoder: any Decoder) throws -> Date) -> Self
}

protocol DataDecodingStrategyCases {
    static var deferredToData: Self { get }
    static var base64: Self { get }
    static func custom(_ closure: @escaping @Sendable (_ decoder: any Decoder) throws -> Data) -> Self
}

protocol NonConformingFloatDecodingStrategyCases {
    static var `throw`: Self { get }
    static func convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String) -> Self
}

protocol KeyDecodingStrategyCases {
    static var useDefaultKeys: Self { get }
    static var convertFromSnakeCase: Self { get }
    static func custom(_ closure: @escaping @Sendable (_ codingPath: [any CodingKey]) -> any CodingKey) -> Self
}

extension JSONDecoder: DifferentialDecoder {}
extension JSONDecoder {
    func setUserInfo(_ value: any Sendable, for key: CodingUserInfoKey) { userInfo[key] = value }
}
extension StreamJSONDecoder {
    func setUserInfo(_ value: any Sendable, for key: CodingUserInfoKey) { userInfo[key] = value }
}
extension JSONDecoder.DateDecodingStrategy: DateDecodingStrategyCases {}
extension JSONDecoder.DataDecodingStrategy: DataDecodingStrategyCases {}
extension JSONDecoder.NonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategyCases {}
extension JSONDecoder.KeyDecodingStrategy: KeyDecodingStrategyCases {}

extension StreamJSONDecoder: DifferentialDecoder {}
extension StreamJSONDecoder.DateDecodingStrategy: DateDecodingStrategyCases {}
extension StreamJSONDecoder.DataDecodingStrategy: DataDecodingStrategyCases {}
extension StreamJSONDecoder.NonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategyCases {}
extension StreamJSONDecoder.KeyDecodingStrategy: KeyDecodingStrategyCases {}

// MARK: - Outcomes

/// One component of a coding path, as both decoders report it.
struct PathComponent: Equatable, CustomStringConvertible {
    var stringValue: String
    var intValue: Int?

    init(_ key: any CodingKey) {
        stringValue = key.stringValue
        intValue = key.intValue
    }

    var description: String {
        intValue.map { "[\($0)|\(stringValue)]" } ?? stringValue
    }
}

/// The comparable parts of a `DecodingError`.
struct DecodingFailure: Equatable, CustomStringConvertible {
    enum Kind: String { case typeMismatch, valueNotFound, keyNotFound, dataCorrupted }

    var kind: Kind
    var codingPath: [PathComponent]
    /// The missing key of `keyNotFound`.
    var key: PathComponent?
    /// The type of `typeMismatch` and `valueNotFound`.
    var type: String?
    /// Not compared.
    var debugDescription: String
    /// Not compared.
    var underlyingError: (any Error)?

    init(_ error: DecodingError) {
        switch error {
        case let .typeMismatch(type, context):
            self.init(.typeMismatch, context, type: String(describing: type))
        case let .valueNotFound(type, context):
            self.init(.valueNotFound, context, type: String(describing: type))
        case let .keyNotFound(key, context):
            self.init(.keyNotFound, context)
            self.key = PathComponent(key)
        case let .dataCorrupted(context):
            self.init(.dataCorrupted, context)
        @unknown default:
            fatalError("unknown DecodingError \(error)")
        }
    }

    private init(_ kind: Kind, _ context: DecodingError.Context, type: String? = nil) {
        self.kind = kind
        self.codingPath = context.codingPath.map(PathComponent.init)
        self.type = type
        self.debugDescription = context.debugDescription
        self.underlyingError = context.underlyingError
    }

    /// The path written the way Foundation prints it: `a.b[2].c`, empty for the root.
    var pathText: String { Self.pathText(codingPath) }

    static func pathText(_ path: [PathComponent]) -> String {
        var text = ""
        for component in path {
            if let index = component.intValue, component.stringValue == "Index \(index)" {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + component.stringValue
            }
        }
        return text
    }

    static func == (lhs: DecodingFailure, rhs: DecodingFailure) -> Bool {
        lhs.kind == rhs.kind && lhs.codingPath == rhs.codingPath && lhs.key == rhs.key && lhs.type == rhs.type
    }

    var description: String {
        var text = kind.rawValue
        if let type { text += "(\(type))" }
        if let key { text += "(key: \(key))" }
        text += " path=\(codingPath.isEmpty ? "<root>" : codingPath.map(\.description).joined(separator: "/"))"
        return text + " debugDescription=\(debugDescription.debugDescription)"
    }
}

/// What one decoder did with one input.
enum DecodingOutcome<Value> {
    case value(Value)
    case failure(DecodingFailure)
    /// Something other than a `DecodingError` was thrown.
    case otherError(String)

    init(_ body: () throws -> Value) {
        do {
            self = .value(try body())
        } catch let error as DecodingError {
            self = .failure(DecodingFailure(error))
        } catch {
            self = .otherError(String(reflecting: error))
        }
    }

    var value: Value? {
        if case .value(let value) = self { return value }
        return nil
    }

    var failure: DecodingFailure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }

    func isSame(
        as other: DecodingOutcome<Value>, areEqual: (Value, Value) -> Bool,
        failuresMatch: (DecodingFailure, DecodingFailure) -> Bool = (==)
    ) -> Bool {
        switch (self, other) {
        case let (.value(lhs), .value(rhs)): return areEqual(lhs, rhs)
        case let (.failure(lhs), .failure(rhs)): return failuresMatch(lhs, rhs)
        case let (.otherError(lhs), .otherError(rhs)): return lhs == rhs
        default: return false
        }
    }

    var summary: String {
        switch self {
        case .value(let value): return "value \(describeValue(value))"
        case .failure(let failure): return "throws DecodingError.\(failure)"
        case .otherError(let error): return "throws \(error)"
        }
    }

    /// Pins the outcome to a `DecodingError` case at a path written as Foundation prints it
    /// (`a.b[2].c`; `""` for the root).
    @discardableResult
    func expectFailure(
        _ kind: DecodingFailure.Kind, at path: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> DecodingOutcome {
        guard let failure else {
            Issue.record("expected \(kind) at \"\(path)\", got \(summary)", sourceLocation: sourceLocation)
            return self
        }
        #expect(failure.kind == kind && failure.pathText == path,
                "expected \(kind) at \"\(path)\", got \(summary)", sourceLocation: sourceLocation)
        return self
    }
}

extension DecodingOutcome where Value: Equatable {
    /// Pins the outcome to a decoded value.
    @discardableResult
    func expectValue(_ expected: Value, sourceLocation: SourceLocation = #_sourceLocation) -> DecodingOutcome {
        #expect(value == expected, "expected value \(String(reflecting: expected)), got \(summary)",
                sourceLocation: sourceLocation)
        return self
    }
}

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
    fromBytes bytes: [UInt8],
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
    fromBytes bytes: [UInt8],
    options: DifferentialOptions = DifferentialOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingOutcome<T> {
    expectSameDecoding(type, fromBytes: bytes, options: options, by: ==, sourceLocation: sourceLocation)
}

/// Decodes the UTF-8 of `json` as `type` with both decoders and expects the same outcome.
@discardableResult
func expectSameDecoding<T: Decodable & Equatable>(
    _ type: T.Type,
    from json: String,
    options: DifferentialOptions = DifferentialOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingOutcome<T> {
    expectSameDecoding(type, fromBytes: Array(json.utf8), options: options, by: ==, sourceLocation: sourceLocation)
}

@discardableResult
func expectSameDecoding<T: Decodable>(
    _ type: T.Type,
    from json: String,
    options: DifferentialOptions = DifferentialOptions(),
    by areEqual: (T, T) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) -> DecodingOutcome<T> {
    expectSameDecoding(type, fromBytes: Array(json.utf8), options: options, by: areEqual,
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
