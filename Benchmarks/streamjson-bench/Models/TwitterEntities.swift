// Codable models for the entities of twitter.json (see Twitter.swift): URLs, hashtags,
// mentions, media, places.

struct UserEntities: Codable {
    var url: URLEntities?
    var description: URLEntities
}

struct URLEntities: Codable {
    var urls: [URLEntity]
}

struct URLEntity: Codable {
    var url: String
    var expandedURL: String
    var displayURL: String
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
        case url
        case expandedURL = "expanded_url"
        case displayURL = "display_url"
        case indices
    }
}

struct StatusEntities: Codable {
    var hashtags: [Hashtag]
    var symbols: [Hashtag]
    var urls: [URLEntity]
    var userMentions: [UserMention]
    var media: [Media]?

    enum CodingKeys: String, CodingKey {
        case hashtags
        case symbols
        case urls
        case userMentions = "user_mentions"
        case media
    }
}

/// A hashtag or a cashtag (`symbols` share the shape; the corpus has none).
struct Hashtag: Codable {
    var text: String
    var indices: [Int]
}

struct UserMention: Codable {
    var screenName: String
    var name: String
    var id: Int
    var idStr: String
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
        case screenName = "screen_name"
        case name
        case id
        case idStr = "id_str"
        case indices
    }
}

struct Media: Codable {
    var id: Int
    var idStr: String
    var indices: [Int]
    var mediaURL: String
    var mediaURLHTTPS: String
    var url: String
    var displayURL: String
    var expandedURL: String
    var type: String
    var sizes: MediaSizes
    var sourceStatusId: Int?
    var sourceStatusIdStr: String?

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case indices
        case mediaURL = "media_url"
        case mediaURLHTTPS = "media_url_https"
        case url
        case displayURL = "display_url"
        case expandedURL = "expanded_url"
        case type
        case sizes
        case sourceStatusId = "source_status_id"
        case sourceStatusIdStr = "source_status_id_str"
    }
}

struct MediaSizes: Codable {
    var medium: MediaSize
    var small: MediaSize
    var thumb: MediaSize
    var large: MediaSize
}

struct MediaSize: Codable {
    var w: Int
    var h: Int
    var resize: String
}

/// A GeoJSON point, as the API sends for `geo` and `coordinates` (null throughout the corpus).
struct GeoPoint: Codable {
    var type: String
    var coordinates: [Double]
}

/// The API's place object, reduced to its scalar fields (null throughout the corpus).
struct Place: Codable {
    var id: String
    var url: String
    var placeType: String
    var name: String
    var fullName: String
    var countryCode: String
    var country: String

    enum CodingKeys: String, CodingKey {
        case id
        case url
        case placeType = "place_type"
        case name
        case fullName = "full_name"
        case countryCode = "country_code"
        case country
    }
}
