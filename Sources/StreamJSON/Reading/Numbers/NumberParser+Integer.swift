/// The exact integer value of a number literal, or why there is none.
enum IntegerResult<T> {
    /// The literal is an integer that fits in `T`.
    case value(T)
    /// The literal has a nonzero fractional part (`1.5`, `1e-400`, `1.000000000000000000001`).
    case notAnInteger
    /// The literal is an integer that does not fit in `T` (`300` as `UInt8`, `-1` as `UInt64`).
    case outOfRange
}

extension IntegerResult: Equatable where T: Equatable {}

extension NumberParser {
    /// The exact integer value of a validated literal that may have a fraction and/or exponent
    /// (`1.0`, `1e2`, `100e-2`, `1234567890123456789.0`, `-0.0`), or why there is none.
    ///
    /// Computed from the decimal digits, never through a floating-point value. A nonzero
    /// fractional part wins over range: `300.5` as `UInt8` is `notAnInteger`. Plain integers
    /// take a digit loop; the rest costs one scan of the literal however long it is.
    static func integer<T: FixedWidthInteger>(
        _ literal: InputBytes,
        as type: T.Type
    ) -> IntegerResult<T> {
        let isNegative = literal.count > 0 && literal[0] == UInt8(ascii: "-")
        if T.bitWidth <= 64, let result = shortInteger(literal, isNegative: isNegative, as: type) {
            return result
        }
        // `-?[0-9]+` in any width, accumulated towards the sign so that `T.min` is reachable.
        var index = isNegative ? 1 : 0
        var value: T = 0
        while index < literal.count {
            let digit = literal[index] &- UInt8(ascii: "0")
            if digit >= 10 { break }
            guard let next = appendingDigit(digit, to: value, negative: isNegative) else { break }
            value = next
            index += 1
        }
        if index == literal.count { return .value(value) }
        return integerWithFractionOrExponent(DecimalLiteral(literal), as: type)
    }

    /// The magnitude of a plain integer literal, `-?[0-9]{1,18}` (the tape's flags say it has
    /// no fraction, exponent or JSON5 form; `isNegative` that it starts with `-`): it always
    /// fits in an `Int64`, so the loop has no checks. The decoder's fast path for integers, and
    /// for doubles of up to 15 digits (which then keep the sign of `-0`).
    @inline(__always)
    static func plainMagnitude(_ literal: InputBytes, isNegative: Bool) -> Int64 {
        precondition(literal.count <= 19, "plainMagnitude: literal too long")
        var magnitude: Int64 = 0
        var index = isNegative ? 1 : 0
        while index < literal.count {
            magnitude = magnitude &* 10 &+ Int64(literal[unchecked: index] &- UInt8(ascii: "0"))
            index += 1
        }
        return magnitude
    }

    /// Fast path for `-?[0-9]{1,19}` into a type of at most 64 bits: the digits cannot overflow
    /// a `UInt64`, so the loop has no checks and the range is tested once. Nil for other literals.
    @inline(__always)
    static func shortInteger<T: FixedWidthInteger>(
        _ literal: InputBytes, isNegative: Bool,
        as type: T.Type
    ) -> IntegerResult<T>? {
        let start = isNegative ? 1 : 0
        guard literal.count - start <= 19 else { return nil }
        var magnitude: UInt64 = 0
        guard EightDigits.appendRun(of: literal, from: start, to: &magnitude) == literal.count else { return nil }
        if !isNegative {
            return magnitude <= UInt64(T.max) ? .value(T(truncatingIfNeeded: magnitude)) : .outOfRange
        }
        if magnitude == 0 { return .value(0) }
        guard T.isSigned && magnitude <= UInt64(T.max) + 1 else { return .outOfRange }
        return .value(T(truncatingIfNeeded: 0 &- magnitude))  // two's complement of the magnitude
    }

    /// The general case: `digits × 10^k` with the digits' trailing zeros folded into `k`.
    static func integerWithFractionOrExponent<T: FixedWidthInteger>(
        _ decimal: DecimalLiteral,
        as type: T.Type
    ) -> IntegerResult<T> {
        let bytes = decimal.bytes
        // Last nonzero digit, searched from the end; its position fixes the power of ten.
        var last = decimal.fractionDigits.upperBound - 1
        var powerOfTen = decimal.exponent
        while last >= decimal.fractionDigits.lowerBound && bytes[last] == UInt8(ascii: "0") { last -= 1 }
        if last >= decimal.fractionDigits.lowerBound {
            powerOfTen -= last - decimal.fractionDigits.lowerBound + 1
        } else {
            last = decimal.integerDigits.upperBound - 1
            while last >= decimal.integerDigits.lowerBound && bytes[last] == UInt8(ascii: "0") { last -= 1 }
            if last < decimal.integerDigits.lowerBound { return .value(0) }  // `0`, `-0.0`, `0e-5`
            powerOfTen += decimal.integerDigits.upperBound - 1 - last
        }
        // The last nonzero digit is not a multiple of ten, so a negative power leaves a fraction.
        if powerOfTen < 0 { return .notAnInteger }
        if decimal.isNegative && !T.isSigned { return .outOfRange }

        var first = decimal.integerDigits.lowerBound
        while first <= last && (bytes[first] == UInt8(ascii: "0") || bytes[first] == UInt8(ascii: ".")) {
            first += 1
        }
        let pointInside = decimal.fractionDigits.lowerBound > first && decimal.fractionDigits.lowerBound <= last
        let digitCount = last - first + 1 - (pointInside ? 1 : 0)
        // A number of n digits is at least 10^(n-1) ≥ 2^(3(n-1)); past bitWidth / 3 + 1 digits
        // it exceeds every value of T, which also bounds the loops below.
        if digitCount + powerOfTen > T.bitWidth / 3 + 1 { return .outOfRange }

        var value: T = 0
        for index in first...last where bytes[index] != UInt8(ascii: ".") {
            guard
                let next = appendingDigit(
                    bytes[index] &- UInt8(ascii: "0"), to: value,
                    negative: decimal.isNegative)
            else { return .outOfRange }
            value = next
        }
        for _ in 0..<powerOfTen {
            guard let next = appendingDigit(0, to: value, negative: decimal.isNegative) else { return .outOfRange }
            value = next
        }
        return .value(value)
    }

    /// `value × 10 ± digit`, or nil on overflow.
    @inline(__always)
    static func appendingDigit<T: FixedWidthInteger>(_ digit: UInt8, to value: T, negative: Bool) -> T? {
        let (scaled, scaleOverflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, sumOverflow) =
            negative
            ? scaled.subtractingReportingOverflow(T(digit))
            : scaled.addingReportingOverflow(T(digit))
        return scaleOverflow || sumOverflow ? nil : sum
    }
}
