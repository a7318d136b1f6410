import Foundation

extension ScalarType {
    /// The element type of `T` if `T` is an array of the commonest scalars.
    @inline(__always)
    static func ofArray<T>(_ type: T.Type) -> ScalarType? {
        if ObjectIdentifier(type) == ObjectIdentifier([Double].self) { return .double }
        if ObjectIdentifier(type) == ObjectIdentifier([Int].self) { return .int }
        if ObjectIdentifier(type) == ObjectIdentifier([String].self) { return .string }
        if ObjectIdentifier(type) == ObjectIdentifier([Float].self) { return .float }
        if ObjectIdentifier(type) == ObjectIdentifier([Bool].self) { return .bool }
        return nil
    }
}

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
        } else if let elementType = ScalarType.ofArray(T.self) {
            try encodeScalarArray(value, of: elementType, into: slot)
        } else if isPlainType(T.self) {
            try value.encode(to: ValueEncoder(context: self, ref: slot))
        } else if let depth = ScalarType.doubleArrayDepth(T.self),
            try encodeDoubleArrays(value, depth: depth, into: slot)
        {
            return
        } else if let direct = value as? DirectlyEncodable {
            try direct.encodeDirectly(into: self, slot: slot)
        } else {
            plainTypes.set(true, for: ObjectIdentifier(T.self))
            try value.encode(to: ValueEncoder(context: self, ref: slot))
        }
    }

    /// Writes an array of scalars in one loop: the bytes `Array.encode(to:)` would produce,
    /// without a generic call per element.
    private func encodeScalarArray<T>(_ array: T, of type: ScalarType, into slot: FrameRef) throws {
        openContainer(slot, isObject: false)
        switch type {
        case .double: try writeDoubles(identityCast(array, to: [Double].self), into: slot)
        case .int: try writeElements(identityCast(array, to: [Int].self), type, into: slot)
        case .string: try writeElements(identityCast(array, to: [String].self), type, into: slot)
        case .float: try writeElements(identityCast(array, to: [Float].self), type, into: slot)
        case .bool: try writeElements(identityCast(array, to: [Bool].self), type, into: slot)
        default: preconditionFailure("ScalarType.ofArray returned \(type)")
        }
    }

    @inline(__always)
    private func writeElements<Element>(_ elements: [Element], _ type: ScalarType, into slot: FrameRef) throws {
        for element in elements {
            let index = try beginElement(in: slot)
            try writeScalar(element, type, codingPath: codingPath(of: slot) + [JSONCodingKey(index: index)])
            finishScalar()
        }
    }

    /// Whether `T` is known not to be `DirectlyEncodable`: a conformance check is a runtime
    /// lookup, and the same few types (the elements of an array) come back again and again.
    @inline(__always)
    private func isPlainType<T>(_ type: T.Type) -> Bool {
        plainTypes.value(for: ObjectIdentifier(type)) != nil
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
        case .iso8601:
            try beginSingleValue(slot, value: date)
            writer.writeString(ISO8601DatePrinter.string(from: date, fractionalSeconds: false))
        case .iso8601WithFractionalSeconds:
            try beginSingleValue(slot, value: date)
            writer.writeString(ISO8601DatePrinter.string(from: date, fractionalSeconds: true))
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

    /// The JSON key for a coding key under the key encoding strategy.
    func convertedKey<Key: CodingKey>(_ key: Key, in ref: FrameRef) -> String {
        switch options.keyEncodingStrategy {
        case .useDefaultKeys:
            return key.stringValue
        case .convertToSnakeCase:
            let name = key.stringValue
            if let converted = snakeCaseKeys[name] { return converted }
            let converted = SnakeCase.snakeCase(fromCamelCase: name)
            snakeCaseKeys[name] = converted
            return converted
        case .custom(let transform):
            return transform(codingPath(of: ref) + [key]).stringValue
        }
    }
}
