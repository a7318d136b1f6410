/// Whitespace between tokens. JSON5's extra white space and its comments are in
/// `JSONScanner+JSON5.swift`.
extension JSONScanner {
    /// Skips JSON whitespace (space, tab, line feed, carriage return) from `start`, and with
    /// JSON5 also comments and the other JSON5 white space characters; returns the first
    /// position after it.
    ///
    /// Most calls find no whitespace at all and return after one comparison; runs (a line
    /// feed and the indentation of pretty-printed documents) are the kernel's.
    @inline(__always)
    func skipWhitespace<Kernel: ScanKernel, Dialect: ScanDialect>(
        from start: Int, _ kernel: Kernel.Type, _ dialect: Dialect.Type
    ) throws(ScanError) -> Int {
        var position = start
        if position < bytes.count && bytes[unchecked: position] <= 0x20 {
            position = Kernel.firstNonWhitespace(in: bytes, from: position)
        }
        if Dialect.allowsJSON5 {
            position = try skipJSON5Whitespace(from: position)
        }
        return position
    }

    /// The JSON5 form of ``skipWhitespace(from:_:_:)``: JSON whitespace, JSON5 white space and
    /// comments.
    func skipJSON5Whitespace(from start: Int) throws(ScanError) -> Int {
        var position = start
        while position < bytes.count {
            let byte = bytes[unchecked: position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
            {
                position += 1
            } else {
                let next = try skipJSON5WhitespaceOrComment(at: position)
                if next == position { return position }
                position = next
            }
        }
        return position
    }
}
