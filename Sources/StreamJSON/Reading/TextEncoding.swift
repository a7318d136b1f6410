import Foundation

/// Detection of UTF-16 and UTF-32 input, which `JSONDecoder` accepts besides UTF-8.
///
/// The decision follows RFC 4627's heuristic, as Foundation's does: a byte order mark, or
/// else the pattern of zero bytes among the first four. The converted text is UTF-8 and is
/// scanned like any other; error offsets then refer to the UTF-8 form.
enum TextEncoding {
    /// The input converted to UTF-8 if it is UTF-16 or UTF-32; nil if it is UTF-8 already.
    /// - Throws: ``JSONSyntaxError/Reason/invalidTextEncoding`` if the conversion fails.
    static func transcodedToUTF8(_ raw: UnsafeRawBufferPointer) throws -> [UInt8]? {
        guard raw.count >= 2 else { return nil }
        let b0 = raw[0], b1 = raw[1]
        let b2: UInt8? = raw.count > 2 ? raw[2] : nil
        let b3: UInt8? = raw.count > 3 ? raw[3] : nil
        let encoding: String.Encoding
        var skip = 0
        if b0 == 0xEF && b1 == 0xBB && b2 == 0xBF {
            return nil  // UTF-8 with a byte order mark: the scanner skips it.
        } else if b0 == 0x00 && b1 == 0x00 && b2 == 0xFE && b3 == 0xFF {
            encoding = .utf32BigEndian; skip = 4
        } else if b0 == 0xFF && b1 == 0xFE && b2 == 0x00 && b3 == 0x00 {
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
        } else {
            switch (b0, b1) {
            case (0, _) where b1 != 0: encoding = .utf16BigEndian
            case (_, 0) where b0 != 0: encoding = .utf16LittleEndian
            default: return nil
            }
        }
        let body = Data(raw[skip...])
        guard let text = String(data: body, encoding: encoding) else {
            throw TapeDecoder.syntaxError(JSONSyntaxError(reason: .invalidTextEncoding, byteOffset: 0, line: 1,
                                                          column: 1, excerpt: ""))
        }
        return Array(text.utf8)
    }
}
