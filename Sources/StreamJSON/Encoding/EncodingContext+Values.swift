import Foundation

extension EncodingContext {
    // MARK: Generic values

    /// Encodes a member of the object at `ref`: scalars are written in place; other values
    /// get a slot and encode themselves.
    @inline(__always)
    func encodeMember<T: Encodable, Key: CodingKey>(_ value: T, forKey key: Key, in ref: FrameRef) throws {
        if let type = ScalarType(T.self) {
            try beginMember(key, in: ref)
            try writeScalar(value, type, codingPath: codingPath(of: ref) + [key])
            finishScalar()
        } else {
            let name = usesDefaultKeys ? key.stringValue : convertedKey(key, in: ref)
            let slot = try beginMemberSlot(name, path: .key(key), in: ref)
            try encodeValue(value, into: slot)
            endSlot(slot)
        }
    }

    /// Encodes a `[String: Value]` entry: like `encodeMember`, without key conversion.
    @inline(__always)
    func encodeMember<T: Encodable>(_ value: T, rawKey: String, in ref: FrameRef) throws {
        if let type = ScalarType(T.self) {
            try beginMember(rawKey: rawKey, in: ref)
            try writeScalar(
                value, type,
                codingPath: codingPath(of: ref) + [
                    JSONCodingKey(dictionaryKey: rawKey, usesDefaultKeys: usesDefaultKeys)
                ])
            finishScalar()
        } else {
            let slot = try beginMemberSlot(
                rawKey, path: .dictionaryKey(rawKey, usesDefaultKeys: usesDefaultKeys), in: ref)
            try encodeValue(value, into: slot)
            endSlot(slot)
        }
    }

    /// Encodes the next element of the array at `ref`.
    @inline(__always)
    func encodeElement<T: Encodable>(_ value: T, in ref: FrameRef) throws {
        if let type = ScalarType(T.self) {
            let index = try beginElement(in: ref)
            try writeScalar(value, type, codingPath: codingPath(of: ref) + [JSONCodingKey(index: index)])
            finishScalar()
        } else {
            let slot = try beginElementSlot(in: ref)
            try encodeValue(value, into: slot)
            endSlot(slot)
        }
    }

    /// Encodes any value into an empty slot: scalars, the types `JSONEncoder` special-cases
    /// (`Date`, `Data`, `URL`, `Decimal`, `[String: Value]`), and everything else through
    /// its own `encode(to:)`.
    func encodeValue<T: Encodable>(_ value: T, into slot: FrameRef) throws {
        if let type = ScalarType(T.self) {
            try beginSingleValue(slot, value: value)
            try writeScalar(value, type, codingPath: codingPath(of: slot))
            finishScalar()
        } else if let special = SpecialType(T.self) {
            switch special {
            case .date:
                try encodeDate(identityCast(value, to: Date.self), into: slot)
            case .data:
                try encodeData(identityCast(value, to: Data.self), into: slot)
            case .url:
                try beginSingleValue(slot, value: value)
                writer.writeString(identityCast(value, to: URL.self).absoluteString)
                finishScalar()
            case .decimal:
                try encodeDecimal(identityCast(value, to: Decimal.self), into: slot)
            }
        } else if let plan = knownTypes.value(for: ObjectIdentifier(T.self)) {
            try encode(value, plan, into: slot)
        } else if let direct = value as? DirectlyEncodable {
            try direct.encodeDirectly(into: self, slot: slot)
        } else {
            let plan = TypePlan(T.self)
            knownTypes.set(plan, for: ObjectIdentifier(T.self))
            try encode(value, plan, into: slot)
        }
    }

    /// Encodes a value of a type whose plan is known: an array of scalars directly when direct
    /// mode can, an array of other values in the context's loop, anything else through its own
    /// `encode(to:)`.
    @inline(__always)
    func encode<T: Encodable>(_ value: T, _ plan: TypePlan, into slot: FrameRef) throws {
        switch plan {
        case .plain:
            break
        case .scalarArray(let element, let depth):
            if try encodeScalarArray(value, element: element, depth: depth, into: slot) { return }
        case .elements(let array):
            try array.encodeElements(of: value, in: self, into: slot)
            return
        }
        try value.encode(to: ValueEncoder(context: self, ref: slot))
    }

    // MARK: Special types

