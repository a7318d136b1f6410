import Foundation

/// The documents the example servers are tested and measured with.
public enum Samples {
    /// 2024-03-14T09:26:53Z and later instants: whole seconds, as `.iso8601` writes them.
    static func date(_ offset: TimeInterval) -> Date {
        Date(timeIntervalSince1970: 1_710_408_413 + offset)
    }

    static let octocat = User(
        id: 583231, login: "octocat", avatarURL: URL(string: "https://avatars.example.com/u/583231?v=4")!,
        siteAdmin: false)

    /// An 874-character body: Markdown, with quotes, a newline per paragraph and non-ASCII text.
    static let body: String = {
        let paragraphs = [
            "When a request body holds a date such as \"2024-02-30T10:00:00Z\", the decoder rolls it over to March 1st instead of rejecting it.",
            "Steps to reproduce:\n1. POST the attached document to /issues\n2. GET it back\n3. Compare `created_at` with what was sent",
            "Expected: a 400 with the field's coding path. Actual: 200, and the stored date is a day off — which nobody notices until the monthly report is wrong.",
            "Environment: Linux x86_64, Swift 6.3, the server pinned to one core. Café, naïve, 東京: non-ASCII text survives the round trip unchanged.",
        ]
        var text = paragraphs.joined(separator: "\n\n")
        let filler = " More detail follows in the attached log, trimmed to the lines that matter."
        while text.count + filler.count <= 874 { text += filler }
        return text + String(repeating: ".", count: 874 - text.count)
    }()

    /// The issue-like object: about 1.7 KB of JSON.
    public static let issue = Issue(
        id: 1_296_269, number: 1347, title: "Dates that do not exist are accepted and silently rolled over to the next month", state: "open", locked: false,
        user: octocat,
        labels: [
            Label(id: 208_045_946, name: "bug", color: "d73a4a", isDefault: true),
            Label(id: 208_045_947, name: "dates", color: "0e8a16", isDefault: false),
            Label(id: 208_045_948, name: "good first issue", color: "7057ff", isDefault: true),
        ],
        assignee: User(
            id: 1_024_025, login: "hubot", avatarURL: URL(string: "https://avatars.example.com/u/1024025?v=4")!,
            siteAdmin: true),
        comments: 12, createdAt: date(0), updatedAt: date(86_400 * 3 + 3_723), closedAt: nil,
        body: body,
        reactions: ["+1": 14, "-1": 0, "laugh": 2, "hooray": 5, "confused": 1, "heart": 7, "rocket": 3, "eyes": 9])

    /// The small event: about 274 bytes of JSON.
    public static let event = Event(
        id: "evt_01HS2Z8Q4W7E3K9RXYZ1A", type: "PushEvent", actor: "octocat", repository: "octocat/hello-world",
        ref: "refs/heads/main",
        sequence: 482, isPublic: true, createdAt: date(42),
        payload: ["commits": 3, "distinct_commits": 2, "size": 3, "push_id": 16_875_362_341])

    /// A sample as Foundation's `JSONEncoder` with `.iso8601` dates writes it.
    public static func json(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }
}
