/// JSON5's white space beyond ASCII (https://spec.json5.org/#white-space), in UTF-8: U+00A0,
/// U+1680, U+2000 to U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 (the Unicode space
/// separators, Zs, and the two separators that end lines) and U+FEFF.
///
/// One home for the scanner of whole documents and for the framers of streams, which must agree
/// on what separates two values. A framer sees a stream in chunks, so a character may arrive
/// cut in two: ``Match/truncated`` says so, and the framer waits for the next chunk.
enum JSON5Whitespace {
    /// What the bytes at a position are.
    enum Match: Equatable {
        /// One of those characters, `length` bytes long.
        case character(length: Int)
        /// The bytes start one of them but end before it does.
        case truncated
        /// Not one of them.
        case none
    }

    /// Whether `byte` can start one of them: every one starts with C2, E1, E2, E3 or EF.
    @inline(__always)
    static func mayStart(_ byte: UInt8) -> Bool {
        byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3 || byte == 0xEF
    }

    /// What `bytes[position...]` starts with (`position` is below `bytes.count`).
    static func match(in bytes: InputBytes, at position: Int) -> Match {
        let available = bytes.count - position
        let lead = bytes[unchecked: position]
        guard mayStart(lead) else { return .none }
        guard available >= 2 else { return .truncated }
        let second = bytes[unchecked: position + 1]
        if lead == 0xC2 {
            return second == 0xA0 ? .character(length: 2) : .none  // U+00A0
        }
        switch (lead, second) {
        case (0xE1, 0x9A), (0xE2, 0x80), (0xE2, 0x81), (0xE3, 0x80), (0xEF, 0xBB): break
        default: return .none
        }
        guard available >= 3 else { return .truncated }
        let third = bytes[unchecked: position + 2]
        let matches: Bool
        switch (lead, second) {
        case (0xE1, 0x9A): matches = third == 0x80  // U+1680
        case (0xE2, 0x80):  // U+2000 to U+200A, U+2028, U+2029, U+202F
            matches = (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF
        case (0xE2, 0x81): matches = third == 0x9F  // U+205F
        case (0xE3, 0x80): matches = third == 0x80  // U+3000
        default: matches = third == 0xBF  // EF BB: U+FEFF
        }
        return matches ? .character(length: 3) : .none
    }
}
