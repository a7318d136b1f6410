// StreamJSON as Hummingbird 2's request decoder and response encoder: copy this file into
// your app and use `StreamJSONRequestContext` (or give your own context the two properties).

import Foundation
import Hummingbird
import StreamJSON

extension StreamJSONDecoder: @retroactive RequestDecoder {
    /// Decodes the collected request body in place: `ByteBuffer.withUnsafeReadableBytes`
    /// hands the bytes over without a copy.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let buffer = try await request.body.collect(upTo: context.maxUploadSize)
        return try buffer.withUnsafeReadableBytes { try self.decode(T.self, from: $0) }
    }
}

extension StreamJSONEncoder: @retroactive ResponseEncoder {
    /// Encodes the value as the response body, with the headers `JSONEncoder`'s conformance sets.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        // Copied once, from the encoder's output into the buffer (no `Data` in between).
        let buffer = try withUnsafeEncodedBytes(of: value) { ByteBuffer(bytes: $0) }
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(buffer.readableBytes)],
            body: .init(byteBuffer: buffer))
    }
}

/// A request context whose coders are StreamJSON's, set up as Hummingbird sets up Foundation's
/// (ISO 8601 dates). The coders are shared: StreamJSON's are `Sendable` and safe to use from
/// every thread at once, so no request pays for creating one.
public struct StreamJSONRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    public var requestDecoder: StreamJSONDecoder { Self.decoder }
    public var responseEncoder: StreamJSONEncoder { Self.encoder }

    static let decoder: StreamJSONDecoder = {
        let decoder = StreamJSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    static let encoder: StreamJSONEncoder = {
        let encoder = StreamJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()
}
