import Foundation
import Testing
@testable import StreamJSON

extension Reliability {
    /// One `StreamJSONDecoder` shared by many tasks while another task keeps changing and reading
    /// its options. Each decode works on a snapshot of the options taken when it starts, so every
    /// result must be one that some combination of the settings produces. Run under
    /// ThreadSanitizer with `swift test --sanitize=thread --filter Reliability`.
    @Suite struct ConcurrentUseTests {
        struct Event: Decodable, Sendable {
            var eventId: Int?
            var event_id: Int?
            var startsAt: Date?
            var starts_at: Date?
            var payload: Data
            var tags: [String]
            var source: String

            enum CodingKeys: String, CodingKey {
                case eventId, event_id, startsAt, starts_at, payload, tags, source
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                eventId = try container.decodeIfPresent(Int.self, forKey: .eventId)
                event_id = try container.decodeIfPresent(Int.self, forKey: .event_id)
                startsAt = try container.decodeIfPresent(Date.self, forKey: .startsAt)
                starts_at = try container.decodeIfPresent(Date.self, forKey: .starts_at)
                payload = try container.decode(Data.self, forKey: .payload)
                tags = try container.decode([String].self, forKey: .tags)
                source = decoder.userInfo[ConcurrentUseTests.sourceKey] as? String ?? "none"
            }
        }

        static let sourceKey = CodingUserInfoKey(rawValue: "source")!

        static func document(_ index: Int) -> String {
            #"{"event_id": \#(index), "starts_at": 1000, "payload": "AAEC", "tags": ["t\#(index)", "x"]}"#
        }

        /// Checks one decode against the settings that may have been in force.
        static func isConsistent(_ event: Event, index: Int) -> Bool {
            // keyDecodingStrategy: snake case moves the values to the camel-case properties.
            let keysOK =
                (event.event_id == index && event.eventId == nil
                    && event.starts_at != nil && event.startsAt == nil)
                || (event.eventId == index && event.event_id == nil && event.startsAt != nil && event.starts_at == nil)
            // dateDecodingStrategy: seconds or milliseconds since 1970.
            let date = event.startsAt ?? event.starts_at
            let dateOK = date == Date(timeIntervalSince1970: 1000) || date == Date(timeIntervalSince1970: 1)
            return keysOK && dateOK && event.payload == Data([0, 1, 2]) && event.tags == ["t\(index)", "x"]
                && ["none", "a", "b"].contains(event.source)
        }

        @Test func decodesCorrectlyFromManyTasksWhileOptionsChange() async throws {
            let decoder = StreamJSONDecoder()
            let done = ManagedFlag()
            try await withThrowingTaskGroup(of: Int.self) { group in
                group.addTask {
                    var changes = 0
                    while !done.isSet {
                        decoder.keyDecodingStrategy = changes % 2 == 0 ? .convertFromSnakeCase : .useDefaultKeys
                        decoder.dateDecodingStrategy = changes % 3 == 0 ? .millisecondsSince1970 : .secondsSince1970
                        decoder.userInfo = [Self.sourceKey: changes % 2 == 0 ? "a" : "b"]
                        decoder.allowsJSON5 = changes % 5 == 0
                        decoder.maximumNestingDepth = 64 + changes % 100
                        _ = (decoder.dateDecodingStrategy, decoder.keyDecodingStrategy, decoder.userInfo.count)
                        _ = (decoder.allowsJSON5, decoder.maximumNestingDepth, decoder.dataDecodingStrategy)
                        changes += 1
                        await Task.yield()
                    }
                    return changes
                }
                for worker in 0..<8 {
                    group.addTask {
                        var good = 0
                        for round in 0..<200 {
                            let index = worker * 1000 + round
                            let bytes = Array(Self.document(index).utf8)
                            let event = try decoder.decode(Event.self, from: bytes)
                            #expect(Self.isConsistent(event, index: index), "\(event)")
                            let value = try decoder.decode(JSONValue.self, from: bytes)
                            #expect(value["tags"]?[0] == .string("t\(index)"))
                            good += 1
                        }
                        return good
                    }
                }
                var decodes = 0
                for _ in 0..<8 {
                    decodes += try await group.next() ?? 0
                }
                done.set()
                let changes = try await group.next() ?? 0
                #expect(decodes == 8 * 200)
                #expect(changes > 0)
            }
        }

        struct Record: Codable, Equatable, Sendable {
            var recordId: Int
            var createdAt: Date
            var blob: Data
            var path: String
        }

