/// `\uXXXX` escapes two at a time, for text that a server wrote in ASCII only (every accented
/// letter, kana or kanji an escape of six bytes).
///
/// One sixteen-byte load covers two escapes, `\uXXXX\uXXXX`, and five lane classifications
/// answer everything about both: whether lanes 0, 1, 6 and 7 hold the backslash and the `u`,
/// whether lanes 2 to 5 and 8 to 11 are hex digits, and whether an escape's code unit is a
/// surrogate (`D800...DFFF`: first digit `d` or `D`, second digit `8` to `f`). As bitmasks (one
/// bit per lane, lane `i` in bit `i`), each escape is one test of six bits. An escape that is
/// not a plain one (a surrogate, which must be half of a pair, another escape, an error) ends
/// the run, and the scanner's ``JSONScanner/scanEscape(at:_:_:)`` reads it, so every error is
/// reported by the same code at the same position as with ``ScalarKernel``.
extension VectorKernel {
    @inline(__always)
    static func skipUnicodeEscapes(in bytes: InputBytes, from start: Int) -> Int {
        var position = start
        let count = bytes.count
        // The backslash and `u` of two escapes; the other lanes are not looked at.
        let frame = ByteVector(
            UInt8(ascii: "\\"), UInt8(ascii: "u"), 0, 0, 0, 0, UInt8(ascii: "\\"), UInt8(ascii: "u"),
            0, 0, 0, 0, 0, 0, 0, 0)
        while position &+ 16 <= count {
            let chunk = bytes.loadVector16(unchecked: position)
            // Setting bit 5 lowercases the letters `A...F` (and maps nothing else onto `a...f`).
            let folded = chunk | ByteVector(repeating: 0x20)
            let letter = folded.lanes(from: UInt8(ascii: "a"), width: 6)
            let hex = (chunk.lanes(from: UInt8(ascii: "0"), width: 10) .| letter).bitmask
            let framed = (chunk .== frame).bitmask
            // Lane `i` is a `d` and lane `i + 1` a digit from 8 up: a surrogate at lane `i`.
            let surrogate =
                folded.lanes(equalTo: UInt8(ascii: "d")).bitmask
                & (chunk.lanes(from: UInt8(ascii: "8"), width: 2) .| letter).bitmask &>> 1
            let valid = framed & 0b0000_0000_1100_0011 | hex & 0b0000_1111_0011_1100
            guard valid & 0b11_1111 == 0b11_1111 && surrogate & 0b100 == 0 else { return position }
            guard valid & 0b1111_1100_0000 == 0b1111_1100_0000 && surrogate & 0b1_0000_0000 == 0 else {
                return position &+ 6
            }
            position &+= 12
        }
        return position
    }
}
