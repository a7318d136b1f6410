// The double printer against the standard library: the first 8 bytes of the input as a Double
// and the first 4 as a Float must print as `description` without a trailing `.0` (what
// JSONEncoder writes). Cheap: two values per input, no encoder.
@testable import StreamJSON

func fuzzDoublePrinter(_ bytes: [UInt8]) {
    guard bytes.count >= 8 else { return }
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(bytes[index]) << (8 * UInt64(index)) }
    let double = Double(bitPattern: bits)
    if double.isFinite {
        let buffer = OutputBuffer()
        buffer.appendDouble(double)
        let printed = String(decoding: buffer.makeArray(), as: UTF8.self)
        fuzzCheck(printed == fuzzExpectedText(double), "Double \(bits): printed \(printed)")
    }
    let float = Float(bitPattern: UInt32(truncatingIfNeeded: bits))
    if float.isFinite {
        let buffer = OutputBuffer()
        buffer.appendFloat(float)
        let printed = String(decoding: buffer.makeArray(), as: UTF8.self)
        fuzzCheck(printed == fuzzExpectedText(float), "Float \(float.bitPattern): printed \(printed)")
    }
}

/// What JSONEncoder writes for a finite value: `description` without a trailing `.0`.
private func fuzzExpectedText<F: FloatingPoint & CustomStringConvertible>(_ value: F) -> String {
    let description = value.description
    return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
}
