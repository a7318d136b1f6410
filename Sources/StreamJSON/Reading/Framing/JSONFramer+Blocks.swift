/// Framing inside a container, sixty-four bytes at a time with bit masks.
///
/// Inside an object or array the framer asks only where strings start and end and where the
/// brackets outside strings are. The byte-at-a-time state machine (`JSONFramer+Values.swift`)
/// stops at every quote and bracket, about fifty times in a 300-byte record. This path answers
/// the same questions for a whole block at once, in the manner of simdjson's stage 1
/// (https://arxiv.org/abs/1902.08318):
///
/// 1. Four sixteen-byte loads give one 64-bit mask each of quotes, backslashes, opening and
///    closing brackets (``LaneMask/bitmask``: one `pmovmskb` per sixteen bytes on x86-64).
/// 2. ``escapedBytes(backslashes:escapedIn:)``: the bytes that follow an odd run of
///    backslashes are escaped, found with two additions (the carry of a run runs to the byte
///    after it) instead of a loop.
/// 3. The string interiors are the prefix XOR of the unescaped quotes: bit `i` is set when an
///    odd number of quotes stand at or before `i`, that is, from an opening quote up to the
///    byte before its closing quote.
/// 4. Brackets outside strings change the depth; if the block holds fewer closing brackets
///    than the depth, none of them can end the value and the depth changes by a count.
///    Otherwise the brackets are visited in order until the depth reaches zero.
///
/// A block carries two bits to the next: whether it ended inside a string and whether its last
/// byte escapes the next one (the state machine's `phase` and `isEscaped`). The result is the
/// state machine's, byte for byte, for every input (`JSONFramerBlockTests` compares them): where
/// the two could differ (a backslash outside a string, which is not JSON; the decoder rejects
/// the value), the block is left to the state machine.
extension JSONFramer {
    /// What ``frameContainerBlocks(in:from:)`` did.
    enum BlockOutcome {
        /// The blocks up to this index hold no end of the value; the phase, depth and escape
        /// state describe the byte at this index.
        case continueAt(Int)
        /// The value's closing bracket is the byte before this index.
        case valueEnds(at: Int)
        /// The block at this index must go through the state machine.
        case needsStateMachine(at: Int)
    }

    /// Frames whole 64-byte blocks from `start` while the framer is inside a container (in or
    /// out of a string) of a strict-JSON stream.
    mutating func frameContainerBlocks(in bytes: InputBytes, from start: Int) -> BlockOutcome {
        assert(!allowsJSON5 && (phase == .inContainer || phase == .inContainerString))
        var index = start
        var inString: UInt64 = phase == .inContainerString ? ~0 : 0
        var escapedIn: UInt64 = phase == .inContainerString && isEscaped ? 1 : 0
        let count = bytes.count
        while index &+ 64 <= count {
            let block = FramerBlock(bytes, at: index)
            let (escaped, escapedOut) = JSONFramer.escapedBytes(backslashes: block.backslashes, escapedIn: escapedIn)
            let strings = JSONFramer.prefixXor(block.quotes & ~escaped) ^ inString
            if block.backslashes & ~strings != 0 {
                saveBlockState(inString: inString, escapedIn: escapedIn)
                return .needsStateMachine(at: index)
            }
            let opens = block.opens & ~strings
            let closes = block.closes & ~strings
            if closes.nonzeroBitCount < depth {
                depth += opens.nonzeroBitCount - closes.nonzeroBitCount
            } else {
                var brackets = opens | closes
                while brackets != 0 {
                    let bit = brackets.trailingZeroBitCount
                    if opens &>> bit & 1 != 0 {
                        depth += 1
                    } else {
                        depth -= 1
                        if depth == 0 { return .valueEnds(at: index &+ bit &+ 1) }
                    }
                    brackets &= brackets &- 1
                }
            }
            inString = strings & (1 &<< 63) != 0 ? ~0 : 0
            escapedIn = escapedOut
            index &+= 64
        }
        saveBlockState(inString: inString, escapedIn: escapedIn)
        return .continueAt(index)
    }

    /// Sets the state machine's phase and escape flag from a block's carried bits.
    @inline(__always)
    private mutating func saveBlockState(inString: UInt64, escapedIn: UInt64) {
        phase = inString != 0 ? .inContainerString : .inContainer
        isEscaped = inString != 0 && escapedIn != 0
    }

    /// The bytes of a block that a backslash escapes, and whether the next block's first byte
    /// is escaped.
    ///
    /// `escapedIn` is 1 when the block's first byte is escaped by the previous block. A run of
    /// backslashes that starts at bit `s` (on a byte that is not itself escaped) escapes the
    /// byte after it when its length is odd: when `s` and the byte after the run differ in
    /// parity. Adding a run's first bit to the run carries through it and sets the bit after
    /// it, so one addition for the runs that start on even bits and one for those on odd bits
    /// mark every byte after a run; keeping those of the other parity keeps the escaped ones.
    /// A run that reaches bit 63 carries out of the word: for a run that starts on an odd bit
    /// that means an odd length, so the next block's first byte is escaped.
    @inline(__always)
    static func escapedBytes(backslashes: UInt64, escapedIn: UInt64) -> (escaped: UInt64, escapedOut: UInt64) {
        let evenBits: UInt64 = 0x5555_5555_5555_5555
        let backslashes = backslashes & ~escapedIn  // an escaped backslash starts nothing
        let runStarts = backslashes & ~(backslashes &<< 1)
        let afterEvenRuns = (backslashes &+ (runStarts & evenBits)) & ~backslashes
        let (oddSum, carriedOut) = backslashes.addingReportingOverflow(runStarts & ~evenBits)
        let afterOddRuns = oddSum & ~backslashes
        let escaped = (afterEvenRuns & ~evenBits) | (afterOddRuns & evenBits) | escapedIn
        return (escaped, carriedOut ? 1 : 0)
    }

    /// Bit `i` of the result is the XOR of bits `0...i` of `bits`.
    @inline(__always)
    static func prefixXor(_ bits: UInt64) -> UInt64 {
        var bits = bits
        bits ^= bits &<< 1
        bits ^= bits &<< 2
        bits ^= bits &<< 4
        bits ^= bits &<< 8
        bits ^= bits &<< 16
        bits ^= bits &<< 32
        return bits
    }
}

/// The four classes of byte the framer looks for in a 64-byte block, one bit per byte.
struct FramerBlock {
    var quotes: UInt64 = 0
    var backslashes: UInt64 = 0
    /// `{` and `[`.
    var opens: UInt64 = 0
    /// `}` and `]`.
    var closes: UInt64 = 0

    @inline(__always)
    init(_ bytes: InputBytes, at index: Int) {
        for part in 0..<4 {
            let chunk = bytes.loadVector16(unchecked: index &+ part &* 16)
            // `[` and `{` differ only in bit 5, as do `]` and `}`: setting it folds each pair.
            let folded = chunk | ByteVector(repeating: 0x20)
            let shift = UInt64(part &* 16)
            quotes |= UInt64(chunk.lanes(equalTo: UInt8(ascii: "\"")).bitmask) &<< shift
            backslashes |= UInt64(chunk.lanes(equalTo: UInt8(ascii: "\\")).bitmask) &<< shift
            opens |= UInt64(folded.lanes(equalTo: UInt8(ascii: "{")).bitmask) &<< shift
            closes |= UInt64(folded.lanes(equalTo: UInt8(ascii: "}")).bitmask) &<< shift
        }
    }
}
