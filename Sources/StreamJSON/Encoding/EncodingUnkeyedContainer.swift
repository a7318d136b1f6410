/// The unkeyed container: appends elements to the array at `ref`. The element count lives
/// with the array, so two containers asked of the same encoder share it (as in `JSONEncoder`).
struct EncodingUnkeyedContainer: UnkeyedEncodingContainer {
    let context: EncodingContext
    let ref: FrameRef

    var codingPath: [any CodingKey] { context.codingPath(of: ref) }

    var count: Int { context.elementCount(ref) }

    @inline(__always)
    private func write(_ body: () -> Void) throws {
        try context.beginElement(in: ref)
        body()
        context.finishScalar()
    }

    mutating func encodeNil() throws { try write { context.writer.writeNull() } }
    mutating func encode(_ value: Bool) throws { try write { context.writer.writeBool(value) } }
    mutating func encode(_ value: String) throws { try write { context.writer.writeString(value) } }
    mutating func encode(_ value: Int) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: Int8) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: Int16) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: Int32) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: Int64) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt8) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt16) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt32) throws { try write { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt64) throws { try write { context.writer.writeInteger(value) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try write { context.writer.writeInteger(value) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try write { context.writer.writeInteger(value) } }

    mutating func encode(_ value: Double) throws {
        let index = try context.beginElement(in: ref)
        try context.writeDouble(value, codingPath: codingPath + [JSONCodingKey(index: index)])
        context.finishScalar()
    }

    mutating func encode(_ value: Float) throws {
        let index = try context.beginElement(in: ref)
        try context.writeFloat(value, codingPath: codingPath + [JSONCodingKey(index: index)])
        context.finishScalar()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try context.encodeElement(value, in: ref)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = context.beginNestedContainer(inArray: ref, isObject: true)
        return context.keyedContainer(NestedKey.self, ref: nested)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        EncodingUnkeyedContainer(context: context, ref: context.beginNestedContainer(inArray: ref, isObject: false))
    }

    /// An element slot at the current position that the returned encoder fills; left empty,
    /// it is written as `{}`.
    mutating func superEncoder() -> any Encoder {
        let slot = (try? context.beginElementSlot(in: ref)) ?? .dead
        return ValueEncoder(context: context, ref: slot)
    }
}
