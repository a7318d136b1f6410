import Foundation

/// Decoding a `Decodable` value of any type at the decoder's current position: scalars are
/// read straight from the tape, Foundation's special types get their strategies, and every
/// other type runs its own `init(from:)` against this decoder.
extension TapeDecoder {
    /// Decodes the value at `current` (the root, or a value a container moved to).
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if let scalar = try decodeScalarIfPossible(T.self, at: current, node: currentNode) {
            return scalar
        }
        return try decodeNonScalar(T.self)
    }

    /// Decodes the member at tape `index` whose path is `component` below `parent`.
    @inline(__always)
    func decodeChild<T: Decodable>(_ type: T.Type, at index: Int, parent: Int32,
                                   _ component: CodingPathArena.Component) throws -> T {
        if let scalar = try decodeScalarIfPossible(T.self, at: index, parent: parent, component) {
            return scalar
        }
        return try withValue(at: index, parent: parent, component) {
            try decodeNonScalar(T.self)
        }
    }

    /// Reads `T` straight from the tape when it is a standard-library scalar; nil otherwise.
    /// On failure the coding path is `component` below `parent`.
    @inline(__always)
    private func decodeScalarIfPossible<T>(_ type: T.Type, at index: Int, parent: Int32,
                                           _ component: CodingPathArena.Component) throws -> T? {
        do {
            return try readScalar(T.self, at: index)
        } catch {
            let node = arena.push(parent: parent, component)
            defer { arena.truncate(to: node) }
            throw error.decodingError(at: codingPath(to: node))
        }
    }

    @inline(__always)
    private func decodeScalarIfPossible<T>(_ type: T.Type, at index: Int, node: Int32) throws -> T? {
        do {
            return try readScalar(T.self, at: index)
        } catch {
            throw error.decodingError(at: codingPath(to: node))
        }
    }

    /// The scalar readers by type. Each comparison is of two metadata pointers, so a
    /// non-scalar type falls through cheaply.
    @inline(__always)
    func readScalar<T>(_ type: T.Type, at index: Int) throws(ValueProblem) -> T? {
        if T.self == String.self { return identityCast(try readString(at: index), to: T.self) }
        if T.self == Int.self { return identityCast(try readInteger(Int.self, at: index), to: T.self) }
        if T.self == Double.self { return identityCast(try readDouble(at: index), to: T.self) }
        if T.self == Bool.self { return identityCast(try readBool(at: index), to: T.self) }
        if T.self == Float.self { return identityCast(try readFloat(at: index), to: T.self) }
        if T.self == Int64.self { return identityCast(try readInteger(Int64.self, at: index), to: T.self) }
        if T.self == Int32.self { return identityCast(try readInteger(Int32.self, at: index), to: T.self) }
        if T.self == UInt64.self { return identityCast(try readInteger(UInt64.self, at: index), to: T.self) }
        if T.self == UInt.self { return identityCast(try readInteger(UInt.self, at: index), to: T.self) }
        if T.self == UInt8.self { return identityCast(try readInteger(UInt8.self, at: index), to: T.self) }
        if T.self == Int8.self { return identityCast(try readInteger(Int8.self, at: index), to: T.self) }
        if T.self == Int16.self { return identityCast(try readInteger(Int16.self, at: index), to: T.self) }
        if T.self == UInt16.self { return identityCast(try readInteger(UInt16.self, at: index), to: T.self) }
        if T.self == UInt32.self { return identityCast(try readInteger(UInt32.self, at: index), to: T.self) }
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            if T.self == Int128.self { return identityCast(try readInteger(Int128.self, at: index), to: T.self) }
            if T.self == UInt128.self { return identityCast(try readInteger(UInt128.self, at: index), to: T.self) }
        }
        return nil
    }

    /// Dates, data, URLs, decimals and dictionaries get their strategies; everything else
    /// runs its own `init(from:)`.
    private func decodeNonScalar<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Date.self { return identityCast(try decodeDate(), to: T.self) }
        if T.self == Data.self { return identityCast(try decodeData(), to: T.self) }
        if T.self == URL.self { return identityCast(try decodeURL(), to: T.self) }
        if T.self == Decimal.self { return identityCast(try read { () throws(ValueProblem) in try readDecimal(at: current) }, to: T.self) }
        if !options.usesDefaultKeys, let dictionary = T.self as? any StringKeyedDictionary.Type {
            // Keys of a [String: T] are data, not coding keys: no key strategy applies.
            return try dictionary.decodeMembers(from: self) as! T
        }
        return try T(from: self)
    }

    /// Runs a scalar reader on the current value, turning its problem into a `DecodingError`.
    @inline(__always)
    func read<R>(_ body: () throws(ValueProblem) -> R) throws -> R {
        do {
            return try body()
        } catch {
            throw error.decodingError(at: codingPath)
        }
    }

    // MARK: Foundation's special types

    private func decodeDate() throws -> Date {
        switch options.dateDecodingStrategy {
        case .deferredToDate:
            return Date(timeIntervalSinceReferenceDate: try read { () throws(ValueProblem) in try readDouble(at: current) })
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try read { () throws(ValueProblem) in try readDouble(at: current) })
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try read { () throws(ValueProblem) in try readDouble(at: current) } / 1000)
        case .iso8601, .iso8601WithFractionalSeconds:
            let text = try read { () throws(ValueProblem) in try readString(at: current) }
            let lenient: Bool
            if case .iso8601WithFractionalSeconds = options.dateDecodingStrategy { lenient = true } else { lenient = false }
            guard let date = ISO8601Parser.date(from: text, lenient: lenient) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: codingPath, debugDescription: "Expected date string to be ISO8601-formatted."))
            }
            return date
        case .formatted(let formatter):
            let text = try read { () throws(ValueProblem) in try readString(at: current) }
            guard let date = formatter.date(from: text) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: codingPath, debugDescription: "Date string does not match format expected by formatter."))
            }
            return date
        case .custom(let closure):
            return try closure(self)
        }
    }

    private func decodeData() throws -> Data {
        switch options.dataDecodingStrategy {
        case .deferredToData:
            return try Data(from: self)
        case .base64:
            let text = try read { () throws(ValueProblem) in try readString(at: current) }
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
            }
            return data
        case .custom(let closure):
            return try closure(self)
        }
    }

    private func decodeURL() throws -> URL {
        let text = try read { () throws(ValueProblem) in try readString(at: current) }
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Invalid URL string."))
        }
        return url
    }
}