    private func encodeDate(_ date: Date, into slot: FrameRef) throws {
        switch options.dateEncodingStrategy {
        case .deferredToDate:
            try beginSingleValue(slot, value: date)
            try writeDouble(date.timeIntervalSinceReferenceDate, codingPath: codingPath(of: slot))
        case .secondsSince1970:
            try beginSingleValue(slot, value: date)
            try writeDouble(date.timeIntervalSince1970, codingPath: codingPath(of: slot))
        case .millisecondsSince1970:
            try beginSingleValue(slot, value: date)
            try writeDouble(1000.0 * date.timeIntervalSince1970, codingPath: codingPath(of: slot))
        case .iso8601, .iso8601WithFractionalSeconds:
            try beginSingleValue(slot, value: date)
            let fractional: Bool
            if case .iso8601WithFractionalSeconds = options.dateEncodingStrategy {
                fractional = true
            } else {
                fractional = false
            }
            // The characters straight into the output; no String between.
            if let timestamp = ISO8601DatePrinter.timestamp(from: date, fractionalSeconds: fractional) {
                writer.writeQuotedASCII(timestamp.words, count: timestamp.count)
            } else {
                writer.writeString(ISO8601DatePrinter.string(from: date, fractionalSeconds: fractional))
            }
        case .formatted(let formatter):
            try beginSingleValue(slot, value: date)
            writer.writeString(formatter.string(from: date))
        case .custom(let closure):
            try closure(date, ValueEncoder(context: self, ref: slot))
            fillEmptySlotWithObject(slot)
            return
        }
        finishScalar()
    }

    private func encodeData(_ data: Data, into slot: FrameRef) throws {
        switch options.dataEncodingStrategy {
        case .deferredToData:
            // `Data.encode(to:)` writes the bytes through an unkeyed container, as `[UInt8]`
            // does; in direct mode they go through the scalar-array loop instead.
            if try encodeScalarArray([UInt8](data), element: .uint8, depth: 1, into: slot) { return }
            try data.encode(to: ValueEncoder(context: self, ref: slot))
        case .base64:
            try beginSingleValue(slot, value: data)
            writer.writeBase64(data)
            finishScalar()
        case .custom(let closure):
            try closure(data, ValueEncoder(context: self, ref: slot))
            fillEmptySlotWithObject(slot)
        }
    }

    /// `Decimal` is written as its description (`JSONEncoder` does the same), except that
    /// NaN, which has no JSON spelling, throws where `JSONEncoder` writes an invalid `NaN`.
    private func encodeDecimal(_ decimal: Decimal, into slot: FrameRef) throws {
        if decimal.isNaN {
            throw EncodingError.invalidValue(
                decimal,
                EncodingError.Context(
                    codingPath: codingPath(of: slot), debugDescription: "Unable to encode Decimal.nan directly in JSON."
                ))
        }
        try beginSingleValue(slot, value: decimal)
        writer.writeRawASCII(decimal.description)
        finishScalar()
    }

    /// Writes a number exactly as spelled, for `DirectlyEncodable` types that keep numbers as
    /// text (a JSON value tree read from a document). `text` must be a valid JSON number.
    func encodeNumberText(_ text: String, into slot: FrameRef) throws {
        try beginSingleValue(slot, value: text)
        writer.writeRawASCII(text)
        finishScalar()
    }

    // MARK: Keys

    /// The JSON key for a coding key under the key encoding strategy. The hot path, a snake-case
    /// name found in the cache, stays small; converting, and the custom closure, are calls.
    func convertedKey<Key: CodingKey>(_ key: Key, in ref: FrameRef) -> String {
        if usesSnakeCaseKeys {
            let name = key.stringValue
            if let tag = oneByteValue(of: key),
                let converted = snakeCaseKeysByCase.converted(ObjectIdentifier(Key.self), tag: tag, name: name)
            {
                return converted
            }
            return snakeCaseKey(name, keyType: ObjectIdentifier(Key.self), tag: oneByteValue(of: key))
        }
        switch options.keyEncodingStrategy {
        case .useDefaultKeys:
            return key.stringValue
        case .convertToSnakeCase:
            preconditionFailure("convertToSnakeCase is handled through usesSnakeCaseKeys")
        case .custom(let transform):
            return customKey(key, transform, in: ref)
        }
    }

    /// Converts `name`, a coding key's string, to snake case and remembers it: by key type and
    /// tag when the key is one byte, else by string.
    @inline(never)
    private func snakeCaseKey(_ name: String, keyType: ObjectIdentifier, tag: UInt8?) -> String {
        if let tag {
            let converted = SnakeCase.snakeCase(fromCamelCase: name)
            snakeCaseKeysByCase.remember(converted, for: keyType, tag: tag, name: name)
            return converted
        }
        if let converted = snakeCaseKeys[name] { return converted }
        let converted = SnakeCase.snakeCase(fromCamelCase: name)
        snakeCaseKeys[name] = converted
        return converted
    }

    /// The user's closure on the container's path with the key appended in place: no array for
    /// `[key]`, and none for the concatenation.
    @inline(never)
    private func customKey<Key: CodingKey>(
        _ key: Key, _ transform: (_ codingPath: [any CodingKey]) -> any CodingKey, in ref: FrameRef
    ) -> String {
        var path = codingPath(of: ref)
        path.append(key)
        return transform(path).stringValue
    }
}
