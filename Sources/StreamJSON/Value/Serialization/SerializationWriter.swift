import Foundation

/// Writes an object graph as `JSONSerialization.data(withJSONObject:options:)` writes it, into
/// an ``OutputBuffer``: the same accepted types, the same bytes (numbers, escapes, `\/`
/// unless `withoutEscapingSlashes`, pretty printing with two spaces, `" : "` and `[\n\n]` for an
/// empty container), the same key order with `sortedKeys`, and an error where Foundation
/// throws one.
///
/// Accepted, as Foundation on Linux accepts them: `String` (and anything that casts to it:
/// `NSString`, `Substring`), `NSNumber` (booleans as `true`/`false`, integers, `Float` and
/// `Double` by their shortest digits, `NSDecimalNumber` by its `Decimal`), `Bool`, the
/// standard integer types, finite `Float` and `Double`, `Decimal`, `NSNull`, `nil`, arrays
/// (`[Any]`, `[Any?]`, `NSArray`) and dictionaries with string keys. Anything else throws
/// "Invalid object cannot be serialized".
///
/// Without `sortedKeys`, members are written in the dictionary's own iteration order.
/// Foundation first copies the dictionary into a `[AnyHashable: Any?]`, whose order is that
/// copy's (Swift seeds each dictionary's hashing by its storage address): neither order is
/// reproducible from one dictionary to another.
struct SerializationWriter {
    /// The most arrays and dictionaries a written object may nest, as `isValidJSONObject`
    /// allows on Linux (Foundation's writer itself recurses without a limit, until the stack
    /// overflows, and a container that holds itself crashes it).
    static let maximumDepth = 512

    let buffer: OutputBuffer
    let prettyPrinted: Bool
    let sortedKeys: Bool
    let escapesSlashes: Bool

    init(options: JSONSerialization.WritingOptions, buffer: OutputBuffer) {
        self.buffer = buffer
        self.prettyPrinted = options.contains(.prettyPrinted)
        self.sortedKeys = options.contains(.sortedKeys)
        self.escapesSlashes = !options.contains(.withoutEscapingSlashes)
    }

    /// Why a value cannot be written; turned into Foundation's `NSError` by the caller.
    enum Failure: Error, Equatable {
        /// Not a JSON type ("Invalid object cannot be serialized").
        case invalidObject
        /// A dictionary key that is not a string.
        case nonStringKey
        /// NaN or an infinity, written as Foundation's message spells it.
        case invalidNumber(String)
        /// Nested deeper than ``SerializationWriter/maximumDepth``.
        case tooDeep
    }

    // MARK: Values

    /// Writes `value`, one level below `depth` containers.
    func write(_ value: Any, depth: Int) throws(Failure) {
        let type = Swift.type(of: value)
        // The types of a graph `jsonObject` made, by exact type: no bridging casts.
        if type == String.self {
            buffer.appendQuoted(value as! String, escapingSlashes: escapesSlashes)
        } else if type == [String: Any].self {
            try writeObject(value as! [String: Any], depth: depth)
        } else if type == [Any].self {
            try writeArray(value as! [Any], depth: depth)
        } else if type is NSNumber.Type {
            try writeNumber(value as! NSNumber)
        } else if type == NSNull.self {
            buffer.append("null")
        } else {
            try writeOther(value, depth: depth)
        }
    }

    /// Everything but the common exact types, in the order Foundation tries them. As in
    /// Foundation, a `nil` or a `Substring` is written inside a container but not on its own.
    private func writeOther(_ value: Any, depth: Int) throws(Failure) {
        switch value {
        case let optional as Optional<Any>:
            guard let unwrapped = optional else {
                // Foundation writes a nil inside a container as null, but not at the top.
                guard depth > 0 else { throw .invalidObject }
                buffer.append("null")
                return
            }
            if Swift.type(of: unwrapped) != Swift.type(of: value) {
                try write(unwrapped, depth: depth)
                return
            }
        default: break
        }
        switch value {
        case let string as String: buffer.appendQuoted(string, escapingSlashes: escapesSlashes)
        case let string as Substring where depth > 0:
            buffer.appendQuoted(String(string), escapingSlashes: escapesSlashes)
        case let bool as Bool: bool ? buffer.append("true") : buffer.append("false")
        case let number as Int: buffer.appendInteger(number)
        case let number as Int8: buffer.appendInteger(number)
        case let number as Int16: buffer.appendInteger(number)
        case let number as Int32: buffer.appendInteger(number)
        case let number as Int64: buffer.appendInteger(number)
        case let number as UInt: buffer.appendInteger(number)
        case let number as UInt8: buffer.appendInteger(number)
        case let number as UInt16: buffer.appendInteger(number)
        case let number as UInt32: buffer.appendInteger(number)
        case let number as UInt64: buffer.appendInteger(number)
        case let array as [Any?]: try writeArray(array, depth: depth)
        case let object as [AnyHashable: Any?]: try writeObject(object, depth: depth)
        case let number as Float: try writeFloat(number)
        case let number as Double: try writeDouble(number)
        case let number as Decimal: try writeDecimal(number)
        case is NSNull: buffer.append("null")
        default: throw .invalidObject
        }
    }

