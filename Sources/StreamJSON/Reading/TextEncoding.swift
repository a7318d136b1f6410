import Foundation

/// Detection of UTF-16 and UTF-32 input, which `JSONDecoder` accepts besides UTF-8.
///
/// The decision follows RFC 4627's heuristic, as Foundation's does: a byte order mark, or
/// else the pattern of zero bytes among the first four (among the two of an input of exactly
/// two bytes). `FE FF 00 00` and `FF FE 00 00` both mark UTF-32LE: read as UTF-16 they would
/// begin with U+0000, which cannot start JSON (Foundation reads the first as UTF-32LE and
/// rejects the second). Input whose length is not a whole number of code units (an odd
/// number of UTF-16 bytes) is rejected, where Foundation drops the last bytes. The converted
/// text is UTF-8 and is scanned like any other; error offsets then refer to the UTF-8 form.
enum TextEncoding {
    /// The input converted to UTF-8 if it is UTF-16 or UTF-32; nil if it is UTF-8 already.
    /// - Throws: a ``JSONSyntaxError`` with reason ``JSONSyntaxError/Reason/invalidTextEncoding``
    ///   if the conversion fails (the Decoding layer wraps it in a `DecodingError`).
    static func transcodedToUTF8(_ raw: InputBytes) throws(JSONSyntaxError) -> [UInt8]? {
        guard raw.count >= 2 else { return nil }
        let b0 = raw[0], b1 = raw[1]
        // Nearly all input: every UTF-16 and UTF-32 form has a zero byte among the first two
        // or starts with a byte order mark (0xFE, 0xFF; UTF-8's own is 0xEF), so two non-zero
        // ASCII bytes can only start UTF-8 text.
        if b0 != 0 && b0 < 0x80 && b1 != 0 { return nil }
        let b2: UInt8? = raw.count > 2 ? raw[2] : nil
        let b3: UInt8? = raw.count > 3 ? raw[3] : nil
        let encoding: String.Encoding
        var skip = 0
        if b0 == 0xEF && b1 == 0xBB && b2 == 0xBF {
            return nil  // UTF-8 with a byte order mark: the scanner skips it.
        } else if b0 == 0x00 && b1 == 0x00 && b2 == 0xFE && b3 == 0xFF {
            encoding = .utf32BigEndian; skip = 4
        } else if (b0 == 0xFF && b1 == 0xFE || b0 == 0xFE && b1 == 0xFF) && b2 == 0x00 && b3 == 0x00 {
            encoding = .utf32LittleEndian; skip = 4
        } else if b0 == 0xFE && b1 == 0xFF {
            encoding = .utf16BigEndian; skip = 2
        } else if b0 == 0xFF && b1 == 0xFE {
            encoding = .utf16LittleEndian; skip = 2
        } else if raw.count >= 4 {
            switch (b0, b1, b2!, b3!) {
            case (0, 0, 0, _) where b3 != 0: encoding = .utf32BigEndian
            case (_, 0, 0, 0) where b0 != 0: encoding = .utf32LittleEndian
            case (0, _, 0, _) where b1 != 0: encoding = .utf16BigEndian
            case (_, 0, _, 0) where b0 != 0: encoding = .utf16LittleEndian
            default: return nil
            }
        } else if raw.count == 2 {
            switch (b0, b1) {
            case (0, _) where b1 != 0: encoding = .utf16BigEndian
            case (_, 0) where b0 != 0: encoding = .utf16LittleEndian
            default: return nil
            }
        } else {
            return nil
        }
        let unit = encoding == .utf32BigEndian || encoding == .utf32LittleEndian ? 4 : 2
        guard (raw.count - skip) % unit == 0 else {
            // The last code unit is cut short: an error at its first byte.
            let offset = raw.count - (raw.count - skip) % unit
            var error = JSONSyntaxError(
                reason: .invalidTextEncoding, byteOffset: offset, line: 1, column: 1, excerpt: "")
            error.detail =
                unit == 2
                ? "The input is UTF-16 and ends in half a code unit (an odd number of bytes)"
                : "The input is UTF-32 and ends in part of a code unit (its length is not a multiple of 4 bytes)"
            throw error.wrapped
        }
        let body = Data(raw.suffix(from: skip))
        guard let text = String(data: body, encoding: encoding) else {
            throw JSONSyntaxError(reason: .invalidTextEncoding, byteOffset: 0, line: 1, column: 1, excerpt: "").wrapped
        }
        return Array(text.utf8)
    }
}
