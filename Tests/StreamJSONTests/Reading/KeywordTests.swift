import Testing
@testable import StreamJSON

/// The scanner's keywords are packed by hand: their spellings are checked here.
@Suite struct KeywordTests {
    @Test func packedSpellingsAreTheKeywords() {
        #expect(Keyword.true.text == "true")
        #expect(Keyword.false.text == "false")
        #expect(Keyword.null.text == "null")
        #expect(Keyword.infinity.text == "Infinity")
        #expect(Keyword.nan.text == "NaN")
    }
}
