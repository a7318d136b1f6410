import Foundation
import Testing
@testable import StreamJSON

/// ``JSONValue``: literals, subscripts, typed accessors and its compact-JSON description.
@Suite struct JSONValueTests {
    static let sample: JSONValue = [
        "name": "Ada", "age": 36, "height": 1.65, "admin": true, "boss": nil,
        "tags": ["x", "y"], "address": ["city": "London"],
    ]

    @Test func buildsEveryKindFromLiterals() {
        let value = Self.sample
        #expect(value["name"] == .string("Ada"))
        #expect(value["age"] == .number(JSONNumber(36)))
        #expect(value["height"] == .number(JSONNumber(1.65)))
        #expect(value["admin"] == .bool(true))
        #expect(value["boss"] == .null)
        #expect(value["tags"] == .array([.string("x"), .string("y")]))
        #expect(value["address"]?["city"] == "London")
    }

    @Test func subscriptsReturnNilInsteadOfTrapping() {
        let value = Self.sample
        #expect(value["missing"] == nil)
        #expect(value["tags"]?[2] == nil)
        #expect(value["tags"]?[-1] == nil)
        #expect(value[0] == nil)  // an object has no index
        #expect(value["name"]?["x"] == nil)  // a string has no key
        #expect(value["tags"]?[1] == "y")
    }

    @Test func subscriptsSetMembersAndElements() {
        var value = Self.sample
        value["age"] = 37
        value["new"] = [1]
        value["tags"]?[0] = "z"
        value["boss"] = nil
        #expect(value["age"]?.intValue == 37)
        #expect(value["new"]?[0] == 1)
        #expect(value["tags"] == ["z", "y"])
        #expect(value["boss"] == nil)
        #expect(value.objectValue?.keys.last == "new")
        var scalar: JSONValue = 1
        scalar["k"] = 2
        #expect(scalar == 1)
    }

    @Test func typedAccessorsAnswerOnlyForTheirKind() {
        let value = Self.sample
        #expect(value["name"]?.stringValue == "Ada")
        #expect(value["age"]?.stringValue == nil)
        #expect(value["age"]?.intValue == 36)
        #expect(value["age"]?.int64Value == 36)
        #expect(value["age"]?.doubleValue == 36)
        #expect(value["height"]?.intValue == nil)
        #expect(value["height"]?.doubleValue == 1.65)
        #expect(value["admin"]?.boolValue == true)
        #expect(value["age"]?.boolValue == nil)
        #expect(value["boss"]?.isNull == true)
        #expect(value["admin"]?.isNull == false)
        #expect(value["tags"]?.arrayValue?.count == 2)
        #expect(value["address"]?.objectValue?.keys == ["city"])
        #expect(value["name"]?.numberValue == nil)
    }

    @Test func describesItselfAsCompactJSON() {
        let value: JSONValue = ["a": [1, 2.5, nil, true], "s": "q\"\\\n\u{1}é/", "o": [:], "e": []]
        #expect(value.description == #"{"a":[1,2.5,null,true],"s":"q\"\\\n\u0001é/","o":{},"e":[]}"#)
        #expect(JSONValue.number(JSONNumber("1.50")!).description == "1.50")
    }

    @Test func descriptionReadsBackAsAnEqualValue() throws {
        let text = Self.sample.description
        let decoded = try StreamJSONDecoder().decode(JSONValue.self, from: text)
        #expect(decoded == Self.sample)
        #expect(decoded.description == text)
    }

    @Test func equalityFollowsJSON() {
        #expect(JSONValue.number(1) == 1.0)
        #expect(["a": 1, "b": 2] as JSONValue == ["b": 2, "a": 1])
        #expect([1, 2] as JSONValue != [2, 1])
        #expect(JSONValue.string("1") != 1)
        #expect(JSONValue.bool(false) != .null)
        #expect(Set<JSONValue>([1, 1.0, "1", [1], ["a": 1], ["a": 1.0]]).count == 4)
    }
}

private extension JSONValue {
    static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
}
