/// One token at a time, for ``JSONReader``: each method starts at ``JSONScanner/index``,
/// appends the token's entry (which the reader takes back) and leaves ``JSONScanner/index``
/// after it. They choose the ``ScanDialect`` from the options on every call and use
/// ``VectorKernel``; whole documents go through ``JSONScanner/scan(_:options:reusing:)``.
extension JSONScanner {
    /// Skips whitespace (and, with JSON5, comments) at ``index``.
    mutating func skipWhitespace() throws(ScanError) {
        if options.allowsJSON5 {
            index = try skipWhitespace(from: index, VectorKernel.self, JSON5Dialect.self)
        } else {
            index = try skipWhitespace(from: index, VectorKernel.self, StrictJSON.self)
        }
    }

    /// A string whose opening quote, `quote`, is at ``index``.
    mutating func scanString(quote: UInt8) throws(ScanError) {
        if options.allowsJSON5 {
            index = try scanString(at: index, quote: quote, VectorKernel.self, JSON5Dialect.self)
        } else {
            index = try scanString(at: index, quote: quote, VectorKernel.self, StrictJSON.self)
        }
    }

    /// An object key and its colon, with the whitespace around them.
    mutating func scanKeyAndColon() throws(ScanError) {
        if options.allowsJSON5 {
            index = try scanKeyAndColon(at: index, VectorKernel.self, JSON5Dialect.self)
        } else {
            index = try scanKeyAndColon(at: index, VectorKernel.self, StrictJSON.self)
        }
    }

    /// The keyword `word`, as an entry of `kind`.
    mutating func scanLiteral(_ word: Keyword, kind: TapeEntry.Kind) throws(ScanError) {
        index = try scanLiteral(word, kind: kind, at: index)
    }

    /// An RFC 8259 number.
    mutating func scanNumber() throws(ScanError) {
        index = try scanNumber(at: index, VectorKernel.self)
    }

    /// A JSON5 number.
    mutating func scanJSON5Number() throws(ScanError) {
        index = try scanJSON5Number(at: index, VectorKernel.self)
    }

    /// A value that only JSON5 allows to start with `byte`.
    mutating func scanJSON5Value(startingWith byte: UInt8) throws(ScanError) {
        index = try scanJSON5Value(at: index, startingWith: byte, VectorKernel.self)
    }
}
