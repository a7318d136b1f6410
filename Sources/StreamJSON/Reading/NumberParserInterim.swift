// Interim number parsing, replaced by Reading/Numbers/ (Eisel-Lemire) when it lands.

/// The result of reading a number literal as an integer type.
enum IntegerResult<T> {
    case value(T)
    case notAnInteger
    case outOfRange
}

enum NumberParser {
    static func double(_ literal: UnsafeBufferPointer<UInt8>) -> Double {
        Double(String(decoding: literal, as: UTF8.self)) ?? .nan
    }

    static func float(_ literal: UnsafeBufferPointer<UInt8>) -> Float {
        Float(String(decoding: literal, as: UTF8.self)) ?? .nan
    }

    static func integer<T: FixedWidthInteger>(_ literal: UnsafeBufferPointer<UInt8>, as type: T.Type) -> IntegerResult<T> {
        var negative = false
        var digits: [UInt8] = []
        var exponent = 0
        var index = 0
        if literal.first == UInt8(ascii: "-") { negative = true; index = 1 }
        var seenPoint = false
        while index < literal.count {
            let byte = literal[index]
            if byte == UInt8(ascii: ".") { seenPoint = true } else if byte | 0x20 == UInt8(ascii: "e") { break } else {
                digits.append(byte - 48)
                if seenPoint { exponent -= 1 }
            }
            index += 1
        }
        if index < literal.count {
            index += 1
            var sign = 1
            if literal[index] == UInt8(ascii: "-") { sign = -1; index += 1 } else if literal[index] == UInt8(ascii: "+") { index += 1 }
            var e = 0
            while index < literal.count { e = min(e * 10 + Int(literal[index] - 48), 1_000_000_000); index += 1 }
            exponent += sign * e
        }
        while let last = digits.last, last == 0, digits.count > 1 { digits.removeLast(); exponent += 1 }
        while let first = digits.first, first == 0, digits.count > 1 { digits.removeFirst() }
        if digits == [0] { return .value(0) }
        if exponent < 0 { return .notAnInteger }
        if digits.count + exponent > 40 { return .outOfRange }
        var value: T = 0
        for digit in digits + Array(repeating: 0, count: exponent) {
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (n, o2) = negative ? m.subtractingReportingOverflow(T(digit)) : m.addingReportingOverflow(T(digit))
            if o1 || o2 { return .outOfRange }
            value = n
        }
        return .value(value)
    }
}
