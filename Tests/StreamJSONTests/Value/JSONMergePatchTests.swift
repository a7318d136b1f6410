import Foundation
import Testing
@testable import StreamJSON

/// JSON Merge Patch (RFC 7396): `applyMergePatch(_:)`, `mergePatch(to:)` and
/// `exactMergePatch(to:)`.
@Suite struct JSONMergePatchTests {
    static func json(_ text: String) throws -> JSONValue {
        try StreamJSONDecoder().decode(JSONValue.self, from: text)
    }

    @Test func appliesTheExamplesOfRFC7396AppendixA() throws {
        let examples: [(document: String, patch: String, result: String)] = [
            (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
            (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
            (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
            (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
            (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
            (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
            (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
            (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
            (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
            (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
            (#"{"a":"foo"}"#, #"null"#, #"null"#),
            (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
            (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
            (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
            (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
        ]
        for example in examples {
            let original = try Self.json(example.document)
            let result = original.applyingMergePatch(try Self.json(example.patch))
            #expect(result == (try Self.json(example.result)), "\(example.document) + \(example.patch)")
            #expect(result.description == example.result, "members keep their order, new ones are appended")
        }
    }

    @Test func appliesTheExampleOfRFC7396Section3() throws {
        var document = try Self.json(
            """
            {"title": "Goodbye!", "author": {"givenName": "John", "familyName": "Doe"},
             "tags": ["example", "sample"], "content": "This will be unchanged"}
            """)
        document.applyMergePatch(
            try Self.json(
                """
                {"title": "Hello!", "phoneNumber": "+01-123-456-7890", "author": {"familyName": null},
                 "tags": ["example"]}
                """))
        #expect(
            document.description == #"{"title":"Hello!","author":{"givenName":"John"},"tags":["example"],"#
                + #""content":"This will be unchanged","phoneNumber":"+01-123-456-7890"}"#)
    }

    @Test func theArticlesExampleHolds() {
        var config: JSONValue = ["debug": true, "server": ["host": "a", "port": 80]]
        config.applyMergePatch(["debug": nil, "server": ["port": 8080]])
        #expect(config.description == #"{"server":{"host":"a","port":8080}}"#)
    }

    @Test func makesTheSmallestPatchBetweenTwoObjects() {
        let old: JSONValue = ["a": 1, "b": ["c": 2, "d": 3], "f": [1, 2]]
        let new: JSONValue = ["a": 1.0, "b": ["c": 4], "e": [5], "f": [1, 2]]
        #expect(old.mergePatch(to: new).description == #"{"b":{"c":4,"d":null},"e":[5]}"#)
        #expect(old.mergePatch(to: old) == [:])
        #expect(old.mergePatch(to: [1]) == [1])
        #expect(JSONValue(integerLiteral: 1).mergePatch(to: ["a": 1]) == ["a": 1])
    }

    @Test func nullMembersCannotBeWrittenByAMergePatch() {
        // No merge patch makes {"a": null} from {}: `null` removes a member.
        let empty: JSONValue = [:]
        let target: JSONValue = ["a": nil, "b": 1]
        #expect(empty.exactMergePatch(to: target) == JSONValue?.none)
        #expect(empty.applyingMergePatch(empty.mergePatch(to: target)) == ["b": 1])
        // A member that changes to null is removed.
        let old: JSONValue = ["a": 1, "b": 1]
        #expect(old.exactMergePatch(to: target) == JSONValue?.none)
        #expect(old.applyingMergePatch(old.mergePatch(to: target)) == ["b": 1])
        // A null member both sides already have is kept; null elements of arrays are fine.
        let both: JSONValue = ["a": nil, "b": 2, "c": [nil]]
        #expect(target.exactMergePatch(to: both) == ["b": 2, "c": [nil]])
        // A null value that is the whole target is the patch `null`, which gives null.
        #expect(old.exactMergePatch(to: nil) == .null)
        #expect(old.applyingMergePatch(.null) == .null)
    }

    // MARK: Random values

    /// A random value of at most `depth` levels; keys come from a small set so that two values
    /// share members. Without `nulls`, no object member is null (arrays may hold null).
    static func randomValue(_ generator: inout SeededGenerator, depth: Int, nulls: Bool) -> JSONValue {
        let keys = ["a", "b", "c", "d", "\u{E9}", "e\u{301}"]
        let choice = Int.random(in: 0..<(depth > 0 ? 9 : 6), using: &generator)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .number(JSONNumber(Int.random(in: -3...3, using: &generator)))
        case 3: return .number(JSONNumber(["1.0", "1e0", "-0", "2.5", "1e400"].randomElement(using: &generator)!)!)
        case 4, 5: return .string(["", "x", "y"].randomElement(using: &generator)!)
        case 6:
            return .array(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    randomValue(&generator, depth: depth - 1, nulls: true)
                })
        default:
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                var member = randomValue(&generator, depth: depth - 1, nulls: nulls)
                if !nulls && member.isNull { member = 0 }
                object[keys.randomElement(using: &generator)!] = member
            }
            return .object(object)
        }
    }

    /// `value` changed a little at random: members added, removed or changed, some deeply.
    static func mutated(_ value: JSONValue, _ generator: inout SeededGenerator, nulls: Bool) -> JSONValue {
        guard case .object(var object) = value, Int.random(in: 0..<5, using: &generator) > 0 else {
            return randomValue(&generator, depth: 2, nulls: nulls)
        }
        for key in object.keys where Bool.random(using: &generator) {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: object.removeValue(forKey: key)
            case 1: object[key] = mutated(object[key]!, &generator, nulls: nulls)
            default: break
            }
        }
        if Bool.random(using: &generator) {
            var member = randomValue(&generator, depth: 2, nulls: nulls)
            if !nulls && member.isNull { member = "new" }
            object[["a", "z", "e\u{301}"].randomElement(using: &generator)!] = member
        }
        return .object(object)
    }

    @Test func theMergePatchTurnsAValueIntoAnotherWithoutNullMembers() {
        var generator = SeededGenerator(seed: 7396)
        for round in 0..<2_000 {
            let source = Self.randomValue(&generator, depth: 4, nulls: true)
            let target =
                round.isMultiple(of: 2)
                ? Self.mutated(source, &generator, nulls: false)
                : Self.randomValue(&generator, depth: 4, nulls: false)
            guard !Self.hasNullMember(target) else { continue }
            let patch = source.mergePatch(to: target)
            #expect(source.applyingMergePatch(patch) == target, "\(source) → \(target) by \(patch)")
            #expect(source.exactMergePatch(to: target) == patch)
            // Applying a merge patch twice changes nothing more (RFC 7396 is idempotent).
            #expect(source.applyingMergePatch(patch).applyingMergePatch(patch) == target)
        }
    }

    @Test func withNullMembersTheResultLacksExactlyTheNullsAPatchCannotWrite() {
        var generator = SeededGenerator(seed: 6902)
        var inexact = 0
        for round in 0..<2_000 {
            let source = Self.randomValue(&generator, depth: 4, nulls: true)
            let target =
                round.isMultiple(of: 2)
                ? Self.mutated(source, &generator, nulls: true)
                : Self.randomValue(&generator, depth: 4, nulls: true)
            let result = source.applyingMergePatch(source.mergePatch(to: target))
            #expect(result == Self.reachable(from: source, to: target), "\(source) → \(target)")
            let exact = source.exactMergePatch(to: target)
            #expect((exact != JSONValue?.none) == (result == target), "\(source) → \(target)")
            if exact == JSONValue?.none { inexact += 1 }
        }
        #expect(inexact > 100, "the sweep exercises the inexpressible case")
    }

    // MARK: Oracles, from RFC 7396's definition

    /// Whether an object reached through objects only has a null member.
    static func hasNullMember(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        return object.contains { $0.value.isNull || hasNullMember($0.value) }
    }

    /// `value` with every null member of objects reached through objects removed: what
    /// merging `value` into a value that is not an object gives.
    static func withoutNullMembers(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        return .object(
            JSONObject(
                object.lazy.filter { !$0.value.isNull }
                    .map { (key: $0.key, value: withoutNullMembers($0.value)) }))
    }

    /// The closest value to `target` that a merge patch can make from `source`: `target`
    /// without the null members that `source` does not already have.
    static func reachable(from source: JSONValue, to target: JSONValue) -> JSONValue {
        guard case .object(let targetObject) = target else { return target }
        guard case .object(let sourceObject) = source else { return withoutNullMembers(target) }
        var result = JSONObject()
        for (key, value) in targetObject {
            if let old = sourceObject[key] {
                if old == value {
                    result[key] = value
                } else if !value.isNull {
                    result[key] = reachable(from: old, to: value)
                }
            } else if !value.isNull {
                result[key] = withoutNullMembers(value)
            }
        }
        return .object(result)
    }
}
