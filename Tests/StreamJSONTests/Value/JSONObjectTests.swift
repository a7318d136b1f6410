import Testing
@testable import StreamJSON

/// ``JSONObject``: an ordered dictionary whose equality ignores order.
@Suite struct JSONObjectTests {
    @Test func keepsInsertionOrder() {
        var object: JSONObject = ["z": 1, "a": 2, "m": 3]
        object["b"] = 4
        object["a"] = 5
        #expect(object.keys == ["z", "a", "m", "b"])
        #expect(object.values == [1, 5, 3, 4])
        #expect(object.map(\.key) == ["z", "a", "m", "b"])
        #expect(object[1].key == "a" && object[1].value == 5)
    }

    @Test func firstOfDuplicateKeysWins() {
        let object: JSONObject = ["a": 1, "b": 2, "a": 3]
        #expect(object.count == 2 && object["a"] == 1)
        var other = JSONObject()
        let appended = other.appendIfAbsent("k", 1)
        let appendedAgain = other.appendIfAbsent("k", 2)
        #expect(appended && !appendedAgain)
        #expect(other["k"] == 1)
    }

    @Test func removesMembersAndKeepsTheRestInOrder() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        #expect(object.removeValue(forKey: "b") == 2)
        #expect(object.removeValue(forKey: "b") == nil)
        object["a"] = nil
        #expect(object.keys == ["c"])
        #expect(!object.contains(key: "a") && object.contains(key: "c"))
    }

    @Test func indexesLargeObjectsAndStaysConsistent() {
        var object = JSONObject()
        for index in 0..<100 { object["k\(index)"] = .number(JSONNumber(index)) }
        #expect(object.count == 100)
        #expect(object["k57"] == 57)
        object.removeValue(forKey: "k3")
        #expect(object["k57"] == 57 && object["k3"] == nil && object.count == 99)
        #expect(object.keys.prefix(4) == ["k0", "k1", "k2", "k4"])
        for index in 0..<95 { object.removeValue(forKey: "k\(index)") }
        #expect(object.keys == ["k95", "k96", "k97", "k98", "k99"])
        #expect(object["k99"] == 99)
    }

    @Test func equalityAndHashIgnoreOrder() {
        let a: JSONObject = ["x": 1, "y": [true, nil]]
        let b: JSONObject = ["y": [true, nil], "x": 1.0]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != ["x": 1])
        #expect(a != ["x": 1, "z": [true, nil]])
    }

    @Test func keepsCanonicallyEquivalentKeysApart() {
        let object: JSONObject = ["cafe\u{301}": 1]
        #expect(object["caf\u{E9}"] == nil)
        #expect(object["cafe\u{301}"] == 1)
    }
}
