import Testing
@testable import StreamJSON

/// The framer's 64-byte block path (`JSONFramer+Blocks.swift`) against the byte-at-a-time
/// state machine it stands in for, and its bit tricks against plain loops.
@Suite struct JSONFramerBlockTests {
    // MARK: - The bit tricks

    @Test func bitmaskHasOneBitPerTrueLaneOnEveryArchitecture() {
        var random = SeededGenerator(seed: 0x6D61_736B)
        for _ in 0..<2_000 {
            let bytes = ByteVector((0..<16).map { _ in UInt8.random(in: 0...3, using: &random) })
            let mask = bytes .== ByteVector(repeating: 0)
            var expected: UInt16 = 0
            for lane in 0..<16 where bytes[lane] == 0 { expected |= 1 << lane }
            #expect(mask.bitmask == expected)
            #expect(mask.portableBitmask == expected)
            #expect(mask.firstTrueLane == (expected == 0 ? nil : expected.trailingZeroBitCount))
            #expect(mask.lastTrueLane == (expected == 0 ? nil : 15 - expected.leadingZeroBitCount))
            #expect(mask.firstFalseLane == (expected == 0xFFFF ? nil : (~expected).trailingZeroBitCount))
            #expect(mask.hasTrueLane == (expected != 0))
        }
    }

    @Test func prefixXorIsTheParityOfEveryBitUpToEachPosition() {
        var random = SeededGenerator(seed: 0x786F_72)
        for _ in 0..<2_000 {
            let bits = random.next() & random.next()
            var expected: UInt64 = 0
            var parity: UInt64 = 0
            for bit in 0..<64 {
                parity ^= bits >> bit & 1
                expected |= parity << bit
            }
            #expect(JSONFramer.prefixXor(bits) == expected)
        }
    }

