import Foundation
import Testing
@testable import StreamJSON

/// Streaming yields exactly the values of the whole-buffer decode, whatever the chunking.
@Suite struct StreamingPropertyTests {
    /// A document for one framing, and the values a whole-buffer decode finds in it.
    struct Case {
        var bytes: [UInt8]
        var expected: [AnyJSON]
    }

    static func randomCase(_ framing: JSONFraming, seed: UInt64) throws -> Case {
        var random = RandomJSON(seed: seed)
        random.allowsLineBreaks = framing != .jsonLines
        let texts = (0..<random.int(0...12)).map { _ in random.value() }
        var document = ""
        switch framing.kind {
        case .jsonLines:
            for text in texts {
                document +=
                    [" ", "", "\t"][random.int(0...2)] + text
                    + ["\n", "\r\n", " \n", "\n\n", "\n \n"][random.int(0...4)]
            }
            if random.int(0...1) == 0, let last = texts.last { document += last }  // no final line break
        case .concatenated:
            for text in texts {
                document += text + [" ", "", "\n", "\r\n\t"][random.int(0...3)]
                if !document.hasSuffix("}") && !document.hasSuffix("]") && !document.hasSuffix("\"")
                    && document.last?.isWhitespace != true
                {
                    document += " "  // numbers and literals need a delimiter
                }
            }
        case .array:
            document =
                random.whitespace() + "["
                + texts.map { random.whitespace() + $0 + random.whitespace() }
                .joined(separator: ",") + random.whitespace() + "]" + random.whitespace()
        case .nestedArray:
            // The array at /data/rows, between envelope members (a decoy "rows" among them).
            let array =
                "[" + texts.map { random.whitespace() + $0 + random.whitespace() }.joined(separator: ",")
                + random.whitespace() + "]"
            document =
                random.whitespace() + #"{"meta": {"rows": "# + random.value() + #", "x": "]}\""},"#
                + random.whitespace() + #""data" :"# + random.whitespace() + #"{"n": "# + random.value() + #","rows""#
                + random.whitespace() + ":" + array + random.whitespace() + #", "rows": [1]}, "next": "#
                + random.value() + "}" + random.whitespace()
        }
        let decoder = StreamJSONDecoder()
        let expected: [AnyJSON]
        switch framing.kind {
        case .array:
            expected = try decoder.decode([AnyJSON].self, from: document)
        case .nestedArray(let pointer, _):
            expected = try decoder.decode([AnyJSON].self, from: document, at: pointer)
        case .jsonLines:
            // Split the bytes, not the String: "\r\n" is one Character.
            let lines = Array(document.utf8).split(separator: UInt8(ascii: "\n"))
                .filter { !$0.allSatisfy { [0x20, 0x09, 0x0D].contains($0) } }
            expected = try lines.map { try decoder.decode(AnyJSON.self, from: Array($0)) }
        case .concatenated:
            expected = try texts.map { try decoder.decode(AnyJSON.self, from: $0) }
        }
        return Case(bytes: Array(document.utf8), expected: expected)
    }

    @Test(arguments: [JSONFraming.jsonLines, .concatenated, .array, .array(at: "/data/rows")])
    func randomDocumentsInRandomChunksMatchTheWholeBufferDecode(framing: JSONFraming) throws {
        var generator = SeededGenerator(seed: 0x5EED_0005)
        for seed in 0..<150 as Range<UInt64> {
            let testCase = try Self.randomCase(framing, seed: seed &* 7919 &+ 1)
            for maximum in [3, 17, 300] {
                let splits = randomSplits(count: testCase.bytes.count, maximum: maximum, using: &generator)
                let values = try streamedValues(AnyJSON.self, from: testCase.bytes, framing: framing, splits: splits)
                #expect(values == testCase.expected, "seed \(seed), chunks up to \(maximum)")
            }
        }
    }

    @Test(arguments: [JSONFraming.jsonLines, .concatenated, .array, .array(at: "/data/rows")])
    func oneByteChunksMatchTheWholeBufferDecode(framing: JSONFraming) throws {
        for seed in 0..<40 as Range<UInt64> {
            let testCase = try Self.randomCase(framing, seed: seed &+ 1000)
            let values = try streamedValues(
                AnyJSON.self, from: testCase.bytes, framing: framing,
                splits: Array(1..<max(1, testCase.bytes.count)))
            #expect(values == testCase.expected, "seed \(seed)")
        }
    }

    /// Escapes, surrogate pairs, multi-byte characters, brackets in strings, every number
    /// form and nested containers, with a chunk boundary at every position.
    static let trickyValues = [
        #"{"s":"a\"b\\c\/\u00e9\ud83d\ude00 é中😀 ]}[{","n":[-0.5e+10,123456789012,0,-1,1E-7],"e":{},"#
            + #""z":null,"o":{"":[[],[{}]],"k\"":{"t":true,"f":false}}}"#,
        #""str\\\"ing 😀 \\""#,
        "-12.5e3",
        "true",
        #"[ "]" , "}" , "[{" , "\\" ]"#,
        "null",
        "7",
    ]

    static func trickyDocument(_ framing: JSONFraming) -> String {
        switch framing.kind {
        case .jsonLines: return Self.trickyValues.joined(separator: "\r\n") + "\n"
        case .concatenated: return Self.trickyValues.joined(separator: " ")
        case .array: return "[" + Self.trickyValues.joined(separator: " ,\n") + "]"
        case .nestedArray:
            return #"\#u{FEFF}{"meta": {"rows": 1, "a": [1, "]}"]}, "r\u006fws":"#
                + trickyDocument(.array) + #", "rows": [], "next": "x"}"#
        }
    }

    @Test(arguments: [JSONFraming.jsonLines, .concatenated, .array, .array(at: "/rows")])
    func trickyDocumentSplitAtEveryPosition(framing: JSONFraming) throws {
        let decoder = StreamJSONDecoder()
        let expected = try Self.trickyValues.map { try decoder.decode(AnyJSON.self, from: $0) }
        let bytes = Array(Self.trickyDocument(framing).utf8)
        for split in 0...bytes.count {
            let values = try streamedValues(AnyJSON.self, from: bytes, framing: framing, splits: [split])
            #expect(values == expected, "split at \(split)")
        }
    }

    @Test func trickyDocumentSplitAtEveryPairOfPositions() throws {
        let decoder = StreamJSONDecoder()
        let values = Array(Self.trickyValues.dropFirst())
        let expected = try values.map { try decoder.decode(AnyJSON.self, from: $0) }
        let bytes = Array(("[" + values.joined(separator: ",") + "]").utf8)
        for first in 1..<bytes.count {
            for second in first..<bytes.count {
                let streamed = try streamedValues(AnyJSON.self, from: bytes, framing: .array, splits: [first, second])
                #expect(streamed == expected, "splits at \(first), \(second)")
            }
        }
    }

    @Test func randomJSON5DocumentsWithCommentsMatchTheWholeBufferDecode() throws {
        let decoder = StreamJSONDecoder()
        decoder.allowsJSON5 = true
        let document =
            "// leading\n[ /* a ] */ {'a': 1, /* } */ b: 'x\"]', // ]\n c: [1,2,],}, 'y', +1, .5, /**/ 7 ,] // end"
        let expected = try decoder.decode([AnyJSON].self, from: document)
        let bytes = Array(document.utf8)
        for split in 0...bytes.count {
            let values = try streamedValues(
                AnyJSON.self, from: bytes, framing: .array, splits: [split], decoder: decoder)
            #expect(values == expected, "split at \(split)")
        }
    }
}
