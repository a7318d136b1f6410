import Foundation

/// A JSON number, kept exactly as it was written.
///
/// JSON numbers have no fixed precision, so ``JSONValue`` does not convert them on the way in:
/// `12345678901234567890.5` stays those characters until a caller asks for a `Double`, an
/// `Int64` or a `Decimal`, and ``JSONValue/description`` and the `streamjson` tool write it
/// back out as the same characters.
///
/// ```swift
/// let n: JSONNumber = 42
/// n.int64          // 42
/// n.double         // 42.0
/// JSONNumber("1e400")?.double   // .infinity: the nearest Double
/// JSONNumber("1e400")?.decimal  // nil: out of Decimal's range
/// ```
///
/// Two numbers are equal when they denote the same value, not when they are spelled the same:
/// `1`, `1.0`, `1e0` and `10e-1` are all equal, and `-0` equals `0`. The comparison is exact
/// (in decimal, with no rounding to `Double`), so `0.1` and `0.10000000000000001` are different
/// numbers even though they are the same `Double`. ``hash(into:)`` hashes that same exact value.
/// See ``literal`` for the spelling.
public struct JSONNumber: Sendable {
    /// The number as written: an RFC 8259 number literal such as `-12.5e3`.
    ///
    /// A number read with `allowsJSON5` may also hold a JSON5 form (`0x1F`, `+.5`, `Infinity`,
    /// `NaN`), and ``init(_:)-(Double)`` writes `Infinity`, `-Infinity` and `NaN` for the
    /// values JSON cannot express.
    public let literal: String

    /// Whether ``literal`` is known to be an RFC 8259 number (not a JSON5-only form).
    let isStandard: Bool

    /// A number whose literal the caller has already validated.
    init(uncheckedLiteral literal: String, isStandard: Bool = true) {
        self.literal = literal
        self.isStandard = isStandard
    }

    /// A number from its literal text, or nil if `literal` is not an RFC 8259 number
    /// (`-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, no surrounding whitespace).
    public init?(_ literal: String) {
        guard JSONNumber.isStandardLiteral(Array(literal.utf8)) else { return nil }
        self.init(uncheckedLiteral: literal)
    }

    /// The number `value`, exactly.
    public init<T: BinaryInteger>(_ value: T) {
        self.init(uncheckedLiteral: String(value))
    }

    /// The number `value`, written as the shortest literal that reads back as the same `Double`
    /// (`0.1`, `1e-07`, `1.7976931348623157e+308`).
    ///
    /// JSON has no infinity or NaN: those values are written as the JSON5 literals `Infinity`,
    /// `-Infinity` and `NaN`, which JSON5 readers accept. Through `Codable` they are encoded as
    /// the `Double`, so an encoder's non-conforming float strategy applies.
    public init(_ value: Double) {
        if value.isNaN {
            self.init(uncheckedLiteral: "NaN", isStandard: false)
        } else if value.isInfinite {
            self.init(uncheckedLiteral: value < 0 ? "-Infinity" : "Infinity", isStandard: false)
        } else {
            self.init(uncheckedLiteral: JSONNumber.shortestLiteral(value.description))
        }
    }

    /// The number `value`, written as the shortest literal that reads back as the same `Float`
    /// (so `Float(0.1)` is `0.1`, not `0.10000000149011612`). Infinity and NaN as for `Double`.
    public init(_ value: Float) {
        if value.isFinite {
            self.init(uncheckedLiteral: JSONNumber.shortestLiteral(value.description))
        } else {
            self.init(Double(value))
        }
    }

    /// The number `value`, with all its digits (`Decimal` holds up to 38). `Decimal.nan` is
    /// written as the JSON5 literal `NaN`.
    public init(_ value: Decimal) {
        if value.isNaN {
            self.init(uncheckedLiteral: "NaN", isStandard: false)
        } else {
            self.init(uncheckedLiteral: value.description)
        }
    }

    /// `Double.description` without the `.0` of whole numbers, which JSON does not need.
    private static func shortestLiteral(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }
}

// MARK: Reading the value

extension JSONNumber {
    /// The nearest `Double` (correctly rounded). A literal too large for a `Double` gives
    /// `±infinity`, one too small gives `±0`; this never fails.
    public var double: Double {
        withLiteralBytes { bytes in
            isStandard ? NumberParser.double(bytes) : JSON5Numbers.double(bytes)
        }
    }

    /// The nearest `Float`, as for ``double``.
    public var float: Float {
        isStandard ? withLiteralBytes { NumberParser.float($0) } : Float(double)
    }

    /// The value as an `Int`, if it is a whole number in range (`1e3` and `2.0` are; `2.5` is not).
    public var int: Int? { exactly(Int.self) }

    /// The value as an `Int64`, if it is a whole number in range.
    public var int64: Int64? { exactly(Int64.self) }

    /// The value as a `UInt64`, if it is a whole number in range.
    public var uint64: UInt64? { exactly(UInt64.self) }

    /// The value as any fixed-width integer type, if it is a whole number in that type's range.
    public func exactly<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        let result = withLiteralBytes { bytes in
            isStandard ? NumberParser.integer(bytes, as: T.self) : JSON5Numbers.integer(bytes, as: T.self)
        }
        if case .value(let value) = result { return value }
        return nil
    }

    /// The value as a `Decimal`, or nil if it is outside `Decimal`'s range (about 1e-128 to
    /// 1e165) or not finite. Digits beyond `Decimal`'s 38 are rounded away.
    public var decimal: Decimal? {
        let value = canonical
        guard value.isFinite else { return nil }
        if value.isZero { return Decimal(0) }
        let text = isStandard ? literal : withLiteralBytes { JSON5Numbers.decimalText($0) }
        guard let result = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !result.isNaN else {
            return nil
        }
        // Decimal(string:) saturates and underflows silently: accept the result only if its
        // sign and leading digit are where the literal's are (rounding of digits is fine).
        var description = result.description
        let check = InputBytes.with(utf8: &description) { CanonicalNumber($0) }
        let shift = (check.digits.count + check.exponent) - (value.digits.count + value.exponent)
        let allowed = value.digits.count > 38 ? 1 : 0  // 9.99…9 with 40 nines rounds up to 10
        guard check.negative == value.negative, abs(shift) <= allowed else {
            return nil
        }
        return result
    }

    /// Whether the value is a whole number (`3`, `3.0`, `3e2`; not `3.5` or `Infinity`),
    /// however large.
    public var isInteger: Bool {
        let value = canonical
        return value.kind == .largeHexadecimal || (value.isFinite && (value.isZero || value.exponent >= 0))
    }

    /// Runs `body` with the UTF-8 bytes of ``literal``.
    func withLiteralBytes<R>(_ body: (InputBytes) -> R) -> R {
        var text = literal
        return InputBytes.with(utf8: &text, body)
    }

    /// Whether `bytes` is exactly one RFC 8259 number literal.
    static func isStandardLiteral(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count && JSONScanner.isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}

extension JSONNumber: CustomStringConvertible {
    /// The ``literal``, as written.
    public var description: String { literal }
}
