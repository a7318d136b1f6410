import Foundation

// Writes the small documents: log events (alone, or 50 MB of them as an export), an API issue
// object and an array of ten integers, from a seed, with JSONTextWriter (compact, as a server
// sends them).

struct SmallDocumentGenerator {
    var random: SplitMix64
    private var nextEventId = 7_214_300_000

    init(seed: UInt64) {
        random = SplitMix64(seed: seed ^ 0x6576_656E_7473)  // "events"
    }

    /// One event, about 300 bytes.
    mutating func event() -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: 320)
        writeEvent(into: &writer)
        return writer.bytes
    }

    /// `{"events": [...]}` with `count` events (about 300 bytes each).
    mutating func eventExport(count: Int) -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: count * 300 + 16)
        writer.object { w in
            w.member(
                "events",
                array: { w in
                    for _ in 0..<count { writeEvent(into: &w) }
                })
        }
        return writer.bytes
    }

    private mutating func writeEvent(into w: inout JSONTextWriter) {
        nextEventId += random.int(1...40)
        let id = nextEventId
        w.object { w in
            w.member("id", id)
            w.member("kind", random.pick(["http.request", "job.finished", "cache.miss", "auth.login"]))
            w.key("timestamp")
            w.double((1_764_000_000 + Double(random.int(0...9_999_999)) / 1000).rounded(toPlaces: 3))
            w.member(
                "source",
                object: { w in
                    w.member("host", "web-\(random.int(1...48)).\(random.pick(["eu", "us", "ap"]))")
                    w.member("region", random.pick(["Zürich", "São Paulo", "東京", "Montréal"]))
                    w.member("pid", random.int(1_000...65_000))
                })
            w.member("message", random.pick(messages) + " #\(random.int(1...999))")
            w.member("level", random.int(0...5))
            w.key("durationMs")
            w.double(Double(random.int(1...250_000)) / 100)
            w.member("tags", ints: (0..<random.int(2...5)).map { _ in random.int(1...9_999) })
            w.member("userAgent", random.chance(0.7) ? random.pick(agents) : nil)
            if random.chance(0.8) {
                w.member("traceId", String(random.next(), radix: 16))
            }
            if random.chance(0.5) { w.member("retries", random.int(0...3)) }
        }
    }

    private let messages = [
        "GET /v2/orders?s=\"open\": 200 (café-eu)",
        "user \"märta\" signed in\nnew device",
        "job C:\\jobs\\nightly finished, 3 warnings",
        "cache miss for key «profile:42» (tier 2)",
    ]
    private let agents = [
        "Firefox/131.0",
        "curl/8.5.0",
        "okhttp/4.12.0",
    ]

    /// An issue object of about 1.5 KB.
    mutating func apiIssue() -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: 1_700)
        writer.object { w in
            w.member("id", 2_603_771_045)
            w.member("number", 4_812)
            w.member("title", "Decoding fails on a nested optional after a schema change")
            w.member("state", "open")
            w.member("locked", false)
            w.member("user", object: { w in writeUser(into: &w, login: "octo-dev", id: 5_841_221) })
            w.member(
                "labels",
                array: { w in
                    for (name, color) in [("bug", "d73a4a"), ("decoding", "0e8a16"), ("needs triage", "fbca04")] {
                        w.object { w in
                            w.member("id", random.int(100_000_000...999_999_999))
                            w.member("name", name)
                            w.member("color", color)
                            w.member("default", name == "bug")
                            w.member("description", name == "bug" ? "Something isn't working" : nil)
                        }
                    }
                })
            w.member("assignee", nil as String?)
            w.member("comments", 7)
            w.member("created_at", "2026-10-02T08:14:31Z")
            w.member("updated_at", "2026-11-20T17:02:09Z")
            w.member("closed_at", nil as String?)
            w.member("body", issueBody())
            w.member(
                "reactions",
                object: { w in
                    for (name, count) in [
                        ("+1", 14), ("-1", 0), ("laugh", 1), ("hooray", 2), ("confused", 3),
                        ("heart", 5), ("rocket", 0), ("eyes", 4),
                    ] {
                        w.member(name, count)
                    }
                })
            w.member("url", "https://api.example.com/repos/acme/widgets/issues/4812")
        }
        return writer.bytes
    }

    private mutating func writeUser(into w: inout JSONTextWriter, login: String, id: Int) {
        w.member("login", login)
        w.member("id", id)
        w.member("avatar_url", "https://avatars.example.com/u/\(id)?v=4")
        w.member("site_admin", false)
    }

    /// About 900 characters of Markdown with a code block, quotes and line breaks.
    private func issueBody() -> String {
        """
        ### Steps to reproduce

        1. Decode a `Settings` value whose `theme` member is an optional nested object.
        2. Change the schema so that `theme` is absent from older documents.
        3. Decode a document written by version 2.3 of the app.

        ### Expected

        The value decodes with `theme == nil`, as it did before the change.

        ### Actual

        ```
        keyNotFound(CodingKeys(stringValue: "accent", intValue: nil), Swift.DecodingError.Context(
            codingPath: [CodingKeys(stringValue: "theme", intValue: nil)],
            debugDescription: "No value associated with key \\"accent\\".")
        ```

        This happens only when the parent object also has a `"legacy": true` member; without it the
        decode succeeds. We see it in about 2% of the requests, always from older clients.
        """
    }

    /// `[...]` of ten integers of mixed sizes.
    /// `count` Base64 strings of 48 to 87 random bytes each, `/` unescaped (as most servers, and
    /// `JSONEncoder` with `.withoutEscapingSlashes`, write them).
    mutating func blobs(count: Int) -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: count * 130)
        writer.array { w in
            for _ in 0..<count {
                let bytes = (0..<random.int(48...87)).map { _ in UInt8(truncatingIfNeeded: random.int(0...255)) }
                w.string(Data(bytes).base64EncodedString())
            }
        }
        return writer.bytes
    }

    mutating func tenInts() -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: 128)
        writer.array { w in
            for _ in 0..<10 { w.int(random.int(-100_000...10_000_000)) }
        }
        return writer.bytes
    }
}

private extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
