import Foundation

/// Readers that turn one tape entry into a Swift scalar. Each takes a tape index (or
/// ``TapeDecoder/missingValue``) and throws a ``ValueProblem``; none builds a coding path.
extension TapeDecoder {
    @inline(__always)
    func problem(_ entry: TapeEntry, expected type: Any.Type) -> ValueProblem {
        entry.kind == .null ? .valueNotFound(type) : .typeMismatch(type, found: entry.kind)
    }

    @inline(__always)
    func readBool(at index: Int) throws(ValueProblem) -> Bool {
        let entry = entryOrNull(index)
        switch entry.kind {
        case .true: return true
        case .false: return false
        // Foundation reports null for a Bool as a type mismatch, unlike every other type.
        default: throw .typeMismatch(Bool.self, found: entry.kind)
        }
    }

    @inline(__always)
    func readString(at index: Int) throws(ValueProblem) -> String {
        let entry = entryOrNull(index)
        guard entry.kind == .string else { throw problem(entry, expected: String.self) }
        return StringUnescaper.string(slice(of: entry), flags: entry.flags)
    }

    @inline(__always)
    func readInteger<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws(ValueProblem) -> T {
        let entry = entryOrNull(index)
        guard entry.kind == .number else { throw problem(entry, expected: T.self) }
        // Fast path: a plain integer of at most 18 digits always fits in Int64.
        let flags = entry.flags
        if flags.subtracting(.negative).isEmpty && entry.length <= 18 {
            let negative = flags.contains(.negative)
            let magnitude = NumberParser.plainMagnitude(slice(of: entry), isNegative: negative)
            let value = negative ? -magnitude : magnitude
            if let result = T(exactly: value) { return result }
            throw .corrupted(ScalarMessages.numberDoesNotFit(slice(of: entry), .outOfRange, T.self))
        }
        return try readIntegerSlowly(T.self, entry)
    }

    private func readIntegerSlowly<T: FixedWidthInteger>(_ type: T.Type, _ entry: TapeEntry) throws(ValueProblem) -> T {
        let result: IntegerResult<T>
        if entry.flags.contains(.json5Number) {
            result = JSON5Numbers.integer(slice(of: entry), as: T.self)
        } else {
            result = NumberParser.integer(slice(of: entry), as: T.self)
        }
        switch result {
        case .value(let value):
            return value
        case .outOfRange:
            throw .corrupted(ScalarMessages.numberDoesNotFit(slice(of: entry), .outOfRange, T.self))
        case .notAnInteger:
            throw .corrupted(ScalarMessages.numberDoesNotFit(slice(of: entry), .notAnInteger, T.self))
        }
    }

    @inline(__always)
    func readDouble(at index: Int) throws(ValueProblem) -> Double {
        if index >= 0, let value = plainDouble(tape[index]) { return value }
        return try readDoubleInGeneral(at: index)
    }

    /// The value of a number entry of one of the two commonest shapes, or nil: a fraction
    /// without exponent that ``NumberParser/plainFractionDouble(_:)`` reads (GeoJSON
    /// coordinates), or an integer of up to 15 digits, exact in a Double. Neither can overflow
    /// or underflow, so neither needs ``checkRepresentable(_:_:_:_:)``.
    @inline(__always)
    func plainDouble(_ entry: TapeEntry) -> Double? {
        let shape = entry.numberShape
        if shape == TapeEntry.plainFractionShape {
            return NumberParser.plainFractionDouble(slice(of: entry))
        }
        if shape == TapeEntry.plainIntegerShape && entry.length <= 15 {
            let negative = entry.flags.contains(.negative)
            let magnitude = Double(NumberParser.plainMagnitude(slice(of: entry), isNegative: negative))
            return negative ? -magnitude : magnitude
        }
        return nil
    }

