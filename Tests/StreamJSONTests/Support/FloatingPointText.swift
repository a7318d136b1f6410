@testable import StreamJSON

/// The text of a floating-point value, as `JSONEncoder` writes it and as StreamJSON prints it,
/// for the number-printing tests.
enum FloatingPointText {
    /// What `JSONEncoder` writes for a finite floating-point value: its `description` without
    /// a trailing `.0`.
    static func expected<F: FloatingPoint & CustomStringConvertible>(_ value: F) -> String {
        let description = value.description
        return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    static func printed(_ value: Double) -> String {
        let buffer = OutputBuffer()
        buffer.appendDouble(value)
        return String(decoding: buffer.makeArray(), as: UTF8.self)
    }

    static func printed(_ value: Float) -> String {
        let buffer = OutputBuffer()
        buffer.appendFloat(value)
        return String(decoding: buffer.makeArray(), as: UTF8.self)
    }
}
