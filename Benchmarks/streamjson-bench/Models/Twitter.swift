// Codable models for twitter.json: one page of the Twitter search API (v1.1, 2014).
//
// Every field the document has is modelled, in document order, so encoding writes keys in the
// same order a decoder meets them. Fields that are null in some records are optional; fields
// that are missing in some records (`possibly_sensitive`, `media`, `profile_banner_url`, ...)
// are optional too. `geo`, `coordinates`, `place` and `contributors` are null in every record
// of the corpus; they get the types the API documents so a non-null value would still decode.
//
// `Status` is a class because a retweet embeds the status it retweets (`retweeted_status`).
// The same types are used for Foundation and StreamJSON.

struct TwitterSearch: Codable {
    var statuses: [Status]
    var searchMetadata: SearchMetadata

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

struct SearchMetadata: Codable {
    var completedIn: Double
    var maxId: Int
    var maxIdStr: String
    var nextResults: String
    var query: String
    var refreshURL: String
    var count: Int
    var sinceId: Int
    var sinceIdStr: String

    enum CodingKeys: String, CodingKey {
        case completedIn = "completed_in"
        case maxId = "max_id"
        case maxIdStr = "max_id_str"
        case nextResults = "next_results"
        case query
        case refreshURL = "refresh_url"
        case count
        case sinceId = "since_id"
        case sinceIdStr = "since_id_str"
    }
}

final class Status: Codable {
    let metadata: StatusMetadata
    let createdAt: String
    let id: Int
    let idStr: String
    let text: String
    let source: String
    let truncated: Bool
    let inReplyToStatusId: Int?
    let inReplyToStatusIdStr: String?
    let inReplyToUserId: Int?
    let inReplyToUserIdStr: String?
    let inReplyToScreenName: String?
    let user: TwitterUser
    let geo: GeoPoint?
    let coordinates: GeoPoint?
    let place: Place?
    let contributors: [Int]?
    let retweetedStatus: Status?
    let retweetCount: Int
    let favoriteCount: Int
    let entities: StatusEntities
    let favorited: Bool
    let retweeted: Bool
    let possiblySensitive: Bool?
    let lang: String

    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idStr = "id_str"
        case text
        case source
        case truncated
        case inReplyToStatusId = "in_reply_to_status_id"
        case inReplyToStatusIdStr = "in_reply_to_status_id_str"
        case inReplyToUserId = "in_reply_to_user_id"
        case inReplyToUserIdStr = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user
        case geo
        case coordinates
        case place
        case contributors
        case retweetedStatus = "retweeted_status"
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities
        case favorited
        case retweeted
        case possiblySensitive = "possibly_sensitive"
        case lang
    }
}

struct StatusMetadata: Codable {
    var resultType: String
    var isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
        case resultType = "result_type"
        case isoLanguageCode = "iso_language_code"
    }
}

struct TwitterUser: Codable {
    var id: Int
    var idStr: String
    var name: String
    var screenName: String
    var location: String
    var description: String
    var url: String?
    var entities: UserEntities
    var protected: Bool
    var followersCount: Int
    var friendsCount: Int
    var listedCount: Int
    var createdAt: String
    var favouritesCount: Int
    var utcOffset: Int?
    var timeZone: String?
    var geoEnabled: Bool
    var verified: Bool
    var statusesCount: Int
    var lang: String
    var contributorsEnabled: Bool
    var isTranslator: Bool
    var isTranslationEnabled: Bool
    var profileBackgroundColor: String
    var profileBackgroundImageURL: String
    var profileBackgroundImageURLHTTPS: String
    var profileBackgroundTile: Bool
    var profileImageURL: String
    var profileImageURLHTTPS: String
    var profileBannerURL: String?
    var profileLinkColor: String
    var profileSidebarBorderColor: String
    var profileSidebarFillColor: String
    var profileTextColor: String
    var profileUseBackgroundImage: Bool
    var defaultProfile: Bool
    var defaultProfileImage: Bool
    var following: Bool
    var followRequestSent: Bool
    var notifications: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case name
        case screenName = "screen_name"
        case location
        case description
        case url
        case entities
        case protected
        case followersCount = "followers_count"
        case friendsCount = "friends_count"
        case listedCount = "listed_count"
        case createdAt = "created_at"
        case favouritesCount = "favourites_count"
        case utcOffset = "utc_offset"
        case timeZone = "time_zone"
        case geoEnabled = "geo_enabled"
        case verified
        case statusesCount = "statuses_count"
        case lang
        case contributorsEnabled = "contributors_enabled"
        case isTranslator = "is_translator"
        case isTranslationEnabled = "is_translation_enabled"
        case profileBackgroundColor = "profile_background_color"
        case profileBackgroundImageURL = "profile_background_image_url"
        case profileBackgroundImageURLHTTPS = "profile_background_image_url_https"
        case profileBackgroundTile = "profile_background_tile"
        case profileImageURL = "profile_image_url"
        case profileImageURLHTTPS = "profile_image_url_https"
        case profileBannerURL = "profile_banner_url"
        case profileLinkColor = "profile_link_color"
        case profileSidebarBorderColor = "profile_sidebar_border_color"
        case profileSidebarFillColor = "profile_sidebar_fill_color"
        case profileTextColor = "profile_text_color"
        case profileUseBackgroundImage = "profile_use_background_image"
        case defaultProfile = "default_profile"
        case defaultProfileImage = "default_profile_image"
        case following
        case followRequestSent = "follow_request_sent"
        case notifications
    }
}
