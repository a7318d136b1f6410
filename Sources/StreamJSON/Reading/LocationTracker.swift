/// Line and column of increasing byte offsets in one buffer, counted incrementally so that
/// locating every token of a document reads each byte once (a ``TextPosition`` and the
/// offset it has reached).
struct LocationTracker {
    private(set) var offset = 0
    private var position = TextPosition()

    var line: Int { position.line }
    var column: Int { position.column }

    /// Moves to `target` (not before the current offset), counting line breaks (`\n`, `\r\n`,
    /// `\r`) and, on the last line, Unicode scalars.
    mutating func advance(to target: Int, in bytes: InputBytes) {
        guard target > offset else { return }
        position.advance(over: bytes.slice(offset, target - offset))
        offset = target
    }
}
