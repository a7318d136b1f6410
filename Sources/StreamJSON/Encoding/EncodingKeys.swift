/// One step of a coding path, stored without building a key until a path is asked for.
enum EncodingPathComponent {
    /// The top-level value.
    case root
    /// An object member.
    case key(any CodingKey)
    /// A member of a `[String: Value]` (its key is made only when a path is asked for), and
    /// whether the encoder uses the default key strategy (see ``JSONCodingKey/init(dictionaryKey:usesDefaultKeys:)``).
    case dictionaryKey(String, usesDefaultKeys: Bool)
    /// An array element.
    case index(Int)

    var codingKey: (any CodingKey)? {
        switch self {
        case .root: return nil
        case .key(let key): return key
        case let .dictionaryKey(key, usesDefaultKeys):
            return JSONCodingKey(dictionaryKey: key, usesDefaultKeys: usesDefaultKeys)
        case .index(let index): return JSONCodingKey(index: index)
        }
    }
}
