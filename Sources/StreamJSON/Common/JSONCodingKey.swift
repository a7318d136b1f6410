/// The coding keys StreamJSON makes up itself, as they appear in coding paths: array
/// positions (position 2 is `Index 2` with `intValue` 2, as in Foundation), dictionary members
/// and `super`. Shared by the decoder and the encoder.
///
/// They print as Foundation's own keys do, so that `print(context.codingPath)` shows the same
/// text with either library: `_CodingKey(stringValue: "Index 2", intValue: 2)`, and
/// `_DictionaryCodingKey(stringValue: "01", intValue: 1)` for a `[String: T]` member under the
/// default key strategy (the standard library's dictionary key).
struct JSONCodingKey: CodingKey, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    let stringValue: String
    let intValue: Int?
    /// Whether this key stands for the standard library's `_DictionaryCodingKey`.
    private let isDictionaryKey: Bool

    init(stringValue: String) {
        self.init(stringValue: stringValue, intValue: nil)
    }

    init(intValue: Int) {
        self.init(stringValue: "\(intValue)", intValue: intValue)
    }

    init(index: Int) {
        self.init(stringValue: "Index \(index)", intValue: index)
    }

    init(stringValue: String, intValue: Int?) {
        self.stringValue = stringValue
        self.intValue = intValue
        self.isDictionaryKey = false
    }

    /// The key of a `[String: T]` member, as `JSONDecoder` and `JSONEncoder` report it: with the
    /// default key strategy the dictionary codes itself, with the standard library's key, whose
    /// `intValue` is `Int(key)` (`"01"` → 1); under any other key strategy Foundation codes the
    /// members itself, with a plain string key.
    init(dictionaryKey key: String, usesDefaultKeys: Bool) {
        self.stringValue = key
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
}
