extension JSONSyntaxError {
    /// What was wrong, as a short sentence without the location: `Unexpected character`,
    /// `Invalid number`, `Unexpected end of input`. Tools that print their own location
    /// (`file:line:column: message`) use this; ``description`` adds line, column and excerpt.
    public var message: String { summary }
}
