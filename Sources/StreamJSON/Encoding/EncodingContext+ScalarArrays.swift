// Arrays of scalars, nested up to four deep (`[Int]`, `[[String]]`, `[UInt8]`, GeoJSON's
// `[[[Double]]]`): in direct mode written by one loop per level, without `Array.encode(to:)`, an
// unkeyed container, and a mode operation and a slot per element. Tree mode takes the general
// path, and so does any value whose loop throws (see `encodeScalarArray`).

/// Arrays, seen by ``TypePlan``: whether the elements are scalars, or arrays of them (an array
/// of anything else is encoded by its ``EncodableElements`` loop).
protocol ScalarNestedArray: EncodableElements {
    /// The scalar type at the bottom and how deep it is nested (1 for `[Int]`, at most 4), or
    /// nil when the array holds other values.
    static var scalarNesting: (element: ScalarType, depth: Int)? { get }
}

extension Array: ScalarNestedArray where Element: Encodable {
    static var scalarNesting: (element: ScalarType, depth: Int)? {
        if let scalar = ScalarType(Element.self) { return (scalar, 1) }
        guard let inner = Element.self as? any ScalarNestedArray.Type, let (element, depth) = inner.scalarNesting,
            depth < 4
        else { return nil }
        return (element, depth + 1)
    }
}

/// A scalar that the array loops write: the writer call `JSONEncoder`'s output needs for it.
protocol ScalarArrayElement {
    /// Writes the value where a value goes; infinity and NaN go through the non-conforming
    /// float strategy (which may throw).
    func write(in context: EncodingContext) throws
    /// Writes `values` as one whole array value in one loop and returns true, or writes nothing
    /// and returns false (then the values are written one by one).
    static func writeWholeArray(_ values: [Self], with writer: JSONWriter) -> Bool
}

extension ScalarArrayElement {
    @inline(__always)
    static func writeWholeArray(_ values: [Self], with writer: JSONWriter) -> Bool { false }
}

extension ScalarArrayElement where Self: FixedWidthInteger {
    @inline(__always)
    func write(in context: EncodingContext) { context.writer.writeInteger(self) }
}

extension Int: ScalarArrayElement {}
extension Int8: ScalarArrayElement {}
extension Int16: ScalarArrayElement {}
extension Int32: ScalarArrayElement {}
extension Int64: ScalarArrayElement {}
extension UInt: ScalarArrayElement {}
extension UInt8: ScalarArrayElement {}
extension UInt16: ScalarArrayElement {}
extension UInt32: ScalarArrayElement {}
extension UInt64: ScalarArrayElement {}

extension String: ScalarArrayElement {
    @inline(__always)
    func write(in context: EncodingContext) { context.writer.writeString(self) }
}

extension Bool: ScalarArrayElement {
    @inline(__always)
    func write(in context: EncodingContext) { context.writer.writeBool(self) }
}

extension Float: ScalarArrayElement {
    @inline(__always)
    func write(in context: EncodingContext) throws { try context.writeFloat(self, codingPath: []) }
}

extension Double: ScalarArrayElement {
    @inline(__always)
    func write(in context: EncodingContext) throws { try context.writeDouble(self, codingPath: []) }

    /// Finite doubles print with their separators in one loop (``JSONWriter/writeFiniteDoubleArray(_:)``).
    @inline(__always)
    static func writeWholeArray(_ values: [Double], with writer: JSONWriter) -> Bool {
        writer.writeFiniteDoubleArray(values)
    }
}