/// Reinterprets a value as the type it is already known to be (`T.self == U.self` was
/// checked), without a dynamic cast.
@inline(__always)
func identityCast<T, U>(_ value: T, to type: U.Type) -> U {
    unsafeBitCast(value, to: U.self)
}

/// `[String: Value]`, decoded member by member straight from the tape. Its keys are data,
/// so no key decoding strategy applies to them (as with `JSONDecoder`); the first of two equal
/// keys wins.
protocol StringKeyedDictionary {
    static func decodeMembers(from decoder: TapeDecoder) throws -> Self
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static func decodeMembers(from decoder: TapeDecoder) throws -> Self {
        let object = decoder.entryOrNull(decoder.current)
        guard object.kind == .object else {
            if object.kind == .null {
                throw DecodingError.valueNotFound([String: Value].self, .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Cannot get keyed decoding container -- found null value instead"))
            }
            throw DecodingError.typeMismatch([String: Any].self, .init(
                codingPath: decoder.codingPath,
                debugDescription: "Expected to decode \([String: Any].self) but found \(object.kind.foundDescription) instead."))
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        var keyIndex = decoder.current + 1
        let parent = decoder.currentNode
        while keyIndex < object.end {
            let valueIndex = keyIndex + 1
            let key = decoder.string(at: keyIndex)
            if result[key] == nil {
                result[key] = try decoder.decodeChild(Value.self, at: valueIndex, parent: parent, .tapeKey(keyIndex))
            }
            keyIndex = decoder.tape.indexAfterValue(at: valueIndex)
        }
        return result
    }
}
