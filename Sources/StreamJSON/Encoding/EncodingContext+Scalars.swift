// Scalars: the context writes them itself with `writer`, in either mode, between a mode's
// `begin...` call and `finishScalar()`.

extension EncodingContext {
    /// Writes a scalar of the given type (after `beginMember`, `beginElement` or
    /// `beginSingleValue`). `codingPath` is only evaluated for an error.
    @inline(__always)
    func writeScalar<T>(_ value: T, _ type: ScalarType, codingPath: @autoclosure () -> [any CodingKey]) throws {
        switch type {
        case .string: writer.writeString(identityCast(value, to: String.self))
        case .int: writer.writeInteger(identityCast(value, to: Int.self))
        case .double: try writeDouble(identityCast(value, to: Double.self), codingPath: codingPath())
        case .bool: writer.writeBool(identityCast(value, to: Bool.self))
        case .float: try writeFloat(identityCast(value, to: Float.self), codingPath: codingPath())
        case .int64: writer.writeInteger(identityCast(value, to: Int64.self))
        case .int32: writer.writeInteger(identityCast(value, to: Int32.self))
        case .int16: writer.writeInteger(identityCast(value, to: Int16.self))
        case .int8: writer.writeInteger(identityCast(value, to: Int8.self))
        case .uint: writer.writeInteger(identityCast(value, to: UInt.self))
        case .uint64: writer.writeInteger(identityCast(value, to: UInt64.self))
        case .uint32: writer.writeInteger(identityCast(value, to: UInt32.self))
        case .uint16: writer.writeInteger(identityCast(value, to: UInt16.self))
        case .uint8: writer.writeInteger(identityCast(value, to: UInt8.self))
        case .int128:
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { fatalError() }
            writer.writeInteger(identityCast(value, to: Int128.self))
        case .uint128:
            guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { fatalError() }
            writer.writeInteger(identityCast(value, to: UInt128.self))
        }
    }

    /// Writes a `Double`, applying the non-conforming float strategy to infinity and NaN.
    @inline(__always)
    func writeDouble(_ value: Double, codingPath: @autoclosure () -> [any CodingKey]) throws {
        if value.isFinite {
            writer.writeDouble(value)
        } else {
            try writeNonConforming(value, codingPath: codingPath())
        }
    }

    /// Writes a `Float`, applying the non-conforming float strategy to infinity and NaN.
    @inline(__always)
    func writeFloat(_ value: Float, codingPath: @autoclosure () -> [any CodingKey]) throws {
        if value.isFinite {
            writer.writeFloat(value)
        } else {
            try writeNonConforming(value, codingPath: codingPath())
        }
    }

    private func writeNonConforming<F: BinaryFloatingPoint>(_ value: F, codingPath: [any CodingKey]) throws {
        guard
            case let .convertToString(positiveInfinity, negativeInfinity, nan) =
                options.nonConformingFloatEncodingStrategy
        else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
        }
        if value.isNaN {
            writer.writeString(nan)
        } else {
            writer.writeString(value < 0 ? negativeInfinity : positiveInfinity)
        }
    }
}
