import Foundation

/// The `NSNumber` that Foundation's `JSONSerialization` makes of a number literal, chosen by
/// the same rule, so that `type(of:)`, `objCType` and every `as?` cast see the same thing.
///
/// Foundation on Linux decides from the literal's text:
///
/// | literal | result |
/// | --- | --- |
/// | no `.` and no `e`, `-` and at most 19 characters | `NSNumber(value: Int64)` |
/// | no `.` and no `e`, at most 20 characters, fits `UInt64` | `Int64` if it fits, else `UInt64` |
/// | more than 17 characters before the `e`, and an exponent in -128...127 | `NSDecimalNumber` (`Decimal(string:)`) |
/// | anything else whose `Double` is finite | `NSNumber(value: Double)` |
/// | the rest (`1e400`) | an error: "not representable" |
///
/// So `1` is an `Int` (`objCType` `i` for -1...12, `q` beyond, as `NSNumber(value:)` makes
/// them), `1.0` and `1e2` are `Double`s, `12345678901234567890` a `UInt64`, and
/// `-65.613616999999977` (18 characters) an `NSDecimalNumber`. Only a lower-case `e` counts as
/// an exponent there: `1E2` goes through the first rows and ends as a `Double`.
enum SerializationNumbers {
    /// A number no `Decimal` or finite `Double` can hold; the literal.
    struct Unrepresentable: Error {
        let literal: String
    }

    /// The number for a validated literal with the tape's `flags`.
    static func number(_ literal: InputBytes, flags: TapeEntry.Flags) throws(Unrepresentable) -> NSNumber {
        let count = literal.count
        if flags.contains(.json5Number) {
            return NSNumber(value: JSON5Numbers.double(literal))
        }
        if !flags.contains(.fraction) && !flags.contains(.exponent) {
            if flags.contains(.negative) {
                if count <= 19 {
                    return NSNumber(value: -NumberParser.plainMagnitude(literal, isNegative: true))
                }
            } else if count <= 20, let value = unsignedValue(literal) {
                return value <= UInt64(Int64.max) ? NSNumber(value: Int64(value)) : NSNumber(value: value)
            }
        }
        // Digits before a lower-case `e`, and the exponent after it (``DecimalLiteral``'s
        // reader; one saturated there, beyond any `Int` Foundation reads, counts as 0).
        var digitCount = count
        var exponent = 0
        if flags.contains(.exponent) {
            var index = 0
            while index < count && literal[unchecked: index] != UInt8(ascii: "e") { index += 1 }
            if index < count {
                digitCount = index
                exponent = DecimalLiteral.explicitExponent(literal, at: index)
                if abs(exponent) == DecimalLiteral.exponentLimit { exponent = 0 }
            }
        }
        if digitCount > 17 && exponent >= -128 && exponent <= 127,
            let decimal = Decimal(string: literal.string()), decimal.isFinite
        {
            return NSDecimalNumber(decimal: decimal)
        }
        let double = NumberParser.double(literal)
        guard double.isFinite else { throw Unrepresentable(literal: literal.string()) }
        return NSNumber(value: double)
    }

    /// The value of `[0-9]{1,20}`, or nil if it overflows `UInt64`.
    @inline(__always)
    private static func unsignedValue(_ literal: InputBytes) -> UInt64? {
        if literal.count <= 18 {
            return UInt64(NumberParser.plainMagnitude(literal, isNegative: false))
        }
        var value: UInt64 = 0
        for index in 0..<literal.count {
            let digit = UInt64(literal[unchecked: index] &- UInt8(ascii: "0"))
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return value
    }
}
