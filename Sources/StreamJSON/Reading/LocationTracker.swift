/// Line and column of increasing byte offsets, counted incrementally so that locating every
/// token of a document reads each byte once.
struct LocationTracker {
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1

    /// Moves to `target` (not before the current offset), counting line breaks (`\n`, `\r\n`,
    /// `\r`) and, on the last line, Unicode scalars.
    mutating func advance(to target: Int, in bytes: InputBytes) {
        var index = offset
        while index < target {
            let byte = bytes[unchecked: index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < target && bytes[unchecked: index + 1] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        offset = max(offset, target)
    }
}
