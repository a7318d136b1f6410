extension OutputBuffer {
    private static let base64Alphabet: StaticString =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    /// Appends `bytes` as a quoted Base64 string (standard alphabet, padded), as
    /// `Data.base64EncodedString()` spells it, with `/` escaped as `\/` when `escapingSlashes`:
    /// one reservation for the worst case (every symbol escaped), then a loop that writes four
    /// symbols per three bytes with no check per symbol.
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
                unsafe destination[written] = UInt8(ascii: "\"")
                written &+= 1
                var index = 0
                while index &+ 3 <= count {
                    let group =
                        UInt32(bytes[unchecked: index]) << 16 | UInt32(bytes[unchecked: index &+ 1]) << 8
                        | UInt32(bytes[unchecked: index &+ 2])
                    put(group >> 18)
                    put(group >> 12)
                    put(group >> 6)
                    put(group)
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
