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
enum Base64 {
    /// 0...63 for an alphabet character, 0xFF for any other byte: 256 entries, so any byte
    /// indexes it.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for (value, character) in alphabet.enumerated() { table[Int(character)] = UInt8(value) }
        return table
    }()

    /// The bytes `text` spells in canonical Base64, or nil if it is not canonical.
    ///
    /// This file is audited for raw memory (ARCHITECTURE.md, Unsafe code): the bytes are written
    /// into temporary space of exactly three per group of four characters, and the table is read
    /// through a pointer (a byte always indexes its 256 entries).
    static func decodeCanonical(_ text: InputBytes) -> Data? {
        let count = text.count
        guard count & 3 == 0 else { return nil }
        guard count > 0 else { return Data() }
        var padding = 0
        if text[count - 1] == UInt8(ascii: "=") { padding = text[count - 2] == UInt8(ascii: "=") ? 2 : 1 }
        let groups = count >> 2
        // Decoded into temporary space (on the stack when small), then copied into the `Data`
        // once: writing into a `Data`'s own storage goes through its exclusivity-checked
        // accessors, which cost more than the decoding.
        return unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: groups * 3) { space -> Data? in
            let output = unsafe space.baseAddress!
            let isCanonical = unsafe values.withUnsafeBufferPointer { table -> Bool in
                @inline(__always) func value(_ index: Int) -> UInt32 {
                    UInt32(unsafe table[Int(text[unchecked: index])])
                }
                // Every group but the last: four characters, three bytes. An invalid character
                // sets a bit at 0x80 or above in `invalid` (checked once, at the end).
                var invalid: UInt32 = 0
                var input = 0
                var written = 0
                let lastGroup = count &- 4
                while input < lastGroup {
                    let group =
                        value(input) << 18 | value(input &+ 1) << 12 | value(input &+ 2) << 6 | value(input &+ 3)
                    invalid |= value(input) | value(input &+ 1) | value(input &+ 2) | value(input &+ 3)
                    unsafe output[written] = UInt8(truncatingIfNeeded: group >> 16)
                    unsafe output[written &+ 1] = UInt8(truncatingIfNeeded: group >> 8)
                    unsafe output[written &+ 2] = UInt8(truncatingIfNeeded: group)
                    input &+= 4
                    written &+= 3
                }
                // The last group, with its padding.
                let a = value(input)
                let b = value(input &+ 1)
                let c = padding == 2 ? 0 : value(input &+ 2)
                let d = padding >= 1 ? 0 : value(input &+ 3)
                invalid |= a | b | c | d
                guard invalid < 0x40 else { return false }
                let group = a << 18 | b << 12 | c << 6 | d
                unsafe output[written] = UInt8(truncatingIfNeeded: group >> 16)
                if padding < 2 { unsafe output[written &+ 1] = UInt8(truncatingIfNeeded: group >> 8) }
                if padding < 1 { unsafe output[written &+ 2] = UInt8(truncatingIfNeeded: group) }
                return true
            }
            return isCanonical ? unsafe Data(bytes: output, count: groups * 3 - padding) : nil
        }
    }
}
