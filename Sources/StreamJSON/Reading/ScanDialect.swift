/// The grammar ``JSONScanner`` accepts: RFC 8259 (``StrictJSON``) or JSON5 (``JSON5Dialect``).
///
/// The scanner's methods take the dialect as a generic parameter, like the ``ScanKernel``, and
/// are specialised for each: `Dialect.allowsJSON5` is a constant in the specialised code, so the
/// strict path carries no JSON5 test at all. ``JSONScanner/scan(_:options:reusing:)`` looks at
/// ``ScanOptions/allowsJSON5`` once per document.
protocol ScanDialect {
    /// Whether comments, trailing commas, unquoted keys, single quotes, hexadecimal numbers,
    /// `Infinity`, `NaN` and JSON5's other forms are accepted.
    static var allowsJSON5: Bool { get }
}

/// RFC 8259 JSON, the default.
enum StrictJSON: ScanDialect {
    @inline(__always)
    static var allowsJSON5: Bool { false }
}

/// JSON5 (https://spec.json5.org), when ``ScanOptions/allowsJSON5`` is set.
enum JSON5Dialect: ScanDialect {
    @inline(__always)
    static var allowsJSON5: Bool { true }
}
