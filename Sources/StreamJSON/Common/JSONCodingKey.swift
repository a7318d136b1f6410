/// The coding keys StreamJSON makes up itself, as they appear in coding paths: array
/// positions (position 2 is `Index 2` with `intValue` 2, as in Foundation), dictionary members
/// and `super`. Shared by the decoder and the encoder.
///
/// They print as Foundation's own keys do, so that `print(context.codingPath)` shows the same
/// text with either library: `_CodingKey(stringValue: "Index 2", intValue: 2)`, and
/// `_DictionaryCodingKey(stringValue: "01", intValue: 1)` for a `[String: T]` member under the
/// default key strategy (the standard library's dictionary key).
struct JSONCodingKey: CodingKey, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The string, or nil for an array position, whose `Index 2` is spelled only when asked
    /// for: errors in `try?` probes build coding paths that nobody reads.
    private let storedString: String?
    let intValue: Int?
    /// Whether this key stands for the standard library's `_DictionaryCodingKey`.
    private let isDictionaryKey: Bool

    var stringValue: String { storedString ?? "Index \(intValue ?? 0)" }

    init(stringValue: String) {
        self.init(stringValue: stringValue, intValue: nil)
    }

    init(intValue: Int) {
        self.init(stringValue: "\(intValue)", intValue: intValue)
    }

    init(index: Int) {
        self.storedString = nil
        self.intValue = index
        self.isDictionaryKey = false
    }

    init(stringValue: String, intValue: Int?) {
        self.storedString = stringValue
        self.intValue = intValue
        self.isDictionaryKey = false
    }

    /// The key of a `[String: T]` member, as `JSONDecoder` and `JSONEncoder` report it: with the
    /// default key strategy the dictionary codes itself, with the standard library's key, whose
    /// `intValue` is `Int(key)` (`"01"` → 1); under any other key strategy Foundation codes the
    /// members itself, with a plain string key.
    init(dictionaryKey key: String, usesDefaultKeys: Bool) {
        self.storedString = key
        self.intValue = usesDefaultKeys ? Int(key) : nil
        self.isDictionaryKey = usesDefaultKeys
    }

    /// The key `superDecoder()` and `superEncoder()` use.
    static let `super` = JSONCodingKey(stringValue: "super")

    var description: String {
        let name = isDictionaryKey ? "_DictionaryCodingKey" : "_CodingKey"
        return "\(name)(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))"
    }

    var debugDescription: String { description }

    static func == (lhs: JSONCodingKey, rhs: JSONCodingKey) -> Bool {
        lhs.intValue == rhs.intValue && lhs.isDictionaryKey == rhs.isDictionaryKey && lhs.stringValue == rhs.stringValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(stringValue)
        hasher.combine(intValue)
        hasher.combine(isDictionaryKey)
    }
}

/// An array position in a coding path (`Index 2`, `intValue` 2), as ``JSONCodingKey/init(index:)``
/// makes it, in one word: it fits an existential's inline buffer, so a coding path of array
/// positions is built without an allocation per key (a `JSONCodingKey` is boxed). Decoding
/// errors in `try?` probes build many such paths.
struct IndexCodingKey: CodingKey, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    let index: Int

    init(index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
    var description: String { JSONCodingKey(index: index).description }
    var debugDescription: String { description }
}
