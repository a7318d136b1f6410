extension InputBytes {
    /// The index of the first `byte` at or after `start`, or `count` if there is none: sixteen
    /// bytes at a time (one comparison of a ``ByteVector``), the last fifteen or fewer one by one.
    @inline(__always)
    func firstIndex(of byte: UInt8, from start: Int) -> Int {
        var index = start
        while index &+ 16 <= count {
            if let lane = loadVector16(unchecked: index).lanes(equalTo: byte).firstTrueLane {
                return index &+ lane
            }
            index &+= 16
        }
        while index < count && self[unchecked: index] != byte { index &+= 1 }
        return index
    }
}
