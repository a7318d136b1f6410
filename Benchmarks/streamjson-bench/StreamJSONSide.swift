// StreamJSON's side of each workload, in one place. Each function returns the operation, or nil
// while the API it needs is not on main yet; the workload then reports "not available yet"
// instead of a number. Nothing here may stand in for StreamJSON with another library.

import Foundation
import StreamJSON

enum StreamJSONSide {
    /// `StreamJSONDecoder().decode(_:from:)`, the decoder made with `options`.
    static func decoder<T: Decodable>(
        for type: T.Type, options: CoderOptions = CoderOptions()
    ) -> Result<(Data) throws -> T, Unavailable> {
        let decoder = options.streamJSONDecoder()
        return .success { data in try decoder.decode(T.self, from: data) }
    }

    /// `StreamJSONDecoder().decode(_:from:at:)`: the value at a JSON Pointer; the whole document
    /// is validated, only that value decoded.
    static func pointerDecoder<T: Decodable>(
        for type: T.Type, at pointer: JSONPointer
    ) -> Result<(Data) throws -> T, Unavailable> {
        let decoder = StreamJSONDecoder()
        return .success { data in try decoder.decode(T.self, from: data, at: pointer) }
    }

    /// `StreamJSONEncoder().encode(_:)`, compact like `JSONEncoder()`, with `options`' strategies,
    /// or with `.sortedKeys` for the check's byte comparison.
    static func encoder<T: Encodable>(
        for type: T.Type, sortedKeys: Bool = false, options: CoderOptions = CoderOptions()
    ) -> Result<(T) throws -> Data, Unavailable> {
        let encoder = options.streamJSONEncoder(sortedKeys: sortedKeys)
        return .success { value in try encoder.encode(value) }
    }

    /// Parses into `JSONValue` (`decode(JSONValue.self, from:)`, which builds the value straight
    /// from the tape); returned as `Encodable` so the check can compare it.
    static func untypedParser() -> Result<(Data) throws -> any Encodable, Unavailable> {
        let decoder = StreamJSONDecoder()
        return .success { data in try decoder.decode(JSONValue.self, from: data) }
    }

    /// `StreamJSONDecoder().validate(_:)`: the tokenizer alone, no tree, no values.
    static func validator() -> Result<(Data) throws -> Void, Unavailable> {
        let decoder = StreamJSONDecoder()
        return .success { data in try decoder.validate(data) }
    }

    /// Decodes every record of a JSON Lines file with `values(of:contentsOf:framing: .jsonLines)`,
    /// handing each to `body`; memory stays bounded by one record.
    static func jsonLinesReader<T: Decodable>(
        for type: T.Type
    ) -> Result<(URL, (T) -> Void) throws -> Void, Unavailable> {
        let decoder = StreamJSONDecoder()
        return .success { file, body in
            var reader = try decoder.values(of: T.self, contentsOf: file, framing: .jsonLines)
            while let value = try reader.next() { body(value) }
        }
    }

    /// Decodes every element of the array in a file, the top-level array (`at` nil, framing
    /// `.array`) or the array at a pointer (`.array(at:)`), handing each to `body`; returns the
    /// count.
    static func arrayFileReader<T: Decodable>(
        for type: T.Type, at pointer: JSONPointer?
    ) -> Result<(URL, (T) -> Void) throws -> Int, Unavailable> {
        let decoder = StreamJSONDecoder()
        let framing = pointer.map { JSONFraming.array(at: $0) } ?? .array
        return .success { file, body in
            var reader = try decoder.values(of: T.self, contentsOf: file, framing: framing)
            var count = 0
            while let value = try reader.next() {
                body(value)
                count += 1
            }
            return count
        }
    }

    /// Feeds chunks to `incrementalDecoder(of:framing: .jsonLines)` and hands each decoded record
    /// to `body` as soon as it is complete.
    static func jsonLinesPusher<T: Decodable>(
        for type: T.Type
    ) -> Result<([Data], (T) -> Void) throws -> Void, Unavailable> {
        let decoder = StreamJSONDecoder()
        return .success { chunks, body in
            var parser = decoder.incrementalDecoder(of: T.self, framing: .jsonLines)
            for chunk in chunks {
                try parser.append(chunk)
                while let value = try parser.next() { body(value) }
            }
            try parser.finish()
            while let value = try parser.next() { body(value) }
        }
    }
}

/// Why a StreamJSON side is missing.
struct Unavailable: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
