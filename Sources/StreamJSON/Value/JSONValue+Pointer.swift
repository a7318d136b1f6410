/// Looking up a value by ``JSONPointer``.
extension JSONValue {
    /// The value at `pointer` below this one: `value[pointer: "/data/items/0/name"]`.
    ///
    /// nil when the pointer addresses nothing: an absent member, an index past the end or
    /// not a plain index (`01`, `-`), a step into a string, number, Boolean or `null`, or an
    /// invalid pointer. The empty pointer `""` is this value itself. Members are found as
    /// ``JSONObject``'s subscript finds them (the first of two equal keys was kept when decoding).
    public subscript(pointer pointer: JSONPointer) -> JSONValue? {
        guard pointer.syntaxError == nil else { return nil }
        var value = self
        for token in pointer.tokens {
            switch value {
            case .object(let object):
                guard let member = object[token] else { return nil }
                value = member
            case .array(let elements):
                guard let index = JSONPointer.index(of: token), index < elements.count else { return nil }
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }
}