    // MARK: Numbers

    /// The class of `NSNumber(value: true)`, Foundation's boolean (`__NSCFBoolean` on Linux).
    private static let booleanClass = ObjectIdentifier(Swift.type(of: NSNumber(value: true)))

    /// An `NSNumber` as Foundation writes it: by the Swift type its storage has.
    private func writeNumber(_ number: NSNumber) throws(Failure) {
        if ObjectIdentifier(Swift.type(of: number)) == SerializationWriter.booleanClass {
            number.boolValue ? buffer.append("true") : buffer.append("false")
            return
        }
        if let decimal = number as? NSDecimalNumber {
            try writeDecimal(decimal.decimalValue)
            return
        }
        // A whole number below 2^24 prints the same whatever the storage (an integer type,
        // `Float` or `Double`, whose descriptions switch to exponents from 2^24 and 2^53 up):
        // the common case, without reading the storage type (`objCType` is a C pointer).
        let integer = number.int64Value
        let double = number.doubleValue
        if Double(integer) == double && double.magnitude < 16_777_216 && !(double == 0 && double.sign == .minus) {
            buffer.appendInteger(integer)
            return
        }
        // Otherwise the number's own description, which is that of its storage type (`Double`,
        // `Float`, `UInt64`, ...), without the `.0` Foundation drops too.
        var text = number.description
        guard double.isFinite else { throw .invalidNumber(text) }
        if text.hasSuffix(".0") { text.removeLast(2) }
        buffer.appendASCII(text)
    }

    private func writeDouble(_ value: Double) throws(Failure) {
        guard value.isFinite else { throw .invalidNumber(value.description) }
        buffer.appendDouble(value)
    }

    private func writeFloat(_ value: Float) throws(Failure) {
        guard value.isFinite else { throw .invalidNumber(value.description) }
        buffer.appendFloat(value)
    }

