// What one decoder did with one input, in a form the differential harness (Differential.swift)
// compares: a value, or the parts of a DecodingError.

import Foundation
import Testing
@testable import StreamJSON

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
        #expect(
            failure.kind == kind && failure.pathText == path,
            "expected \(kind) at \"\(path)\", got \(summary)", sourceLocation: sourceLocation)
        return self
    }
}

extension DecodingOutcome where Value: Equatable {
    /// Pins the outcome to a decoded value.
    @discardableResult
    func expectValue(_ expected: Value, sourceLocation: SourceLocation = #_sourceLocation) -> DecodingOutcome {
        #expect(
            value == expected, "expected value \(String(reflecting: expected)), got \(summary)",
            sourceLocation: sourceLocation)
        return self
    }
}
