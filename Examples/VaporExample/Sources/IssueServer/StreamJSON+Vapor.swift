// StreamJSON as Vapor 4's JSON content coder: copy this file into your app and call
// `ContentConfiguration.useStreamJSON()` in `configure(_:)`, before the routes run.

import Foundation
import NIOCore
import NIOHTTP1
import StreamJSON
import Vapor

extension StreamJSONDecoder: @retroactive ContentDecoder {
    /// Decodes the body in place: `ByteBuffer.withUnsafeReadableBytes` hands the bytes over
    /// without a copy.
    public func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try body.withUnsafeReadableBytes { try self.decode(D.self, from: $0) }
    }

    /// Decodes with extra `userInfo`, on a copy of this decoder (it may be shared).
    public func decode<D: Decodable>(
        _ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders, userInfo: [CodingUserInfoKey: Sendable]
    ) throws -> D {
        guard !userInfo.isEmpty else { return try decode(D.self, from: body, headers: headers) }
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = dateDecodingStrategy
        decoder.dataDecodingStrategy = dataDecodingStrategy
        decoder.nonConformingFloatDecodingStrategy = nonConformingFloatDecodingStrategy
        decoder.keyDecodingStrategy = keyDecodingStrategy
        decoder.allowsJSON5 = allowsJSON5
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        decoder.maximumNestingDepth = maximumNestingDepth
        decoder.includesInputExcerptInErrors = includesInputExcerptInErrors
        decoder.userInfo = self.userInfo.merging(userInfo) { $1 }
        return try decoder.decode(D.self, from: body, headers: headers)
    }
}

extension StreamJSONEncoder: @retroactive ContentEncoder {
    /// Encodes the value into the body and sets the JSON content type, as `JSONEncoder` does.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
        headers.contentType = .json
        // Copied once, from the encoder's output into the body (no `Data` in between).
        try withUnsafeEncodedBytes(of: encodable) { _ = body.writeBytes($0) }
    }

    /// Encodes with extra `userInfo`, on a copy of this encoder (it may be shared).
    public func encode<E: Encodable>(
        _ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders, userInfo: [CodingUserInfoKey: Sendable]
    ) throws {
        guard !userInfo.isEmpty else { return try encode(encodable, to: &body, headers: &headers) }
        let encoder = StreamJSONEncoder()
        encoder.outputFormatting = outputFormatting
        encoder.dateEncodingStrategy = dateEncodingStrategy
        encoder.dataEncodingStrategy = dataEncodingStrategy
        encoder.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        encoder.keyEncodingStrategy = keyEncodingStrategy
        encoder.userInfo = self.userInfo.merging(userInfo) { $1 }
        try encoder.encode(encodable, to: &body, headers: &headers)
    }
}

extension ContentConfiguration {
    /// Makes StreamJSON the coder for `application/json` in every app of the process, set up
    /// as Vapor sets up Foundation's (ISO 8601 dates). One decoder and one encoder serve all
    /// requests: StreamJSON's are `Sendable` and safe to use from every thread at once.
    public static func useStreamJSON() {
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let encoder = StreamJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        global.use(decoder: decoder, for: .json)
        global.use(encoder: encoder, for: .json)
    }
}