    /// A `Decimal` by its description, as Foundation writes it; NaN throws (Foundation writes
    /// `NaN`, which is not JSON).
    ///
    /// `Decimal.description` costs microseconds, so the common case (a significand that fits
    /// in a `UInt64`) is spelled here, the same way: the significand's digits, then `exponent`
    /// zeros if it is positive, or a point `-exponent` digits from the right (`0.` and zeros
    /// first if there are not so many digits), and `-` before a negative value.
    private func writeDecimal(_ value: Decimal) throws(Failure) {
        guard value.isFinite else { throw .invalidNumber("NaN") }
        if value.isZero {
            buffer.append(UInt8(ascii: "0"))
            return
        }
        let significand = value.significand
        let exponent = value.exponent
        guard significand <= SerializationWriter.largestUInt64, exponent >= -64, exponent <= 64 else {
            buffer.appendASCII(value.description)
            return
        }
        var digits = Array(String(NSDecimalNumber(decimal: significand).uint64Value).utf8)
        if exponent > 0 {
            digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: exponent))
        } else if exponent < 0 {
            let fractionDigits = -exponent
            if fractionDigits >= digits.count {
                digits.insert(
                    contentsOf: repeatElement(UInt8(ascii: "0"), count: fractionDigits - digits.count + 1), at: 0)
            }
            digits.insert(UInt8(ascii: "."), at: digits.count - fractionDigits)
        }
        if value.sign == .minus { buffer.append(UInt8(ascii: "-")) }
        buffer.append(digits)
    }

    /// `UInt64.max` as a `Decimal`: the largest significand ``writeDecimal(_:)`` spells itself.
    private static let largestUInt64 = Decimal(UInt64.max)

    // MARK: Containers

    private func writeArray<Element>(_ array: [Element], depth: Int) throws(Failure) {
        guard depth < SerializationWriter.maximumDepth else { throw .tooDeep }
        open(UInt8(ascii: "["))
        var first = true
        for element in array {
            separate(first: &first, depth: depth + 1)
            try write(element, depth: depth + 1)
        }
        close(UInt8(ascii: "]"), depth: depth)
    }

    private func writeObject(_ object: [String: Any], depth: Int) throws(Failure) {
        guard depth < SerializationWriter.maximumDepth else { throw .tooDeep }
        open(UInt8(ascii: "{"))
        var first = true
        if sortedKeys && object.count > 1 {
            for key in SerializationWriter.sorted(Array(object.keys)) {
                try writeMember(key, object[key]!, first: &first, depth: depth)
            }
        } else {
            for (key, value) in object {
                try writeMember(key, value, first: &first, depth: depth)
            }
        }
        close(UInt8(ascii: "}"), depth: depth)
    }

    private func writeObject(_ object: [AnyHashable: Any?], depth: Int) throws(Failure) {
        guard depth < SerializationWriter.maximumDepth else { throw .tooDeep }
        var members: [(key: String, value: Any?)] = []
        members.reserveCapacity(object.count)
        for (key, value) in object {
            guard let key = key.base as? String else { throw .nonStringKey }
            members.append((key, value))
        }
        if sortedKeys && members.count > 1 {
            let order = SerializationWriter.sorted(members.map(\.key))
            let values = Dictionary(members, uniquingKeysWith: { first, _ in first })
            members = order.map { ($0, values[$0]!) }
        }
        open(UInt8(ascii: "{"))
        var first = true
        for (key, value) in members {
            try writeMember(key, value as Any, first: &first, depth: depth)
        }
        close(UInt8(ascii: "}"), depth: depth)
    }

    @inline(__always)
    private func writeMember(_ key: String, _ value: Any, first: inout Bool, depth: Int) throws(Failure) {
        separate(first: &first, depth: depth + 1)
        buffer.appendQuoted(key, escapingSlashes: escapesSlashes)
        if prettyPrinted {
            buffer.append(UInt8(ascii: " "), UInt8(ascii: ":"))
            buffer.append(UInt8(ascii: " "))
        } else {
            buffer.append(UInt8(ascii: ":"))
        }
        try write(value, depth: depth + 1)
    }

    /// An opening bracket, and in pretty output the line break after it (an empty container
    /// is `[`, two line breaks, the indentation and `]`, as Foundation writes it).
    private func open(_ bracket: UInt8) {
        if prettyPrinted { buffer.append(bracket, UInt8(ascii: "\n")) } else { buffer.append(bracket) }
    }

    /// The separator before an element or member at `depth`.
    @inline(__always)
    private func separate(first: inout Bool, depth: Int) {
        if !first {
            if prettyPrinted {
                buffer.append(UInt8(ascii: ","), UInt8(ascii: "\n"))
            } else {
                buffer.append(UInt8(ascii: ","))
            }
        }
        if prettyPrinted { buffer.append(repeating: UInt8(ascii: " "), count: 2 * depth) }
        first = false
    }

    private func close(_ bracket: UInt8, depth: Int) {
        if prettyPrinted {
            buffer.append(UInt8(ascii: "\n"))
            buffer.append(repeating: UInt8(ascii: " "), count: 2 * depth)
        }
        buffer.append(bracket)
    }

    /// Keys in Foundation's `sortedKeys` order: `String.compare` with `.numeric`,
    /// `.caseInsensitive` and `.forcedOrdering` in the system locale (so `"a2" < "a10"` and
    /// `"b" < "B" < "c"`), which is not the byte order `JSONEncoder` sorts by.
    static func sorted(_ keys: [String]) -> [String] {
        let locale = Locale(identifier: "")
        return keys.sorted {
            $0.compare(
                $1, options: [.numeric, .caseInsensitive, .forcedOrdering],
                range: $0.startIndex..<$0.endIndex, locale: locale) == .orderedAscending
        }
    }
}
