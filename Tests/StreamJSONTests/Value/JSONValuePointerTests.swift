import Foundation
import Testing
@testable import StreamJSON

/// `JSONValue[pointer:]`.
@Suite struct JSONValuePointerTests {
    static let value: JSONValue = [
        "data": ["items": [["name": "a"], ["name": "b"]]], "a/b": ["~": 1], "": 2, "n": nil,
    ]

    @Test func findsMembersAndElements() {
        #expect(Self.value[pointer: "/data/items/1/name"] == "b")
        #expect(Self.value[pointer: "/a~1b/~0"] == 1)
        #expect(Self.value[pointer: "/"] == 2)
        #expect(Self.value[pointer: ""] == Self.value)
        #expect(Self.value[pointer: "/n"] == .null)
    }

    @Test func isNilWhenThePointerAddressesNothing() {
        for pointer: JSONPointer in [
            "/data/rows", "/data/items/2", "/data/items/01", "/data/items/-",
            "/data/items/0/name/x", "/n/x", "data", "/a~2",
        ] {
            #expect(Self.value[pointer: pointer] == nil, "\(pointer)")
        }
    }
}
