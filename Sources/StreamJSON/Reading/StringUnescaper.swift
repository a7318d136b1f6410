/// Turns the validated contents of a JSON string into a Swift `String`.
///
/// The scanner has already checked every escape and every UTF-8 sequence, so this code only
/// translates. Unescaped output is never longer than the escaped input (`\u00e9` is six bytes
/// in, two out), so the `String` is written in place with one allocation.
enum StringUnescaper {
    /// The string for `contents` (between the quotes); `escaped` is the tape's flag.
    @inline(__always)
    static func string(_ contents: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        if !escaped {
            return String(decoding: contents, as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: contents.count) { output in
            unescape(contents, into: output)
        }
    }

    /// Writes the unescaped bytes of `input` to `output` (at least `input.count` long) and
    /// returns how many were written.
    static func unescape(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        let count = input.count
        while read < count {
            let byte = input[read]
            if byte != UInt8(ascii: "\\") {
                output[written] = byte
                written += 1
                read += 1
                continue
            }
            let escaped = input[read + 1]
            read += 2
            switch escaped {
            case UInt8(ascii: "b"): output[written] = 0x08; written += 1
            case UInt8(ascii: "f"): output[written] = 0x0C; written += 1
            case UInt8(ascii: "n"): output[written] = 0x0A; written += 1
            case UInt8(ascii: "r"): output[written] = 0x0D; written += 1
            case UInt8(ascii: "t"): output[written] = 0x09; written += 1
            case UInt8(ascii: "v"): output[written] = 0x0B; written += 1  // JSON5
            case UInt8(ascii: "0"): output[written] = 0x00; written += 1  // JSON5
            case UInt8(ascii: "u"):
                var scalar = UInt32(hex(input, read, 4))
                read += 4
                if scalar & 0xFC00 == 0xD800 {
                    // The scanner guarantees an escaped low surrogate follows.
                    let low = UInt32(hex(input, read + 2, 4))
                    read += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                written += encodeUTF8(scalar, into: output, at: written)
            case UInt8(ascii: "x"):  // JSON5
                written += encodeUTF8(UInt32(hex(input, read, 2)), into: output, at: written)
                read += 2
            // JSON5 line continuations: the backslash and the line terminator vanish.
            case UInt8(ascii: "\n"):
                break
            case UInt8(ascii: "\r"):
                if read < count && input[read] == UInt8(ascii: "\n") { read += 1 }
            case 0xE2 where isLineSeparator(input, read - 1):
                read += 2
            default:
                // `"`, `\`, `/`, and in JSON5 `'` and any other character, stand for themselves.
                output[written] = escaped
                written += 1
            }
        }
        return written
    }

    @inline(__always)
    private static func isLineSeparator(_ input: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        index + 2 < input.count && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9)
    }

    @inline(__always)
    private static func hex(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ digits: Int) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<digits {
            value = value << 4 | UInt16(JSONScanner.hexValue(input[start + offset]) ?? 0)
        }
        return value
    }

    /// Writes `scalar` as UTF-8 and returns the number of bytes written.
    @inline(__always)
    static func encodeUTF8(_ scalar: UInt32, into output: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        switch scalar {
        case 0..<0x80:
            output[index] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            output[index] = UInt8(0xC0 | scalar >> 6)
            output[index + 1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[index] = UInt8(0xE0 | scalar >> 12)
            output[index + 1] = UInt8(0x80 | (scalar >> 6) & 0x3F)
            output[index + 2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            output[index] = UInt8(0xF0 | scalar >> 18)
            output[index + 1] = UInt8(0x80 | (scalar >> 12) & 0x3F)
            output[index + 2] = UInt8(0x80 | (scalar >> 6) & 0x3F)
            output[index + 3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }
}
