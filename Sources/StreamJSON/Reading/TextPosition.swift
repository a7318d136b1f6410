/// The line and column after the bytes counted so far, which may come in pieces: the one line
/// and column counter of the library. ``LocationTracker`` uses it to locate syntax errors and
/// `JSONReader` events; a stream's buffer keeps one up to date as bytes leave it, so that an
/// error deep in a 10 GB file still reports where it is in the file.
///
/// Lines end at `\n`, `\r\n` or `\r` (a `\r\n` split between two pieces counts once), and
/// columns count Unicode scalars from 1, as in ``JSONSyntaxError``.
///
/// A piece is read sixteen bytes at a time, in two parts: up to its last line break (found
/// from the end) only line breaks are counted, and after it only the scalars of the last
/// line.
struct TextPosition {
    /// The 1-based line of the next byte.
    private(set) var line = 1
    /// The 1-based column of the next byte.
    private(set) var column = 1
    /// The last byte counted was `\r`: a `\n` right after it ends no further line.
    private var afterCarriageReturn = false

    /// Moves past `bytes`.
    mutating func advance(over bytes: InputBytes) {
        let count = bytes.count
        guard count > 0 else { return }
        let lastBreak = bytes.lastLineBreak()
        guard lastBreak >= 0 else {
            column += bytes.scalarCount(from: 0)
            afterCarriageReturn = false
            return
        }
        line += countLineBreaks(in: bytes, to: lastBreak &+ 1)
        column = 1 + bytes.scalarCount(from: lastBreak &+ 1)
        afterCarriageReturn = lastBreak == count - 1 && bytes[unchecked: lastBreak] == UInt8(ascii: "\r")
    }

    /// The lines that end in `bytes[0..<end]`, given whether the byte before them was `\r`;
    /// `end` is just after the last line break of `bytes`.
    ///
    /// Each line break is a `\n` or a `\r`, less one for each `\r\n`: a chunk's pairs are
    /// found by comparing it with the same chunk loaded one byte later (whose last lane is the
    /// byte after the chunk: before `end`, or not a line break). Lane counters fold into the
    /// total every 255 chunks, before the net count of a lane can wrap.
    private func countLineBreaks(in bytes: InputBytes, to end: Int) -> Int {
        var lines = afterCarriageReturn && bytes[unchecked: 0] == UInt8(ascii: "\n") ? -1 : 0
        var index = 0
        var laneCounts = ByteVector()
        var chunks = 0
        while index &+ 16 <= end && index &+ 17 <= bytes.count {
            let chunk = bytes.loadVector16(unchecked: index)
            let returns = chunk.lanes(equalTo: UInt8(ascii: "\r"))
            let breaks = chunk.lanes(equalTo: UInt8(ascii: "\n")) .| returns
            let pairs = returns .& bytes.loadVector16(unchecked: index &+ 1).lanes(equalTo: UInt8(ascii: "\n"))
            laneCounts = laneCounts &- breaks.laneBytes &+ pairs.laneBytes  // 0xFF is -1
            chunks &+= 1
            if chunks == 255 {
                lines += laneCounts.sumOfLanes
                laneCounts = ByteVector()
                chunks = 0
            }
            index &+= 16
        }
        lines += laneCounts.sumOfLanes
        // A `\r\n` across the start of the tail is already counted once: as a pair in the
        // last chunk, or before the loop if it spans the previous piece.
        var afterReturn = false
        while index < end {
            let byte = bytes[unchecked: index]
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && !afterReturn) { lines += 1 }
            afterReturn = byte == UInt8(ascii: "\r")
            index &+= 1
        }
        return lines
    }
}

extension InputBytes {
    /// The index of the last `\n` or `\r`, or -1 if there is none.
    func lastLineBreak() -> Int {
        var index = count
        // Sixty-four bytes per step while none is a line break (a JSON document on one line),
        // then sixteen to find the last one.
        while index >= 64 {
            let breaks =
                InputBytes.lineBreaks(loadVector16(unchecked: index &- 64))
                .| InputBytes.lineBreaks(loadVector16(unchecked: index &- 48))
                .| InputBytes.lineBreaks(loadVector16(unchecked: index &- 32))
                .| InputBytes.lineBreaks(loadVector16(unchecked: index &- 16))
            if breaks.hasTrueLane { break }
            index &-= 64
        }
        while index >= 16 {
            if let lane = InputBytes.lineBreaks(loadVector16(unchecked: index &- 16)).lastTrueLane {
                return index &- 16 &+ lane
            }
            index &-= 16
        }
        while index > 0 {
            index &-= 1
            let byte = self[unchecked: index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return index }
        }
        return -1
    }

    /// The lanes of `chunk` that hold `\n` or `\r`.
    @inline(__always)
    static func lineBreaks(_ chunk: ByteVector) -> LaneMask {
        chunk.lanes(equalTo: UInt8(ascii: "\n")) .| chunk.lanes(equalTo: UInt8(ascii: "\r"))
    }

    /// The Unicode scalars of well-formed UTF-8 in `self[start...]`: the bytes that are not
    /// continuation bytes (`10xxxxxx`).
    ///
    /// Sixty-four bytes per step: each lane counter gains at most four per step, so the
    /// counters fold into the total every 63 steps, before one can wrap.
    func scalarCount(from start: Int) -> Int {
        var scalars = 0
        var index = start
        var laneCounts = ByteVector()
        var steps = 0
        while index &+ 64 <= count {
            laneCounts &-= InputBytes.continuations(loadVector16(unchecked: index)).laneBytes  // 0xFF is -1
            laneCounts &-= InputBytes.continuations(loadVector16(unchecked: index &+ 16)).laneBytes
            laneCounts &-= InputBytes.continuations(loadVector16(unchecked: index &+ 32)).laneBytes
            laneCounts &-= InputBytes.continuations(loadVector16(unchecked: index &+ 48)).laneBytes
            steps &+= 1
            if steps == 63 {
                scalars -= laneCounts.sumOfLanes
                laneCounts = ByteVector()
                steps = 0
            }
            index &+= 64
        }
        while index &+ 16 <= count {
            laneCounts &-= InputBytes.continuations(loadVector16(unchecked: index)).laneBytes
            index &+= 16
        }
        scalars += (index - start) - laneCounts.sumOfLanes  // at most 62 * 4 + 3 per lane: no wrap
        while index < count {
            if self[unchecked: index] & 0xC0 != 0x80 { scalars += 1 }
            index &+= 1
        }
        return scalars
    }

    /// The lanes of `chunk` that hold a UTF-8 continuation byte (`10xxxxxx`).
    @inline(__always)
    static func continuations(_ chunk: ByteVector) -> LaneMask {
        (chunk & ByteVector(repeating: 0xC0)) .== ByteVector(repeating: 0x80)
    }
}
