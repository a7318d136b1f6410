import Foundation

/// Decoding a `Decodable` value of any type at the decoder's current position: scalars are
/// read straight from the tape, Foundation's special types get their strategies, and every
/// other type runs its own `init(from:)` against this decoder.
extension TapeDecoder {
    /// Decodes the value at `current` (the root, or a value a container moved to).
    ///
    /// `type` may be a subclass of `T` (a dynamic metatype, `let t: Base.Type = Child.self`):
    /// the value is made by `type.init(from:)`, as `JSONDecoder` does.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if let scalar = ScalarType(T.self) {
            do {
                return try readScalar(scalar, T.self, at: current)
            } catch {
                throw error.decodingError(at: codingPath)
            }
        }
        return try decodeNonScalar(type)
    }

    /// Decodes the member at tape `index` whose path is `component` below `parent`.
    @inline(__always)
    func decodeChild<T: Decodable>(
        _ type: T.Type, at index: Int, parent: Int32,
        _ component: @autoclosure () -> CodingPathArena.Component
    ) throws -> T {
        if let scalar = ScalarType(T.self) {
            do {
                return try readScalar(scalar, T.self, at: index)
            } catch {
                let node = arena.push(parent: parent, component())
                defer { arena.truncate(to: node) }
                throw error.decodingError(at: codingPath(to: node))
            }
        }
        // A date or data the strategy reads from the tape alone needs no path and no move.
        let id = ObjectIdentifier(T.self)
        if id == ObjectIdentifier(Date.self), let date = dateFromTape(at: index) {
            return identityCast(date, to: T.self)
        }
        if id == ObjectIdentifier(Data.self), let data = dataFromTape(at: index) {
            return identityCast(data, to: T.self)
        }
        return try withValue(at: index, parent: parent, component()) {
            try decodeNonScalar(type)
        }
    }

    /// Reads a standard-library scalar straight from the tape; `type` is the type `scalar`
    /// names. (The switch avoids returning `T?` from generic code, which would make the
    /// runtime look up `Optional<T>`'s metadata on every call.)
    @inline(__always)
    func readScalar<T>(_ scalar: ScalarType, _ type: T.Type, at index: Int) throws(ValueProblem) -> T {
        switch scalar {
        case .string: return identityCast(try readString(at: index), to: T.self)
        case .int: return identityCast(try readInteger(Int.self, at: index), to: T.self)
        case .double: return identityCast(try readDouble(at: index), to: T.self)
        case .bool: return identityCast(try readBool(at: index), to: T.self)
        case .float: return identityCast(try readFloat(at: index), to: T.self)
        case .int64: return identityCast(try readInteger(Int64.self, at: index), to: T.self)
        case .int32: return identityCast(try readInteger(Int32.self, at: index), to: T.self)
        case .int16: return identityCast(try readInteger(Int16.self, at: index), to: T.self)
        case .int8: return identityCast(try readInteger(Int8.self, at: index), to: T.self)
        case .uint: return identityCast(try readInteger(UInt.self, at: index), to: T.self)
        case .uint64: return identityCast(try readInteger(UInt64.self, at: index), to: T.self)
        case .uint32: return identityCast(try readInteger(UInt32.self, at: index), to: T.self)
        case .uint16: return identityCast(try readInteger(UInt16.self, at: index), to: T.self)
        case .uint8: return identityCast(try readInteger(UInt8.self, at: index), to: T.self)
        case .int128:
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { fatalError() }
            return identityCast(try readInteger(Int128.self, at: index), to: T.self)
        case .uint128:
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { fatalError() }
            return identityCast(try readInteger(UInt128.self, at: index), to: T.self)
        }
    }

    /// Dates, data, URLs, decimals and dictionaries get their strategies; everything else
    /// runs its own `init(from:)`, that of `type` (which may be a subclass of `T`).
    private func decodeNonScalar<T: Decodable>(_ type: T.Type) throws -> T {
        if let special = SpecialType(T.self) {
            switch special {
            case .date: return identityCast(try decodeDate(), to: T.self)
            case .data: return identityCast(try decodeData(), to: T.self)
            case .url: return identityCast(try decodeURL(), to: T.self)
            case .decimal:
                return identityCast(try read { () throws(ValueProblem) in try readDecimal(at: current) }, to: T.self)
            }
        }
        if current >= 0 && tape[current].kind == .array, let array = arrayType(T.self) {
            // Only values that are JSON arrays pay for this (cached) conformance check.
            return try decodeArray(array, as: T.self)
        }
        if current >= 0 && tape[current].kind == .object, let dictionary = dictionaryType(T.self) {
            // Keys of a [String: T] are data, not coding keys: no key strategy applies, and no
            // coding key is made per member.
            return try decodeDictionary(dictionary, as: T.self)
        }
        return try type.init(from: self)
    }

    /// Whether a value of `type` is always made by `type`'s own `init(from:)`: not a scalar,
    /// not one of Foundation's special types, and not an array or dictionary type that the tape
    /// decodes directly. An array of such elements asks once and then runs each element's
    /// `init(from:)` with none of ``decodeChild(_:at:parent:_:)``'s per-value type tests.
    func runsOwnInit(_ type: Any.Type) -> Bool {
        ScalarType(type) == nil && SpecialType(type) == nil && arrayType(type) == nil && dictionaryType(type) == nil
    }

    /// Decodes element `position` at tape `index` of the array whose node is `parent` with
    /// `T`'s own `init(from:)`; `T` must be a type ``runsOwnInit(_:)`` accepts.
    @inline(__always)
    func decodeByOwnInit<T: Decodable>(_ type: T.Type, at index: Int, parent: Int32, position: Int) throws -> T {
        let node = arena.push(parent: parent, position: position)
        defer { arena.truncate(to: node) }
        return try atPosition(index, node: node) { try T(from: self) }
    }

    /// `type` as `[String: Value]`, or nil; remembered like ``arrayType(_:)``.
    private func dictionaryType(_ type: Any.Type) -> (any StringKeyedDictionary.Type)? {
        let id = ObjectIdentifier(type)
        if let known = knownTypes.dictionaries.value(for: id) { return known }
        let dictionary = type as? any StringKeyedDictionary.Type
        knownTypes.dictionaries.set(dictionary, for: id)
        return dictionary
    }

    private func decodeDictionary<D: StringKeyedDictionary, T>(_ dictionary: D.Type, as type: T.Type) throws -> T {
        identityCast(try D.decodeMembers(from: self), to: T.self)
    }

    /// `type` as an array type the tape decodes directly, or nil. The answers are remembered in
    /// a ``TypeTable``, which is cheaper to search than the runtime's conformance cache.
    func arrayType(_ type: Any.Type) -> (any TapeDecodableArray.Type)? {
        let id = ObjectIdentifier(type)
        if let known = knownTypes.arrays.value(for: id) { return known }
        let array = type as? any TapeDecodableArray.Type
        knownTypes.arrays.set(array, for: id)
        return array
    }

    private func decodeArray<A: TapeDecodableArray, T>(_ array: A.Type, as type: T.Type) throws -> T {
        identityCast(try A.decodeElements(from: self), to: T.self)
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

    /// Foundation reports `null` for these types as the type itself being missing, before
    /// any strategy looks at the value.
    private func rejectNull(_ type: Any.Type) throws {
        if entryOrNull(current).kind == .null {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath,
                    debugDescription: "Cannot get value of type \(type) -- found null value instead"))
        }
    }

    /// The date at tape `index` when the strategy reads it from the tape alone (seconds,
    /// milliseconds, the reference date's seconds, ISO 8601 without escapes) and the value is
    /// what the strategy expects; nil otherwise, and ``decodeDate()`` then reads the value
    /// again and throws what Foundation throws.
    @inline(__always)
    func dateFromTape(at index: Int) -> Date? {
        let reading = options.dateReading
        if reading == .other { return nil }
        let entry = tape[index]
        switch reading {
        case .seconds:
            guard entry.kind == .number, let seconds = try? readDouble(at: index) else { return nil }
            return Date(timeIntervalSince1970: seconds)
        case .milliseconds:
            guard entry.kind == .number, let milliseconds = try? readDouble(at: index) else { return nil }
            return Date(timeIntervalSince1970: milliseconds / 1000)
        case .referenceSeconds:
            guard entry.kind == .number, let seconds = try? readDouble(at: index) else { return nil }
            return Date(timeIntervalSinceReferenceDate: seconds)
        case .iso8601, .iso8601Lenient:
            guard entry.kind == .string, !entry.flags.contains(.escaped) else { return nil }
            return ISO8601Parser.date(from: slice(of: entry), lenient: reading == .iso8601Lenient)
        case .other:
            return nil
        }
    }

    private func decodeDate() throws -> Date {
        let strategy = options.dateDecodingStrategy
        switch options.dateReading {
        case .referenceSeconds, .seconds, .milliseconds, .iso8601, .iso8601Lenient:
            if current >= 0, let date = dateFromTape(at: current) { return date }
        case .other: break
        }
        switch strategy {
        case .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .formatted: try rejectNull(Date.self)
        default: break
        }
        switch strategy {
        case .deferredToDate:
            return Date(
                timeIntervalSinceReferenceDate: try read { () throws(ValueProblem) in try readDouble(at: current) })
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try read { () throws(ValueProblem) in try readDouble(at: current) })
        case .millisecondsSince1970:
            return Date(
                timeIntervalSince1970: try read { () throws(ValueProblem) in try readDouble(at: current) } / 1000)
        case .iso8601, .iso8601WithFractionalSeconds:
            let lenient: Bool
            if case .iso8601WithFractionalSeconds = strategy {
                lenient = true
            } else {
                lenient = false
            }
            let text = try read { () throws(ValueProblem) in try readString(at: current) }
            guard let date = ISO8601Parser.date(from: text, lenient: lenient) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath, debugDescription: "Expected date string to be ISO8601-formatted."))
            }
            return date
        case .formatted(let formatter):
            let text = try read { () throws(ValueProblem) in try readString(at: current) }
            guard let date = formatter.date(from: text) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath,
                        debugDescription: "Date string does not match format expected by formatter."))
            }
            return date
        case .custom(let closure):
            return try closure(self)
        }
    }

    /// The data at tape `index` when the strategy is `.base64` and the value is canonical
    /// Base64 without escapes, decoded from the document's bytes; nil otherwise, and
    /// ``decodeData()`` then reads the value again.
    @inline(__always)
    func dataFromTape(at index: Int) -> Data? {
        guard options.decodesBase64 else { return nil }
        let entry = tape[index]
        guard entry.kind == .string, !entry.flags.contains(.escaped) else { return nil }
        return Base64.decodeCanonical(slice(of: entry))
    }

    private func decodeData() throws -> Data {
        try rejectNull(Data.self)
        switch options.dataDecodingStrategy {
        case .deferredToData:
            // An array of bytes read from the tape (``byteArrayFromTape(at:)``); anything else,
            // and every error, through `Data(from:)`.
            if let data = byteArrayFromTape(at: current) { return data }
            return try Data(from: self)
        case .base64:
            // The common case first: canonical Base64 read from the document's bytes
            // (``Base64``); escapes (a `\/` from an encoder) and anything unusual go through
            // the `String` and Foundation's decoder.
            let entry = entryOrNull(current)
            if entry.kind == .string && !entry.flags.contains(.escaped),
                let data = Base64.decodeCanonical(slice(of: entry))
            {
                return data
            }
            var text = try read { () throws(ValueProblem) in try readString(at: current) }
            if let data = InputBytes.with(utf8: &text, { Base64.decodeCanonical($0) }) { return data }
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
            }
            return data
        case .custom(let closure):
            return try closure(self)
        }
    }

    private func decodeURL() throws -> URL {
        try rejectNull(URL.self)
        let text = try read { () throws(ValueProblem) in try readString(at: current) }
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Invalid URL string."))
        }
        return url
    }
}
