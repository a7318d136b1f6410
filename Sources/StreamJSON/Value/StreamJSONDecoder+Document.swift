/// Decoding a value of a ``JSONDocument`` into a `Decodable` type.
///
/// ```swift
/// let document = try JSONDocument(data)
/// let user = try StreamJSONDecoder().decode(User.self, from: document.root["user"]!)
/// ```
///
/// The document is already validated: nothing is scanned again. The value's index entries are
/// copied into the decoder's reused memory (a cost in proportion to the value, not the
/// document), and the value is decoded with the decoder's options (strategies, `userInfo`).
/// The syntax options (`allowsJSON5`, `maximumNestingDepth`) are the document's, which was read
/// with them. Coding paths in errors start at the value, as if its JSON had been decoded on its
/// own (`[3].price`, not `data.items[3].price`); line and column of a syntax-related message are
/// those of the document.
extension StreamJSONDecoder {
    /// Decodes `value`, a view of a ``JSONDocument``, as a `T`.
    ///
    /// - Throws: what `decode(_:from:)` throws for the same JSON: `DecodingError` from the
    ///   type's `init(from:)`, with coding paths that start at `value`.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONDocument.Value) throws -> T {
        let storage = value.storage
        let first = value.index
        let end = storage.indexAfterValue(at: first)
        return try state.withWorkspace { session in
            try storage.withBytes { bytes in
                try session.withTape(bytes, copying: storage.tape[first..<end]) { decoder in
                    try decoder.decodeValue(T.self)
                }
            }
        }
    }

    /// Decodes the root of `document` as a `T` (see `decode(_:from:)`).
    public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
        try decode(T.self, from: document.root)
    }
}
