/// Strings and number literals read from the document when a value asks for them, and how
/// Foundation's messages name a JSON value's type.
extension TapeDecoder {
    /// The string of a string entry (a value or a key).
    @inline(__always)
    func string(at index: Int) -> String {
        let entry = tape[index]
        return StringUnescaper.string(bytes.slice(entry.offset, entry.length), flags: entry.flags)
    }

    /// The literal bytes of a number entry, or the contents of a string entry.
    @inline(__always)
    func slice(of entry: TapeEntry) -> InputBytes {
        bytes.slice(entry.offset, entry.length)
    }

    /// The literal of a number entry as text, for error messages.
    func literal(of entry: TapeEntry) -> String {
        slice(of: entry).string()
    }
}

extension TapeEntry.Kind {
    /// How Foundation's messages name a JSON value's type ("found a string instead").
    var foundDescription: String {
        switch self {
        case .null: return "null"
        case .true, .false: return "bool"
        case .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }
}
