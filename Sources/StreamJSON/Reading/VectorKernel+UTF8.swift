/// UTF-8 validation sixteen bytes at a time, with comparisons only.
///
/// simdjson validates UTF-8 with table lookups (`pshufb`) that portable Swift cannot spell.
/// This version uses the same idea with range comparisons instead. Besides the block itself it
/// loads the same sixteen bytes shifted by one, two and three positions (`previous1` holds, in
/// lane `i`, the byte before lane `i`, and so on), so every lane sees the three bytes before it
/// without any shuffling. A block is valid when, in every lane:
///
/// 1. the byte is a continuation byte (`80...BF`) exactly when a lead byte expects one there:
///    a two-, three- or four-byte lead (`C0...`, `E0...`, `F0...`) one, two or three lanes
///    before. This alone enforces the structure: every lead has its continuation bytes, and no
///    continuation byte stands alone;
/// 2. the byte is not one that never occurs in UTF-8: `C0`, `C1` (overlong two-byte forms) and
///    `F5...FF` (beyond U+10FFFF); nor, in one range test with those, a control byte (valid
///    UTF-8, but it ends the run like an error would: the scanner handles it);
/// 3. the byte after `E0`, `ED`, `F0` and `F4` lies in the narrower range RFC 3629 gives it
///    (`A0...BF`, `80...9F`, `90...BF`, `80...8F`): no overlong three- and four-byte forms, no
///    surrogates, nothing above U+10FFFF.
///
/// These are the rules of ``JSONScanner/validateUTF8Sequence(at:)``. The vector code only ever
/// says "this block is valid"; on any doubt it returns a character boundary and the scanner's
/// one-character-at-a-time code takes over, finds the error and reports it at the same
/// position as ``ScalarKernel`` would.
extension VectorKernel {
    @inline(__always)
    static func skipValidText(in bytes: InputBytes, from start: Int, quote: UInt8) -> Int {
        let count = bytes.count
        // The three bytes before `start` are loaded as context for the first block. Before a
        // character boundary they never expect a continuation byte at or after `start` (the
        // scanner accepted them as whole characters or they are ASCII); bytes that would (a
        // JSON5 comment just before the string, say) are left to the scalar code.
        guard start >= 3, bytes[unchecked: start - 1] < 0xC0, bytes[unchecked: start - 2] < 0xE0,
            bytes[unchecked: start - 3] < 0xF0
        else {
            return start
        }
        // `start` is at least 3 and `block + 16` at most `count`: no arithmetic here overflows.
        var block = start
        while block &+ 16 <= count {
            let chunk = bytes.loadVector16(unchecked: block)
            let errors = utf8Errors(
                chunk, previous1: bytes.loadVector16(unchecked: block &- 1),
                previous2: bytes.loadVector16(unchecked: block &- 2),
                previous3: bytes.loadVector16(unchecked: block &- 3))
            // A control byte counts as an error (it ends the run all the same, and the scanner
            // reports it): one range test with the bytes above F4.
            let stops = chunk.lanes(equalTo: quote) .| chunk.lanes(equalTo: UInt8(ascii: "\\"))
            // One test for the common block (valid text that goes on); the two masks apart
            // only in the block that ends the run.
            if (errors .| stops).hasTrueLane {
                // The stop lane itself must not be expected to continue a character.
                if let lane = stops.firstTrueLane, !(errors .& LaneMask.lanes(through: lane)).hasTrueLane {
                    return block &+ lane
                }
                return characterStart(in: bytes, before: block, from: start)
            }
            // A character may continue into the next block: the next block's `previous`
            // vectors see its lead byte.
            block &+= 16
        }
        return characterStart(in: bytes, before: block, from: start)
    }

    /// The lanes of `chunk` that break the three rules above, given the bytes one, two and
    /// three positions before each lane.
    @inline(__always)
    static func utf8Errors(
        _ chunk: ByteVector, previous1: ByteVector, previous2: ByteVector,
        previous3: ByteVector
    ) -> LaneMask {
        let isContinuation = chunk.lanes(from: 0x80, width: 0x40)
        // A byte is at least 0xC0 (0xE0, 0xF0) exactly when its top two (three, four) bits are set.
        let expectsContinuation =
            previous1.lanes(masking: 0xC0, equalTo: 0xC0) .| previous2.lanes(masking: 0xE0, equalTo: 0xE0)
            .| previous3.lanes(masking: 0xF0, equalTo: 0xF0)
        let misplaced = isContinuation .^ expectsContinuation
        // And control bytes, below 0x20 (see rule 2).
        let neverValid = chunk.lanes(masking: 0xFE, equalTo: 0xC0) .| chunk.lanes(outside: 0x20, width: 0xF5 - 0x20)
        // Rule 3 only needs to hold where the byte is a continuation byte (anything else after
        // these leads is misplaced already), and for those a bit test is the range test:
        // `A0...BF` have bit 5 set, `90...BF` have bit 5 or bit 4 set.
        let below0xA0 = chunk.lanes(masking: 0x20, equalTo: 0)
        let below0x90 = chunk.lanes(masking: 0x30, equalTo: 0)
        let outOfRange =
            (previous1.lanes(equalTo: 0xE0) .& below0xA0) .| (previous1.lanes(equalTo: 0xED) .& .!below0xA0)
            .| (previous1.lanes(equalTo: 0xF0) .& below0x90) .| (previous1.lanes(equalTo: 0xF4) .& .!below0x90)
        return misplaced .| neverValid .| outOfRange
    }

    /// The last character boundary at or before `end`, where the bytes from `start` (a
    /// boundary) to `end` passed ``utf8Errors(_:previous1:previous2:previous3:)`` except that the
    /// last character may run past `end`: then its lead byte, else `end`.
    @inline(__always)
    static func characterStart(in bytes: InputBytes, before end: Int, from start: Int) -> Int {
        guard end > start else { return start }
        var lead = end - 1
        while lead > start && bytes[unchecked: lead] & 0xC0 == 0x80 { lead -= 1 }
        let byte = bytes[unchecked: lead]
        let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        return lead + length > end ? lead : end
    }
}

extension SIMD16 where Scalar == UInt8 {
    /// The lanes whose byte, masked with `mask`, is `bits`.
    @inline(__always)
    fileprivate func lanes(masking mask: UInt8, equalTo bits: UInt8) -> LaneMask {
        (self & ByteVector(repeating: mask)) .== ByteVector(repeating: bits)
    }
}
