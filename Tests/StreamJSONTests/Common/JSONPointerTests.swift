import Foundation
import Testing
@testable import StreamJSON

/// `JSONPointer`: RFC 6901's syntax, escapes and indices.
@Suite struct JSONPointerTests {
    @Test func parsesTokensAndResolvesEscapesInOrder() {
        #expect(JSONPointer("/data/items/0").tokens == ["data", "items", "0"])
        #expect(JSONPointer("/a~1b/m~0n").tokens == ["a/b", "m~n"])
        // `~01` is `~1` read as text (first `~0` → `~`), not `/`.
        #expect(JSONPointer("/~01").tokens == ["~1"])
        #expect(JSONPointer("").tokens == [])
        #expect(JSONPointer("/").tokens == [""])
        #expect(JSONPointer("//x/").tokens == ["", "x", ""])
        #expect(JSONPointer("/é/😀").tokens == ["é", "😀"])
    }

    @Test func printsTokensEscaped() {
        #expect(JSONPointer(tokens: ["a/b", "m~n", "0"]).description == "/a~1b/m~0n/0")
        #expect(JSONPointer.root.description == "")
        #expect(JSONPointer("/rows").appending(3).appending("x/y").description == "/rows/3/x~1y")
        let text = "/a~1b/~0/~01/"
        #expect(JSONPointer(JSONPointer(text).description) == JSONPointer(text))
    }

    @Test(arguments: ["rows", "/a~", "/a~2b", "~0"])
    func rejectsTextThatIsNotAPointer(text: String) throws {
        #expect(throws: JSONPointer.SyntaxError.self) { try JSONPointer(validating: text) }
        let pointer = JSONPointer(text)
        #expect(pointer.syntaxError != nil)
        #expect(pointer.description == text)
    }

    @Test func aStringLiteralIsAPointer() throws {
        let pointer: JSONPointer = "/data/items"
        #expect(pointer == (try JSONPointer(validating: "/data/items")))
        #expect(pointer.tokens == ["data", "items"])
    }

    @Test func arrayIndicesArePlainDigitsWithoutLeadingZeros() {
        #expect(JSONPointer.index(of: "0") == 0)
        #expect(JSONPointer.index(of: "17") == 17)
        for token in ["", "01", "-", "-1", "+1", "1e2", " 1", "x", "٣", String(repeating: "9", count: 30)] {
            #expect(JSONPointer.index(of: token) == nil, "\(token)")
        }
    }
}
