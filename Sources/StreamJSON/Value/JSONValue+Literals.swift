/// Literal conformances, so that a document can be written as Swift:
///
/// ```swift
/// let value: JSONValue = ["name": "Ada", "age": 36, "height": 1.65, "tags": ["x"], "boss": nil]
/// ```
extension JSONValue: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An integer number.
    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number written as the shortest literal for the `Double` (see ``JSONNumber/init(_:)-(Double)``).
    public init(floatLiteral value: Double) {
        self = .number(JSONNumber(value))
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object, members in the order written; of two equal keys, the first wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(uniquingFirst: elements))
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral {
    /// The integer, exactly.
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension JSONNumber: ExpressibleByFloatLiteral {
    /// The shortest literal for the `Double`.
    public init(floatLiteral value: Double) {
        self.init(value)
    }
}
