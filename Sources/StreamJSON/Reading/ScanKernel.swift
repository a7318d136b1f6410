/// The inner loops of ``JSONScanner``: the few places where the scanner runs over many bytes
/// without writing anything (string contents, whitespace, digits).
///
/// Everything else (which byte starts which token, the tape entries, the error reasons and
/// positions) is written once in the scanner and shared. The scanner's methods take the kernel
/// as a generic parameter and are specialised for each, so choosing one costs nothing per byte
/// or per token: ``JSONScanner/scan(_:options:reusing:)`` looks at
/// ``ScanOptions/usesScalarKernel`` once and runs the whole document with one kernel.
///
/// - ``VectorKernel``, the default, classifies sixteen bytes at a time with `SIMD16<UInt8>`
///   comparisons (see `Common/ByteVector.swift`) and validates UTF-8 sixteen bytes at a time.
/// - ``ScalarKernel`` reads one byte, or one 64-bit word, at a time. It is the reference the
///   vector kernel is tested and fuzzed against: both must produce the same tape and the same
///   errors at the same positions for every input.
///
/// Every function returns a position (the string search also the byte there); none of them throws. A kernel only ever skips bytes the
/// scanner would have accepted one by one, and leaves anything unusual (an escape, a quote, an
/// invalid byte, the end of the input) to the shared code, which reports it.
protocol ScanKernel {
    /// The first position at or after `position` whose byte is `quote`, a backslash, a control
    /// byte (below 0x20) or not ASCII (0x80 and above), and that byte; `bytes.count` and 0 if
    /// there is none. (The 0 is a control byte, so the scanner's one test for control bytes
    /// also catches the end of the input, and the common bytes need no bounds check.)
    static func firstSpecialStringByte(
        in bytes: InputBytes, from position: Int, quote: UInt8
    ) -> (position: Int, byte: UInt8)

    /// Skips valid string contents that start with a non-ASCII character at `position` (a
    /// character boundary): UTF-8 text and plain ASCII, up to a quote, a backslash or a control
    /// byte. Returns a character boundary at or after `position`; the scanner validates
    /// whatever follows one character at a time, so a kernel may stop early (or not move at
    /// all) whenever it is unsure.
    static func skipValidText(in bytes: InputBytes, from position: Int, quote: UInt8) -> Int

    /// Skips a run of `\uXXXX` escapes, starting at `position` (a backslash), whose code units
    /// are not surrogates: each is valid on its own. Returns the position after the last one
    /// skipped (`position` itself if it skipped none); the scanner reads whatever follows (a
    /// surrogate pair, another escape, an error) one escape at a time, so a kernel may stop
    /// early whenever it is unsure.
    static func skipUnicodeEscapes(in bytes: InputBytes, from position: Int) -> Int

    /// The first position at or after `position` whose byte is not JSON whitespace (space,
    /// tab, line feed, carriage return); `bytes.count` if there is none.
    static func firstNonWhitespace(in bytes: InputBytes, from position: Int) -> Int

    /// The first position at or after `position` whose byte is not an ASCII digit;
    /// `bytes.count` if there is none.
    static func firstNonDigit(in bytes: InputBytes, from position: Int) -> Int
}
