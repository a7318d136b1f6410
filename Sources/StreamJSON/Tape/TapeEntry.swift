/// One entry of the ``Tape``: sixteen bytes that describe one JSON value (or one object key)
/// without materialising it.
///
/// ```
/// header : | byte offset (48 bits) | flags (12 bits) | kind (4 bits) |
/// payload: scalars     -> byte length of the number, or of the string's contents
///          containers  -> | index of the entry after the container (32) | element count (32) |
/// ```
///
/// A string's offset and length cover its contents, without the quotes; a number's cover the
/// literal as written; a container's offset is that of its opening bracket.
struct TapeEntry: Equatable {
    var header: UInt64
    var payload: UInt64

    /// What kind of JSON value an entry describes.
    enum Kind: UInt8 {
        case null = 0
        case `false` = 1
        case `true` = 2
        case number = 3
        case string = 4
        case array = 5
        case object = 6
    }

    /// Facts the scanner learned about a value while validating it, so that later stages
    /// can take the fast path without looking at the bytes again.
    struct Flags: OptionSet {
        let rawValue: UInt16

        // Numbers.
        /// The literal starts with `-`.
        static let negative = Flags(rawValue: 1 << 0)
        /// The literal has a fraction part (`.`).
        static let fraction = Flags(rawValue: 1 << 1)
        /// The literal has an exponent part (`e`/`E`).
        static let exponent = Flags(rawValue: 1 << 2)
        /// A JSON5-only form: hexadecimal, `Infinity`, `NaN`, a leading `+` or a leading or
        /// trailing decimal point.
        static let json5Number = Flags(rawValue: 1 << 3)

        // Strings.
        /// The contents hold at least one backslash escape.
        static let escaped = Flags(rawValue: 1 << 4)
        /// The contents hold at least one byte outside ASCII.
        static let nonASCII = Flags(rawValue: 1 << 5)
    }

    @inline(__always)
    init(kind: Kind, flags: Flags = [], offset: Int, payload: UInt64) {
        self.header =
            UInt64(truncatingIfNeeded: offset) << 16
            | UInt64(flags.rawValue) << 4
            | UInt64(kind.rawValue)
        self.payload = payload
    }

    /// The kind. Only the scanner writes entries, always with a valid kind
    /// (``Tape/checkInvariants(documentSize:)`` checks it).
    @inline(__always)
    var kind: Kind {
        guard let kind = Kind(rawValue: UInt8(truncatingIfNeeded: header & 0xF)) else {
            preconditionFailure("tape entry with an invalid kind")
        }
        return kind
    }

    /// What the scanner learned about the value; nothing changes an entry after the scan.
    @inline(__always)
    var flags: Flags { Flags(rawValue: UInt16(truncatingIfNeeded: (header >> 4) & 0xFFF)) }

    /// The byte offset of the value in the document.
    @inline(__always)
    var offset: Int { Int(truncatingIfNeeded: header >> 16) }

    /// The byte length of a number or of a string's contents.
    @inline(__always)
    var length: Int { Int(truncatingIfNeeded: payload) }

    /// The number of elements of an array, or of members of an object.
    @inline(__always)
    var count: Int { Int(truncatingIfNeeded: payload & 0xFFFF_FFFF) }

    /// The index of the first entry after a container (its last descendant plus one).
    @inline(__always)
    var end: Int { Int(truncatingIfNeeded: payload >> 32) }

    @inline(__always)
    var isContainer: Bool { header & 0xF >= UInt64(Kind.array.rawValue) }

    /// Whether the entry is an array: ``kind`` `== .array` without the check of an invalid kind.
    @inline(__always)
    var isArray: Bool { header & 0xF == UInt64(Kind.array.rawValue) }

    /// Packs a container's end and count. Both are below 2^32 because a document holds at most
    /// ``Tape/maximumDocumentSize`` bytes and every entry starts at its own byte.
    @inline(__always)
    static func containerPayload(count: Int, end: Int) -> UInt64 {
        assert(
            count >= 0 && count <= Int(UInt32.max) && end >= 0 && end <= Int(UInt32.max),
            "container end or count does not fit in 32 bits")
        return UInt64(truncatingIfNeeded: end) << 32 | UInt64(truncatingIfNeeded: count)
    }
}