extension EncodingContext {
    /// Writes `value`, an array of `element` scalars nested `depth` deep, as the whole value of
    /// the empty slot, and returns true; returns false, writing nothing, in tree mode or when the
    /// slot already holds an array (whose elements the general path appends to).
    ///
    /// Errors (a NaN under the `.throw` strategy) are thrown from here without a coding path,
    /// and direct mode is abandoned: the encode runs again in tree mode, where the general path
    /// throws the error with `JSONEncoder`'s coding path (or, if an `encode(to:)` catches it,
    /// writes what `JSONEncoder` writes then).
    @inline(never)
    func encodeScalarArray<T>(_ value: T, element: ScalarType, depth: Int, into slot: FrameRef) throws -> Bool {
        guard let direct = activeDirectMode, direct.isPending(slot) else { return false }
        switch element {
        case .int: try encodeArray(value, of: Int.self, depth: depth, into: slot, direct)
        case .string: try encodeArray(value, of: String.self, depth: depth, into: slot, direct)
        case .double: try encodeArray(value, of: Double.self, depth: depth, into: slot, direct)
        case .bool: try encodeArray(value, of: Bool.self, depth: depth, into: slot, direct)
        case .float: try encodeArray(value, of: Float.self, depth: depth, into: slot, direct)
        case .int64: try encodeArray(value, of: Int64.self, depth: depth, into: slot, direct)
        case .int32: try encodeArray(value, of: Int32.self, depth: depth, into: slot, direct)
        case .int16: try encodeArray(value, of: Int16.self, depth: depth, into: slot, direct)
        case .int8: try encodeArray(value, of: Int8.self, depth: depth, into: slot, direct)
        case .uint: try encodeArray(value, of: UInt.self, depth: depth, into: slot, direct)
        case .uint64: try encodeArray(value, of: UInt64.self, depth: depth, into: slot, direct)
        case .uint32: try encodeArray(value, of: UInt32.self, depth: depth, into: slot, direct)
        case .uint16: try encodeArray(value, of: UInt16.self, depth: depth, into: slot, direct)
        case .uint8: try encodeArray(value, of: UInt8.self, depth: depth, into: slot, direct)
        case .int128, .uint128: return false
        }
        return true
    }

    /// Casts `value` to its array type and writes it. Inlined into `encodeScalarArray`, where
    /// `Element` is known, so that the writers it calls are specialised for `Element` (a call
    /// generic over `T` too would not be, and would reach each element through witness tables).
    @inline(__always)
    private func encodeArray<T, Element: ScalarArrayElement>(
        _ value: T, of element: Element.Type, depth: Int, into slot: FrameRef, _ direct: DirectMode
    ) throws {
        _ = try direct.beginSingleValue(slot)
        do {
            switch depth {
            case 1: try writeDepth1(identityCast(value, to: [Element].self))
            case 2: try writeDepth2(identityCast(value, to: [[Element]].self))
            case 3: try writeDepth3(identityCast(value, to: [[[Element]]].self))
            default: try writeDepth4(identityCast(value, to: [[[[Element]]]].self))
            }
        } catch {
            direct.abandonForTreeMode()
            throw error
        }
    }

    @inline(never)
    private func writeDepth1<Element: ScalarArrayElement>(_ values: [Element]) throws {
        try writeArray(values)
    }

    @inline(never)
    private func writeDepth2<Element: ScalarArrayElement>(_ values: [[Element]]) throws {
        try writeArray(values) { try writeArray($0) }
    }

    @inline(never)
    private func writeDepth3<Element: ScalarArrayElement>(_ values: [[[Element]]]) throws {
        try writeArray(values) { try writeArray($0) { try writeArray($0) } }
    }

    @inline(never)
    private func writeDepth4<Element: ScalarArrayElement>(_ values: [[[[Element]]]]) throws {
        try writeArray(values) { try writeArray($0) { try writeArray($0) { try writeArray($0) } } }
    }

    /// Writes an array of scalars as one value.
    @inline(__always)
    private func writeArray<Element: ScalarArrayElement>(_ values: [Element]) throws {
        if Element.writeWholeArray(values, with: writer) { return }
        try writeArray(values) { try $0.write(in: self) }
    }

    /// Writes an array as one value, each element with `write` (a scalar, or an inner array).
    @inline(__always)
    private func writeArray<Element>(_ elements: [Element], _ write: (Element) throws -> Void) throws {
        if writer.isCompact {
            // Compact output: commas and brackets only, no container for the writer to track
            // (the values hold no keys).
            writer.writeByte(UInt8(ascii: "["))
            var first = true
            for element in elements {
                if !first { writer.writeByte(UInt8(ascii: ",")) }
                first = false
                try write(element)
            }
            writer.writeByte(UInt8(ascii: "]"))
            return
        }
        writer.beginArray()
        for element in elements {
            writer.beginElement()
            try write(element)
        }
        writer.endArray()
    }
}