        /// The encodings of `record` that the settings the mutating task cycles through allow.
        static func isConsistent(_ data: Data, _ record: Record) -> Bool {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
            let id = (object["recordId"] ?? object["record_id"]) as? Int
            let date = (object["createdAt"] ?? object["created_at"])
            let dateOK = (date as? Double).map { $0 == 1000 || $0 == 1_000_000 } ?? false
            let text = String(decoding: data, as: UTF8.self)
            let slashesOK = text.contains(#"a\/b"#) || text.contains("a/b")
            return id == record.recordId && dateOK && object["blob"] as? String == "AAEC" && slashesOK
        }

        @Test func encodesCorrectlyFromManyTasksWhileOptionsChange() async throws {
            let encoder = StreamJSONEncoder()
            let decoder = StreamJSONDecoder()
            let done = ManagedFlag()
            try await withThrowingTaskGroup(of: Int.self) { group in
                group.addTask {
                    var changes = 0
                    while !done.isSet {
                        encoder.keyEncodingStrategy = changes % 2 == 0 ? .convertToSnakeCase : .useDefaultKeys
                        encoder.dateEncodingStrategy = changes % 3 == 0 ? .millisecondsSince1970 : .secondsSince1970
                        encoder.outputFormatting =
                            changes % 4 == 0
                            ? [.prettyPrinted, .sortedKeys] : [.withoutEscapingSlashes]
                        _ = (encoder.keyEncodingStrategy, encoder.dateEncodingStrategy, encoder.outputFormatting)
                        _ = encoder.dataEncodingStrategy
                        changes += 1
                        await Task.yield()
                    }
                    return changes
                }
                for worker in 0..<8 {
                    group.addTask {
                        var good = 0
                        for round in 0..<200 {
                            let record = Record(
                                recordId: worker * 1000 + round,
                                createdAt: Date(timeIntervalSince1970: 1000),
                                blob: Data([0, 1, 2]), path: "a/b")
                            let data = try encoder.encode(record)
                            #expect(Self.isConsistent(data, record), "\(String(decoding: data, as: UTF8.self))")
                            let value: JSONValue = ["id": .number(JSONNumber(record.recordId)), "tags": ["x", nil]]
                            #expect(try decoder.decode(JSONValue.self, from: encoder.encode(value)) == value)
                            good += 1
                        }
                        return good
                    }
                }
                var encodes = 0
                for _ in 0..<8 {
                    encodes += try await group.next() ?? 0
                }
                done.set()
                let changes = try await group.next() ?? 0
                #expect(encodes == 8 * 200)
                #expect(changes > 0)
            }
        }

        @Test func sharedJSONValuesAreSendable() async {
            let value: JSONValue = ["a": [1, 2, 3], "b": "text", "c": ["d": nil]]
            await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 {
                    group.addTask { value.description == #"{"a":[1,2,3],"b":"text","c":{"d":null}}"# && value == value }
                }
                for await result in group { #expect(result) }
            }
        }
    }
}

/// A flag one task sets and others read.
final class ManagedFlag: Sendable {
    private let value = Locked(false)

    var isSet: Bool { value.withLock { $0 } }

    func set() { value.withLock { $0 = true } }
}

extension Reliability {
    /// Decoders with the default settings share their spare sessions (``SharedWorkspaces``):
    /// many tasks decoding at once, each with a new decoder per call or one shared decoder,
    /// must each get their own document's values. Run under ThreadSanitizer with
    /// `swift test --sanitize=thread --filter Reliability`.
    @Suite struct SharedSessionTests {
        struct Item: Decodable, Equatable {
            var id: Int
            var name: String
            var tags: [Int]
        }

        @Test func newAndSharedDecodersOnManyTasksDecodeTheirOwnDocuments() async throws {
            let shared = StreamJSONDecoder()
            try await withThrowingTaskGroup(of: Int.self) { group in
                for worker in 0..<8 {
                    group.addTask {
                        var good = 0
                        for round in 0..<300 {
                            let id = worker * 10_000 + round
                            let text = #"{"id": \#(id), "name": "n\#(id)", "tags": [\#(worker), \#(round)]}"#
                            let decoder = round % 2 == 0 ? StreamJSONDecoder() : shared
                            let item = try decoder.decode(Item.self, from: Data(text.utf8))
                            #expect(item == Item(id: id, name: "n\(id)", tags: [worker, round]))
                            try decoder.validate(Data(text.utf8))
                            good += 1
                        }
                        return good
                    }
                }
                var total = 0
                for try await good in group { total += good }
                #expect(total == 8 * 300)
            }
        }
    }
}

extension Reliability.SharedSessionTests {
    struct Reply: Codable, Equatable {
        var id: Int
        var text: String
        var counts: [Int]
    }

    /// The encoders' side: new and shared encoders on many tasks each write their own value.
    @Test func newAndSharedEncodersOnManyTasksWriteTheirOwnValues() async throws {
        let shared = StreamJSONEncoder()
        try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var good = 0
                    for round in 0..<300 {
                        let reply = Reply(id: worker * 10_000 + round, text: "t\(round)", counts: [worker, round])
                        let encoder = round % 2 == 0 ? StreamJSONEncoder() : shared
                        let data =
                            round % 3 == 0
                            ? try encoder.withUnsafeEncodedBytes(of: reply) { Data($0) }
                            : try encoder.encode(reply)
                        #expect(try JSONDecoder().decode(Reply.self, from: data) == reply)
                        good += 1
                    }
                    return good
                }
            }
            var total = 0
            for try await good in group { total += good }
            #expect(total == 8 * 300)
        }
    }
}
