/// A JSON5 comment, read one byte at a time from just after its opening `/`:
///
/// - `// …` runs to the first line terminator (LF, CR, U+2028 or U+2029, which the comment
///   takes with it) or to the end of the input;
/// - `/* … */` runs to the first `*/`; it does not nest, and the input may not end inside it.
///
/// The one definition of a comment for every reader that meets them: the scanner (a whole
/// document in memory), the stream framer and the envelope walk (bytes that arrive in chunks,
/// so the machine keeps its place between calls). All three therefore agree on where a comment
/// ends, and so on where the value after it starts.
///
/// ```
/// bytes after '/':  /   x   \r          *   a   *   *   /
/// state:          line line → ended    block block star star → ended
/// ```
struct JSON5Comment {
    /// Where the machine is.
    enum State: UInt8 {
        /// Just after the `/`: the next byte says whether a comment starts.
        case opened
        /// Inside `// …`.
        case line
        /// Inside `// …`, after the byte E2 that may start U+2028 or U+2029.
        case lineAfterE2
        /// Inside `// …`, after the bytes E2 80.
        case lineAfterE280
        /// Inside `/* … */`.
        case block
        /// Inside `/* … */`, just after a `*`.
        case blockAfterStar
    }

    /// What one byte did.
    enum Step {
        /// The byte belongs to the comment, which goes on.
        case inside
        /// The byte ends the comment (and belongs to it).
        case ended
        /// The `/` does not start a comment: the byte after it is neither `/` nor `*`. The byte
        /// is not consumed.
        case notAComment
    }

    private(set) var state = State.opened

    /// A machine for a comment whose `/` was just read.
    init() {}

    /// Reads the next byte of the comment.
    @inline(__always)
    mutating func read(_ byte: UInt8) -> Step {
        switch state {
        case .opened:
            if byte == UInt8(ascii: "/") {
                state = .line
            } else if byte == UInt8(ascii: "*") {
                state = .block
            } else {
                return .notAComment
            }
        case .line, .lineAfterE2, .lineAfterE280:
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return .ended
            case 0xE2:
                state = .lineAfterE2
            case 0x80 where state == .lineAfterE2:
                state = .lineAfterE280
            case 0xA8 where state == .lineAfterE280, 0xA9 where state == .lineAfterE280:
                return .ended  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            default:
                state = .line
            }
        case .block:
            if byte == UInt8(ascii: "*") { state = .blockAfterStar }
        case .blockAfterStar:
            if byte == UInt8(ascii: "/") { return .ended }
            if byte != UInt8(ascii: "*") { state = .block }
        }
        return .inside
    }

    /// Whether the input may end here: inside a line comment, which the end of the input ends;
    /// not after a lone `/` or inside a block comment.
    var mayEndInput: Bool {
        switch state {
        case .line, .lineAfterE2, .lineAfterE280: return true
        case .opened, .block, .blockAfterStar: return false
        }
    }

    /// Whether only the opening `/` has been read (so what is missing is the rest of `//` or
    /// `/*`, not the `*/` of a block comment).
    var isOpened: Bool { state == .opened }
}
