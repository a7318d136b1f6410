extension OutputBuffer {
    /// The standard alphabet's symbols for every 12-bit value, two to an entry: entry `v` is the
    /// symbols of `v >> 6` and `v & 63` as a little-endian pair (the first in the low byte), so a
    /// group of three bytes is two lookups and one four-byte store. 8 KiB, made once.
    private static let symbolPairs: [UInt16] = {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        return (0..<4096).map { UInt16(alphabet[$0 >> 6]) | UInt16(alphabet[$0 & 63]) << 8 }
    }()

    /// Appends `bytes` as a quoted Base64 string (standard alphabet, padded), as
    /// `Data.base64EncodedString()` spells it, with `/` escaped as `\/` when `escapingSlashes`:
    /// one reservation for the worst case (every symbol escaped), then a loop that writes the
    /// eight symbols of six bytes as one word (four table lookups), with no check per symbol.
    func appendQuotedBase64(_ bytes: InputBytes, escapingSlashes: Bool) {
        let count = bytes.count
        let worstCase = 2 + (count + 2) / 3 * 8
        unsafe OutputBuffer.symbolPairs.withUnsafeBufferPointer { pairs in
            unsafe withUnsafeSpace(maximumCount: worstCase) { destination in
                let output = UnsafeMutableRawPointer(destination)
                /// The four symbols of the 24 bits `group` as a little-endian word.
                @inline(__always) func symbols(_ group: UInt64) -> UInt64 {
                    UInt64(unsafe pairs[Int(truncatingIfNeeded: group >> 12 & 0xFFF)])
                        | UInt64(unsafe pairs[Int(truncatingIfNeeded: group & 0xFFF)]) << 16
                }
                /// Whether a byte of `word` (symbols, each below 0x80) is `/`.
                @inline(__always) func hasSlash(_ word: UInt64) -> Bool {
                    let slashes = word ^ 0x2F2F_2F2F_2F2F_2F2F
                    return (slashes &- 0x0101_0101_0101_0101) & ~slashes & 0x8080_8080_8080_8080 != 0
                }
                var written = 0
                /// Writes the `count` symbols in `word` one by one, escaping each `/`.
                @inline(__always) func putEscaping(_ word: UInt64, count: Int) {
                    var word = word
                    for _ in 0..<count {
                        let symbol = UInt8(truncatingIfNeeded: word)
                        if symbol == UInt8(ascii: "/") {
                            unsafe destination[written] = UInt8(ascii: "\\")
                            written &+= 1
                        }
                        unsafe destination[written] = symbol
                        written &+= 1
                        word >>= 8
                    }
                }
                unsafe destination[written] = UInt8(ascii: "\"")
                written &+= 1
                var index = 0
                // Six bytes at a time, read as one word while eight are left.
                while index &+ 8 <= count {
                    let word = bytes.loadWord(unchecked: index).byteSwapped
                    let eight = symbols(word >> 40) | symbols(word >> 16) << 32
                    if escapingSlashes && hasSlash(eight) {
                        putEscaping(eight, count: 8)
                    } else {
                        unsafe output.storeBytes(of: eight.littleEndian, toByteOffset: written, as: UInt64.self)
                        written &+= 8
                    }
                    index &+= 6
                }
                while index &+ 3 <= count {
                    let group =
                        UInt64(bytes[unchecked: index]) << 16 | UInt64(bytes[unchecked: index &+ 1]) << 8
                        | UInt64(bytes[unchecked: index &+ 2])
                    let four = symbols(group)
                    if escapingSlashes && hasSlash(four) {
                        putEscaping(four, count: 4)
                    } else {
                        unsafe output.storeBytes(
                            of: UInt32(truncatingIfNeeded: four).littleEndian, toByteOffset: written, as: UInt32.self)
                        written &+= 4
                    }
                    index &+= 3
                }
                // One or two bytes left: their symbols, then `=` for each missing byte.
                let left = count &- index
                if left > 0 {
                    var group = UInt64(bytes[unchecked: index]) << 16
                    if left == 2 { group |= UInt64(bytes[unchecked: index &+ 1]) << 8 }
                    let symbolCount = left &+ 1
                    let four = symbols(group)
                    let kept = four & ((1 << (8 * UInt64(symbolCount))) &- 1)
                    let padded = kept | (0x3D3D_3D3D << (8 * UInt64(symbolCount))) & 0xFFFF_FFFF
                    if escapingSlashes {
                        putEscaping(padded, count: 4)
                    } else {
                        unsafe output.storeBytes(
                            of: UInt32(truncatingIfNeeded: padded).littleEndian, toByteOffset: written, as: UInt32.self
                        )
                        written &+= 4
                    }
                }
                unsafe destination[written] = UInt8(ascii: "\"")
                return written &+ 1
            }
        }
    }
}
