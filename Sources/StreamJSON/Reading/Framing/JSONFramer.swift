/// Finds where each top-level value of a byte stream ends, however the stream is chunked.
///
/// The framer is a small resumable state machine. It never builds anything: it tracks
/// nesting depth, whether it is inside a string (and just after a backslash), and the
/// boundaries between values. It keeps its place between calls and reads each byte a bounded
/// number of times: inside a container it reads 64-byte blocks (`JSONFramer+Blocks.swift`),
/// and the rest of the block in which a value ends is read again for the values that start in
/// it (reusing those masks instead was measured: 250 instructions per record dearer). It
/// reports every complete value as a range of stream offsets, which the caller then decodes
/// with the normal whole-document path. Whether a value is *valid* is the decoder's business:
/// the framer accepts `{"a":]` as a value, and decoding it throws.
///
/// With ``Mode/array``, the stream `[1, {"a":"]"}]` arriving in the chunks
/// `[1, {"a` and `":"]"}]` is framed like this:
///
/// ```
/// offset  byte  phase before → after              event
///    0     [    beforeArray → beforeFirstElement
///    1     1    beforeFirstElement → inScalar      value starts at 1
///    2     ,    inScalar → afterElement            value 1..<2  (the comma is then read again)
///    2     ,    afterElement → beforeElement
///    3     ␠    beforeElement
///    4     {    beforeElement → inContainer        value starts at 4, depth 1
///    5     "    inContainer → inContainerString
///    6     a    inContainerString                  (end of chunk 1: needsMoreBytes)
///    7     "    inContainerString → inContainer
///    8     :    inContainer
///    9     "    inContainer → inContainerString
///   10     ]    inContainerString                  (a bracket in a string does not count)
///   11     "    inContainerString → inContainer
///   12     }    inContainer → afterElement         depth 0: value 4..<13
///   13     ]    afterElement → afterArray
/// ```
///
/// ``Mode/lines`` needs none of this: a line break cannot occur inside a JSON
/// value's tokens, so each line is cut at `\n` (see `JSONFramer+Lines.swift`).
///
/// Offsets are positions in the whole stream, so the caller may drop bytes it has consumed;
/// ``retainedOffset`` is the first byte the framer may still need.
struct JSONFramer {
    /// Where the framer is in the stream's grammar.
    enum Phase: UInt8 {
        /// The stream has not started; a byte order mark may come first.
        case start
        /// `.array` only: whitespace, then `[`.
        case beforeArray
        /// `.array` only: just after `[`: an element or `]`.
        case beforeFirstElement
        /// `.array` only: just after a comma: an element (or `]` in JSON5).
        case beforeElement
        /// `.array` only: after an element: `,` or `]`.
        case afterElement
        /// `.array` only: after the closing `]`: whitespace only.
        case afterArray
        /// `.concatenated` only: between values.
        case beforeValue
        /// Inside an object or array, outside strings.
        case inContainer
        /// Inside a string that is inside an object or array.
        case inContainerString
        /// Inside a string that is itself the value.
        case inTopLevelString
        /// Inside a number or literal that is itself the value; it ends at a delimiter.
        case inScalar
        /// JSON5: after a `/` that may start a comment, or inside one (``JSONFramer/comment``
        /// says where); ``JSONFramer/phaseAfterComment`` is the phase it returns to.
        case comment
        /// `.jsonLines` only: reading a line.
        case inLine
    }

    /// What one call to ``next(in:base:isComplete:)`` found.
    enum Event: Equatable {
        /// A complete value occupies the stream offsets `start..<end`. `line` is its 1-based
        /// line for `.jsonLines`, and 0 otherwise.
        case value(start: Int, end: Int, line: Int)
        /// The bytes seen so far hold no further complete value.
        case needsMoreBytes
        /// The stream is complete and every value has been reported.
        case endOfStream
        /// The stream cannot be framed; see ``Failure``.
        case failure(Failure)
    }

    /// Why a stream cannot be framed.
    struct Failure: Equatable {
        enum Kind: Equatable {
            /// The stream ended inside a value, or before an array's closing `]`.
            case unexpectedEnd
            /// A byte the framing does not allow here.
            case unexpectedCharacter(UInt8)
        }
        let kind: Kind
        /// For ``Kind/unexpectedEnd``, the start of the unfinished value (or the end of the
        /// stream if no value was open); for ``Kind/unexpectedCharacter(_:)``, that byte's offset.
        let offset: Int
        /// What was expected, for the error message.
        let expected: String
    }

