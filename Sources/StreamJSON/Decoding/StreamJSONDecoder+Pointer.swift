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
/// throws `keyNotFound` (an absent member, or an index past the end) or `valueNotFound` (a
/// step into `null`) whose coding path is the part of the pointer that exists, and
/// `typeMismatch` for a step into a string, number or Boolean.
extension StreamJSONDecoder {
    /// Decodes the value at `pointer` in a JSON document.
    ///
    /// - Throws: `DecodingError`: `dataCorrupted` for invalid JSON or an invalid pointer,
    ///   `keyNotFound`/`valueNotFound`/`typeMismatch` when the pointer addresses nothing (see
    ///   above), or what the value's `init(from:)` throws, with the path from the root.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, at pointer: JSONPointer) throws -> T {
        try decode(T.self, contiguous: data, at: pointer)
    }

    /// Decodes the value at `pointer` in a JSON document held in any contiguous bytes (`[UInt8]`,
    /// `ArraySlice<UInt8>`, `UnsafeRawBufferPointer`, ...), read in place.
    public func decode<T: Decodable, Bytes: ContiguousBytes>(
        _ type: T.Type, from bytes: Bytes,
        at pointer: JSONPointer
    ) throws -> T {
        try decode(T.self, contiguous: bytes, at: pointer)
    }

    /// Decodes the value at `pointer` in a JSON document held in a `String`.
    public func decode<T: Decodable>(_ type: T.Type, from string: String, at pointer: JSONPointer) throws -> T {
        var string = string
        return try state.withWorkspace { session in
            try InputBytes.with(utf8: &string) { bytes in try Self.decode(T.self, from: bytes, at: pointer, session) }
        }
    }

    /// The one path of `decode(_:from:at:)` for `Data` and for any other contiguous bytes.
    private func decode<T: Decodable, Bytes: ContiguousBytes>(
        _ type: T.Type, contiguous bytes: Bytes,
        at pointer: JSONPointer
    ) throws -> T {
        try state.withWorkspace { session in
            try InputBytes.with(bytes) { bytes in try Self.decode(T.self, from: bytes, at: pointer, session) }
        }
    }

    /// The path every pointer decode takes: the session's document path, then a walk down the
    /// tape to the pointer's value.
    private static func decode<T: Decodable>(
        _ type: T.Type, from raw: InputBytes, at pointer: JSONPointer,
        _ session: DecodingSession
    ) throws -> T {
        try session.withDocument(raw) { decoder in
            try decoder.move(to: pointer, decoding: T.self)
            return try decoder.decodeValue(T.self)
        }
    }
}