    @Test func escapedBytesFollowOddRunsOfBackslashes() {
        var random = SeededGenerator(seed: 0x6573_63)
        // Dense and sparse backslash patterns, and runs that reach the block's last bit.
        var patterns: [UInt64] = [
            0, ~0, 1 << 63, 0b11 << 62, 0b111 << 61, 0x5555_5555_5555_5555, 0xAAAA_AAAA_AAAA_AAAA,
        ]
        for _ in 0..<4_000 { patterns.append(random.next() | random.next()) }
        for _ in 0..<1_000 { patterns.append(random.next() & random.next() & random.next()) }
        for backslashes in patterns {
            for escapedIn: UInt64 in [0, 1] {
                // The reference: walk the bytes, as the state machine does.
                var expected: UInt64 = escapedIn
                var escapesNext = escapedIn != 0
                for bit in 0..<64 {
                    if escapesNext {
                        expected |= 1 << bit
                        escapesNext = false
                    } else if backslashes >> bit & 1 != 0 {
                        escapesNext = true
                    }
                }
                let (escaped, escapedOut) = JSONFramer.escapedBytes(backslashes: backslashes, escapedIn: escapedIn)
                // Only the bytes after a run matter (escaped backslashes inside a run are
                // backslashes either way), so compare outside the backslashes.
                #expect(
                    escaped & ~backslashes == expected & ~backslashes,
                    "backslashes \(String(backslashes, radix: 2)), escapedIn \(escapedIn)")
                #expect((escapedOut != 0) == escapesNext)
            }
        }
    }

    // MARK: - The framer, both ways

    /// Random streams over the bytes the framer cares about (quotes, backslashes, brackets)
    /// and a few it does not, each framed with and without blocks in random chunks.
    @Test(arguments: [JSONFraming.array, .concatenated])
    func blockPathFramesLikeTheStateMachine(framing: JSONFraming) {
        var random = SeededGenerator(seed: framing == .array ? 0x626C_6B31 : 0x626C_6B32)
        // Quotes and backslashes twice as likely as the rest.
        let alphabet = Array(#""\{}[]a ,:"\"#.utf8)
        for round in 0..<600 {
            var stream: [UInt8] = framing == .array ? Array("[".utf8) : []
            // Every third stream holds many short values: several end in one 64-byte block,
            // each next one reading part of that block again.
            let isShort = round % 3 == 0
            for element in 0..<Int.random(in: 1...(isShort ? 40 : 6), using: &random) {
                if framing == .array && element > 0 { stream += Array(",".utf8) }
                stream += randomValue(
                    alphabet: alphabet, length: Int.random(in: 0...(isShort ? 12 : 400), using: &random),
                    using: &random)
                if isShort && Bool.random(using: &random) {
                    stream += Array((Bool.random(using: &random) ? "]" : "}").utf8)  // closes most short values
                }
            }
            if framing == .array { stream += Array("]".utf8) }
            let chunk = [1, 7, 63, 64, 65, 200, stream.count][round % 7]
            let withBlocks = events(framing: framing, stream: stream, chunk: chunk, blocks: true)
            let withoutBlocks = events(framing: framing, stream: stream, chunk: chunk, blocks: false)
            #expect(withBlocks == withoutBlocks, "round \(round): \(String(decoding: stream, as: UTF8.self))")
        }
    }

    @Test func realisticRecordsFrameTheSameAndEndWhereTheyShould() throws {
        let record =
            #"{"id":12,"text":"a \"quoted\" word, a bracket ] and a backslash \\","tags":["x","y\\\""],"nested":{"a":[1,[2,{"b":"}"}]]}}"#
        let records = (0..<50).map { index in record.replacingOccurrences(of: "12", with: String(index * 7919)) }
        let stream = Array(("[" + records.joined(separator: ",\n ") + "]").utf8)
        for chunk in [1, 13, 64, 100, 4096] {
            let withBlocks = events(framing: .array, stream: stream, chunk: chunk, blocks: true)
            #expect(withBlocks == events(framing: .array, stream: stream, chunk: chunk, blocks: false))
            let values = withBlocks.compactMap { event -> String? in
                guard case .value(let start, let end, _) = event else { return nil }
                return String(decoding: stream[start..<end], as: UTF8.self)
            }
            #expect(values == records)
        }
    }

    @Test func shortValuesEndingInOneBlockFrameTheSame() {
        let values = (0..<200).map { index in
            index % 3 == 0 ? #"{"a":"\"}"}"# : index % 3 == 1 ? "[1,[2]]" : #"{"b":[]}"#
        }
        for framing in [JSONFraming.array, .concatenated] {
            let text = framing == .array ? "[" + values.joined(separator: ",") + "]" : values.joined(separator: " ")
            let stream = Array(text.utf8)
            for chunk in [1, 5, 64, 70, stream.count] {
                let withBlocks = events(framing: framing, stream: stream, chunk: chunk, blocks: true)
                #expect(withBlocks == events(framing: framing, stream: stream, chunk: chunk, blocks: false))
                let framed = withBlocks.compactMap { event -> String? in
                    guard case .value(let start, let end, _) = event else { return nil }
                    return String(decoding: stream[start..<end], as: UTF8.self)
                }
                #expect(framed == values, "\(framing), chunks of \(chunk)")
            }
        }
    }

    @Test func aBackslashOutsideAStringLeavesTheBlockToTheStateMachine() {
        // Not JSON (the decoder rejects the value); the framing must still match.
        let stream = Array(("[{\"a\":1,\\\"b\":\"}\"}" + String(repeating: " ", count: 80) + "]").utf8)
        #expect(
            events(framing: .array, stream: stream, chunk: stream.count, blocks: true)
                == events(framing: .array, stream: stream, chunk: stream.count, blocks: false))
    }

    // MARK: - Helpers

    private func randomValue(alphabet: [UInt8], length: Int, using random: inout SeededGenerator) -> [UInt8] {
        var value: [UInt8] = [Bool.random(using: &random) ? UInt8(ascii: "{") : UInt8(ascii: "[")]
        for _ in 0..<length { value.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)]) }
        return value
    }

    /// Every event of framing `stream`, fed `chunk` bytes at a time.
    private func events(framing: JSONFraming, stream: [UInt8], chunk: Int, blocks: Bool) -> [JSONFramer.Event] {
        var framer = JSONFramer(mode: framing.framerMode, allowsJSON5: false)
        framer.framesBlocks = blocks
        var events: [JSONFramer.Event] = []
        var available = 0
        while true {
            available = min(stream.count, available + chunk)
            let isComplete = available == stream.count
            while true {
                // As a stream buffer does: only the bytes from the first one the framer may
                // still need, so that `base` moves.
                let retained = framer.retainedOffset
                let event = InputBytes.with(Array(stream[retained..<available])) {
                    framer.next(in: $0, base: retained, isComplete: isComplete)
                }
                events.append(event)
                if case .value = event { continue }
                break
            }
            if isComplete || events.count > 10_000 { return events }
        }
    }
}
