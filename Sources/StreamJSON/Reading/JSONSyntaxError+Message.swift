extension JSONSyntaxError {
    /// What was wrong, as a short sentence without the location: `Invalid number`,
    /// `Unexpected end of input`, `Unexpected character 'x'`, or, when the reader knows what
    /// it expected there, `expected ',' or '}' after an object member, found ']'`. Tools that
    /// print their own location (`file:line:column: message`) use this; ``description`` adds
    /// line, column and excerpt.
    public var message: String {
        if reason == .unexpectedCharacter, let found, let expected { return "expected \(expected), found \(found)" }
        return summary
    }
}
