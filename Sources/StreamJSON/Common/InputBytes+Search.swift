extension InputBytes {
    /// The index of the first `byte` at or after `start`, or `count` if there is none: eight
    /// bytes at a time, a word XOR `byte` repeated having a zero byte where it matches (the
    /// lowest flagged byte is exact; borrows only run upwards).
    @inline(__always)
    func firstIndex(of byte: UInt8, from start: Int) -> Int {
        var index = start
        let pattern = 0x0101_0101_0101_0101 &* UInt64(byte)
        while index + 8 <= count {
            let word = loadWord(unchecked: index) ^ pattern
            let zeroBytes = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zeroBytes != 0 { return index + zeroBytes.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < count && self[unchecked: index] != byte { index += 1 }
        return index
    }
}
