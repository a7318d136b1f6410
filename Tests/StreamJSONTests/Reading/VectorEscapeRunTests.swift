// The vector kernel's runs of `\uXXXX` escapes (VectorKernel+Escapes.swift): what it skips
// against a plain byte-by-byte reference, on random and hostile inputs, and whole documents of
// escapes scanned by both kernels, with every kind of bad escape at every offset around the
// sixteen-byte loads, so that the errors stay the scalar kernel's.

import Testing
@testable import StreamJSON

@Suite struct VectorEscapeRunTests {
    /// Whether the six bytes at `position` are one `\uXXXX` escape of a code unit that is not a
    /// surrogate, read one byte at a time.
    static func isPlainUnicodeEscape(_ input: [UInt8], at position: Int) -> Bool {
        guard position + 6 <= input.count, input[position] == UInt8(ascii: "\\"),
            input[position + 1] == UInt8(ascii: "u")
        else { return false }
        var unit = 0
        for byte in input[(position + 2)..<(position + 6)] {
            guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return false }
            unit = unit * 16 + digit
        }
        return !(0xD800...0xDFFF).contains(unit)
    }

    /// What ``VectorKernel/skipUnicodeEscapes(in:from:)`` returns for `input` from `start`.
    static func skipped(_ input: [UInt8], from start: Int) -> Int {
        InputBytes.with(input) { VectorKernel.skipUnicodeEscapes(in: $0, from: start) }
    }

    /// The kernel's contract: whole escapes, every one of them plain, and it stops only where
    /// the next one is not plain or fewer than sixteen bytes are left to load.
    static func expectContract(_ input: [UInt8], from start: Int, sourceLocation: SourceLocation = #_sourceLocation)
        -> Bool
    {
        let end = skipped(input, from: start)
        let whole = end >= start && (end - start) % 6 == 0
        let allPlain = stride(from: start, to: end, by: 6).allSatisfy { isPlainUnicodeEscape(input, at: $0) }
        let stoppedForAReason = end + 16 > input.count || !isPlainUnicodeEscape(input, at: end)
        guard whole && allPlain && stoppedForAReason else {
            Issue.record(
                "skipped \(start)..<\(end) of \(String(decoding: input, as: UTF8.self).debugDescription)",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    static func escapes(_ units: [UInt16]) -> [UInt8] {
        units.flatMap { unit -> [UInt8] in
            let hex = String(unit, radix: 16)
            return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
    }

    @Test func skipsEveryPlainEscapeOfALongRunAndStopsAtTheEnd() {
        let run = Self.escapes((0..<40).map { 0x3042 + $0 }) + Array("\"]".utf8)
        // Pairs while sixteen bytes are left: from 228, 228 + 16 passes the 242 bytes.
        #expect(Self.skipped(run, from: 0) == 38 * 6)
        #expect(Self.expectContract(run, from: 0))
        #expect(Self.skipped(Array("\\u00e9\"".utf8), from: 0) == 0)  // too short to load
    }

    @Test func stopsAtSurrogatesOtherEscapesAndBadDigitsInEitherHalfOfALoad() {
        let breakers: [[UInt8]] = [
            Array(#"\ud83d\ude00"#.utf8), Array(#"\uD800"#.utf8), Array(#"\uDFFF"#.utf8), Array(#"\udc00"#.utf8),
            Array(#"\n"#.utf8), Array(#"\""#.utf8), Array(#"\U00e9"#.utf8), Array(#"\u00g9"#.utf8),
            Array(#"\u00G9"#.utf8), Array(#"\u0:e9"#.utf8), Array(#"\u/0e9"#.utf8), Array(#"\u00e@"#.utf8),
            Array(#"\u00e`"#.utf8), Array("\\u00\u{e9}".utf8), Array(#"\u12"#.utf8), Array("\"".utf8),
        ]
        // Plain escapes at the edges of the digit ranges, then a breaker after 0 to 5 of them.
        let plain = Self.escapes([0x0000, 0x09af, 0xd7ff, 0xe000, 0xffff, 0xABCF])
        for count in 0...5 {
            for breaker in breakers {
                let input = Array(plain.prefix(count * 6)) + breaker + Self.escapes([0x3042, 0x3044, 0x3046])
                #expect(Self.expectContract(input, from: 0))
                let end = Self.skipped(input, from: 0)
                #expect(end <= count * 6)
            }
        }
        #expect(Self.skipped(Self.escapes([0xd7ff, 0xe000, 0x41, 0x42]), from: 0) == 12)
        #expect(Self.skipped(Array(#"\uD7FF\uDAFF\u0041\u0042"#.utf8), from: 0) == 6)
    }

    @Test func keepsItsContractOnRandomAndHostileInputs() {
        var generator = SeededGenerator(seed: 39)
        let pieces: [[UInt8]] = [
            Array(#"\u"#.utf8), Array(#"\"#.utf8), Array("u".utf8), Array("d".utf8), Array("D".utf8),
            Array("8".utf8), Array("f".utf8), Array("F".utf8), Array("0".utf8), Array("9".utf8), Array("a".utf8),
            Array("g".utf8), Array("G".utf8), Array("@".utf8), Array("`".utf8), Array("/".utf8), Array(":".utf8),
            Array("\"".utf8), [0x00], [0xE3], Array(#"\u3042"#.utf8), Array(#"\ud800"#.utf8), Array(#"\uDBFF"#.utf8),
        ]
        for _ in 0..<20_000 {
            let input = (0..<Int.random(in: 0..<24, using: &generator)).flatMap { _ in
                pieces.randomElement(using: &generator) ?? []
            }
            guard Self.expectContract(input, from: 0) else { return }
        }
        for _ in 0..<5_000 {
            var input = Self.escapes((0..<8).map { _ in UInt16.random(in: 0...0xFFFF, using: &generator) })
            input[Int.random(in: 0..<input.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            guard Self.expectContract(input, from: 0) else { return }
        }
    }

    /// Documents of escapes with a bad escape, a truncation or a surrogate pair at every offset:
    /// the vector kernel's tape or error (reason and position) is the scalar kernel's.
    @Test func scansLikeTheScalarKernelWithABadEscapeAtEveryOffset() {
        let bad: [[UInt8]] = [
            Array(#"\u00g9"#.utf8), Array(#"\uDC00"#.utf8), Array(#"\ud83d"#.utf8), Array(#"\ud83d\u0041"#.utf8),
            Array(#"\ud83d\ude00"#.utf8), Array(#"\x"#.utf8), Array(#"\u12"#.utf8), [0x01], Array("\"".utf8),
        ]
        for filler in [Self.escapes([0x540d]), Array("a".utf8)] {
            for offset in 0..<12 {
                let prefix = (0..<offset).flatMap { _ in filler }
                for piece in bad {
                    let contents = prefix + piece + Self.escapes([0x524d, 0x7530, 0x3042])
                    let document = Array("[\"".utf8) + contents + Array("\", 1]".utf8)
                    for length in [document.count, document.count - 4, prefix.count + 3 + piece.count / 2] {
                        guard ScanKernelDifferentialTests.expectSameOutcome(Array(document.prefix(length))) else {
                            return
                        }
                    }
                }
            }
        }
    }
}
