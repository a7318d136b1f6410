// Small Decodable types that make a decoder's behaviour visible as a comparable value.

import Foundation

/// A coding key for any string or integer; used for dynamic keys.
struct AnyKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    init(_ string: String) {
        self.stringValue = string
    }
}

/// Any JSON value, decoded through the single-value container the way generic code does it:
/// null, then Bool, Int64, UInt64, Double, String, array, object. Numbers keep the first type
/// that decodes them, so the probe also shows which integer types accept a given number.
indirect enum JSONProbe: Decodable, Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([JSONProbe])
    case object([String: JSONProbe])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .uint(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONProbe].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONProbe].self))
        }
    }

    static func == (lhs: JSONProbe, rhs: JSONProbe) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.uint(a), .uint(b)): return a == b
        case let (.double(a), .double(b)): return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a == b
        default: return false
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .int(let value): return "Int64(\(value))"
        case .uint(let value): return "UInt64(\(value))"
        case .double(let value): return "Double(\(value))"
        case .string(let value): return value.debugDescription
        case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }
            return "{" + sorted.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

/// How deeply arrays and objects nest (through an object's first key), decoded without the
/// failed attempts of ``JSONProbe``, which make deep documents slow to compare.
struct DepthProbe: Decodable, Equatable {
    var depth: Int

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            depth = array.isAtEnd ? 1 : try array.decode(DepthProbe.self).depth + 1
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            depth = try object.allKeys.first.map { try object.decode(DepthProbe.self, forKey: $0).depth + 1 } ?? 1
        } else {
            depth = 0
        }
    }
}

/// The keys a keyed container reports (`allKeys`), as a set: Foundation's order is random.
struct KeySetProbe: Decodable, Equatable {
    var keys: Set<String>

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        keys = Set(container.allKeys.map(\.stringValue))
    }

    init(_ keys: Set<String>) {
        self.keys = keys
    }
}

/// `allKeys` in the order the container reports them (StreamJSON: document order).
struct KeyOrderProbe: Decodable, Equatable {
    var keys: [String]

    init(from decoder: any Decoder) throws {
        keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    }

    init(keys: [String]) {
        self.keys = keys
    }
}

/// A Double compared so that NaN equals NaN and 0.0 differs from -0.0.
struct ExactDouble: Decodable, Equatable, CustomStringConvertible {
    var value: Double

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Double.self)
    }

    static func == (lhs: ExactDouble, rhs: ExactDouble) -> Bool {
        lhs.value.bitPattern == rhs.value.bitPattern || (lhs.value.isNaN && rhs.value.isNaN)
    }

    var description: String { "\(value) (bits \(String(value.bitPattern, radix: 16)))" }
}

/// A Float compared like ``ExactDouble``.
struct ExactFloat: Decodable, Equatable, CustomStringConvertible {
    var value: Float

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Float.self)
    }

    static func == (lhs: ExactFloat, rhs: ExactFloat) -> Bool {
        lhs.value.bitPattern == rhs.value.bitPattern || (lhs.value.isNaN && rhs.value.isNaN)
    }

    var description: String { "\(value) (bits \(String(value.bitPattern, radix: 16)))" }
}

/// A `Decodable` whose `init(from:)` runs a closure given through a task-local, so a test can
/// write its container experiment inline (see `expectSameBehavior`). Nested values decoded as
/// `ClosureProbe` run the same closure.
struct ClosureProbe: Decodable {
    typealias Body = @Sendable (any Decoder) throws -> Any

    @TaskLocal static var body: Body?

    var result: Any

    init(from decoder: any Decoder) throws {
        guard let body = Self.body else { fatalError("ClosureProbe decoded outside expectSameBehavior") }
        result = try body(decoder)
    }
}
