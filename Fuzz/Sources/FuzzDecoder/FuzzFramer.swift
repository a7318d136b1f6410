// The framer's 64-byte block path (JSONFramer+Blocks.swift) against its byte-at-a-time state
// machine: for every input, framed as `.array` and as `.concatenated` streams, whole and in
// chunks whose sizes come from the input, both must report the same events.
@testable import StreamJSON

func fuzzFramerPaths(_ bytes: [UInt8]) {
    let sizes = bytes.isEmpty ? [1] : bytes.suffix(4).map { Int($0 % 96) + 1 }
    for framing in [JSONFraming.array, .concatenated] {
        for chunks in [[bytes.count], sizes] {
            let withBlocks = fuzzFramerEvents(bytes, framing: framing, chunkSizes: chunks, blocks: true)
            let withoutBlocks = fuzzFramerEvents(bytes, framing: framing, chunkSizes: chunks, blocks: false)
            fuzzCheck(withBlocks == withoutBlocks,
                      "framer block path disagrees (\(framing), chunks \(chunks)): \(withBlocks) vs \(withoutBlocks)")
        }
    }
}

private func fuzzFramerEvents(_ bytes: [UInt8], framing: JSONFraming, chunkSizes: [Int], blocks: Bool) -> [JSONFramer.Event] {
    var framer = JSONFramer(mode: framing.framerMode, allowsJSON5: false)
    framer.framesBlocks = blocks
    var events: [JSONFramer.Event] = []
    InputBytes.with(bytes) { whole in
        var available = 0
        var chunk = 0
        while true {
            available = min(bytes.count, available + max(1, chunkSizes[chunk % chunkSizes.count]))
            chunk += 1
            let isComplete = available == bytes.count
            let input = whole.slice(0, available)
            while true {
                let event = framer.next(in: input, base: 0, isComplete: isComplete)
                events.append(event)
                guard case .value = event else { break }
            }
            if isComplete { return }
        }
    }
    return events
}
