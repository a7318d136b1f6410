/// Options that change what the scanner accepts.
struct ScanOptions {
    /// Accept JSON5 (comments, trailing commas, unquoted keys, single quotes, hexadecimal,
    /// `Infinity`, `NaN`, leading and trailing decimal points).
    var allowsJSON5 = false
    /// Read a document that is not an object as the members of an implied top-level object.
    var assumesTopLevelDictionary = false
    /// The most arrays and objects that may be open at once.
    var maximumDepth = 512
    /// The largest input, in bytes (``Tape/maximumDocumentSize`` unless lowered).
    var maximumDocumentSize = Tape.maximumDocumentSize
    /// Scan with ``ScalarKernel`` instead of the default ``VectorKernel``: for tests and the
    /// fuzzer, which check that both give the same tape and the same errors.
    var usesScalarKernel = false
}
