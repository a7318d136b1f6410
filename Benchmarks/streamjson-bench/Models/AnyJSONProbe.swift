// The "any JSON" enum that real code writes (AnyCodable, quicktype's JSONAny): it finds out what
// a value is by trying each type in turn with `try?`, so most values cost several failed
// decodes. The benchmark's probe workload decodes whole documents through it.

import Foundation

indirect enum AnyJSONProbe: Decodable, Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    case object([String: AnyJSONProbe])
    case array([AnyJSONProbe])

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { self = .null; return }
            if let value = try? single.decode(Bool.self) { self = .bool(value); return }
            if let value = try? single.decode(Int64.self) { self = .int(value); return }
            if let value = try? single.decode(UInt64.self) { self = .unsigned(value); return }
            if let value = try? single.decode(Double.self) { self = .double(value); return }
            if let value = try? single.decode(String.self) { self = .string(value); return }
        }
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var members: [String: AnyJSONProbe] = [:]
            for key in keyed.allKeys { members[key.stringValue] = try keyed.decode(AnyJSONProbe.self, forKey: key) }
            self = .object(members)
            return
        }
        var unkeyed = try decoder.unkeyedContainer()
        var elements: [AnyJSONProbe] = []
        while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(AnyJSONProbe.self)) }
        self = .array(elements)
    }

    /// How many values the tree holds.
    var count: Int {
        switch self {
        case .object(let members): return 1 + members.values.reduce(0) { $0 + $1.count }
        case .array(let elements): return 1 + elements.reduce(0) { $0 + $1.count }
        default: return 1
        }
    }
}
