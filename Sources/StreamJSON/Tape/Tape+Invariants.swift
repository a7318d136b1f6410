extension Tape {
    /// Checks every structural promise the tape makes to its readers, and traps with a
    /// message naming the broken one. Run after each scan in debug builds and by the fuzzer
    /// (in the spirit of swift-collections' `_checkInvariants`); O(entries).
    ///
    /// - Every entry has a valid kind, and its bytes lie inside the document.
    /// - The root value spans the whole tape.
    /// - A container's `end` lies after it and inside the tape; walking its direct children
    ///   (jumping over nested containers by their own `end`) lands exactly on `end`, after
    ///   exactly `count` children.
    /// - An object's children alternate key and value, and every key is a string.
    /// - No count, end or offset was truncated: they fit in their fields.
    func checkInvariants(documentSize: Int) {
        precondition(count > 0, "tape: no entries")
        precondition(indexAfterValue(at: 0) == count, "tape: the root value does not span the tape")
        for index in 0..<count {
            let entry = self[index]
            precondition(
                TapeEntry.Kind(rawValue: UInt8(truncatingIfNeeded: entry.header & 0xF)) != nil,
                "tape: entry \(index) has an invalid kind")
            precondition(entry.offset <= documentSize, "tape: entry \(index) starts past the document")
            guard entry.isContainer else {
                if entry.kind == .number || entry.kind == .string {
                    precondition(
                        entry.offset + entry.length <= documentSize, "tape: entry \(index) ends past the document")
                }
                continue
            }
            precondition(entry.end > index && entry.end <= count, "tape: container \(index) ends outside the tape")
            var child = index + 1
            var children = 0
            while child < entry.end {
                if entry.kind == .object {
                    precondition(self[child].kind == .string, "tape: object \(index) has a key that is not a string")
                    child += 1
                    precondition(child < entry.end, "tape: object \(index) has a key without a value")
                }
                child = indexAfterValue(at: child)
                children += 1
            }
            precondition(child == entry.end, "tape: the children of container \(index) overrun its end")
            precondition(
                children == entry.count, "tape: container \(index) counts \(entry.count) children, has \(children)")
        }
    }
}
