/// What the grammar expected where a document breaks: the one table of wording for syntax
/// errors, used by ``JSONReader``, by the decoders' ``JSONSyntaxError``s (which get it from
/// the reader, on the error path only) and by the envelope framer of streams.
///
/// Messages read `expected <wording>, found <character>` (``JSONSyntaxError/message``) or
/// `Unexpected character ']' (expected <wording>)` (``JSONSyntaxError/description``).
enum ExpectedToken {
    /// A value: the root, a member's value, an element after a comma.
    case value
    /// The first element of an array, or its end.
    case valueOrArrayEnd
    /// The first key of an object, or its end.
    case keyOrObjectEnd
    /// A key after a comma.
    case key
    /// The colon between a key and its value.
    case colon
    /// What may follow a member.
    case commaOrObjectEnd
    /// What may follow an element.
    case commaOrArrayEnd
    /// The rest of `true`, `false` or `null`.
    case literal(String)
    /// The quote that ends a string (the input ended inside it).
    case closingQuote
    /// Whitespace only, after the root value.
    case endOfInput
    /// A character that may follow a backslash.
    case escapeCharacter
    /// The four hexadecimal digits of a `\u` escape.
    case hexDigits
    /// A `\uDC00`...`\uDFFF` escape right after a high surrogate.
    case lowSurrogate
    /// A high surrogate escape before a low one.
    case highSurrogateBefore
    /// An escape instead of a raw control character.
    case escapedControlCharacter
    /// A digit of a number, after the part named.
    case digit(after: NumberPart)
    /// After a leading zero: a fraction, an exponent or the end of the number.
    case afterLeadingZero
    /// The end of a block comment (JSON5).
    case commentEnd
    /// The start of a comment (JSON5): `//` or `/*`.
    case commentStart

    /// The parts of a number a digit may be missing after.
    enum NumberPart {
        case minus, decimalPoint, exponent
    }

    /// The words of the message.
    var wording: String {
        switch self {
        case .value: return "a value"
        case .valueOrArrayEnd: return "a value or ']'"
        case .keyOrObjectEnd: return "a key in double quotes or '}'"
        case .key: return "a key in double quotes"
        case .colon: return "':' after the key"
        case .commaOrObjectEnd: return "',' or '}' after an object member"
        case .commaOrArrayEnd: return "',' or ']' after an array element"
        case .literal(let spelling): return "'\(spelling)'"
        case .closingQuote: return "'\"' to close the string"
        case .endOfInput: return "only whitespace after the value"
        case .escapeCharacter: return "one of \" \\ / b f n r t u after '\\'"
        case .hexDigits: return "four hexadecimal digits after '\\u'"
        case .lowSurrogate: return "a low surrogate escape (\\uDC00 to \\uDFFF) after the high surrogate"
        case .highSurrogateBefore: return "a high surrogate escape (\\uD800 to \\uDBFF) before the low surrogate"
        case .escapedControlCharacter: return "an escape such as \\n, \\t or \\u0000 instead of a raw control character"
        case .digit(.minus): return "a digit after '-'"
        case .digit(.decimalPoint): return "a digit after the decimal point"
        case .digit(.exponent): return "a digit in the exponent"
        case .afterLeadingZero: return "'.', 'e' or the end of the number after a leading 0"
        case .commentEnd: return "'*/' to close the comment"
        case .commentStart: return "'//' or '/*' to start a comment"
        }
    }
}
