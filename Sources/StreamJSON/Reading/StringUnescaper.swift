/// Turns the validated contents of a JSON string into a Swift `String`.
///
/// The scanner has already checked every escape and every UTF-8 sequence, so this code only
/// translates. Unescaped output is never longer than the escaped input (`\u00e9` is six bytes
/// in, two out), so one buffer of the input's length always has room.
enum StringUnescaper {
    /// The string for `contents` (between the quotes) of a string token with the tape's
    /// `flags` (``TapeEntry/Flags/escaped``, ``TapeEntry/Flags/nonASCII``). The scanner
    /// validated the text and its escapes, so neither form is validated again.
    @inline(__always)
    static func string(_ contents: InputBytes, flags: TapeEntry.Flags) -> String {
        if !flags.contains(.escaped) {
            return contents.string(scannedUTF8: !flags.contains(.nonASCII))
        }
        return UTF8Output.scannedString(capacity: contents.count) { output in
            unescape(contents, into: &output)
        }
    }

    /// The string for `contents` of a string token, validating its text again: for a
    /// ``JSONReader`` event, which the caller may pass to another reader than the one that
    /// made it (the range is checked, but the bytes it covers there are not a scanned token).
    static func validatedString(_ contents: InputBytes, escaped: Bool) -> String {
        guard escaped else { return contents.string() }
        return UTF8Output.string(capacity: contents.count) { output in
            unescape(contents, into: &output)
        }
    }

    /// Writes the unescaped bytes of `input` to `output` (room for at least `input.count`).
    static func unescape(_ input: InputBytes, into output: inout UTF8Output) {
        var read = 0
        let count = input.count
        while read < count {
            // The text up to the next backslash, copied at once.
            let backslash = input.firstIndex(of: UInt8(ascii: "\\"), from: read)
            if backslash > read {
                output.append(input, from: read, count: backslash - read)
                read = backslash
                if read == count { break }
            }
            let escaped = input[read + 1]
            read += 2
            switch escaped {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "v"): output.append(0x0B)  // JSON5
            case UInt8(ascii: "0"): output.append(0x00)  // JSON5
            case UInt8(ascii: "u"):
                var scalar = UInt32(hex(input, read, 4))
                read += 4
                if scalar & 0xFC00 == 0xD800 {
                    // The scanner guarantees an escaped low surrogate follows.
                    let low = UInt32(hex(input, read + 2, 4))
                    read += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                encodeUTF8(scalar, into: &output)
            case UInt8(ascii: "x"):  // JSON5
                encodeUTF8(UInt32(hex(input, read, 2)), into: &output)
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
                output.append(escaped)
            }
        }
    }

    @inline(__always)
    private static func isLineSeparator(_ input: InputBytes, _ index: Int) -> Bool {
        index + 2 < input.count && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9)
    }

    @inline(__always)
    private static func hex(_ input: InputBytes, _ start: Int, _ digits: Int) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<digits {
            value = value << 4 | UInt16(JSONScanner.hexValue(input[start + offset]) ?? 0)
        }
        return value
    }

    /// Writes `scalar` as UTF-8.
    @inline(__always)
    static func encodeUTF8(_ scalar: UInt32, into output: inout UTF8Output) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
