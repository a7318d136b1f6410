/// Whitespace between tokens. JSON5's extra white space and its comments are in
/// `JSONScanner+JSON5.swift`.
extension JSONScanner {
    /// Skips JSON whitespace (space, tab, line feed, carriage return), and with JSON5 also
    /// comments and the other JSON5 white space characters.
    ///
    /// Most calls find no whitespace at all and return after one comparison; runs (a line
    /// feed and the indentation of pretty-printed documents) are the kernel's.
    @inline(__always)
    mutating func skipWhitespace<Kernel: ScanKernel>(_ kernel: Kernel.Type = VectorKernel.self) throws(ScanError) {
        if index < bytes.count && bytes[unchecked: index] <= 0x20 {
            index = Kernel.firstNonWhitespace(in: bytes, from: index)
        }
        if options.allowsJSON5 {
            try skipJSON5Whitespace()
        }
    }

    /// The JSON5 form of ``skipWhitespace()``: JSON whitespace, JSON5 white space and comments.
    mutating func skipJSON5Whitespace() throws(ScanError) {
        while index < bytes.count {
            let byte = bytes[unchecked: index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t") {
                index += 1
            } else if try !skipJSON5WhitespaceOrComment() {
                return
            }
        }
    }
}
