// The vector kernel's block-at-a-time UTF-8 rules (VectorKernel+UTF8.swift) against the scalar
// kernel's one-character-at-a-time validation, on every pair of a byte at or above 0x80 and the
// byte after it: the overlong and surrogate ranges after E0, ED, F0 and F4, the bytes that
// never occur, and continuation bytes where none is expected.

import Testing
@testable import StreamJSON

@Suite struct VectorUTF8ValidationTests {
    /// A string of non-ASCII text (so that the vector validation is running) with `lead`,
    /// `second` and as many continuation bytes as `lead` announces at `offset` of its contents.
    static func document(lead: UInt8, second: UInt8, offset: Int) -> [UInt8] {
        var contents = Array(String(repeating: "é", count: offset / 2).utf8)
        if offset % 2 == 1 { contents.append(UInt8(ascii: "a")) }
        contents += [lead, second] + Array(repeating: 0x80, count: lead >= 0xF0 ? 2 : lead >= 0xE0 ? 1 : 0)
        contents += Array("あいうえお、かきくけこ".utf8)
        return [UInt8(ascii: "[")] + [UInt8(ascii: "\"")] + contents + Array("\"]".utf8)
    }

    @Test func acceptsAndRejectsEveryTwoBytePrefixLikeTheScalarKernel() {
        var failures = 0
        // Offsets put the pair inside a block, across a block boundary and at its start.
        for offset in [1, 12, 13, 14, 15, 29] {
            for lead in UInt8(0x80)...UInt8(0xFF) {
                for second in UInt8(0)...UInt8(0xFF) {
                    let input = Self.document(lead: lead, second: second, offset: offset)
                    let (vector, scalar) = InputBytes.with(input) { bytes in
                        ScanOutcome.ofBothKernels(bytes, options: ScanOptions())
                    }
                    if vector != scalar && failures < 10 {
                        failures += 1
                        Issue.record(
                            "kernels differ at offset \(offset) for \(String(lead, radix: 16)) \(String(second, radix: 16)): vector \(vector), scalar \(scalar)"
                        )
                    }
                }
            }
        }
    }
}
