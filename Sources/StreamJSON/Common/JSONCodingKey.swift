/// The coding keys StreamJSON makes up itself, as they appear in coding paths: array
/// positions (position 2 is `Index 2` with `intValue` 2, as in Foundation), dictionary members
/// and `super`. Shared by the decoder and the encoder.
struct JSONCodingKey: CodingKey, Hashable, Sendable {
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

    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
    }

    init(stringValue: String, intValue: Int?) {
        self.stringValue = stringValue
        self.intValue = intValue
    }

    /// The key `superDecoder()` and `superEncoder()` use.
    static let `super` = JSONCodingKey(stringValue: "super")
}
