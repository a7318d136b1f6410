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
    /// ``firstEscape(in:from:escapingSlashes:nonASCII:)`` finds the bytes that need an escape,
    /// sixteen at a time; a string without one (the common case) is copied with one `memcpy`.
    /// Otherwise the text between escapes is copied run by run into room reserved once for the
    /// worst case (every byte from the first escape on written as `\u00xx`), or, for a long
    /// string, reserved run by run.
    func appendQuoted(utf8 source: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool) -> StringTraits {
        let length = source.count
        var nonASCII = false
        let first = unsafe OutputBuffer.firstEscape(
            in: source, from: 0, escapingSlashes: escapingSlashes,
            nonASCII: &nonASCII)
        if first == length {
            unsafe appendQuotedVerbatim(source)
            return StringTraits(hasEscapes: false, hasNonASCII: nonASCII)
        }
        guard let start = source.baseAddress else { return StringTraits(hasEscapes: false, hasNonASCII: false) }
        if length &- first <= OutputBuffer.escapedRunLimit {
            unsafe withUnsafeSpace(maximumCount: first &+ 6 &* (length &- first) &+ 2) { out in
                unsafe out[0] = UInt8(ascii: "\"")
                var written = 1
                var runStart = 0
                var escape = first
                while true {
                    unsafe OutputBuffer.copy(
                        UnsafeRawPointer(start + runStart), to: UnsafeMutableRawPointer(out + written),
                        count: escape &- runStart)
                    written &+= escape &- runStart
                    guard escape < length else { break }
                    written &+= unsafe OutputBuffer.writeEscape(for: start[escape], to: out + written)
                    runStart = escape &+ 1
                    escape = unsafe OutputBuffer.firstEscape(
                        in: source, from: runStart, escapingSlashes: escapingSlashes,
                        nonASCII: &nonASCII)
                }
                unsafe out[written] = UInt8(ascii: "\"")
                return written &+ 1
            }
            return StringTraits(hasEscapes: true, hasNonASCII: nonASCII)
        }
        append(UInt8(ascii: "\""))
        var runStart = 0
        var escape = first
        while escape < length {
            unsafe append(UnsafeBufferPointer(start: start + runStart, count: escape &- runStart))
            unsafe withUnsafeSpace(maximumCount: 6) { out in
                unsafe OutputBuffer.writeEscape(for: start[escape], to: out)
            }
            runStart = escape &+ 1
            escape = unsafe OutputBuffer.firstEscape(
                in: source, from: runStart, escapingSlashes: escapingSlashes,
                nonASCII: &nonASCII)
        }
        unsafe append(UnsafeBufferPointer(start: start + runStart, count: length &- runStart))
        append(UInt8(ascii: "\""))
        return StringTraits(hasEscapes: true, hasNonASCII: nonASCII)
    }

    /// Copies `length` bytes; up to sixteen (keys, most short strings) as two overlapping
    /// loads and stores of a word each, which cost less than a call to `memcpy`. The regions
    /// must not overlap.
    @inline(__always)
    static func copy(_ source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count length: Int) {
        if length >= 8 && length <= 16 {
            let head = unsafe source.loadUnaligned(as: UInt64.self)
            let tail = unsafe source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            unsafe destination.storeBytes(of: head, as: UInt64.self)
            unsafe destination.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = unsafe source.loadUnaligned(as: UInt32.self)
            let tail = unsafe source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            unsafe destination.storeBytes(of: head, as: UInt32.self)
            unsafe destination.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
        } else if length > 0 {
            unsafe destination.copyMemory(from: source, byteCount: length)
        }
    }

    /// Strings whose bytes from the first escape on are at most this many reserve room for all
    /// of them at once (six times as many bytes).
    private static var escapedRunLimit: Int { 4096 }

    /// The index of the first byte at or after `index` that needs an escape, or the length of
    /// `source`; sets `nonASCII` if a byte it passed is 0x80 or above.
    ///
    /// Sixteen bytes per step with `SIMD16<UInt8>` comparisons; the last bytes are read as
    /// words that end at the end of `source` (overlapping bytes already passed, which are
    /// replaced by a harmless letter first), so short keys take one or two steps.
    @inline(__always)
    static func firstEscape(
        in source: UnsafeBufferPointer<UInt8>, from index: Int, escapingSlashes: Bool,
        nonASCII: inout Bool
    ) -> Int {
        let length = source.count
        guard let start = source.baseAddress, index < length else { return length }
        var index = index
        var highBits: UInt64 = 0
        defer { if highBits & 0x8080_8080_8080_8080 != 0 { nonASCII = true } }
        while index &+ 16 <= length {
            let chunk = unsafe UnsafeRawPointer(start + index).loadUnaligned(as: ByteVector.self)
            var special =
                chunk.lanes(below: 0x20) .| chunk.lanes(equalTo: UInt8(ascii: "\""))
                .| chunk.lanes(equalTo: UInt8(ascii: "\\"))
            if escapingSlashes { special = special .| chunk.lanes(equalTo: UInt8(ascii: "/")) }
            let lanes = special.words
            let bytes = chunk.words
            highBits |= bytes[0] | bytes[1]  // bytes past an escape are the string's too
            if lanes[0] != 0 { return index &+ lanes[0].trailingZeroBitCount &>> 3 }
            if lanes[1] != 0 { return index &+ 8 &+ lanes[1].trailingZeroBitCount &>> 3 }
            index &+= 16
        }
        while index < length {
            let word: UInt64
            let skipped: Int  // bytes at the start of `word` that come before `index`
            if length >= 8 {
                let wordStart = Swift.min(index, length &- 8)
                skipped = index &- wordStart
                let loaded = unsafe UnsafeRawPointer(start + wordStart).loadUnaligned(as: UInt64.self)
                let passed: UInt64 = skipped == 0 ? 0 : UInt64.max >> UInt64(64 &- 8 &* skipped)
                word = (loaded & ~passed) | (0x6161_6161_6161_6161 & passed)
            } else {
                // Fewer than eight bytes: two overlapping loads that end at the string's end
                // (identical bytes where they overlap, so OR-ing them is exact), the lanes
                // above the string filled with a harmless letter.
                let remaining = length &- index
                let first = unsafe UnsafeRawPointer(start + index)
                let gathered: UInt64
                if remaining >= 4 {
                    gathered =
                        unsafe UInt64(first.loadUnaligned(as: UInt32.self))
                        | UInt64(first.loadUnaligned(fromByteOffset: remaining &- 4, as: UInt32.self))
                        << UInt64(8 &* (remaining &- 4))
                } else if remaining >= 2 {
                    gathered =
                        unsafe UInt64(first.loadUnaligned(as: UInt16.self))
                        | UInt64(first.loadUnaligned(fromByteOffset: remaining &- 2, as: UInt16.self))
                        << UInt64(8 &* (remaining &- 2))
                } else {
                    gathered = unsafe UInt64(first.load(as: UInt8.self))
                }
                word = gathered | (0x6161_6161_6161_6161 & (UInt64.max << UInt64(8 &* remaining)))
                skipped = 0
            }
            highBits |= word
            let escapes = OutputBuffer.escapeBits(word, escapingSlashes: escapingSlashes)
            if escapes != 0 { return index &- skipped &+ escapes.trailingZeroBitCount &>> 3 }
            index = length >= 8 ? Swift.min(index &- skipped &+ 8, length) : length
        }
        return length
    }

    /// The high bit of each byte of `word` that needs an escape; exact for the lowest such
    /// byte (the borrows of the zero-byte tests only run upwards, so bytes above it may be
    /// flagged wrongly), and bytes at or above 0x80 never match.
    @inline(__always)
    static func escapeBits(_ word: UInt64, escapingSlashes: Bool) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        // A byte below 0x20: subtracting 0x20 borrows into its high bit while the byte's own
        // high bit was clear.
        var bits = (word &- ones &* 0x20) & ~word & highs
        bits |= zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
        if escapingSlashes { bits |= zeroBytes(word ^ (ones &* 0x2F)) }
        return bits
    }

    /// Writes the escape sequence of `byte` (one that ``escapeBits(_:escapingSlashes:)`` flags)
    /// at `destination` and returns its length: two bytes, or six for `\u00xx`.
    @inline(__always)
    private static func writeEscape(for byte: UInt8, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let letter: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter = byte
        case 0x08: letter = UInt8(ascii: "b")
        case 0x09: letter = UInt8(ascii: "t")
        case 0x0A: letter = UInt8(ascii: "n")
        case 0x0C: letter = UInt8(ascii: "f")
        case 0x0D: letter = UInt8(ascii: "r")
        default:
            let hex: StaticString = "0123456789abcdef"
            unsafe destination[0] = UInt8(ascii: "\\")
            unsafe destination[1] = UInt8(ascii: "u")
            unsafe destination[2] = UInt8(ascii: "0")
            unsafe destination[3] = UInt8(ascii: "0")
            hex.withUTF8Buffer { digits in
                unsafe destination[4] = unsafe digits[Int(byte >> 4)]
                unsafe destination[5] = unsafe digits[Int(byte & 0x0F)]
            }
            return 6
        }
        unsafe destination[0] = UInt8(ascii: "\\")
        unsafe destination[1] = letter
        return 2
    }
}

extension OutputBuffer {
    /// A cheap hash of the quoted key written at `range`: its length and up to four of its
    /// bytes (the first two and the last two), mixed by one multiplication.
    @inline(__always)
    func keyHash(ofQuoted range: Range<Int>) -> UInt64 {
        precondition(range.lowerBound >= 0 && range.count >= 2 && range.upperBound <= count, "key range out of bounds")
        let length = range.count &- 2
        return unsafe withUnsafeBytes { bytes in
            var hash = UInt64(truncatingIfNeeded: length)
            if length > 0 {
                hash |= unsafe UInt64(bytes[range.lowerBound &+ 1]) << 16 | UInt64(bytes[range.upperBound &- 2]) << 24
            }
            if length > 2 {
                hash |= unsafe UInt64(bytes[range.lowerBound &+ 2]) << 32 | UInt64(bytes[range.upperBound &- 3]) << 40
            }
            return MultiplicativeHash.mix(hash)
        }
    }
}
