import Foundation

/// What a ``KeyedContainer`` reads: its decoder (lent, see ``LentContainerState``), its object
/// and its coding path node, and its key lookups' state. A class, so that a container whose
/// box is reused can be pointed at another object. (Not nested in the generic container: that
/// would make it generic too, and cost a metadata lookup.)
final class KeyedContainerState: LentContainerState<TapeDecoder> {
    /// The tape index of the object.
    var object: Int
    /// The coding path node of the object.
    var node: Int32
    @exclusivity(unchecked) private var _lookups = ObjectLookups()
    /// Where the container's key lookups stand in its object, and what they learned about it.
    /// Only the thread using the container touches it, never through overlapping accesses.
    var lookups: ObjectLookups {
        @inline(__always) _read { yield unsafe _lookups }
        @inline(__always) _modify { yield unsafe &_lookups }
    }

    init(decoder: TapeDecoder, object: Int, node: Int32) {
        (self.object, self.node) = (object, node)
        super.init(owner: decoder)
        lookups.start(at: object + 1)
    }
}

/// The keyed container over one object of the tape.
///
/// With the default key strategy, a key is found by comparing the bytes of the `CodingKey`'s
/// `stringValue` with the bytes of the document's keys (``KeyLookup``), starting where the
/// previous lookup in this object stopped; no `String` is built per key. With
/// `convertFromSnakeCase` the same lookup compares the keys' conversions, made byte by byte
/// (``SnakeCaseKeys``). With a `custom` strategy, the object's converted keys are computed
/// once, by the decoder, when the container is made (``ConvertedKeys``).
///
/// The standard library's box copies the container around every member call, so it holds
/// one reference only (its state): a copy costs one retain. The state is a class so that the
/// decoder can reuse the box for the next object of the same type (``ContainerBoxCache``).
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: KeyedContainerState
    /// Runs `body` with the decoder, lent without a retain and a release (the hot path of every
    /// member call; see ``LentContainerState``).
    @inline(__always)
    func withDecoder<R>(_ body: (TapeDecoder) throws -> R) rethrows -> R {
        try state.withOwner(body)
    }
    /// The decoder, retained: for the paths that are not hot.
    var decoder: TapeDecoder { withDecoder { $0 } }
    /// The tape index of the object.
    @inline(__always) var object: Int { state.object }
    /// The coding path node of the object.
    @inline(__always) var node: Int32 { state.node }

    init(state: KeyedContainerState) {
        self.state = state
    }

    var codingPath: [any CodingKey] { decoder.codingPath(to: node) }

    var allKeys: [Key] {
        let decoder = decoder
        switch decoder.keyComparison {
        case .asWritten: return KeyLookup<KeysAsWritten>(decoder: decoder, object: object).allKeys()
        case .snakeCase: return KeyLookup<SnakeCaseKeys>(decoder: decoder, object: object).allKeys()
        case .convertedTable:
            return decoder.convertedKeys(of: object, node: node).order.compactMap { Key(stringValue: $0) }
        }
    }

    @inline(__always)
    func valueIndex(for key: Key) -> Int? {
        withDecoder { valueIndex(for: key, in: $0) }
    }

    @inline(__always)
    func valueIndex(for key: Key, in decoder: TapeDecoder) -> Int? {
        if decoder.keyComparison == .asWritten {
            return KeyLookup<KeysAsWritten>(decoder: decoder, object: object)
                .valueIndex(for: key.stringValue, lookups: Lent(state), tag: oneByteValue(of: key))
        }
        return convertedValueIndex(for: key, in: decoder)
    }

    /// ``valueIndex(for:in:)`` under a key strategy: not inlined into every member call.
    @inline(never)
    func convertedValueIndex(for key: Key, in decoder: TapeDecoder) -> Int? {
        if decoder.keyComparison == .snakeCase {
            return KeyLookup<SnakeCaseKeys>(decoder: decoder, object: object)
                .valueIndex(for: key.stringValue, lookups: Lent(state), tag: oneByteValue(of: key))
        }
        return decoder.convertedKeys(of: object, node: node).valueIndex(for: key.stringValue)
    }

    func contains(_ key: Key) -> Bool {
        valueIndex(for: key) != nil
    }

    func keyNotFound(_ key: Key) -> DecodingError {
        .keyNotFound(
            key,
            .init(
                codingPath: codingPath,
                debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }

    @inline(__always)
    func valueIndexOrThrow(_ key: Key) throws -> Int {
        try withDecoder { try valueIndexOrThrow(key, in: $0) }
    }

    @inline(__always)
    func valueIndexOrThrow(_ key: Key, in decoder: TapeDecoder) throws -> Int {
        guard let index = valueIndex(for: key, in: decoder) else { throw keyNotFound(key) }
        return index
    }

    // MARK: Decoding values

    func decodeNil(forKey key: Key) throws -> Bool {
        try withDecoder { decoder in
            decoder.entryOrNull(try valueIndexOrThrow(key, in: decoder)).kind == .null
        }
    }

    @inline(__always)
    func decodeMember<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try withDecoder { decoder in
            try decoder.decodeChild(type, at: try valueIndexOrThrow(key, in: decoder), parent: node, .key(key))
        }
    }

    @inline(__always)
    func decodeMemberIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try withDecoder { decoder in
            guard let index = valueIndex(for: key, in: decoder), decoder.tape[index].kind != .null else { return nil }
            return try decoder.decodeChild(type, at: index, parent: node, .key(key))
        }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeMember(type, forKey: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decodeMemberIfPresent(type, forKey: key)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeMember(Bool.self, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeMember(String.self, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeMember(Double.self, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeMember(Float.self, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeMember(Int.self, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeMember(Int8.self, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeMember(Int16.self, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeMember(Int32.self, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeMember(Int64.self, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeMember(UInt.self, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeMember(UInt8.self, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeMember(UInt16.self, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeMember(UInt32.self, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeMember(UInt64.self, forKey: key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try decodeMember(Int128.self, forKey: key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try decodeMember(UInt128.self, forKey: key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try decodeMemberIfPresent(Bool.self, forKey: key)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try decodeMemberIfPresent(String.self, forKey: key)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try decodeMemberIfPresent(Double.self, forKey: key)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try decodeMemberIfPresent(Float.self, forKey: key)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try decodeMemberIfPresent(Int.self, forKey: key)
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try decodeMemberIfPresent(Int8.self, forKey: key)
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try decodeMemberIfPresent(Int16.self, forKey: key)
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try decodeMemberIfPresent(Int32.self, forKey: key)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try decodeMemberIfPresent(Int64.self, forKey: key)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try decodeMemberIfPresent(UInt.self, forKey: key)
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try decodeMemberIfPresent(UInt8.self, forKey: key)
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try decodeMemberIfPresent(UInt16.self, forKey: key)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try decodeMemberIfPresent(UInt32.self, forKey: key)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try decodeMemberIfPresent(UInt64.self, forKey: key)
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        try decodeMemberIfPresent(Int128.self, forKey: key)
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        try decodeMemberIfPresent(UInt128.self, forKey: key)
    }

    // MARK: Nested containers and super decoders

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try withDecoder { decoder in
            let index = try valueIndexOrThrow(key, in: decoder)
            let child = try decoder.pushNestedNode(parent: node, .key(key))
            return try decoder.keyedContainer(NestedKey.self, at: index, node: child)
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try withDecoder { decoder in
            let index = try valueIndexOrThrow(key, in: decoder)
            let child = try decoder.pushNestedNode(parent: node, .key(key))
            return try decoder.unkeyedContainer(at: index, node: child)
        }
    }

    func superDecoder() throws -> any Decoder {
        let decoder = decoder
        let index =
            switch decoder.keyComparison {
            case .asWritten: KeyLookup<KeysAsWritten>(decoder: decoder, object: object).valueIndex(for: "super")
            case .snakeCase: KeyLookup<SnakeCaseKeys>(decoder: decoder, object: object).valueIndex(for: "super")
            case .convertedTable: decoder.convertedKeys(of: object, node: node).valueIndex(for: "super")
            }
        let child = try decoder.pushNestedNode(parent: node, .key(JSONCodingKey.super))
        return decoder.superDecoder(at: index, node: child)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try withDecoder { decoder in
            decoder.superDecoder(
                at: valueIndex(for: key, in: decoder), node: try decoder.pushNestedNode(parent: node, .key(key)))
        }
    }
}