    /// ``readDouble(at:)`` for every entry ``plainDouble(_:)`` does not read.
    @inline(never)
    func readDoubleInGeneral(at index: Int) throws(ValueProblem) -> Double {
        let entry = entryOrNull(index)
        if entry.kind == .number {
            let value: Double
            if entry.flags.contains(.json5Number) {
                value = JSON5Numbers.double(slice(of: entry))
            } else {
                value = NumberParser.double(slice(of: entry))
            }
            try checkRepresentable(value.isInfinite, value == 0, entry, Double.self)
            return value
        }
        if entry.kind == .string, let special = nonConformingFloat(entry) {
            return special
        }
        throw problem(entry, expected: Double.self)
    }

    @inline(__always)
    func readFloat(at index: Int) throws(ValueProblem) -> Float {
        let entry = entryOrNull(index)
        if entry.kind == .number {
            let value: Float
            if entry.flags.contains(.json5Number) {
                value = Float(JSON5Numbers.double(slice(of: entry)))
            } else {
                value = NumberParser.float(slice(of: entry))
            }
            try checkRepresentable(value.isInfinite, value == 0, entry, Float.self)
            return value
        }
        if entry.kind == .string, let special = nonConformingFloat(entry) {
            return Float(special)
        }
        throw problem(entry, expected: Float.self)
    }

    /// Rejects a finite literal that overflowed to infinity, or a non-zero literal that
    /// underflowed to zero, as `JSONDecoder` does.
    @inline(__always)
    private func checkRepresentable(
        _ isInfinite: Bool, _ isZero: Bool, _ entry: TapeEntry,
        _ type: Any.Type
    ) throws(ValueProblem) {
        if isInfinite && !JSON5Numbers.isInfinityLiteral(slice(of: entry)) {
            throw .corrupted(ScalarMessages.numberDoesNotFit(slice(of: entry), .tooLarge, type))
        }
        if isZero && JSON5Numbers.hasNonZeroDigit(slice(of: entry)) {
            throw .corrupted(ScalarMessages.numberDoesNotFit(slice(of: entry), .tooSmall, type))
        }
    }

    /// The value of a string that the non-conforming float strategy maps to infinity or NaN.
    private func nonConformingFloat(_ entry: TapeEntry) -> Double? {
        guard case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy
        else {
            return nil
        }
        let text = StringUnescaper.string(slice(of: entry), flags: entry.flags)
        if text == positive { return .infinity }
        if text == negative { return -.infinity }
        if text == nan { return .nan }
        return nil
    }

    func readDecimal(at index: Int) throws(ValueProblem) -> Decimal {
        let entry = entryOrNull(index)
        guard entry.kind == .number else {
            if entry.kind == .null { throw .valueNotFound(Decimal.self) }
            throw .typeMismatch(Decimal.self, found: entry.kind)
        }
        let isJSON5 = entry.flags.contains(.json5Number)
        if isJSON5 && JSON5Numbers.isNaNLiteral(slice(of: entry)) {
            return .nan  // as JSONDecoder; ±Infinity, which Decimal cannot hold, throws below
        }
        let text = isJSON5 ? JSON5Numbers.decimalText(slice(of: entry)) : literal(of: entry)
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN else {
            throw .corrupted(ScalarMessages.numberDoesNotFit(slice(of: entry), .notADecimal, Decimal.self))
        }
        return value
    }
}

extension TapeEntry {
    /// The kind and flags of a number entry, but for its sign: one comparison tells a shape.
    @inline(__always)
    var numberShape: UInt64 { header & 0xFFFF & ~(UInt64(Flags.negative.rawValue) << 4) }

    /// ``numberShape`` of `-?D+.D+` (a fraction, no exponent, not JSON5).
    @inline(__always)
    static var plainFractionShape: UInt64 { TapeEntry(kind: .number, flags: .fraction, offset: 0, payload: 0).header }

    /// ``numberShape`` of `-?D+` (no fraction, no exponent, not JSON5).
    @inline(__always)
    static var plainIntegerShape: UInt64 { TapeEntry(kind: .number, offset: 0, payload: 0).header }
}
