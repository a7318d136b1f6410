import Foundation
import Testing
@testable import StreamJSON

// One definition of a JSON5 comment (`JSON5Comment`) serves the scanner, the stream framer and
// the envelope walk. These tests pin the definition and check that the three readers agree:
// a document decodes, a stream of the same values frames, and an envelope around them is
// walked, whichever line terminator ends a `//` comment and however the bytes are chunked.

@Suite struct JSON5CommentTests {
    /// Feeds `text` (after its opening `/`) to a machine; returns how many bytes it took
    /// before it ended, or nil if it did not end, and the last step.
    private func run(_ text: String) -> (consumed: Int?, last: JSON5Comment.Step?, mayEnd: Bool) {
        var comment = JSON5Comment()
        var last: JSON5Comment.Step?
        for (index, byte) in text.utf8.enumerated() {
            let step = comment.read(byte)
            last = step
            switch step {
            case .inside: continue
            case .ended: return (index + 1, step, false)
            case .notAComment: return (nil, step, false)
            }
        }
        return (nil, last, comment.mayEndInput)
    }

    @Test(arguments: ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}"])
    func lineCommentEndsAtEveryLineTerminator(terminator: String) {
        let (consumed, _, _) = run("/ note \u{E9}\u{2027}" + terminator + "1")
        // The terminator is part of the comment: CR LF ends at the CR, and the LF that follows
        // is white space.
        #expect(consumed == Array(("/ note \u{E9}\u{2027}" + String(terminator.unicodeScalars.first!)).utf8).count)
    }

    @Test func lineCommentMayEndTheInput() {
        #expect(run("/ to the end").mayEnd)
        #expect(run("/ ends near a separator \u{E2}\u{80}").mayEnd)
    }

    @Test func blockCommentEndsAtTheFirstStarSlash() {
        #expect(run("* a ** b */ c */").consumed == Array("* a ** b */".utf8).count)
        #expect(run("**/").consumed == 3)
        #expect(run("* /* not nested */").consumed == Array("* /* not nested */".utf8).count)
    }

    @Test func blockCommentMayNotEndTheInput() {
        let (consumed, _, mayEnd) = run("* open *")
        #expect(consumed == nil && !mayEnd)
    }

    @Test func slashWithoutSlashOrStarIsNotAComment() {
        #expect(run("x").last == .notAComment)
        #expect(!JSON5Comment().mayEndInput && JSON5Comment().isOpened)
    }

    // MARK: The three readers agree

    /// Three JSON5 values with comments inside, between and after them, whose `//` comments
    /// end with `terminator`: as a stream of values, and as the elements of one array. (White
    /// space outside comments stays ASCII: the framer does not yet take JSON5's non-ASCII
    /// white space, U+2028 among it, for a separator between top-level values.)
    private func documents(_ terminator: String) -> [(stream: String, array: String)] {
        let t = terminator
        let layouts: [(values: [String], separators: [String], trailer: String)] = [
            (["{\"a\": 1 // one\(t)}", "[2, /* two */ 3]", "\"s\""], [" /* between */ ", " // last\(t)"], ""),
            (["{\"a\": 1}", "[2,3]", "'s'"], [" //\(t)", "//\(t)"], " /* lead */ "),
            (
                ["{\"a\" /* key */ : // c\(t) 1}", "[2 // } ] \" not a bracket\(t), 3]", "\"s\""], ["\n", "\r\n"],
                " // end"
            ),
        ]
        return layouts.map { layout in
            let v = layout.values, s = layout.separators
            return (
                v[0] + s[0] + v[1] + s[1] + v[2] + layout.trailer,
                "[" + v[0] + s[0] + "," + v[1] + s[1] + "," + v[2] + "]" + layout.trailer
            )
        }
    }

    private let expected: [JSONValue] = [["a": 1], [2, 3], "s"]

    private var json5Decoder: StreamJSONDecoder {
        let decoder = StreamJSONDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }

    /// Decodes a concatenated JSON5 stream fed `chunk` bytes at a time.
    private func framed(_ text: String, chunk: Int) throws -> [JSONValue] {
        try streamed(text, framing: .concatenated, chunk: chunk)
    }

    /// Decodes the array at `/rows` of an envelope fed `chunk` bytes at a time.
    private func walked(_ text: String, chunk: Int) throws -> [JSONValue] {
        try streamed(text, framing: .array(at: "/rows"), chunk: chunk)
    }

    private func streamed(_ text: String, framing: JSONFraming, chunk: Int) throws -> [JSONValue] {
        var stream = json5Decoder.incrementalDecoder(of: JSONValue.self, framing: framing)
        var values: [JSONValue] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            try stream.append(Array(bytes[start..<min(start + chunk, bytes.count)]))
            while let value = try stream.next() { values.append(value) }
            start += chunk
        }
        try stream.finish()
        while let value = try stream.next() { values.append(value) }
        return values
    }

    @Test(arguments: ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}"])
    func scannerFramerAndEnvelopeAgreeOnComments(terminator: String) throws {
        for (stream, array) in documents(terminator) {
            #expect(try json5Decoder.decode([JSONValue].self, from: Data(array.utf8)) == expected, "scanner: \(array)")
            let envelope =
                "// head\(terminator){ /* c */ \"meta\" // m\(terminator): {\"x\": /* } */ 1}, "
                + "\"rows\" /**/ : \(array) // tail\(terminator)}// end"
            for chunk in [1, 2, 3, 7, 64, 1024] {
                #expect(try framed(stream, chunk: chunk) == expected, "framer, chunk \(chunk): \(stream)")
                #expect(try walked(envelope, chunk: chunk) == expected, "envelope, chunk \(chunk): \(envelope)")
            }
        }
    }

    @Test func lineCommentEndedByACarriageReturnEndsInsideAFramedValue() throws {
        // Before the three readers shared one definition, the framer ended `//` comments at LF
        // only: the `}` after the CR was taken for comment text and the value never ended.
        #expect(try framed("{\"a\": 1 // note\r}{\"a\": 2}", chunk: 4) == [["a": 1], ["a": 2]])
        #expect(try framed("[1 // note\u{2028}]", chunk: 1) == [[1]])
    }

    @Test func unterminatedCommentsFailInEveryReader() {
        #expect(throws: DecodingError.self) { try json5Decoder.decode(Int.self, from: Data("1 /* open".utf8)) }
        #expect(throws: (any Error).self) { try framed("1 /* open", chunk: 3) }
        #expect(throws: (any Error).self) { try walked("{\"rows\": [1]} /* open", chunk: 3) }
    }

    @Test func loneSlashFailsInEveryReader() {
        #expect(throws: DecodingError.self) { try json5Decoder.decode(Int.self, from: Data("1 /".utf8)) }
        #expect(throws: (any Error).self) { try framed("1 /", chunk: 1) }
        #expect(throws: (any Error).self) { try framed("1 / 2", chunk: 1) }
        #expect(throws: (any Error).self) { try walked("{\"rows\": [1]} /", chunk: 1) }
    }

    @Test func lineCommentMayEndEveryReadersInput() throws {
        #expect(try json5Decoder.decode(Int.self, from: Data("1 // end".utf8)) == 1)
        #expect(try framed("1 // end", chunk: 2) == [1])
        #expect(try walked("{\"rows\": [1]} // end", chunk: 2) == [1])
    }
}
