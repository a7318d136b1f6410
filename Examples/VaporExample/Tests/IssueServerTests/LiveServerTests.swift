import ExampleModels
import Foundation
import IssueServer
import Testing
import Vapor
import VaporTesting

/// The example app on a real server (VaporTesting's `.running`: a listening socket on
/// 127.0.0.1 and AsyncHTTPClient), StreamJSON's routes against the same routes with Vapor's
/// Foundation coders: same JSON out, same status for bad input, same content type.
struct LiveServerTests {
    /// What one request got back.
    struct Reply: Sendable {
        var status: UInt
        var contentType: String?
        var body: Data
    }

    /// Sends each body to `path` (StreamJSON) and to `/foundation` + `path` (Foundation).
    func post(_ bodies: [String], to path: String) async throws -> (foundation: [Reply], streamJSON: [Reply]) {
        try await withApp(configure: { app in
            app.logger.logLevel = .critical  // the rejected bodies' warnings
            configure(app)
        }) { app in
            let tester = try app.testing(method: .running(hostname: "127.0.0.1", port: 0))
            var foundation: [Reply] = []
            var streamJSON: [Reply] = []
            for body in bodies {
                foundation.append(try await Self.send(body, to: "/foundation" + path, tester))
                streamJSON.append(try await Self.send(body, to: path, tester))
            }
            return (foundation, streamJSON)
        }
    }

    static func send(_ body: String, to path: String, _ tester: any TestingApplicationTester) async throws -> Reply {
        var headers = HTTPHeaders()
        headers.contentType = .json
        let response = try await tester.sendRequest(.POST, path, headers: headers, body: ByteBuffer(string: body))
        return Reply(status: response.status.code, contentType: response.headers.first(name: .contentType),
                     body: Data(response.body.readableBytesView))
    }

    static func jsonObject(_ data: Data) throws -> NSDictionary {
        try #require(JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }

    static func sample(_ value: some Encodable) throws -> String {
        String(decoding: try Samples.json(value), as: UTF8.self)
    }

    @Test(arguments: [("/issues", try sample(Samples.issue)), ("/events", try sample(Samples.event))])
    func answersWithTheSameJSONAsFoundation(path: String, body: String) async throws {
        let (foundation, streamJSON) = try await post([body], to: path)
        #expect(foundation[0].status == 200 && streamJSON[0].status == 200)
        #expect(try Self.jsonObject(streamJSON[0].body) == Self.jsonObject(foundation[0].body))
        #expect(try Self.jsonObject(streamJSON[0].body) == Self.jsonObject(Data(body.utf8)), "the route echoes what it decoded")
    }

    @Test func decodesTheSampleToTheSameValueAsFoundation() async throws {
        let (foundation, streamJSON) = try await post([try Self.sample(Samples.issue)], to: "/issues")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Issue.self, from: streamJSON[0].body) == Samples.issue)
        #expect(try decoder.decode(Issue.self, from: foundation[0].body) == Samples.issue)
    }

    @Test func sendsTheSameContentTypeAsFoundation() async throws {
        let (foundation, streamJSON) = try await post([try Self.sample(Samples.event)], to: "/events")
        #expect(streamJSON[0].contentType == "application/json; charset=utf-8")
        #expect(streamJSON[0].contentType == foundation[0].contentType)
    }

    @Test func rejectsMalformedBodiesWithTheSameStatusAsFoundation() async throws {
        let (foundation, streamJSON) = try await post(BadBodies.rejectedByBoth, to: "/events")
        for (index, body) in BadBodies.rejectedByBoth.enumerated() {
            #expect((400..<500).contains(streamJSON[index].status), "\(body)")  // 400; Vapor: 422 for an empty body
            #expect(streamJSON[index].status == foundation[index].status, "\(body)")
        }
    }

    @Test func rejectsTheDocumentedDifferencesWhereFoundationAcceptsThem() async throws {
        let (foundation, streamJSON) = try await post(BadBodies.rejectedByStreamJSONOnly, to: "/events")
        for (index, body) in BadBodies.rejectedByStreamJSONOnly.enumerated() {
            #expect(foundation[index].status == 200, "\(body)")
            #expect(streamJSON[index].status == 400, "\(body)")
        }
    }

    @Test func rejectsABodyOverTheUploadLimitLikeFoundation() async throws {
        let (foundation, streamJSON) = try await post([BadBodies.tooLarge], to: "/events")
        #expect(streamJSON[0].status == 413 && foundation[0].status == 413)
    }

    @Test func rawRouteReturnsTheBodyUntouched() async throws {
        let body = try Self.sample(Samples.issue)
        let reply = try await post([body], to: "/raw").streamJSON[0]
        #expect(reply.body == Data(body.utf8) && reply.status == 200)
    }

    @Test func syntaxErrorsDoNotQuoteTheBody() async throws {
        // A truncated login body: the 400 response says where the JSON broke, not what it held
        // (StreamJSONDecoder.includesInputExcerptInErrors is false by default).
        let body = #"{"login":"octocat","password":"hunter2"#
        let (_, streamJSON) = try await post([body], to: "/events")
        let text = String(decoding: streamJSON[0].body, as: UTF8.self)
        #expect((400..<500).contains(streamJSON[0].status))
        #expect(!text.contains("hunter2"), "\(text)")
    }
}
