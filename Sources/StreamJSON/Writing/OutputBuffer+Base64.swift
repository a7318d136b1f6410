extension OutputBuffer {
    private static let base64Alphabet: StaticString =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    /// Appends `bytes` as a quoted Base64 string (standard alphabet, padded), as
    /// `Data.base64EncodedString()` spells it, with `/` escaped as `\/` when `escapingSlashes`:
    /// one reservation for the worst case (every symbol escaped), then a loop that writes four
    /// symbols per three bytes as one word, with no check per symbol.
    func appendQuotedBase64(_ bytes: InputBytes, escapingSlashes: Bool) {
        let count = bytes.count
        let worstCase = 2 + (count + 2) / 3 * 8
        OutputBuffer.base64Alphabet.withUTF8Buffer { alphabet in
            unsafe withUnsafeSpace(maximumCount: worstCase) { destination in
                var written = 0
                @inline(__always) func put(_ sextet: UInt32) {
                    let symbol = unsafe alphabet[Int(sextet & 0x3F)]
                    if escapingSlashes && symbol == UInt8(ascii: "/") {
                        unsafe destination[written] = UInt8(ascii: "\\")
                        written &+= 1
                    }
                    unsafe destination[written] = symbol
                    written &+= 1
                }
                @inline(__always) func symbol(_ sextet: UInt32) -> UInt32 {
                    UInt32(unsafe alphabet[Int(sextet & 0x3F)])
                }
                unsafe destination[written] = UInt8(ascii: "\"")
                written &+= 1
                let output = unsafe UnsafeMutableRawPointer(destination)
                var index = 0
                while index &+ 3 <= count {
                    let group =
                        UInt32(bytes[unchecked: index]) << 16 | UInt32(bytes[unchecked: index &+ 1]) << 8
                        | UInt32(bytes[unchecked: index &+ 2])
                    // The four symbols as one little-endian word, stored at once, unless one is a
                    // `/` to escape (a zero byte in `word ^ "////"`; every symbol is below 0x80).
                    let word =
                        symbol(group >> 18) | symbol(group >> 12) << 8 | symbol(group >> 6) << 16 | symbol(group) << 24
                    let slashes = word ^ 0x2F2F_2F2F
                    if escapingSlashes && (slashes &- 0x0101_0101) & ~slashes & 0x8080_8080 != 0 {
                        put(group >> 18)
                        put(group >> 12)
                        put(group >> 6)
                        put(group)
                    } else {
                        unsafe output.storeBytes(of: word.littleEndian, toByteOffset: written, as: UInt32.self)
                        written &+= 4
                    }
                    index &+= 3
                }
                switch count &- index {
                case 1:
                    let group = UInt32(bytes[unchecked: index]) << 16
                    put(group >> 18)
                    put(group >> 12)
                    unsafe destination[written] = UInt8(ascii: "=")
                    unsafe destination[written &+ 1] = UInt8(ascii: "=")
                    written &+= 2
                case 2:
                    let group = UInt32(bytes[unchecked: index]) << 16 | UInt32(bytes[unchecked: index &+ 1]) << 8
                    put(group >> 18)
                    put(group >> 12)
                    put(group >> 6)
                    unsafe destination[written] = UInt8(ascii: "=")
                    written &+= 1
                default:
                    break
                }
                unsafe destination[written] = UInt8(ascii: "\"")
                return written &+ 1
            }
        }
    }
}
