// The coding keys StreamJSON makes up (Sources/StreamJSON/Common/JSONCodingKey.swift) print as
// Foundation's and the standard library's own keys do. The paths they build are compared with
// Foundation's in Decoding/CodingPathKeyTests.swift and Encoding/EncodingPathKeyTests.swift;
// here each kind of key is pinned on its own, and against the key Foundation itself reports.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct JSONCodingKeyTests {
    @Test func anArrayPositionIsIndexN() {
        let key = JSONCodingKey(index: 2)
        #expect(key.stringValue == "Index 2" && key.intValue == 2)
        #expect(key.description == #"_CodingKey(stringValue: "Index 2", intValue: 2)"#)
        #expect(key.debugDescription == key.description)
    }

    @Test func stringAndIntegerKeys() {
        #expect(JSONCodingKey(stringValue: "name").description == #"_CodingKey(stringValue: "name", intValue: nil)"#)
        let integer = JSONCodingKey(intValue: 7)
        #expect(integer.stringValue == "7" && integer.intValue == 7)
        #expect(integer.description == #"_CodingKey(stringValue: "7", intValue: 7)"#)
    }

    /// A `[String: T]` member: the standard library's key, whose `intValue` is `Int(key)`, under
    /// the default key strategy; a plain string key under any other.
    @Test func aDictionaryMemberKeyDependsOnTheKeyStrategy() {
        let standard = JSONCodingKey(dictionaryKey: "01", usesDefaultKeys: true)
        #expect(standard.stringValue == "01" && standard.intValue == 1)
        #expect(standard.description == #"_DictionaryCodingKey(stringValue: "01", intValue: 1)"#)
        let plain = JSONCodingKey(dictionaryKey: "01", usesDefaultKeys: false)
        #expect(plain.stringValue == "01" && plain.intValue == nil)
        #expect(plain.description == #"_CodingKey(stringValue: "01", intValue: nil)"#)
        #expect(JSONCodingKey(dictionaryKey: "a", usesDefaultKeys: true).intValue == nil)
    }

    @Test func theSuperKey() {
        #expect(JSONCodingKey.super.stringValue == "super" && JSONCodingKey.super.intValue == nil)
        #expect(JSONCodingKey.super.description == #"_CodingKey(stringValue: "super", intValue: nil)"#)
    }

    /// The last key of the path of a `typeMismatch` Foundation reports for `json`.
    func foundationKey<T: Decodable>(_ type: T.Type, _ json: String) -> (any CodingKey)? {
        do {
            _ = try JSONDecoder().decode(type, from: Data(json.utf8))
        } catch DecodingError.typeMismatch(_, let context) {
            return context.codingPath.last
        } catch {}
        return nil
    }

    @Test func printsAsFoundationsOwnKeys() throws {
        let index = try #require(foundationKey([Int].self, #"[1, 2, "x"]"#))
        #expect(String(describing: JSONCodingKey(index: 2)) == String(describing: index))
        let member = try #require(foundationKey([String: Int].self, #"{"01": "x"}"#))
        #expect(
            String(describing: JSONCodingKey(dictionaryKey: "01", usesDefaultKeys: true))
                == String(describing: member))
    }
}
