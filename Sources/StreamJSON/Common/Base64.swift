import Foundation

/// Base64 (RFC 4648, the standard alphabet) read straight from a document's bytes: the decoder's
/// `.base64` data strategy, without building a `String` and without Foundation's decoder.
///
/// Only the canonical form is read here: a length that is a multiple of four, alphabet
/// characters only, and `=` padding only in the last two places. That is what every encoder
/// writes, and there `Data(base64Encoded:)` gives the same bytes (it ignores the unused low bits
/// of the last character, and so does this). Anything else (whitespace, a missing pad, `=`
/// elsewhere) returns nil, and the caller asks `Data(base64Encoded:)` itself, whose answers for
/// such input are its own (it reads `====` as one zero byte, for one).
///
/// The loop reads eight characters as one word and decodes each group of four with four table
/// lookups and three ORs (the tables hold every character's value already shifted to its place
/// in the group's 24 bits), so a character costs about two instructions; what is left of a
/// decode is the `Data` itself (its storage's allocation and release), which no decoder avoids.
enum Base64 {
    /// Four tables of 256 entries, one for each place of a character in its group of four: entry
    /// `256 * place + byte` is the byte's alphabet value shifted to where it lands in the group's
    /// 24 bits (`value << (18 - 6 * place)`), or ``invalidBit`` for a byte outside the alphabet.
    /// The ORed entries of a group are its 24 bits, with ``invalidBit`` set if any byte was bad.
    private static let groupTables: [UInt32] = {
        var table = [UInt32](repeating: invalidBit, count: 1024)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for place in 0..<4 {
            for (value, character) in alphabet.enumerated() {
                table[256 * place + Int(character)] = UInt32(value) << (18 - 6 * place)
            }
        }
        return table
    }()

    /// Set in a table entry for a byte outside the alphabet: above the group's 24 bits.
    private static let invalidBit: UInt32 = 1 << 24

    /// The bytes `text` spells in canonical Base64, or nil if it is not canonical.
    ///
    /// This file is audited for raw memory (ARCHITECTURE.md, Unsafe code): the bytes are written
    /// into temporary space of three per group of four characters and eight more (each word
    /// store writes two bytes beyond its six, which the next store or the end overwrites or
    /// leaves unused), and the tables are read through a pointer (a byte plus a place's offset
    /// always indexes their 1,024 entries).
    static func decodeCanonical(_ text: InputBytes) -> Data? {
        let count = text.count
        guard count & 3 == 0 else { return nil }
        guard count > 0 else { return Data() }
        var padding = 0
        if text[count - 1] == UInt8(ascii: "=") { padding = text[count - 2] == UInt8(ascii: "=") ? 2 : 1 }
        let length = (count >> 2) * 3 - padding
        // Decoded into temporary space (on the stack when small), then copied into the `Data`
        // once: `Data(bytes:count:)` is the cheapest way to make one (measured against writing
        // into `Data(count:)` and against `bytesNoCopy` with a deallocator).
        return unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length + 8) { space -> Data? in
            let output = UnsafeMutableRawPointer(space.baseAddress!)
            let isCanonical = unsafe groupTables.withUnsafeBufferPointer { tables -> Bool in
                let table = tables.baseAddress!
                /// The 24 bits of the group of four characters in the low 32 bits of `word`.
                @inline(__always) func group(_ word: UInt64) -> UInt32 {
                    unsafe table[Int(truncatingIfNeeded: word & 0xFF)]
                        | table[256 &+ Int(truncatingIfNeeded: word >> 8 & 0xFF)]
                        | table[512 &+ Int(truncatingIfNeeded: word >> 16 & 0xFF)]
                        | table[768 &+ Int(truncatingIfNeeded: word >> 24 & 0xFF)]
                }
                // Every group but the last (which may have padding), two at a time while eight
                // characters remain before the last group, then one. ``invalidBit`` in
                // `invalid` marks a bad byte; it is checked once, at the end.
                var invalid: UInt32 = 0
                var input = 0
                var written = 0
                let lastGroup = count &- 4
                while input &+ 8 <= lastGroup {
                    let word = text.loadWord(unchecked: input)
                    let first = group(word)
                    let second = group(word >> 32)
                    invalid |= first | second
                    // Six bytes, big-endian, in the top of a word: stored at once, with two
                    // bytes of no value after them.
                    let bytes = (UInt64(first) << 40 | UInt64(second) << 16).bigEndian
                    unsafe output.storeBytes(of: bytes, toByteOffset: written, as: UInt64.self)
                    input &+= 8
                    written &+= 6
                }
                if input < lastGroup {
                    let word =
                        UInt64(text[unchecked: input]) | UInt64(text[unchecked: input &+ 1]) << 8
                        | UInt64(text[unchecked: input &+ 2]) << 16 | UInt64(text[unchecked: input &+ 3]) << 24
                    let bits = group(word)
                    invalid |= bits
                    unsafe output.storeBytes(of: (bits << 8).bigEndian, toByteOffset: written, as: UInt32.self)
                    input &+= 4
                    written &+= 3
                }
                // The last group: padding reads as the value 0 ("A"), and the bytes it stands
                // for are not counted in `length`.
                let pad = UInt64(ascii: "A")
                let word =
                    UInt64(text[unchecked: input]) | UInt64(text[unchecked: input &+ 1]) << 8
                    | (padding == 2 ? pad : UInt64(text[unchecked: input &+ 2])) << 16
                    | (padding >= 1 ? pad : UInt64(text[unchecked: input &+ 3])) << 24
                let bits = group(word)
                invalid |= bits
                unsafe output.storeBytes(of: (bits << 8).bigEndian, toByteOffset: written, as: UInt32.self)
                return invalid & invalidBit == 0
            }
            return isCanonical ? unsafe Data(bytes: output, count: length) : nil
        }
    }
}

private extension UInt64 {
    init(ascii: Unicode.Scalar) { self = UInt64(ascii.value) }
}
