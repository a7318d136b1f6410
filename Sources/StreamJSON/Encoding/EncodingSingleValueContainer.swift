/// The single-value container: writes one value into the slot at `ref`. A second value throws
/// `EncodingError.invalidValue` (where `JSONEncoder` traps).
struct EncodingSingleValueContainer: SingleValueEncodingContainer {
    let context: EncodingContext
    let ref: FrameRef

    var codingPath: [any CodingKey] { context.codingPath(of: ref) }

    @inline(__always)
    private func write(_ value: @autoclosure () -> Any, _ body: () -> Void) throws {
        try context.beginSingleValue(ref, value: value())
        body()
        context.finishScalar()
    }

    mutating func encodeNil() throws { try write(Optional<Any>.none as Any) { context.writer.writeNull() } }
    mutating func encode(_ value: Bool) throws { try write(value) { context.writer.writeBool(value) } }
    mutating func encode(_ value: String) throws { try write(value) { context.writer.writeString(value) } }
    mutating func encode(_ value: Int) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: Int8) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: Int16) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: Int32) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: Int64) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt8) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt16) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt32) throws { try write(value) { context.writer.writeInteger(value) } }
    mutating func encode(_ value: UInt64) throws { try write(value) { context.writer.writeInteger(value) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try write(value) { context.writer.writeInteger(value) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try write(value) { context.writer.writeInteger(value) } }

    mutating func encode(_ value: Double) throws {
        try context.beginSingleValue(ref, value: value)
        try context.writeDouble(value, codingPath: codingPath)
        context.finishScalar()
    }

    mutating func encode(_ value: Float) throws {
        try context.beginSingleValue(ref, value: value)
        try context.writeFloat(value, codingPath: codingPath)
        context.finishScalar()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try context.beginSingleValueEncode(ref, value: value)
        try context.encodeValue(value, into: ref)
        context.endSingleValueEncode(ref)
        context.fillEmptySlotWithObject(ref)
    }
}
