/// One token of a JSON document, as ``JSONReader`` reports it: what it is, where its bytes
/// are, and the line and column where it starts.
///
/// An event carries no decoded value, so reading events allocates nothing per token; ask the
/// reader for a key's or string's text (``JSONReader/string(of:)``) or a number
/// (``JSONReader/number(of:)``) only when you need it.
public struct JSONEvent: Hashable, Sendable {
    /// What a token is.
    public enum Kind: Hashable, Sendable {
        /// `{`: an object starts; ``key`` and value events follow, then ``endObject``.
        case beginObject
        /// `}`.
        case endObject
        /// `[`: an array starts; value events follow, then ``endArray``.
        case beginArray
        /// `]`.
        case endArray
        /// An object member's key. Its value's events follow.
        case key
        /// A string value.
        case string
        /// A number value.
        case number
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// What the token is.
    public let kind: Kind

    /// The token's bytes in the input: a key or string with its quotes (none for an unquoted
    /// JSON5 key), a number's literal, `true`/`false`/`null`, or the one bracket or brace.
    public let byteRange: Range<Int>

    /// The 1-based line on which the token starts; lines end at `\n`, `\r\n` or `\r`.
    public let line: Int

    /// The 1-based column at which the token starts, counted in Unicode scalars.
    public let column: Int

    /// A string's or key's contents between the quotes; equal to `byteRange` for other tokens.
    let contentRange: Range<Int>

    /// The scanner's ``TapeEntry/Flags`` for the token (escapes, JSON5 number forms).
    let rawFlags: UInt16

    init(
        _ kind: Kind, _ byteRange: Range<Int>, contentRange: Range<Int>? = nil, flags: TapeEntry.Flags = [],
        line: Int, column: Int
    ) {
        self.kind = kind
        self.byteRange = byteRange
        self.contentRange = contentRange ?? byteRange
        self.rawFlags = flags.rawValue
        self.line = line
        self.column = column
    }

    var flags: TapeEntry.Flags { TapeEntry.Flags(rawValue: rawFlags) }

    /// Whether the token opens an object or an array.
    public var isBegin: Bool { kind == .beginObject || kind == .beginArray }

    /// Whether the token closes an object or an array.
    public var isEnd: Bool { kind == .endObject || kind == .endArray }
}
