/// Equality of numbers by exact value: a literal is reduced to a canonical decimal form (sign,
/// significant digits without leading or trailing zeros, power of ten), and two numbers are
/// equal when their forms are.
///
/// ```
/// literal     negative  digits  exponent      value = digits × 10^exponent
/// 1           false     1       0
/// 1.50e2      false     15      1
/// -0.0025     true      25      -4
/// -0          false     (none)  0             zero has one form
/// 0x1F        false     31      0             JSON5 hexadecimal
/// ```
extension JSONNumber: Hashable {
    /// Whether both numbers denote the same value, exactly: `1 == 1.0 == 1e0`, `-0 == 0`,
    /// `0.1 != 0.10000000000000001`. The JSON5 literal `NaN` equals itself, so that equality
    /// stays reflexive.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.literal == rhs.literal || lhs.canonical == rhs.canonical
    }

    /// Hashes the exact value, so that equal numbers spelled differently hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(canonical)
    }

    /// The literal's value in canonical form.
    var canonical: CanonicalNumber {
        withLiteralBytes { CanonicalNumber($0) }
    }
}

/// The exact value of a number literal (RFC 8259 or JSON5), in a form where equal values
/// are equal structs.
struct CanonicalNumber: Hashable {
    enum Kind: Hashable {
        case finite
        case infinity
        case nan
        /// A JSON5 hexadecimal literal of at least 2^1024, beyond every floating-point type:
        /// `digits` holds its hexadecimal digits (values 0 to 15), so that its canonical form
        /// costs time linear in its length, not quadratic as a conversion to decimal would.
        /// Such a number equals only hexadecimal literals of the same value.
        case largeHexadecimal
    }

    var kind: Kind
    /// The sign; always false for zero and NaN.
    var negative: Bool
    /// The significant decimal digits (values 0 to 9), without leading or trailing zeros;
    /// empty for zero.
    var digits: [UInt8]
    /// The power of ten that `digits`, read as an integer, is multiplied by.
    var exponent: Int

    var isZero: Bool { kind == .finite && digits.isEmpty }
    var isFinite: Bool { kind == .finite }

    init(_ literal: InputBytes) {
        kind = .finite
        negative = false
        digits = []
        exponent = 0
        var index = 0
        if index < literal.count && (literal[index] == UInt8(ascii: "-") || literal[index] == UInt8(ascii: "+")) {
            negative = literal[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < literal.count else { return }
        switch literal[index] {
        case UInt8(ascii: "I"):
            kind = .infinity
        case UInt8(ascii: "N"):
            kind = .nan
            negative = false
        case UInt8(ascii: "0") where index + 1 < literal.count && literal[index + 1] | 0x20 == UInt8(ascii: "x"):
            readHexadecimal(literal, from: index + 2)
        default:
            readDecimal(literal, from: index)
        }
        if isZero { negative = false }
    }

    /// Reads the digits and exponent of a decimal literal (RFC 8259, or JSON5's `.5` and `5.`)
    /// whose sign, if any, ends before `start`, through the one grammar of ``DecimalLiteral``.
    private mutating func readDecimal(_ literal: InputBytes, from start: Int) {
        let parts = DecimalLiteral(literal.suffix(from: start))
        let unsigned = parts.bytes
        digits.reserveCapacity(parts.integerDigits.count + parts.fractionDigits.count)
        for index in parts.integerDigits where !(digits.isEmpty && unsigned[index] == UInt8(ascii: "0")) {
            digits.append(unsigned[index] &- UInt8(ascii: "0"))  // leading zeros dropped
        }
        for index in parts.fractionDigits {
            if !(digits.isEmpty && unsigned[index] == UInt8(ascii: "0")) {
                digits.append(unsigned[index] &- UInt8(ascii: "0"))
            }
        }
        // Saturated at ±DecimalLiteral.exponentLimit: far outside any floating-point type.
        exponent = parts.exponent - parts.fractionDigits.count
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { exponent = 0 }
    }

    /// Converts hexadecimal digits to decimal ones, most significant first.
    private mutating func readHexadecimal(_ literal: InputBytes, from start: Int) {
        let hexDigits = literal[start...].drop(while: { $0 == UInt8(ascii: "0") })
        if hexDigits.count > 256 {
            kind = .largeHexadecimal
            digits = hexDigits.map { JSONScanner.hexValue($0) ?? 0 }
            return
        }
        var decimal: [UInt8] = []  // least significant first
        for byte in literal[start...] {
            var carry = Int(JSONScanner.hexValue(byte) ?? 0)
            for position in decimal.indices {
                let value = Int(decimal[position]) * 16 + carry
                decimal[position] = UInt8(value % 10)
                carry = value / 10
            }
            while carry > 0 {
                decimal.append(UInt8(carry % 10))
                carry /= 10
            }
        }
        while let last = decimal.last, last == 0 { decimal.removeLast() }
        digits = decimal.reversed()
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { exponent = 0 }
    }
}
