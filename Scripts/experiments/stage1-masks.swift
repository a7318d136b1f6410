// A measurement, not library code: what the first pass of a simdjson-style tokenizer costs in
// plain Swift on x86-64, to decide whether rewriting JSONScanner that way can reach the
// "at most 4 instructions per byte" target of the second speed round (see the speed-round issue notes).
//
// For each 64 bytes it builds bit masks of quotes, backslashes, structural characters and
// whitespace from four SIMD16<UInt8> loads, finds string regions by a prefix XOR, and (unless
// told not to) appends the structural positions to an index array. It validates nothing and
// handles escaped quotes only approximately: the real thing would cost more.
//
//   swiftc -O Scripts/experiments/stage1-masks.swift -o /tmp/stage1-masks
//   swiftc -O -D PORTABLE_MASKS Scripts/experiments/stage1-masks.swift -o /tmp/stage1-portable
//   for runs in 1 11; do valgrind --tool=callgrind --callgrind-out-file=/tmp/s1.$runs \
//       /tmp/stage1-masks ../shared/corpus/twitter.json $runs [masks-only]; done
//   # instructions per run = (total of 11 runs - total of 1 run) / 10
//
// First measured (2026-11-25) with the portable form only, a multiply per eight lanes,
// believing Swift had no movemask: 4.09M instructions per run on twitter.json (631,514 bytes,
// 66,509 structural positions) for the four masks alone (6.5 per byte), 5.53M with the index
// extraction (8.8 per byte), against 3.73M (5.9 per byte) for the whole current scanner,
// validation and tape included. Swift does have it: Clang's intrinsic modules import into
// Swift (`_Builtin_intrinsics.intel`, `_mm_movemask_epi8`, one `pmovmskb`); the library's
// `Common/LaneBitmask.swift` uses it. The figures with it are in the commit history (speed round 3).

import Foundation

#if arch(x86_64) && !PORTABLE_MASKS
import _Builtin_intrinsics.intel

@inline(__always) func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
    UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(unsafeBitCast(mask, to: __m128i.self))))
}
#else
@inline(__always) func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
    let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    let gather: UInt64 = 0x0002_0408_1020_4081
    let low = ((words[0] & 0x8080_8080_8080_8080) &* gather) >> 56
    let high = ((words[1] & 0x8080_8080_8080_8080) &* gather) >> 56
    return low | high << 8
}
#endif

@inline(__always) func prefixXor(_ value: UInt64) -> UInt64 {
    var x = value
    x ^= x << 1; x ^= x << 2; x ^= x << 4; x ^= x << 8; x ^= x << 16; x ^= x << 32
    return x
}

@inline(__always) func equal(_ vector: SIMD16<UInt8>, _ byte: UInt8) -> SIMDMask<SIMD16<Int8>> {
    vector .== SIMD16<UInt8>(repeating: byte)
}

@inline(never) func stage1(_ input: UnsafeRawBufferPointer, extract: Bool, into positions: inout [UInt32]) -> Int {
    let end = input.count & ~63
    var inString: UInt64 = 0
    var previousBackslash: UInt64 = 0
    var found = 0
    var offset = 0
    let base = input.baseAddress!
    while offset < end {
        var quote: UInt64 = 0, backslash: UInt64 = 0, structural: UInt64 = 0, space: UInt64 = 0
        for part in 0..<4 {
            let vector = base.loadUnaligned(fromByteOffset: offset + 16 * part, as: SIMD16<UInt8>.self)
            let shift = UInt64(16 * part)
            quote |= bits(equal(vector, 0x22)) << shift
            backslash |= bits(equal(vector, 0x5C)) << shift
            // `[` and `{` differ by 0x20, as do `]` and `}`: setting that bit folds each pair.
            let folded = vector | SIMD16(repeating: 0x20)
            let punctuation = equal(folded, 0x7B) .| equal(folded, 0x7D) .| equal(vector, 0x3A) .| equal(vector, 0x2C)
            structural |= bits(punctuation) << shift
            space |= bits(vector .<= SIMD16<UInt8>(repeating: 0x20)) << shift
        }
        let escaped = (backslash << 1 | previousBackslash) & ~backslash
        previousBackslash = backslash >> 63
        let quotes = quote & ~escaped
        let strings = prefixXor(quotes) ^ (inString &* UInt64.max)
        inString = strings >> 63
        var marks = (structural | quotes) & ~(strings & ~quotes) & ~space
        found &+= marks.nonzeroBitCount
        if extract {
            while marks != 0 {
                positions.append(UInt32(offset + marks.trailingZeroBitCount))
                marks &= marks &- 1
            }
        }
        offset += 64
    }
    return found
}

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let runs = Int(CommandLine.arguments[2]) ?? 1
let extract = CommandLine.arguments.count < 4 || CommandLine.arguments[3] != "masks-only"
var positions: [UInt32] = []
positions.reserveCapacity(data.count / 2)
var total = 0
data.withUnsafeBytes { input in
    for _ in 0..<runs {
        positions.removeAll(keepingCapacity: true)
        total &+= stage1(input, extract: extract, into: &positions)
    }
}
print("\(total / runs) structural positions in \(data.count) bytes")
