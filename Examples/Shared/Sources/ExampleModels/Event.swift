import Foundation

/// A small event, as an analytics or webhook endpoint receives many of: about 274 bytes of
/// JSON (``Samples/event``).
public struct Event: Codable, Equatable, Sendable {
    public var id: String
    public var type: String
    public var actor: String
    public var repository: String
    public var ref: String
    public var sequence: Int
    public var isPublic: Bool
    public var createdAt: Date
    public var payload: [String: Int]

    public init(id: String, type: String, actor: String, repository: String, ref: String, sequence: Int,
                isPublic: Bool, createdAt: Date, payload: [String: Int]) {
        self.id = id
        self.type = type
        self.actor = actor
        self.repository = repository
        self.ref = ref
        self.sequence = sequence
        self.isPublic = isPublic
        self.createdAt = createdAt
        self.payload = payload
    }

    enum CodingKeys: String, CodingKey {
        case id, type, actor, repository, ref, sequence, payload
        case isPublic = "public", createdAt = "created_at"
    }
}
