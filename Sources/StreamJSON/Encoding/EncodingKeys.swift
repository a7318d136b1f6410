/// The coding keys the encoder makes up itself, as they appear in coding paths: array
/// positions (`"Index 3"`, like `JSONEncoder`'s), `"super"`, and dictionary keys.
struct EncodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }

    /// The key of an array element in a coding path: `"Index 3"`, with `intValue` 3.
    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
    }

    /// The key `superEncoder()` encodes under.
    static let `super` = EncodingKey(stringValue: "super")
}

/// One step of a coding path, stored without building a key until a path is asked for.
enum EncodingPathComponent {
    /// The top-level value.
    case root
    /// An object member.
    case key(any CodingKey)
    /// A member of a `[String: Value]` (its key is made only when a path is asked for).
    case dictionaryKey(String)
    /// An array element.
    case index(Int)

    var codingKey: (any CodingKey)? {
        switch self {
        case .root: return nil
        case .key(let key): return key
        case .dictionaryKey(let key): return EncodingKey(stringValue: key)
        case .index(let index): return EncodingKey(index: index)
        }
    }
}
