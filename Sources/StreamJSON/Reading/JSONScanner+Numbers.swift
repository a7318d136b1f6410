extension JSONScanner {
    /// Scans an RFC 8259 number at `start` and appends its entry:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; returns the position after it.
    /// The value is not computed here; the entry's flags say which parts are present.
    @inline(__always)
    func scanNumber<Kernel: ScanKernel>(at start: Int, _ kernel: Kernel.Type) throws(ScanError) -> Int {
        // Every position here is at most `count`: `+ 1` cannot overflow.
        var position = start
        var flags = TapeEntry.Flags(rawValue: 0)
        let count = bytes.count
        if bytes[unchecked: position] == UInt8(ascii: "-") {
            flags.insert(.negative)
            position &+= 1
        }
        // Integer part.
        guard position < count else { throw ScanError(.invalidNumber, at: position) }
        let first = bytes[unchecked: position]
        if first == UInt8(ascii: "0") {
            position &+= 1
            if position < count && JSONScanner.isDigit(bytes[unchecked: position]) {
                throw ScanError(.invalidNumber, at: position)
            }
        } else if JSONScanner.isDigit(first) {
            position = Kernel.firstNonDigit(in: bytes, from: position &+ 1)
        } else {
            throw ScanError(.invalidNumber, at: position)
        }
        // Fraction.
        if position < count && bytes[unchecked: position] == UInt8(ascii: ".") {
            flags.insert(.fraction)
            position &+= 1
            guard position < count && JSONScanner.isDigit(bytes[unchecked: position]) else {
                throw ScanError(.invalidNumber, at: position)
            }
            position = Kernel.firstNonDigit(in: bytes, from: position &+ 1)
        }
        position = try scanExponent(from: position, flags: &flags, kernel)
        entries.append(
            TapeEntry(
                kind: .number, flags: flags, offset: start,
                payload: UInt64(truncatingIfNeeded: position &- start)))
        return position
    }

    /// An optional exponent part, `[eE] [+-]? [0-9]+`, at `position` (JSON and JSON5 alike);
    /// returns the position after it and adds ``TapeEntry/Flags/exponent`` to `flags`.
    @inline(__always)
    func scanExponent<Kernel: ScanKernel>(
        from position: Int, flags: inout TapeEntry.Flags,
        _ kernel: Kernel.Type
    ) throws(ScanError) -> Int {
        let count = bytes.count
        guard position < count && bytes[unchecked: position] | 0x20 == UInt8(ascii: "e") else { return position }
        flags.insert(.exponent)
        var position = position &+ 1
        if position < count
            && (bytes[unchecked: position] == UInt8(ascii: "+")
                || bytes[unchecked: position] == UInt8(ascii: "-"))
        {
            position &+= 1
        }
        guard position < count && JSONScanner.isDigit(bytes[unchecked: position]) else {
            throw ScanError(.invalidNumber, at: position)
        }
        return Kernel.firstNonDigit(in: bytes, from: position &+ 1)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
