// The vector kernel (SIMD16 classification, vector UTF-8 validation) against the scalar
// kernel: for every input, the same tape or the same error at the same offset. The inputs put
// quotes, escapes, control bytes, valid and invalid UTF-8, whitespace and digits at every
// offset around the 16-byte blocks the vector kernel reads, cut inputs short everywhere, and
// add seeded random and mutated documents and the conformance files of ../shared.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct ScanKernelDifferentialTests {
    static let optionSets: [ScanOptions] = [
        ScanOptions(),
        ScanOptions(allowsJSON5: true),
        ScanOptions(assumesTopLevelDictionary: true),
        ScanOptions(maximumDepth: 3),
    ]

    /// Scans `input` with both kernels under every option set; records the first difference.
    /// Returns false when the kernels disagree.
    @discardableResult
    static func expectSameOutcome(_ input: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        InputBytes.with(input) { bytes in
            for options in optionSets {
                let (vector, scalar) = ScanOutcome.ofBothKernels(bytes, options: options)
                if vector != scalar {
                    Issue.record(
                        """
                        kernels differ (JSON5 \(options.allowsJSON5), implied object \
                        \(options.assumesTopLevelDictionary)): vector \(vector), scalar \(scalar), \
                        input \(input.map { String($0, radix: 16) })
                        """, sourceLocation: sourceLocation)
                    return false
                }
            }
            return true
        }
    }

    /// What goes inside a string at a chosen offset.
    static let stringPieces: [[UInt8]] = [
        Array(#"""#.utf8), Array(#"\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8),
        Array(#"\ud83d\ude00"#.utf8), Array(#"\ud83d"#.utf8), Array(#"\x41"#.utf8), Array(#"\u12"#.utf8),
        Array(#"\'"#.utf8), Array("'".utf8),
        [0x01], [0x0A], [0x0D], [0x1F], [0x7F], [0x0B],
        Array("é".utf8), Array("あ".utf8), Array("😀".utf8), Array("€".utf8), Array("\u{10FFFF}".utf8),
        Array("\u{D7FF}".utf8), Array("\u{E000}".utf8), Array("\u{800}".utf8), Array("\u{10000}".utf8),
        [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE3, 0x81], [0xF0, 0x8F, 0xBF, 0xBF],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xF0, 0x9F, 0x98], [0xE3, 0x41, 0x81],
    ]

    /// Text that pads a string to an offset: plain ASCII, or non-ASCII so that the vector
    /// UTF-8 validation is running when the piece arrives.
    static let fillers: [[UInt8]] = [Array("a".utf8), Array("あ".utf8), Array("é".utf8), Array("😀a".utf8)]

    @Test func agreeOnEveryPieceAtEveryOffsetOfAString() {
        var failures = 0
        for filler in Self.fillers {
            for length in 0..<40 {
                let prefix = Array((0..<length).flatMap { _ in filler }.prefix(length))
                for piece in Self.stringPieces {
                    for suffixLength in [0, 1, 3, 15, 17, 33] {
                        let suffix = Array((0..<suffixLength).flatMap { _ in filler }.prefix(suffixLength))
                        let contents = prefix + piece + suffix
                        let quote = Array(#"""#.utf8)
                        let documents: [[UInt8]] = [
                            quote + contents + quote,
                            quote + contents,  // unterminated
                            Array(#"["#.utf8) + quote + contents + quote + Array(#", 1]"#.utf8),
                            Array(#"{"#.utf8) + quote + contents + quote + Array(#": 2}"#.utf8),
                            Array("['".utf8) + contents + Array("']".utf8),
                        ]
                        for document in documents where !Self.expectSameOutcome(document) {
                            failures += 1
                        }
                        if failures > 10 { return }
                    }
                }
            }
        }
    }

    @Test func agreeOnWhitespaceRunsAndDigitRunsOfEveryLength() {
        let enders: [[UInt8]] = [
            [], [0x0B], [0x00], Array("x".utf8), Array(",".utf8), Array("]".utf8),
            [0xC2, 0xA0], Array("/* c */".utf8), Array(".5".utf8), Array("e+7".utf8),
        ]
        let runs: [[UInt8]] = [
            Array(" ".utf8), Array("\n".utf8), Array("\t".utf8), Array("\r".utf8),
            Array(" \n".utf8), Array("1".utf8), Array("0".utf8),
        ]
        for run in runs {
            for length in 0..<48 {
                let body = Array((0..<length).flatMap { _ in run }.prefix(length))
                for ender in enders {
                    Self.expectSameOutcome(Array("[".utf8) + body + ender + Array("]".utf8))
                    Self.expectSameOutcome(Array("[1".utf8) + body + ender)
                    Self.expectSameOutcome(Array("-".utf8) + body + ender)
                    Self.expectSameOutcome(
                        Array("{\"a\"".utf8) + body + Array(":".utf8) + body + ender + Array("}".utf8))
                }
            }
        }
    }

    @Test func agreeOnEveryTruncationOfADocument() {
        let document = Array(
            #"""
            {"ascii": "plain text that is longer than thirty-two bytes", "日本語": "名前:前田あゆみ\n第一印象:なんか怖っ！😋✨",
             "n": [-65.613616999999977, 43.420273000000009, 1e-7, 0, 12345678901234567890],
             "e": "\u00e9\ud83d\ude00\"\\", "t": true, "f": false, "z": null,
                                                    "deep": [[[{"k": "v"}]]]}
            """#.utf8)
        for length in 0...document.count {
            Self.expectSameOutcome(Array(document.prefix(length)))
        }
    }

    @Test func agreeOnRandomAndMutatedInputs() {
        var generator = SeededGenerator(seed: 13)
        let alphabet: [[UInt8]] = [
            Array(#"""#.utf8), Array(#"\"#.utf8), Array("{".utf8), Array("}".utf8), Array("[".utf8),
            Array("]".utf8), Array(",".utf8), Array(":".utf8), Array(" ".utf8), Array("\n".utf8),
            Array("1".utf8), Array("0".utf8), Array("-".utf8), Array(".".utf8), Array("e".utf8),
            Array("a".utf8), Array("u".utf8), Array("true".utf8), Array("null".utf8), Array("'".utf8),
            Array("/".utf8), Array("*".utf8), Array("あ".utf8), Array("é".utf8), Array("😀".utf8),
            [0x80], [0xE3], [0xF4], [0xED], [0x00], [0x1F], Array("aaaaaaaaaaaaaaaa".utf8),
            Array("                ".utf8),
        ]
        let seeds: [[UInt8]] = [
            Array(#"{"a": ["bあc", 1.5e3, {"d": "\u00e9"}], "e": "😀😀😀😀😀😀😀😀😀😀"}"#.utf8),
            Array(#"["0123456789abcdef0123456789abcdef", "あいうえおかきくけこさしすせそ", -0.0, [] ]"#.utf8),
        ]
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<60, using: &generator)
            let input = (0..<length).flatMap { _ in alphabet.randomElement(using: &generator) ?? [] }
            guard Self.expectSameOutcome(input) else { return }
        }
        for _ in 0..<3000 {
            guard var input = seeds.randomElement(using: &generator) else { return }
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<input.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: input[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: input.remove(at: position)
                default: input.insert(contentsOf: alphabet.randomElement(using: &generator) ?? [], at: position)
                }
            }
            guard Self.expectSameOutcome(input) else { return }
        }
    }

    @Test(.enabled(if: SharedData.isAvailable, Comment(rawValue: SharedData.skipMessage)))
    func agreeOnTheConformanceFilesAndTheCorpus() throws {
        let folders = [
            "conformance/JSONTestSuite/test_parsing", "conformance/JSONTestSuite/test_transform",
            "conformance/nativejson-benchmark/jsonchecker", "corpus",
        ]
        let files = folders.flatMap { SharedData.files(in: $0) }.filter { $0.pathExtension == "json" }
        #expect(files.count > 300)
        for url in files {
            let input = Array(try Data(contentsOf: url))
            guard Self.expectSameOutcome(input) else { return }
        }
    }
}
