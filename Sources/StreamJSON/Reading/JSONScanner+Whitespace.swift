/// Whitespace between tokens. JSON5's extra white space and its comments are in
/// `JSONScanner+JSON5.swift`.
extension JSONScanner {
    /// Skips JSON whitespace (space, tab, line feed, carriage return), and with JSON5 also
    /// comments and the other JSON5 white space characters.
    ///
    /// Most calls find no whitespace at all and return after one comparison; runs of spaces
    /// (the indentation of pretty-printed documents) are skipped eight bytes at a time.
    @inline(__always)
    mutating func skipWhitespace() throws(ScanError) {
        var position = index
        let count = bytes.count
        while position < count {
            let byte = bytes[unchecked: position]
            guard byte <= 0x20 else { break }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                    || byte == UInt8(ascii: "\t") else { break }
            position += 1
            // Indentation: count the spaces that follow with one word load (the lowest byte
            // that is not a space ends the run).
            while position + 8 <= count {
                let notSpaces = bytes.loadWord(unchecked: position) ^ 0x2020_2020_2020_2020
                if notSpaces != 0 {
                    position += notSpaces.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
        }
        index = position
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
