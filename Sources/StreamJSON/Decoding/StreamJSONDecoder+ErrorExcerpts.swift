import Foundation

extension StreamJSONDecoder {
    /// Whether syntax errors quote the input around the problem. `false` by default.
    ///
    /// A syntax error always says what was wrong and what was expected, with its line, column
    /// and byte offset (`Unexpected character ']' (expected ',' or '}' after an object member)
    /// at line 1, column 8 (byte 7)`). With this option it also quotes up to 24 bytes either
    /// side (``JSONSyntaxError/excerpt``): `: {"a": 1]`. That helps at a desk, but a server puts
    /// a decoding error's description into its logs and often into the 400 response, and an
    /// excerpt of a login body is `…"password":"hunter2<end of input>`. `JSONDecoder` never
    /// quotes the input, so a drop-in replacement does not start to either: turn it on where
    /// the input is yours (tools, tests, development builds). It applies to `decode`,
    /// `validate` and every streaming decoder made from this decoder.
    public var includesInputExcerptInErrors: Bool {
        get { state.read { $0.includesInputExcerptInErrors } }
        set { state.update { $0.includesInputExcerptInErrors = newValue } }
    }
}
