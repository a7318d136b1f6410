import Foundation

/// Decoding the value at a ``JSONPointer`` inside a document: the envelope of an API reply,
/// `{"status": "ok", "data": {"items": [ … ]}}`, needs no wrapper types.
///
/// ```swift
/// let items = try decoder.decode([Item].self, from: data, at: "/data/items")
/// ```
///
/// The whole document is validated, as by `decode(_:from:)`; only the addressed
/// value is decoded, with the decoder's options. Coding paths in errors start at the
/// document's root (`data.items[3].price`, not `[3].price`). A pointer that addresses nothing
/// throws `keyNotFound` (an absent member) or `valueNotFound` (an index past the end, or a
/// step into `null`) whose coding path is the part of the pointer that exists, and
/// `typeMismatch` for a step into a string, number or Boolean.
extension StreamJSONDecoder {
    /// Decodes the value at `pointer` in a JSON document.
    ///
    /// - Throws: `DecodingError`: `dataCorrupted` for invalid JSON or an invalid pointer,
    ///   `keyNotFound`/`valueNotFound`/`typeMismatch` when the pointer addresses nothing (see
    ///   above), or what the value's `init(from:)` throws, with the path from the root.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, at pointer: JSONPointer) throws -> T {
        try decode(T.self, fromBytes: data, at: pointer)
    }

    /// Decodes the value at `pointer` in the UTF-8 bytes of a JSON document.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], at pointer: JSONPointer) throws -> T {
        try decode(T.self, fromBytes: bytes, at: pointer)
    }

    /// Decodes the value at `pointer` in a JSON document held in a `String`.
    public func decode<T: Decodable>(_ type: T.Type, from string: String, at pointer: JSONPointer) throws -> T {
        let options = self.options
        var string = string
        return try InputBytes.with(utf8: &string) { bytes in
            try Self.decode(T.self, from: bytes, at: pointer, options: options)
        }
    }

    /// Decodes the value at `pointer` in any contiguous bytes (`Data`, `[UInt8]`,
    /// `UnsafeRawBufferPointer`, ...).
    public func decode<T: Decodable, Bytes: ContiguousBytes>(_ type: T.Type, fromBytes bytes: Bytes,
                                                             at pointer: JSONPointer) throws -> T {
        let options = self.options
        return try InputBytes.with(bytes) { bytes in
            try Self.decode(T.self, from: bytes, at: pointer, options: options)
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, from raw: InputBytes, at pointer: JSONPointer,
                                             options: DecodingOptions) throws -> T {
        try TapeDecoder.withDocument(raw, options: options) { decoder in
            try decoder.move(to: pointer, decoding: T.self)
            return try decoder.decodeValue(T.self)
        }
    }
}
