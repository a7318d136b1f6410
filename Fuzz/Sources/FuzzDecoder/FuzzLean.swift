// The lean fuzz target (`Fuzz/run.sh lean`): only the paths where a memory error would live,
// each once, so that ASan-instrumented runs reach thousands of inputs per second. The full
// target (`fuzzOneInput` in FuzzDecoder.swift) keeps the slow cross-checks (round trips,
// out-of-order reads, reader against scanner, every framing in two feeds); both share one
// corpus (Fuzz/corpus-work).
//   1. The scanner with both kernels (vector and scalar reference), strict and JSON5 options
//      (the implied top-level object is the full target's).
//   2. StreamJSONDecoder into JSONValue, every number read.
//   3. One typed model (optionals, nested arrays, dictionaries, Date, Data, Decimal, URL).
//   4. The incremental decoder, the framing picked by the first byte, fed in chunks whose
//      sizes come from the input.
//   5. The framer's 64-byte block path against its state machine (FuzzFramer.swift).
@testable import StreamJSON

func fuzzLeanOneInput(_ bytes: [UInt8]) {
    fuzzKernels(bytes, optionCount: 2)
    if let value = try? fuzzStrict.decode(JSONValue.self, from: bytes) { fuzzExercise(value) }
    _ = try? fuzzStrict.decode(FuzzReading.self, from: bytes)
    let framings: [JSONFraming] = [.jsonLines, .concatenated, .array, .array(at: "/a"), .array(at: "/0/b", keepingEnvelope: true)]
    let framing = framings[Int(bytes.first ?? 0) % framings.count]
    let sizes = bytes.isEmpty ? [1] : bytes.prefix(8).map { Int($0 % 16) + 1 }
    _ = fuzzStreamValues(bytes, framing: framing, chunkSizes: sizes)
    fuzzFramerPaths(bytes)
}
