// A key found where the previous lookup stopped is trusted as the first occurrence of its key
// only while the container's lookups form a run (ObjectLookups): these tests try to make that trust
// wrong. Objects with duplicate keys are read by scripted sequences of lookups (repeated keys,
// keys out of order, absent keys, several key types, two containers over one object, nested
// values of the same type, a decoder reused across documents), and every answer is compared
// with Foundation's JSONDecoder, where the first occurrence of a key always wins.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct LookupRunTests {
    /// Keys Swift writes the conformance for: one byte each, different strings.
    enum Plain: String, CodingKey, CaseIterable { case a, b, c, d, e, f, g, h }

    /// One-byte keys whose strings are not all different: `b` and `alsoB` both read "b".
    enum Aliasing: CodingKey, CaseIterable {
        case a, b, alsoB, c, d, e
        var stringValue: String {
            switch self {
            case .a: "a"
            case .b, .alsoB: "b"
            case .c: "c"
            case .d: "d"
            case .e: "e"
            }
        }
        init?(stringValue: String) { nil }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// More than 64 one-byte keys; the document uses the last ones ("k64" ... "k71").
    enum Wide: Int, CodingKey, CaseIterable {
        case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12, k13, k14, k15, k16, k17, k18, k19
        case k20, k21, k22, k23, k24, k25, k26, k27, k28, k29, k30, k31, k32, k33, k34, k35, k36, k37
        case k38, k39, k40, k41, k42, k43, k44, k45, k46, k47, k48, k49, k50, k51, k52, k53, k54, k55
        case k56, k57, k58, k59, k60, k61, k62, k63, k64, k65, k66, k67, k68, k69, k70, k71
    }

    /// One lookup of a script: what to call, and with which key (an index into the key type's
    /// keys used by the documents).
    struct Step: Sendable {
        enum Call: CaseIterable, Sendable { case decode, decodeNil, contains, decodeIfPresent, nestedInSecond }
        var call: Call
        var key: Int
    }

    struct Script: Sendable {
        var keyType: Int  // 0 Plain, 1 Aliasing, 2 Wide, 3 AnyKey
        var steps: [Step]
    }

    static let scriptKey = CodingUserInfoKey(rawValue: "LookupRunTests.script")!

    /// Runs the script from `userInfo` over the decoder's object and records every answer.
    struct Transcript: Decodable, Equatable {
        var answers: [String]

        init(from decoder: any Decoder) throws {
            let script = decoder.userInfo[LookupRunTests.scriptKey] as! Script
            switch script.keyType {
            case 0: answers = try Self.run(script.steps, Plain.allCases, decoder)
            case 1: answers = try Self.run(script.steps, Aliasing.allCases, decoder)
            case 2: answers = try Self.run(script.steps, Array(Wide.allCases.suffix(8)), decoder)
            default:
                answers = try Self.run(script.steps, (0..<8).map { AnyKey(String(UnicodeScalar(97 + $0)!)) }, decoder)
            }
        }

        static func run<Key: CodingKey>(_ steps: [Step], _ keys: [Key], _ decoder: any Decoder) throws -> [String] {
            let first = try decoder.container(keyedBy: Key.self)
            var second: KeyedDecodingContainer<Key>?
            var answers: [String] = []
            for step in steps {
                let key = keys[step.key % keys.count]
                let container: KeyedDecodingContainer<Key>
                if step.call == .nestedInSecond {
                    // A second container over the same object, alive beside the first.
                    if second == nil { second = try decoder.container(keyedBy: Key.self) }
                    container = second!
                } else {
                    container = first
                }
                do {
                    switch step.call {
                    case .decode, .nestedInSecond: answers.append("\(try container.decode(Int.self, forKey: key))")
                    case .decodeNil: answers.append("\(try container.decodeNil(forKey: key))")
                    case .contains: answers.append("\(container.contains(key))")
                    case .decodeIfPresent:
                        answers.append("\(String(describing: try container.decodeIfPresent(Int.self, forKey: key)))")
                    }
                } catch let error as DecodingError {
                    answers.append(Self.kind(of: error))
                }
            }
            return answers
        }

        static func kind(of error: DecodingError) -> String {
            switch error {
            case .keyNotFound: "keyNotFound"
            case .valueNotFound: "valueNotFound"
            case .typeMismatch: "typeMismatch"
            case .dataCorrupted: "dataCorrupted"
            @unknown default: "other"
            }
        }
    }

    /// An object of 5 to 10 members whose keys are drawn from `names` (so some repeat), each
    /// with its position as its value (or null now and then).
    static func document(_ names: [String], _ random: inout SeededGenerator) -> String {
        let count = Int.random(in: 5...10, using: &random)
        let members = (0..<count).map { position in
            let name = names[Int.random(in: 0..<names.count, using: &random)]
            let value = Int.random(in: 0..<8, using: &random) == 0 ? "null" : "\(position)"
            return "\"\(name)\":\(value)"
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    static func names(forKeyType keyType: Int) -> [String] {
        switch keyType {
        case 0, 3: ["a", "b", "c", "d", "e", "f", "g", "h"]
        case 1: ["a", "b", "c", "d", "e"]
        default: (64..<72).map { "k\($0)" }
        }
    }

    /// Most scripts read the keys in document order, as synthesized conformances do, since
    /// that is when runs are trusted; the rest are random.
    static func script(for json: String, keyType: Int, _ random: inout SeededGenerator) -> Script {
        let keyCount = keyType == 1 ? Aliasing.allCases.count : 8
        let names = Self.names(forKeyType: keyType)
        var steps: [Step] = []
        if Bool.random(using: &random) {
            // The document's keys in order (a repeat where the document repeats one).
            let order = json.split(separator: ",").map { member in
                member.drop { $0 == "{" || $0 == "\"" }.prefix { $0 != "\"" }
            }
            for name in order {
                guard var key = names.firstIndex(of: String(name)) else { continue }
                if keyType == 1 && key >= 2 { key += 1 }  // past `alsoB`
                steps.append(Step(call: .decodeIfPresent, key: key))
            }
        }
        for _ in 0..<Int.random(in: 1...10, using: &random) {
            let call = Step.Call.allCases.randomElement(using: &random)!
            steps.insert(
                Step(call: call, key: Int.random(in: 0..<keyCount, using: &random)),
                at: Int.random(in: 0...steps.count, using: &random))
        }
        return Script(keyType: keyType, steps: steps)
    }

    @Test func everyScriptedLookupFindsWhatFoundationFinds() throws {
        var random = SeededGenerator(seed: 29)
        let foundation = JSONDecoder()
        let reused = StreamJSONDecoder()
        for round in 0..<4000 {
            let keyType = round % 4
            let json = Self.document(Self.names(forKeyType: keyType), &random)
            let script = Self.script(for: json, keyType: keyType, &random)
            foundation.userInfo = [Self.scriptKey: script]
            reused.userInfo = [Self.scriptKey: script]
            let data = Data(json.utf8)
            let expected = try foundation.decode(Transcript.self, from: data)
            let fresh = StreamJSONDecoder()
            fresh.userInfo = [Self.scriptKey: script]
            #expect(try reused.decode(Transcript.self, from: data) == expected, "\(json) \(script.steps)")
            #expect(try fresh.decode(Transcript.self, from: data) == expected, "\(json) \(script.steps)")
        }
    }

    struct Pair: Decodable, Equatable { var a: Int; var b: Int; var c: Int; var d: Int; var e: Int }

    @Test func aRepeatedKeyAtTheCursorIsNotTakenForTheFirstOccurrence() {
        // `contains` finds the first "a" and leaves the cursor on the second one.
        expectSameBehavior(#"{"a":1,"a":2,"b":3,"c":4,"d":5,"e":6}"#) { decoder in
            let container = try decoder.container(keyedBy: Plain.self)
            return [container.contains(.a) ? 1 : 0, try container.decode(Int.self, forKey: .a)]
        }.expectValue([1, 1])
        // Each field once, in document order, and a duplicate behind them.
        expectSameDecoding(Pair.self, from: #"{"a":1,"b":2,"c":3,"d":4,"e":5,"a":6}"#)
            .expectValue(Pair(a: 1, b: 2, c: 3, d: 4, e: 5))
    }

    @Test func twoKeysWithOneStringAreNotTakenForTwoKeys() {
        // `b` finds the first "b"; `alsoB` names the same string, and must find it too.
        expectSameBehavior(#"{"a":1,"b":2,"b":3,"c":4,"d":5,"e":6}"#) { decoder in
            let container = try decoder.container(keyedBy: Aliasing.self)
            return try [Aliasing.a, .b, .alsoB, .c].map { try container.decode(Int.self, forKey: $0) }
        }.expectValue([1, 2, 2, 4])
    }

    struct Node: Decodable, Equatable {
        var a: Int
        var b: Int?
        var c: Int
        var d: Int
        var e: [Node]
    }

    @Test func nestedValuesOfOneTypeKeepTheirOwnRuns() throws {
        let inner = #"{"a":1,"b":2,"c":3,"d":4,"e":[],"a":9}"#
        let json = #"{"a":1,"c":2,"d":3,"e":[\#(inner),\#(inner)],"b":4,"a":5,"c":6}"#
        expectSameDecoding(Node.self, from: json)
        let expected = try JSONDecoder().decode(Node.self, from: Data(json.utf8))
        let reused = StreamJSONDecoder()
        for _ in 0..<3 {
            #expect(try reused.decode(Node.self, from: Data(json.utf8)) == expected)
        }
    }
}
