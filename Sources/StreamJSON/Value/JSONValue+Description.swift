extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON: no whitespace, object members in order, numbers as written,
    /// strings escaped as `JSONEncoder` escapes them except that `/` is left alone.
    ///
    /// ```swift
    /// (["a": [1, 2.5, nil]] as JSONValue).description   // {"a":[1,2.5,null]}
    /// ```
    public var description: String {
        let output = OutputBuffer()
        JSONValueWriter.write(self, to: output)
        return String(decoding: output.makeArray(), as: UTF8.self)
    }
}

/// Writes a ``JSONValue`` as compact JSON text into an ``OutputBuffer``, for `description`;
/// strings are escaped by the Writing layer, exactly as the encoder escapes them.
enum JSONValueWriter {
    static func write(_ value: JSONValue, to output: OutputBuffer) {
        switch value {
        case .null:
            output.append("null")
        case .bool(let bool):
            output.append(bool ? "true" : "false")
        case .number(let number):
            output.append(Array(number.literal.utf8))
        case .string(let string):
            _ = output.appendQuoted(string, escapingSlashes: false)
        case .array(let array):
            output.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                _ = output.appendQuoted(member.key, escapingSlashes: false)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}
