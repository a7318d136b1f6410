import Foundation

/// `Codable` through the ordinary containers, for any encoder and decoder.
///
/// With `StreamJSONDecoder` the decoder is its `TapeDecoder`, and the value is built straight
/// from its index of the document instead (see `JSONValue+Tape.swift`), keeping every number
/// literal and the key order exactly.
extension JSONValue: Codable {
    /// Decodes whatever value the decoder holds: `null`, a Boolean, a string, a number, then an
    /// object (keyed container) or an array (unkeyed container), trying them in that order.
    ///
    /// What a decoder other than `StreamJSONDecoder` keeps depends on what its containers
    /// expose. With Foundation's `JSONDecoder`:
    /// - Numbers keep their value but not their spelling (see ``JSONNumber/init(from:)``):
    ///   `1.0` and `1e0` come back as `1`. Numbers outside `Double`'s range make it throw;
    ///   digits beyond `Decimal`'s 38 are lost.
    /// - Object keys come back in `allKeys` order, which is not the document's order, and of two
    ///   equal keys `JSONDecoder` keeps the first.
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? TapeDecoder {
            // StreamJSONDecoder: straight from the tape (the decoder knows nothing of JSONValue).
            self = try JSONValue.build(from: decoder, at: decoder.current)
            return
        }
        var numberError: (any Error)?
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
                return
            }
            if let string = try? container.decode(String.self) {
                self = .string(string)
                return
            }
            do {
                self = .number(try container.decode(JSONNumber.self))
                return
            } catch DecodingError.typeMismatch {
                // Not a number: try the containers.
            } catch {
                numberError = error  // a number the decoder could not represent
            }
        }
        if let container = try? decoder.container(keyedBy: JSONValueCodingKey.self) {
            self = .object(try JSONObject(members: container))
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var array: [JSONValue] = []
            if let count = container.count { array.reserveCapacity(count) }
            while !container.isAtEnd {
                array.append(try container.decode(JSONValue.self))
            }
            self = .array(array)
            return
        }
        throw numberError
            ?? DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "The value is not null, a Boolean, a number, a string, an array or an object."))
    }

    /// Encodes the value through the encoder's containers: objects keyed in order, arrays
    /// unkeyed, numbers as described in ``JSONNumber/encode(to:)``.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .number(let number):
            try number.encode(to: encoder)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let array):
            var container = encoder.unkeyedContainer()
            for element in array {
                try container.encode(element)
            }
        case .object(let object):
            try object.encode(to: encoder)
        }
    }
}

extension JSONObject: Codable {
    /// Decodes the members of a keyed container, in its `allKeys` order.
    ///
    /// A keyed container finds values by coding key, and coding keys compare as `String`s: of
    /// canonically equivalent keys (`"é"` and `"e\u{301}"`) only the first is decoded here,
    /// since the container could not tell their values apart. (`StreamJSONDecoder` does not
    /// come through here and keeps both.)
    public init(from decoder: any Decoder) throws {
        try self.init(members: decoder.container(keyedBy: JSONValueCodingKey.self))
    }

    init(members container: KeyedDecodingContainer<JSONValueCodingKey>) throws {
        self.init()
        let keys = container.allKeys
        reserveCapacity(keys.count)
        var seen = Set<String>(minimumCapacity: keys.count)
        for key in keys where seen.insert(key.stringValue).inserted {
            appendIfAbsent(key.stringValue, try container.decode(JSONValue.self, forKey: key))
        }
    }

    /// Encodes the members into a keyed container, in order. The encoder's key strategy, if
    /// any, applies to the keys as it would to any keyed container's.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONValueCodingKey.self)
        for (key, value) in self {
            try container.encode(value, forKey: JSONValueCodingKey(stringValue: key))
        }
    }
}

extension JSONNumber: Codable {
    /// Decodes a number through a single-value container, recovering its value as exactly as
    /// the decoder allows: as an `Int64` or `UInt64` if it is a whole number in their range,
    /// else as a `Decimal` if the decoder gives one that agrees with the `Double` it gives
    /// (Foundation's `JSONDecoder` reads `Decimal` from the literal, so up to 38 significant
    /// digits survive), else as the `Double`.
    ///
    /// The spelling is not recovered: `1.0` becomes `1`, `2.5e3` becomes `2500`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int64.self) {
            self.init(integer)
            return
        }
        if let integer = try? container.decode(UInt64.self) {
            self.init(integer)
            return
        }
        let double = try container.decode(Double.self)
        if double.isFinite, let decimal = try? container.decode(Decimal.self), decimal.isFinite,
            Double(decimal.description) == double
        {
            self.init(decimal)
        } else {
            self.init(double)
        }
    }

    /// Encodes the number through a single-value container, as the standard type that holds
    /// its value exactly: `Int64`, `UInt64`, then `Double` (which holds every literal of up to
    /// 15 significant digits, and is what `Infinity` and `NaN` become), then `Decimal` (38
    /// digits). A value none of them holds is encoded as the nearest `Double`.
    ///
    /// Through a generic encoder the spelling is not kept (`1.50` is written as `1.5`); the
    /// command-line tool and ``JSONValue/description`` write the literal as is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let integer = int64 {
            try container.encode(integer)
        } else if let integer = uint64 {
            try container.encode(integer)
        } else {
            let double = self.double
            if !double.isFinite || JSONNumber(double) == self {
                try container.encode(double)
            } else if let decimal = decimal, JSONNumber(decimal) == self {
                try container.encode(decimal)
            } else {
                try container.encode(double)
            }
        }
    }
}

/// Any string as a coding key, for the members of a ``JSONObject``.
struct JSONValueCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
