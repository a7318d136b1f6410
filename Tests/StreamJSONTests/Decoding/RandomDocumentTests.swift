// Seeded random documents through both decoders: every JSON shape, numbers in every spelling
// that fits its type, strings with every escape, duplicate and non-ASCII keys, random
// whitespace. The generator is deterministic (a fixed seed per test case), so a failure names
// a document that can be reproduced.

import Foundation
import Testing
@testable import StreamJSON

struct RandomDocument {
    var generator: SeededGenerator
    var text = ""

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    mutating func whitespace() {
        if Int.random(in: 0..<4, using: &generator) == 0 {
            text += pick([" ", "\n", "\t", "\r\n", "  "])
        }
    }

    mutating func value(depth: Int) {
        whitespace()
        let kind = depth > 4 ? Int.random(in: 0..<5, using: &generator) : Int.random(in: 0..<7, using: &generator)
        switch kind {
        case 0: text += pick(["null", "true", "false"])
        case 1, 2: number()
        case 3, 4: string()
        case 5:
            text += "["
            let count = Int.random(in: 0..<5, using: &generator)
            for index in 0..<count {
                if index > 0 { text += "," }
                value(depth: depth + 1)
            }
            whitespace()
            text += "]"
        default:
            text += "{"
            let count = Int.random(in: 0..<5, using: &generator)
            for index in 0..<count {
                if index > 0 { text += "," }
                whitespace()
                key()
                whitespace()
                text += ":"
                value(depth: depth + 1)
            }
            whitespace()
            text += "}"
        }
        whitespace()
    }

    mutating func key() {
        // A small key space, so duplicates are common.
        text += pick([
            #""a""#, #""b""#, #""a_b""#, #""é""#, #""e\u0301""#, #""\u00e9""#, #""""#, #""😀""#,
            #""\ud83d\ude00""#, #""k\"q""#, #""long_key_name_\/""#,
        ])
    }

    mutating func number() {
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: text += String(Int64.random(in: .min ... .max, using: &generator))
        case 1: text += String(UInt64.random(in: UInt64(Int64.max) ... .max, using: &generator))
        case 2: text += String(Int.random(in: -1000...1000, using: &generator))
        case 3:
            text += "\(Int.random(in: -99...99, using: &generator)).\(Int.random(in: 0...999_999, using: &generator))"
        case 4:
            let digits = Int.random(in: 0...99_999_999, using: &generator)
            text +=
                "\(Int.random(in: -9...9, using: &generator)).\(digits)e\(Int.random(in: -300...300, using: &generator))"
        case 5: text += String(Double.random(in: -1e6...1e6, using: &generator))
        case 6: text += "\(Int.random(in: 1...9, using: &generator))E+\(Int.random(in: 0...18, using: &generator))"
        case 7:
            text += pick([
                "0", "-0", "0.0", "-0.0", "1.0", "1e2", "100e-2", "0.1e1", "5e-324", "1.7976931348623157e308",
            ])
        default:
            let zeros = String(repeating: "0", count: Int.random(in: 1...25, using: &generator))
            text += "\(Int.random(in: 0...999, using: &generator)).\(zeros)"
        }
    }

    mutating func string() {
        text += "\""
        for _ in 0..<Int.random(in: 0..<8, using: &generator) {
            text += pick([
                "a", "Z", " ", "é", "中", "😀", "\\n", "\\t", "\\\"", "\\\\", "\\/", "\\u0041", "\\u00e9",
                "\\ud83d\\ude00", "\\u0000", "\\b", "\\f", "\\r", "e\u{301}", "\u{7F}", "\u{2028}",
            ])
        }
        text += "\""
    }
}

@Suite struct RandomDocumentTests {
    @Test(arguments: 0..<200)
    func decodesRandomDocumentsLikeFoundation(seed: UInt64) {
        var document = RandomDocument(seed: seed)
        document.value(depth: 0)
        expectSameDecoding(JSONProbe.self, from: document.text)
    }

    @Test(arguments: 0..<100)
    func decodesRandomDocumentsWithSnakeCaseKeysLikeFoundation(seed: UInt64) {
        var document = RandomDocument(seed: seed &+ 1_000_000)
        document.value(depth: 0)
        expectSameDecoding(
            JSONProbe.self, from: document.text,
            options: DifferentialOptions {
                $0.keyDecodingStrategy = .convertFromSnakeCase
            })
    }

    /// Foundation decodes a `[String: T]` in its dictionary's hash order, which changes from one
    /// process to the next, so when several members are bad, which one it reports is random.
    /// Typed decodes of random documents therefore compare values, and only that both threw.
    @Test(arguments: 0..<100)
    func decodesRandomDocumentsAsTypedCollectionsLikeFoundation(seed: UInt64) {
        var document = RandomDocument(seed: seed &+ 2_000_000)
        document.value(depth: 0)
        let data = Data(document.text.utf8)
        func expectSameValueOrBothThrow<T: Decodable & Equatable>(_ type: T.Type) {
            expectSameOutcome(
                "input \(document.text.debugDescription) as \(T.self)", areEqual: ==, failuresMatch: { _, _ in true },
                foundation: { try $0.decode(type, from: data) }, streamJSON: { try $0.decode(type, from: data) })
        }
        expectSameValueOrBothThrow([String: JSONProbe].self)
        expectSameValueOrBothThrow([JSONProbe].self)
        expectSameValueOrBothThrow([String: [Double?]].self)
        expectSameValueOrBothThrow([[String: String]].self)
        expectSameValueOrBothThrow([String: [String: Bool?]].self)
    }
}
