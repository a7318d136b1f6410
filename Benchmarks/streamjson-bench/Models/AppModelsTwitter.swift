// App-style models of twitter.json: what a timeline screen reads, written the way an app
// developer writes them rather than shaped like the document. The same fields three ways: with
// `.convertFromSnakeCase` and camelCase properties in alphabetical order; with the snake_case
// names as the properties and no strategy (AppModelsTwitterKeys.swift); and, for a model that
// reads 5 of a status's 25 members and 5 of a user's 40, with a `CodingKeys` enum.

import Foundation

/// A page of the home timeline, decoded with `.convertFromSnakeCase` (the search metadata is
/// not read).
struct TimelinePage: Codable {
    var statuses: [TimelineStatus]
}

/// The 9 members of a status the timeline cell shows, in alphabetical order.
struct TimelineStatus: Codable {
    var createdAt: String
    var favoriteCount: Int
    var id: Int
    var inReplyToScreenName: String?
    var lang: String
    /// Absent from most statuses.
    var possiblySensitive: Bool?
    var retweetCount: Int
    var text: String
    var user: TimelineUser
}

/// The 6 members of a user the cell shows, in alphabetical order.
struct TimelineUser: Codable {
    var followersCount: Int
    var name: String
    var profileImageUrlHttps: URL
    var screenName: String
    /// Null for most users.
    var url: URL?
    var verified: Bool
}

/// A page of search results of which a list reads five members per status and five per user,
/// named in the app's words through `CodingKeys`.
struct SparseSearchPage: Codable {
    var statuses: [SparseStatus]
}

/// 5 of a status's 25 members.
struct SparseStatus: Codable {
    var body: String
    var identifier: Int
    var retweets: Int
    var likes: Int
    var author: SparseAuthor

    enum CodingKeys: String, CodingKey {
        case body = "text"
        case identifier = "id"
        case retweets = "retweet_count"
        case likes = "favorite_count"
        case author = "user"
    }
}

/// 5 of a user's 40 members.
struct SparseAuthor: Codable {
    var handle: String
    var displayName: String
    var followers: Int
    var isVerified: Bool
    var joined: String

    enum CodingKeys: String, CodingKey {
        case handle = "screen_name"
        case displayName = "name"
        case followers = "followers_count"
        case isVerified = "verified"
        case joined = "created_at"
    }
}
