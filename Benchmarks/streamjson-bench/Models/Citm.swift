// Codable models for citm_catalog.json: a concert hall's catalogue (Cité de la musique).
//
// Integer-heavy, and most of its top-level members are objects used as dictionaries keyed by
// numeric strings ("205705993": "Arrière-scène central"); they decode as `[String: ...]`, the
// way such payloads are usually modelled. Every field is modelled, in document order. Fields
// that are null in some records (`logo`, `name`, `description`, ...) are optional; the ones that
// are null in every record of the corpus are `String?`, which is what the catalogue documents.

struct CitmCatalog: Codable {
    var areaNames: [String: String]
    var audienceSubCategoryNames: [String: String]
    var blockNames: [String: String]
    var events: [String: CitmEvent]
    var performances: [CitmPerformance]
    var seatCategoryNames: [String: String]
    var subTopicNames: [String: String]
    var subjectNames: [String: String]
    var topicNames: [String: String]
    var topicSubTopics: [String: [Int]]
    var venueNames: [String: String]
}

struct CitmEvent: Codable {
    var description: String?
    var id: Int
    var logo: String?
    var name: String
    var subTopicIds: [Int]
    var subjectCode: String?
    var subtitle: String?
    var topicIds: [Int]
}

struct CitmPerformance: Codable {
    var eventId: Int
    var id: Int
    var logo: String?
    var name: String?
    var prices: [CitmPrice]
    var seatCategories: [CitmSeatCategory]
    var seatMapImage: String?
    var start: Int
    var venueCode: String
}

struct CitmPrice: Codable {
    var amount: Int
    var audienceSubCategoryId: Int
    var seatCategoryId: Int
}

struct CitmSeatCategory: Codable {
    var areas: [CitmArea]
    var seatCategoryId: Int
}

struct CitmArea: Codable {
    var areaId: Int
    var blockIds: [Int]
}
