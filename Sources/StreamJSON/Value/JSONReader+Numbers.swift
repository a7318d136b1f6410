/// The reader's numbers as ``JSONNumber``s. This extension lives with `JSONNumber` in the
/// Value layer, which is built on Reading; the reader itself knows nothing of it.
extension JSONReader {
    /// The number of a number event, exactly as written; nil for other events.
    public func number(of event: JSONEvent) -> JSONNumber? {
        guard event.kind == .number else { return nil }
        return JSONNumber(uncheckedLiteral: text(of: event), isStandard: !event.flags.contains(.json5Number))
    }
}
