// The small documents of the per-call workloads: a log event of about 300 bytes (also the record
// of the 56 MB event export the small-record streaming rows read), an API object of about 1.5 KB
// shaped like an issue of a code-hosting API, and ten integers.

/// A log event: integers, doubles, strings with escapes and non-ASCII text, a nested object, an
/// array of integers and optionals (some null, some absent).
struct Event: Codable {
    var id: Int
    var kind: String
    var timestamp: Double
    var source: EventSource
    var message: String
    var level: Int
    var durationMs: Double
    var tags: [Int]
    var userAgent: String?
    var traceId: String?
    var retries: Int?
}

struct EventSource: Codable {
    var host: String
    var region: String
    var pid: Int
}

/// The 50 MB export the small-record streaming rows read: `{"events": [...]}`.
struct EventExport: Codable {
    var events: [Event]
}

/// A response that wraps its payload, `{"meta": {...}, "data": [document]}`, as Foundation users
/// decode it: a struct with the member they want (the decode-pointer workload's baseline, which
/// takes `data[0]`; StreamJSON decodes `/data/0` without a wrapper type).
struct DataEnvelope<Element: Decodable>: Decodable {
    var data: [Element]
}

/// An issue as a code-hosting API returns it: a nested user, an array of label objects, dates as
/// ISO 8601 strings, a long Markdown body and a `[String: Int]` of reactions.
struct APIIssue: Codable {
    var id: Int
    var number: Int
    var title: String
    var state: String
    var locked: Bool
    var user: APIUser
    var labels: [APILabel]
    var assignee: APIUser?
    var comments: Int
    var createdAt: String
    var updatedAt: String
    var closedAt: String?
    var body: String
    var reactions: [String: Int]
    var url: String

    enum CodingKeys: String, CodingKey {
        case id, number, title, state, locked, user, labels, assignee, comments
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case closedAt = "closed_at"
        case body, reactions, url
    }
}

struct APIUser: Codable {
    var login: String
    var id: Int
    var avatarURL: String
    var siteAdmin: Bool

    enum CodingKeys: String, CodingKey {
        case login, id
        case avatarURL = "avatar_url"
        case siteAdmin = "site_admin"
    }
}

struct APILabel: Codable {
    var id: Int
    var name: String
    var color: String
    var isDefault: Bool
    var description: String?

    enum CodingKeys: String, CodingKey {
        case id, name, color
        case isDefault = "default"
        case description
    }
}
