// App-style models of the small documents. The API object as a client of an issue tracker
// decodes it: `.convertFromSnakeCase`, `.iso8601` dates, URLs, a String enum, the user a class
// with a hand-written `init(from:)` that uses `decodeIfPresent`, properties in alphabetical
// order (not the document's). The log event with its members in another order than the
// document's, the timestamp a `Date` (`.secondsSince1970`), a String enum, optionals that are
// often absent, and the source read by a hand-written `init(from:)` in its own order.

import Foundation

/// An issue as the client app keeps it.
struct IssueReply: Codable {
    /// The issue's state.
    enum State: String, Codable {
        case open, closed
    }

    var assignee: IssueUser?
    var body: String
    var closedAt: Date?
    var comments: Int
    var createdAt: Date
    var id: Int
    var labels: [IssueLabel]
    var locked: Bool
    var number: Int
    var reactions: [String: Int]
    var state: State
    var title: String
    var updatedAt: Date
    var url: URL
    var user: IssueUser
}

/// A user, a class shared between the screens that show it; `siteAdmin` defaults to false
/// when the member is absent.
final class IssueUser: Codable {
    let avatarUrl: URL
    let id: Int
    let login: String
    let siteAdmin: Bool

    enum CodingKeys: String, CodingKey {
        case avatarUrl, id, login, siteAdmin
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        login = try container.decode(String.self, forKey: .login)
        id = try container.decode(Int.self, forKey: .id)
        avatarUrl = try container.decode(URL.self, forKey: .avatarUrl)
        siteAdmin = try container.decodeIfPresent(Bool.self, forKey: .siteAdmin) ?? false
    }
}

/// A label; `default` is a keyword, so the property has another name.
struct IssueLabel: Codable {
    var color: String
    var description: String?
    var id: Int
    var isDefault: Bool
    var name: String

    enum CodingKeys: String, CodingKey {
        case color, description, id, name
        case isDefault = "default"
    }
}

/// The log event as a monitoring app keeps it, members in alphabetical order.
struct LogEntry: Codable {
    /// The event's kind.
    enum Kind: String, Codable {
        case httpRequest = "http.request"
        case jobFinished = "job.finished"
        case cacheMiss = "cache.miss"
        case authLogin = "auth.login"
    }

    var durationMs: Double
    var id: Int
    var kind: Kind
    var level: Int
    var message: String
    /// Absent from half the events.
    var retries: Int?
    var source: LogSource
    var tags: [Int]
    /// Seconds since 1970 in the document.
    var timestamp: Date
    /// Absent from a fifth of the events.
    var traceId: String?
    /// Null in some events.
    var userAgent: String?
}

/// Where an event comes from, read in the app's own order.
struct LogSource: Codable {
    var pid: Int
    var host: String
    var region: String

    enum CodingKeys: String, CodingKey {
        case host, region, pid
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pid = try container.decode(Int.self, forKey: .pid)
        region = try container.decode(String.self, forKey: .region)
        host = try container.decode(String.self, forKey: .host)
    }
}
