import Foundation

/// An issue as a tracker's API returns it: nested user, labels, ISO 8601 dates, a long body
/// and a `[String: Int]`. About 1.7 KB of JSON (``Samples/issue``).
public struct Issue: Codable, Equatable, Sendable {
    public var id: Int
    public var number: Int
    public var title: String
    public var state: String
    public var locked: Bool
    public var user: User
    public var labels: [Label]
    public var assignee: User?
    public var comments: Int
    public var createdAt: Date
    public var updatedAt: Date
    public var closedAt: Date?
    public var body: String
    public var reactions: [String: Int]

    public init(id: Int, number: Int, title: String, state: String, locked: Bool, user: User,
                labels: [Label], assignee: User?, comments: Int, createdAt: Date, updatedAt: Date,
                closedAt: Date?, body: String, reactions: [String: Int]) {
        self.id = id
        self.number = number
        self.title = title
        self.state = state
        self.locked = locked
        self.user = user
        self.labels = labels
        self.assignee = assignee
        self.comments = comments
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.closedAt = closedAt
        self.body = body
        self.reactions = reactions
    }

    enum CodingKeys: String, CodingKey {
        case id, number, title, state, locked, user, labels, assignee, comments, body, reactions
        case createdAt = "created_at", updatedAt = "updated_at", closedAt = "closed_at"
    }
}

/// The author or assignee of an ``Issue``.
public struct User: Codable, Equatable, Sendable {
    public var id: Int
    public var login: String
    public var avatarURL: URL
    public var siteAdmin: Bool

    public init(id: Int, login: String, avatarURL: URL, siteAdmin: Bool) {
        self.id = id
        self.login = login
        self.avatarURL = avatarURL
        self.siteAdmin = siteAdmin
    }

    enum CodingKeys: String, CodingKey {
        case id, login
        case avatarURL = "avatar_url", siteAdmin = "site_admin"
    }
}

/// A label of an ``Issue``.
public struct Label: Codable, Equatable, Sendable {
    public var id: Int
    public var name: String
    public var color: String
    public var isDefault: Bool

    public init(id: Int, name: String, color: String, isDefault: Bool) {
        self.id = id
        self.name = name
        self.color = color
        self.isDefault = isDefault
    }

    enum CodingKeys: String, CodingKey {
        case id, name, color
        case isDefault = "default"
    }
}
