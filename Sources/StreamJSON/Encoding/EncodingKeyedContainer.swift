/// What an ``EncodingKeyedContainer`` writes through: the context (lent, see
/// ``LentContainerState``) and the object's frame. A class, so that a container whose box is
/// reused (``ContainerBoxCache``) can be pointed at the next object of its type. (Not nested in
/// the generic container: that would make it generic too, and cost a metadata lookup.)
final class EncodingKeyedContainerState: LentContainerState<EncodingContext> {
    /// The object's frame.
    var ref: FrameRef

    init(context: EncodingContext, ref: FrameRef) {
        self.ref = ref
        super.init(owner: context)
    }
}

/// The keyed container: writes `"key":value` members into the object at `ref`. It holds one
/// reference (its state), so the standard library's box copies it for one retain.
struct EncodingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: EncodingKeyedContainerState

    /// Runs `body` with the context, lent without a retain and a release (the hot path of
    /// every member call; see ``EncodingKeyedContainerState``).
    @inline(__always)
    func withContext<R>(_ body: (EncodingContext) throws -> R) rethrows -> R {
        try state.withOwner(body)
    }

    /// The context, retained: for the paths that are not hot.
    var context: EncodingContext { withContext { $0 } }
    @inline(__always) var ref: FrameRef { state.ref }

    var codingPath: [any CodingKey] { context.codingPath(of: ref) }

    /// Writes one member whose value `body` writes with the writer.
    @inline(__always)
    private func write(_ key: Key, _ body: (JSONWriter) -> Void) throws {
        let ref = self.ref
        try withContext { context in
            try context.beginMember(key, in: ref)
            body(context.writer)
            context.finishScalar()
        }
    }

    mutating func encodeNil(forKey key: Key) throws { try write(key) { $0.writeNull() } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try write(key) { $0.writeBool(value) } }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try write(key) { $0.writeString(value) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try write(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws {
        try write(key) { $0.writeInteger(value) }
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        let ref = self.ref
        try withContext { context in
            try context.beginMember(key, in: ref)
            try context.writeDouble(value, codingPath: context.codingPath(of: ref) + [key])
            context.finishScalar()
        }
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        let ref = self.ref
        try withContext { context in
            try context.beginMember(key, in: ref)
            try context.writeFloat(value, codingPath: context.codingPath(of: ref) + [key])
            context.finishScalar()
        }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let ref = self.ref
        try withContext { try $0.encodeMember(value, forKey: key, in: ref) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = context.beginNestedContainer(name(of: key), path: key, in: ref, isObject: true)
        return context.keyedContainer(NestedKey.self, ref: nested)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = context.beginNestedContainer(name(of: key), path: key, in: ref, isObject: false)
        return EncodingUnkeyedContainer(context: context, ref: nested)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(name: name(of: JSONCodingKey.super), path: JSONCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(name: name(of: key), path: key)
    }

    /// A slot under `name` that the returned encoder fills; left empty, it is written as `{}`.
    private func superEncoder(name: String, path: any CodingKey) -> any Encoder {
        let slot = (try? context.beginMemberSlot(name, path: .key(path), in: ref)) ?? .dead
        return ValueEncoder(context: context, ref: slot)
    }

    private func name<K: CodingKey>(of key: K) -> String {
        context.usesDefaultKeys ? key.stringValue : context.convertedKey(key, in: ref)
    }
}

extension EncodingContext {
    /// A keyed container writing into the object at `ref`, in a reused box when one of `Key`'s
    /// is free (``ContainerBoxCache``).
    func keyedContainer<Key: CodingKey>(_ type: Key.Type, ref: FrameRef) -> KeyedEncodingContainer<Key> {
        let keyType = ObjectIdentifier(Key.self)
        if let (box, state, rewrapper) = keyedBoxes.reusable(keyType) {
            state.ref = ref
            state.unpark(by: self)
            return uncheckedRewrapper(rewrapper, for: KeyedEncodingContainer<Key>.self).wrap(box)
        }
        let state = EncodingKeyedContainerState(context: self, ref: ref)
        let container = KeyedEncodingContainer(EncodingKeyedContainer<Key>(state: state))
        keyedBoxes.remember(keyType, box: singleReference(of: container), state: state) {
            SingleReferenceRewrapper<KeyedEncodingContainer<Key>>()
        }
        return container
    }
}
