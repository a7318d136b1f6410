/// Request bodies for the `/events` route that a server must refuse, for both examples' tests.
public enum BadBodies {
    /// Bodies Foundation and StreamJSON both reject: each server answers 400.
    public static let rejectedByBoth: [String] = [
        "",                                 // empty body
        "{",                                // truncated
        #"{"id": "e1", "type": "Push"#,     // truncated inside a string
        "not json",                         // not JSON at all
        "[]",                               // the wrong type at the top
        #"{"id": "e1"}"#,                   // members missing
        event(id: "7"),                     // a number where a string belongs
        event(createdAt: #""yesterday""#),  // not a date
    ]

    /// README "Differences from Foundation": Foundation accepts a trailing comma and rolls an
    /// impossible date over to a real one (200); StreamJSON rejects both (400).
    public static let rejectedByStreamJSONOnly: [String] = [
        event(trailer: ","),
        event(createdAt: #""2023-02-30T09:27:35Z""#),
    ]

    /// A body over the servers' 2 MiB upload limit: 413 from both.
    public static let tooLarge = #"{"padding": ""# + String(repeating: "x", count: 3 << 20) + #""}"#

    static func event(id: String = #""e1""#, createdAt: String = #""2024-03-14T09:27:35Z""#, trailer: String = "") -> String {
        #"{"id": \#(id), "type": "PushEvent", "actor": "a", "repository": "r", "ref": "main", "sequence": 1, "public": true, "created_at": \#(createdAt), "payload": {}\#(trailer)}"#
    }
}
