/// Values of number literals in the forms only JSON5 allows (hexadecimal, `Infinity`, `NaN`,
/// a leading `+`, a leading or trailing decimal point), and small facts about any literal.
enum JSON5Numbers {
    /// The literal rewritten as an RFC 8259 literal (`+.5` → `0.5`, `5.` → `5`); nil for
    /// hexadecimal, `Infinity` and `NaN`, which have no such form.
    static func standardForm(_ literal: InputBytes) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(literal.count + 2)
        var index = 0
        if index < literal.count && (literal[index] == UInt8(ascii: "+") || literal[index] == UInt8(ascii: "-")) {
            if literal[index] == UInt8(ascii: "-") { result.append(UInt8(ascii: "-")) }
            index += 1
        }
        guard index < literal.count else { return nil }
        let first = literal[index]
        if first == UInt8(ascii: "I") || first == UInt8(ascii: "N") { return nil }
        if first == UInt8(ascii: "0") && index + 1 < literal.count && literal[index + 1] | 0x20 == UInt8(ascii: "x") {
            return nil
        }
        if first == UInt8(ascii: ".") { result.append(UInt8(ascii: "0")) }
        while index < literal.count {
            let byte = literal[index]
            result.append(byte)
            if byte == UInt8(ascii: ".") && (index + 1 == literal.count || !JSONScanner.isDigit(literal[index + 1])) {
                result.removeLast()  // "5." or "5.e3": drop the bare point
            }
            index += 1
        }
        return result
    }

    /// Whether the literal (after an optional sign) is `Infinity`.
    static func isInfinityLiteral(_ literal: InputBytes) -> Bool {
        literal.last == UInt8(ascii: "y")
    }

    /// Whether a decimal literal has a non-zero digit before its exponent.
    static func hasNonZeroDigit(_ literal: InputBytes) -> Bool {
        for byte in literal {
            if byte | 0x20 == UInt8(ascii: "e") || byte | 0x20 == UInt8(ascii: "x") { return false }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return true }
        }
        return false
    }

    /// The value of a JSON5-only literal as a Double.
    static func double(_ literal: InputBytes) -> Double {
        let negative = literal.first == UInt8(ascii: "-")
        if let standard = standardForm(literal) {
            return InputBytes.with(standard) { NumberParser.double($0) }
        }
        let body = literal[(literal.first == UInt8(ascii: "-") || literal.first == UInt8(ascii: "+") ? 1 : 0)...]
        let value: Double
        switch body.first {
        case UInt8(ascii: "I"): value = .infinity
        case UInt8(ascii: "N"): value = .nan
        default:
            // Hexadecimal: exact up to 2^53, correctly rounded beyond by Double's own conversion.
            var magnitude: UInt64 = 0
            var overflow = false
            var result = 0.0
            for byte in body.dropFirst(2) {
                let digit = UInt64(JSONScanner.hexValue(byte) ?? 0)
                if !overflow && magnitude >> 60 == 0 {
                    magnitude = magnitude << 4 | digit
                } else {
                    if !overflow { result = Double(magnitude); overflow = true }
                    result = result * 16 + Double(digit)
                }
            }
            value = overflow ? result : Double(magnitude)
        }
        return negative ? -value : value
    }

    /// The exact integer value of a JSON5-only literal.
    static func integer<T: FixedWidthInteger>(_ literal: InputBytes, as type: T.Type) -> IntegerResult<T> {
        if let standard = standardForm(literal) {
            return InputBytes.with(standard) { NumberParser.integer($0, as: T.self) }
        }
        let negative = literal.first == UInt8(ascii: "-")
        let body = literal[(negative || literal.first == UInt8(ascii: "+") ? 1 : 0)...]
        guard body.first == UInt8(ascii: "0") else { return .notAnInteger }  // Infinity, NaN
        var value: T = 0
        for byte in body.dropFirst(2) {
            let digit = T(JSONScanner.hexValue(byte) ?? 0)
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 16)
            let (next, overflow2) =
                negative
                ? shifted.subtractingReportingOverflow(digit)
                : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return .outOfRange }
            value = next
        }
        return .value(value)
    }

    /// Text that `Decimal(string:)` reads for a JSON5-only literal: the RFC 8259 form, the
    /// exact digits of a hexadecimal literal, `NaN` for `NaN` and `±Infinity`.
    static func decimalText(_ literal: InputBytes) -> String {
        if let standard = standardForm(literal) { return String(decoding: standard, as: UTF8.self) }
        let negative = literal.first == UInt8(ascii: "-")
        let body = literal[(negative || literal.first == UInt8(ascii: "+") ? 1 : 0)...]
        guard body.first == UInt8(ascii: "0") else { return "NaN" }  // Infinity, NaN
        return (negative ? "-" : "") + hexadecimalDigits(body.dropFirst(2))
    }

    /// Whether the literal (after an optional sign) is `NaN`.
    static func isNaNLiteral(_ literal: InputBytes) -> Bool {
        literal.last == UInt8(ascii: "N")
    }

    /// The decimal digits of a hexadecimal number of any length, exactly.
    private static func hexadecimalDigits(_ hex: Slice<InputBytes>) -> String {
        // Base 10^18 limbs, least significant first: each step multiplies by 16 and adds a digit.
        let base: UInt64 = 1_000_000_000_000_000_000
        var limbs: [UInt64] = [0]
        for byte in hex {
            var carry = UInt64(JSONScanner.hexValue(byte) ?? 0)
            for position in limbs.indices {
                let value = limbs[position] * 16 + carry  // below 16 * 10^18 + 16 < 2^64
                limbs[position] = value % base
                carry = value / base
            }
            if carry > 0 { limbs.append(carry) }
        }
        var text = String(limbs.last!)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 18 - digits.count) + digits
        }
        return text
    }
}
