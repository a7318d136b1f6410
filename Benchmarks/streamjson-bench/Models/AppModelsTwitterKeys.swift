// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The timeline models of AppModelsTwitter.swift with the document's snake_case names as the
// property names and no key strategy: the hand-written-keys half of the pair whose other half
// is `.convertFromSnakeCase` (a key strategy should cost about what hand-written keys cost).

import Foundation

/// ``TimelinePage`` with snake_case properties.
struct SnakeTimelinePage: Codable {
    var statuses: [SnakeTimelineStatus]
}

/// ``TimelineStatus`` with snake_case properties, in the same (alphabetical) order.
struct SnakeTimelineStatus: Codable {
    var created_at: String
    var favorite_count: Int
    var id: Int
    var in_reply_to_screen_name: String?
    var lang: String
    var possibly_sensitive: Bool?
    var retweet_count: Int
    var text: String
    var user: SnakeTimelineUser
}

/// ``TimelineUser`` with snake_case properties.
struct SnakeTimelineUser: Codable {
    var followers_count: Int
    var name: String
    var profile_image_url_https: URL
    var screen_name: String
    var url: URL?
    var verified: Bool
}