    /// How the stream is cut: the framer's own form of the Streaming layer's `JSONFraming`.
    enum Mode {
        /// One value per line (`JSONFraming.jsonLines`).
        case lines
        /// Values one after another, separated by whitespace or nothing (`.concatenated`).
        case concatenated
        /// The elements of one array (`.array`, and the array inside an envelope).
        case array
    }

    let mode: Mode
    let allowsJSON5: Bool
    var phase: Phase = .start
    /// The phase a comment returns to.
    var phaseAfterComment: Phase = .start
    /// JSON5: the comment being read, in phase `.comment`.
    var comment = JSON5Comment()
    /// The stream offset of the next byte to examine.
    var position = 0
    /// The stream offset where the current value (or, for JSON Lines, line) starts.
    var valueStart = 0
    /// The number of open objects and arrays in the current value.
    var depth = 0
    /// The quote that opened the current string: `"`, or `'` in JSON5.
    var quote = UInt8(ascii: "\"")
    /// Whether the previous byte in a string was an unescaped backslash.
    var isEscaped = false
    /// `.jsonLines`: the 1-based number of the line being read.
    var line = 1
    /// Set once the stream cannot be framed; every later call reports it again.
    var failure: Failure?
    /// `.array` inside an envelope: stop just after the array's `]` (in phase `afterArray`,
    /// reporting `needsMoreBytes`) instead of requiring only whitespace after it.
    var stopsAfterArray = false
    /// Whether containers are framed 64 bytes at a time (`JSONFramer+Blocks.swift`); false
    /// runs the byte-at-a-time state machine alone, the reference the block path is tested against.
    var framesBlocks = true

    init(mode: Mode, allowsJSON5: Bool) {
        self.mode = mode
        self.allowsJSON5 = allowsJSON5
    }

    /// Whether a value (or line) has started and not yet been reported.
    var isInsideValue: Bool {
        switch phase {
        case .inContainer, .inContainerString, .inTopLevelString, .inScalar, .inLine: return true
        case .comment: return phaseAfterComment == .inContainer
        default: return false
        }
    }

    /// The first stream offset that the framer may still read or report.
    var retainedOffset: Int { isInsideValue ? valueStart : position }

    /// Examines the bytes from ``position`` on and reports the next event.
    ///
    /// - Parameters:
    ///   - bytes: buffered stream bytes; `bytes[0]` is at stream offset `base`, and every
    ///     offset from ``retainedOffset`` up to `base + bytes.count` must be present.
    ///   - isComplete: whether the stream ends after these bytes.
    mutating func next(in bytes: InputBytes, base: Int, isComplete: Bool) -> Event {
        precondition(base <= retainedOffset && position <= base + bytes.count, "framer bytes are missing")
        if let failure { return .failure(failure) }
        let startPosition = position
        defer { WorkCounter.count(.framedByte, position - startPosition) }
        if phase == .start {
            guard skipByteOrderMark(in: bytes, base: base, isComplete: isComplete) else { return .needsMoreBytes }
        }
        if mode == .lines {
            return nextLine(in: bytes, base: base, isComplete: isComplete)
        }
        return nextValue(in: bytes, base: base, isComplete: isComplete)
    }

    /// Skips a UTF-8 byte order mark at the start of the stream and enters the framing's
    /// first phase. Returns false if too few bytes have arrived to tell.
    private mutating func skipByteOrderMark(in bytes: InputBytes, base: Int, isComplete: Bool) -> Bool {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var matched = 0
        while matched < 3, position + matched - base < bytes.count,
            bytes[position + matched - base] == mark[matched]
        {
            matched += 1
        }
        if matched == 3 {
            position += 3
        } else if matched == base + bytes.count - position, !isComplete {
            return false  // no bytes yet, or a prefix of the mark: wait for more
        }
        switch mode {
        case .lines: phase = .inLine; valueStart = position
        case .concatenated: phase = .beforeValue
        case .array: phase = .beforeArray
        }
        return true
    }

    /// Whether `byte` is whitespace between tokens.
    @inline(__always)
    func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09: return true
        case 0x0B, 0x0C: return allowsJSON5
        default: return false
        }
    }
}
