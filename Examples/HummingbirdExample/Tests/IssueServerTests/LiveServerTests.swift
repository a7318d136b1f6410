import ExampleModels
import Foundation
import Hummingbird
import HummingbirdTesting
import IssueServer
import Testing

/// The example app on real servers (HummingbirdTesting's `.live`: a listening socket on
/// loopback and an HTTP client), once with Hummingbird's Foundation coders and once with
/// StreamJSON's: same JSON out, same status for bad input, same content type.
struct LiveServerTests {
    /// What one request got back.
    struct Reply: Sendable {
        var status: Int
        var contentType: String?
        var body: Data
    }

    /// Sends each body to `path` on a live Foundation server and a live StreamJSON server.
    func post(_ bodies: [Data], to path: String) async throws -> (foundation: [Reply], streamJSON: [Reply]) {
        func send(_ coders: Coders) async throws -> [Reply] {
            try await buildApplication(coders: coders, logLevel: .critical).test(.live) { client in
                var replies: [Reply] = []
                for body in bodies {
                    let reply = try await client.execute(
                        uri: path, method: .post, headers: [.contentType: "application/json"],
                        body: ByteBuffer(bytes: body)
                    ) { response in
                        Reply(status: response.status.code, contentType: response.headers[.contentType],
                              body: Data(response.body.readableBytesView))
                    }
                    replies.append(reply)
                }
                return replies
            }
        }
        return (try await send(.foundation), try await send(.streamjson))
    }

    static func jsonObject(_ data: Data) throws -> NSDictionary {
        try #require(JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }

    @Test(arguments: [("/issues", try Samples.json(Samples.issue)), ("/events", try Samples.json(Samples.event))])
    func answersWithTheSameJSONAsFoundation(path: String, body: Data) async throws {
        let (foundation, streamJSON) = try await post([body], to: path)
        #expect(foundation[0].status == 200 && streamJSON[0].status == 200)
        #expect(try Self.jsonObject(streamJSON[0].body) == Self.jsonObject(foundation[0].body))
        #expect(try Self.jsonObject(streamJSON[0].body) == Self.jsonObject(body), "the route echoes what it decoded")
    }

    @Test func decodesTheSampleToTheSameValueAsFoundation() async throws {
        let (foundation, streamJSON) = try await post([try Samples.json(Samples.issue)], to: "/issues")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Issue.self, from: streamJSON[0].body) == Samples.issue)
        #expect(try decoder.decode(Issue.self, from: foundation[0].body) == Samples.issue)
    }

    @Test func sendsTheSameContentTypeAsFoundation() async throws {
        let (foundation, streamJSON) = try await post([try Samples.json(Samples.event)], to: "/events")
        #expect(streamJSON[0].contentType == "application/json; charset=utf-8")
        #expect(streamJSON[0].contentType == foundation[0].contentType)
    }

    @Test func rejectsMalformedBodiesWithTheSameStatusAsFoundation() async throws {
        let (foundation, streamJSON) = try await post(BadBodies.rejectedByBoth.map { Data($0.utf8) }, to: "/events")
        for (index, body) in BadBodies.rejectedByBoth.enumerated() {
            #expect((400..<500).contains(streamJSON[index].status), "\(body)")  // 400; Vapor: 422 for an empty body
            #expect(streamJSON[index].status == foundation[index].status, "\(body)")
        }
    }

    @Test func rejectsTheDocumentedDifferencesWhereFoundationAcceptsThem() async throws {
        let (foundation, streamJSON) = try await post(BadBodies.rejectedByStreamJSONOnly.map { Data($0.utf8) }, to: "/events")
        for (index, body) in BadBodies.rejectedByStreamJSONOnly.enumerated() {
            #expect(foundation[index].status == 200, "\(body)")
            #expect(streamJSON[index].status == 400, "\(body)")
        }
    }

    @Test func rejectsABodyOverTheUploadLimitLikeFoundation() async throws {
        let (foundation, streamJSON) = try await post([Data(BadBodies.tooLarge.utf8)], to: "/events")
        #expect(streamJSON[0].status == 413 && foundation[0].status == 413)
    }

    @Test func rawRouteReturnsTheBodyUntouched() async throws {
        let body = try Samples.json(Samples.issue)
        let (_, streamJSON) = try await post([body], to: "/raw")
        #expect(streamJSON[0].body == body && streamJSON[0].status == 200)
    }

    @Test func syntaxErrorsDoNotQuoteTheBody() async throws {
        // A truncated login body: the 400 response says where the JSON broke, not what it held
        // (StreamJSONDecoder.includesInputExcerptInErrors is false by default).
        let body = Data(#"{"login":"octocat","password":"hunter2"#.utf8)
        let (_, streamJSON) = try await post([body], to: "/events")
        let text = String(decoding: streamJSON[0].body, as: UTF8.self)
        #expect((400..<500).contains(streamJSON[0].status))
        #expect(!text.contains("hunter2"), "\(text)")
    }
}
