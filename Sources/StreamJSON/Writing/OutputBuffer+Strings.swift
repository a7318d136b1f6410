/// What `OutputBuffer.appendQuoted` learned about a string while writing it; the writer uses
/// it to decide whether object keys can be compared as written bytes.
struct StringTraits {
    /// At least one character was written as an escape sequence.
    var hasEscapes: Bool
    /// The string contains non-ASCII characters (which may be canonically equivalent to other
    /// spellings of the same key).
    var hasNonASCII: Bool
}

extension OutputBuffer {
    /// Appends `string` as a JSON string literal, quoted and escaped the way `JSONEncoder`
    /// escapes: `\"`, `\\`, `\/` (unless `escapingSlashes` is false), `\b \t \n \f \r`, and
    /// `\u00xx` (lower-case hex) for the other control characters. Everything else, including
    /// DEL, U+2028, U+2029 and all non-ASCII text, is copied as UTF-8.
    @discardableResult
    func appendQuoted(_ string: String, escapingSlashes: Bool) -> StringTraits {
        if let traits = unsafe string.utf8.withContiguousStorageIfAvailable({
            unsafe appendQuoted(utf8: $0, escapingSlashes: escapingSlashes)
        }) {
            return traits
        }
        var copy = string
        return copy.withUTF8 { unsafe appendQuoted(utf8: $0, escapingSlashes: escapingSlashes) }
    }

    /// Appends UTF-8 bytes as a quoted, escaped JSON string literal.
    ///
    /// The fast path scans eight bytes at a time for any byte that needs an escape; a string
    /// without one (the common case) is then copied with one `memcpy`. Otherwise the clean
    /// prefix is copied whole and the rest is written run by run.
    func appendQuoted(utf8 source: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) -> StringTraits {
        let length = source.count
        guard let start = source.baseAddress, length > 0 else {
            append(UInt8(ascii: "\""), UInt8(ascii: "\""))
            return StringTraits(hasEscapes: false, hasNonASCII: false)
        }
        var index = 0
        var highBits: UInt64 = 0
        var clean = true
        while index &+ 8 <= length {
            let word = unsafe UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
            if OutputBuffer.wordNeedsEscape(word, escapingSlashes: escapingSlashes) {
                clean = false
                break
            }
            highBits |= word
            index &+= 8
        }
        if clean {
            while index < length {
                let byte = unsafe start[index]
                if OutputBuffer.byteNeedsEscape(byte, escapingSlashes: escapingSlashes) {
                    clean = false
                    break
                }
                highBits |= UInt64(byte)
                index &+= 1
            }
        }
        if clean {
            unsafe appendQuotedVerbatim(source)
            return StringTraits(hasEscapes: false, hasNonASCII: highBits & 0x8080_8080_8080_8080 != 0)
        }
        append(UInt8(ascii: "\""))
        var runStart = 0
        while index < length {
            // Clean words are skipped eight bytes at a time even after the first escape: a
            // long text with one slash or line break is still mostly copied in runs.
            while index &+ 8 <= length {
                let word = unsafe UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
                if OutputBuffer.wordNeedsEscape(word, escapingSlashes: escapingSlashes) { break }
                highBits |= word
                index &+= 8
            }
            let stop = Swift.min(index &+ 8, length)
            while index < stop {
                let byte = unsafe start[index]
                highBits |= UInt64(byte)
                if OutputBuffer.byteNeedsEscape(byte, escapingSlashes: escapingSlashes) {
                    unsafe append(UnsafeBufferPointer(start: start + runStart, count: index &- runStart))
                    appendEscape(for: byte)
                    runStart = index &+ 1
                }
                index &+= 1
            }
        }
        unsafe append(UnsafeBufferPointer(start: start + runStart, count: length &- runStart))
        append(UInt8(ascii: "\""))
        return StringTraits(hasEscapes: true, hasNonASCII: highBits & 0x8080_8080_8080_8080 != 0)
    }

    @inline(__always)
    static func byteNeedsEscape(_ byte: UInt8, escapingSlashes: Bool) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (escapingSlashes && byte == UInt8(ascii: "/"))
    }

    /// Whether any of the eight bytes in `word` needs an escape (exact: no false positives
    /// for bytes below 0x80, and bytes at or above 0x80 never match).
    @inline(__always)
    static func wordNeedsEscape(_ word: UInt64, escapingSlashes: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
        // A byte below 0x20: subtracting 0x20 borrows into its high bit while the byte's own
        // high bit was clear.
        let control = (word &- ones &* 0x20) & ~word & highs != 0
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let slash = escapingSlashes && hasZeroByte(word ^ (ones &* 0x2F))
        return control || quote || backslash || slash
    }

    private func appendEscape(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append(UInt8(ascii: "\\"), UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): append(UInt8(ascii: "\\"), UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): append(UInt8(ascii: "\\"), UInt8(ascii: "/"))
        case 0x08: append(UInt8(ascii: "\\"), UInt8(ascii: "b"))
        case 0x09: append(UInt8(ascii: "\\"), UInt8(ascii: "t"))
        case 0x0A: append(UInt8(ascii: "\\"), UInt8(ascii: "n"))
        case 0x0C: append(UInt8(ascii: "\\"), UInt8(ascii: "f"))
        case 0x0D: append(UInt8(ascii: "\\"), UInt8(ascii: "r"))
        default:
            let hex: StaticString = "0123456789abcdef"
            append("\\u00")
            hex.withUTF8Buffer { digits in
                unsafe append(digits[Int(byte >> 4)], digits[Int(byte & 0x0F)])
            }
        }
    }
}

extension OutputBuffer {
    private static let base64Alphabet: StaticString =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    /// Appends `bytes` as a quoted Base64 string (standard alphabet, padded), as
    /// `Data.base64EncodedString()` spells it, with `/` escaped as `\/` when `escapingSlashes`.
    func appendQuotedBase64(_ bytes: InputBytes, escapingSlashes: Bool) {
        append(UInt8(ascii: "\""))
        OutputBuffer.base64Alphabet.withUTF8Buffer { alphabet in
            @inline(__always) func put(_ sextet: UInt32) {
                let symbol = unsafe alphabet[Int(sextet & 0x3F)]
                if escapingSlashes && symbol == UInt8(ascii: "/") {
                    append(UInt8(ascii: "\\"), symbol)
                } else {
                    append(symbol)
                }
            }
            var index = 0
            let count = bytes.count
            reserve(count / 3 * 4 + 4)
            while index + 3 <= count {
                let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                put(group >> 18)
                put(group >> 12)
                put(group >> 6)
                put(group)
                index += 3
            }
            switch count - index {
            case 1:
                let group = UInt32(bytes[index]) << 16
                put(group >> 18)
                put(group >> 12)
                append(UInt8(ascii: "="), UInt8(ascii: "="))
            case 2:
                let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
                put(group >> 18)
                put(group >> 12)
                put(group >> 6)
                append(UInt8(ascii: "="))
            default:
                break
            }
        }
        append(UInt8(ascii: "\""))
    }
}
