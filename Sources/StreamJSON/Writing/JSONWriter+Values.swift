import Foundation

/// Scalar values, written where a value goes: after `writeKey`, after `beginElement()`, or as
/// the whole document.
extension JSONWriter {
    /// Whether the output is compact (not pretty-printed): an array of scalars may then be
    /// written with ``writeByte(_:)`` brackets and commas around its values, outside the
    /// container bookkeeping.
    var isCompact: Bool { !options.prettyPrinted }

    /// Writes one byte of structure (a bracket or a comma) where ``isCompact`` allows it.
    @inline(__always)
    func writeByte(_ byte: UInt8) { buffer.append(byte) }

    /// Writes `null`.
    func writeNull() { buffer.append("null") }

    /// Writes `true` or `false`.
    func writeBool(_ value: Bool) { value ? buffer.append("true") : buffer.append("false") }

    /// Writes a quoted, escaped string.
    func writeString(_ value: String) {
        buffer.appendQuoted(value, escapingSlashes: options.escapesSlashes)
    }

    /// Writes an integer.
    @inline(__always)
    func writeInteger<T: FixedWidthInteger>(_ value: T) { buffer.appendInteger(value) }

    /// Writes a finite `Double` as `JSONEncoder` prints it.
    func writeDouble(_ value: Double) { buffer.appendDouble(value) }

    /// Writes a finite `Float` as `JSONEncoder` prints it.
    func writeFloat(_ value: Float) { buffer.appendFloat(value) }

    /// Writes the first `count` (at most 24) bytes of three little-endian words between quotes:
    /// ASCII that needs no escaping, such as a timestamp's digits and separators.
    @inline(__always)
    func writeQuotedASCII(_ words: (UInt64, UInt64, UInt64), count: Int) {
        buffer.appendQuoted(asciiWords: words, count: count)
    }

    /// Writes bytes that are already valid JSON text for one value (a number, a literal).
    func writeRaw(_ bytes: [UInt8]) { buffer.append(bytes) }

    /// Writes `data` as a quoted Base64 string.
    func writeBase64(_ data: Data) {
        InputBytes.with(data) { buffer.appendQuotedBase64($0, escapingSlashes: options.escapesSlashes) }
    }

    /// Writes the ASCII text of a number (such as a `Decimal`'s description).
    func writeRawASCII(_ text: String) { buffer.appendASCII(text) }
}
