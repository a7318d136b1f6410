import StreamJSON

/// Finds the value at a JSON Pointer with the pull reader, for `streamjson get`: the reader
/// stops at the value's first event, having skipped (and validated) everything before it.
enum PointerLookup {
    /// The value's first event, or why there is none.
    enum Result {
        case found(JSONEvent)
        case missing(String)
    }

    static func find(_ pointer: JSONPointer, in reader: inout JSONReader) throws(JSONSyntaxError) -> Result {
        guard var event = try reader.next() else { return .missing("the input is empty") }
        for (depth, token) in pointer.tokens.enumerated() {
            let place = depth == 0 ? "the root" : JSONPointer(tokens: Array(pointer.tokens.prefix(depth))).description
            switch event.kind {
            case .beginObject:
                while true {
                    let key = try next(&reader)
                    if key.kind == .endObject { return .missing("the object at \(place) has no member \"\(token)\"") }
                    let value = try next(&reader)
                    if reader.string(of: key)?.utf8.elementsEqual(token.utf8) == true {  // code points, as RFC 6901 compares
                        event = value
                        break
                    }
                    try skip(value, &reader)
                }
            case .beginArray:
                guard let index = arrayIndex(token) else {
                    return .missing("\"\(token)\" is not an array index, and the value at \(place) is an array")
                }
                var count = 0
                while true {
                    let element = try next(&reader)
                    if element.kind == .endArray {
                        return .missing("the array at \(place) has \(count) element\(count == 1 ? "" : "s")")
                    }
                    if count == index {
                        event = element
                        break
                    }
                    try skip(element, &reader)
                    count += 1
                }
            default:
                return .missing("the value at \(place) is \(describe(event.kind)), not an object or array")
            }
        }
        return .found(event)
    }

    /// Reads past the rest of the value that starts with `event`.
    private static func skip(_ event: JSONEvent, _ reader: inout JSONReader) throws(JSONSyntaxError) {
        guard event.kind == .beginObject || event.kind == .beginArray else { return }
        let depth = reader.depth - 1
        while reader.depth > depth { _ = try next(&reader) }
    }

    /// The next event inside a container, where the reader either has one or throws.
    private static func next(_ reader: inout JSONReader) throws(JSONSyntaxError) -> JSONEvent {
        guard let event = try reader.next() else { preconditionFailure("a reader does not end inside a container") }
        return event
    }

    /// The index a token names: digits without a leading zero (RFC 6901).
    private static func arrayIndex(_ token: String) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
              token == "0" || !token.hasPrefix("0") else { return nil }
        return Int(token)
    }

    private static func describe(_ kind: JSONEvent.Kind) -> String {
        switch kind {
        case .string: return "a string"
        case .number: return "a number"
        case .null: return "null"
        default: return "a Boolean"
        }
    }
}
