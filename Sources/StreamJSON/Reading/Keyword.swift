/// A word of fixed spelling the scanner matches byte for byte: `true`, `false`, `null`, and
/// JSON5's `Infinity` and `NaN`. Its ASCII bytes are packed into one integer, first byte in
/// the lowest bits, so matching needs no pointer to the spelling.
struct Keyword {
    /// The bytes, first in the lowest 8 bits.
    let packed: UInt64
    /// The number of bytes, at most 8.
    let length: Int

    static let `true` = Keyword(packed: 0x6575_7274, length: 4)
    static let `false` = Keyword(packed: 0x65_736C_6166, length: 5)
    static let null = Keyword(packed: 0x6C6C_756E, length: 4)
    static let infinity = Keyword(packed: 0x7974_696E_6966_6E49, length: 8)
    static let nan = Keyword(packed: 0x4E_614E, length: 3)

    /// The byte at `offset`.
    @inline(__always)
    subscript(offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: packed >> (UInt64(offset) &* 8))
    }

    /// The bits of ``packed`` that hold bytes: a word loaded at the keyword's start, masked
    /// with it, equals ``packed`` exactly when the keyword is there.
    @inline(__always)
    var mask: UInt64 {
        length >= 8 ? ~0 : (1 &<< (UInt64(truncatingIfNeeded: length) &* 8)) &- 1
    }

    /// The spelling, for tests and messages.
    var text: String {
        String(decoding: (0..<length).map { self[$0] }, as: UTF8.self)
    }
}
