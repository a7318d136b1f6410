extension JSONScanner {
    /// Scans an RFC 8259 number at `index` and appends its entry:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    /// The value is not computed here; the entry's flags say which parts are present.
    @inline(__always)
    mutating func scanNumber() throws(ScanError) {
        let start = index
        var position = index
        var flags: TapeEntry.Flags = []
        let count = bytes.count
        if bytes[unchecked: position] == UInt8(ascii: "-") {
            flags.insert(.negative)
            position += 1
        }
        // Integer part.
        guard position < count else { throw ScanError(.invalidNumber, at: position) }
        let first = bytes[unchecked: position]
        if first == UInt8(ascii: "0") {
            position += 1
            if position < count && JSONScanner.isDigit(bytes[unchecked: position]) {
                throw ScanError(.invalidNumber, at: position)
            }
        } else if JSONScanner.isDigit(first) {
            position = skipDigits(from: position + 1)
        } else {
            throw ScanError(.invalidNumber, at: position)
        }
        // Fraction.
        if position < count && bytes[unchecked: position] == UInt8(ascii: ".") {
            flags.insert(.fraction)
            position += 1
            guard position < count && JSONScanner.isDigit(bytes[unchecked: position]) else {
                throw ScanError(.invalidNumber, at: position)
            }
            position += 1
            position = skipDigits(from: position)
        }
        position = try scanExponent(from: position, flags: &flags)
        entries.append(TapeEntry(kind: .number, flags: flags, offset: start, payload: UInt64(position - start)))
        index = position
    }

    /// An optional exponent part, `[eE] [+-]? [0-9]+`, at `position` (JSON and JSON5 alike);
    /// returns the position after it and adds ``TapeEntry/Flags/exponent`` to `flags`.
    @inline(__always)
    func scanExponent(from position: Int, flags: inout TapeEntry.Flags) throws(ScanError) -> Int {
        let count = bytes.count
        guard position < count && bytes[unchecked: position] | 0x20 == UInt8(ascii: "e") else { return position }
        flags.insert(.exponent)
        var position = position + 1
        if position < count && (bytes[unchecked: position] == UInt8(ascii: "+")
                                || bytes[unchecked: position] == UInt8(ascii: "-")) {
            position += 1
        }
        guard position < count && JSONScanner.isDigit(bytes[unchecked: position]) else {
            throw ScanError(.invalidNumber, at: position)
        }
        return skipDigits(from: position + 1)
    }

    /// The position of the first non-digit at or after `position`; eight digits at a time.
    @inline(__always)
    func skipDigits(from position: Int) -> Int {
        var position = position
        let count = bytes.count
        while position + 8 <= count && JSONScanner.isEightDigits(bytes.loadWord(unchecked: position)) {
            position += 8
        }
        while position < count && JSONScanner.isDigit(bytes[unchecked: position]) { position += 1 }
        return position
    }

    /// Whether all eight bytes of a word are ASCII digits: each high nibble is 3, and adding 6
    /// to each byte carries no digit past 9.
    @inline(__always)
    static func isEightDigits(_ word: UInt64) -> Bool {
        (word & 0xF0F0_F0F0_F0F0_F0F0) == 0x3030_3030_3030_3030
            && ((word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) == 0x3030_3030_3030_3030
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
