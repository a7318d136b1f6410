import ExampleModels
import Hummingbird
import Logging

// The example app: two JSON routes that decode the body and encode it back, and one that
// returns the body untouched (the HTTP-only baseline the benchmark compares against).

/// Which coders a server uses.
public enum Coders: String, CaseIterable, Sendable {
    /// Hummingbird's defaults: Foundation's `JSONDecoder`/`JSONEncoder`, ISO 8601 dates.
    case foundation
    /// StreamJSON's, through StreamJSON+Hummingbird.swift.
    case streamjson
}

extension Issue: @retroactive ResponseEncodable {}
extension Event: @retroactive ResponseEncodable {}

/// The routes, for any request context: its coders decide which JSON library runs.
public func buildRouter<Context: RequestContext>(_ context: Context.Type) -> Router<Context> {
    let router = Router(context: Context.self)
    router.post("/issues") { request, context in
        try await request.decode(as: Issue.self, context: context)
    }
    router.post("/events") { request, context in
        try await request.decode(as: Event.self, context: context)
    }
    router.post("/raw") { request, context in
        let body = try await request.body.collect(upTo: context.maxUploadSize)
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: body))
    }
    return router
}

/// The server, listening on `host:port` (port 0: any free port).
public func buildApplication(
    coders: Coders, host: String = "127.0.0.1", port: Int = 0, logLevel: Logger.Level = .info
) -> any ApplicationProtocol {
    var logger = Logger(label: "issue-server-\(coders.rawValue)")
    logger.logLevel = logLevel
    let configuration = ApplicationConfiguration(address: .hostname(host, port: port), serverName: "issue-server")
    switch coders {
    case .foundation:
        return Application(router: buildRouter(BasicRequestContext.self), configuration: configuration, logger: logger)
    case .streamjson:
        return Application(router: buildRouter(StreamJSONRequestContext.self), configuration: configuration, logger: logger)
    }
}
