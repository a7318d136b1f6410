import ExampleModels
import Foundation
import Vapor

// The example app. Vapor's content coders are process-wide, so one server holds both sides:
// `/issues` and `/events` go through the registered coders (StreamJSON's), and the same
// routes under `/foundation/` name Vapor's default Foundation coders explicitly. `/raw`
// returns the body untouched: the HTTP-only baseline the benchmark compares against.

extension Issue: @retroactive Content {}
extension Event: @retroactive Content {}

/// Registers StreamJSON for JSON and adds the routes.
public func configure(_ app: Application) {
    ContentConfiguration.useStreamJSON()
    app.routes.defaultMaxBodySize = "2mb"

    app.post("issues") { request in try request.content.decode(Issue.self) }
    app.post("events") { request in try request.content.decode(Event.self) }

    app.post("foundation", "issues") { request in
        try FoundationCoders.respond(with: request.content.decode(Issue.self, using: FoundationCoders.decoder))
    }
    app.post("foundation", "events") { request in
        try FoundationCoders.respond(with: request.content.decode(Event.self, using: FoundationCoders.decoder))
    }

    app.post("raw") { request in
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(buffer: request.body.data ?? ByteBuffer()))
    }
}

/// Vapor's default JSON coders (`ContentConfiguration.default()`): Foundation's, ISO 8601 dates.
enum FoundationCoders {
    static let decoder = JSONDecoder.custom(dates: .iso8601)
    static let encoder = JSONEncoder.custom(dates: .iso8601)

    static func respond(with value: some Content) throws -> Response {
        let response = Response(status: .ok)
        try response.content.encode(value, using: encoder)
        return response
    }
}
