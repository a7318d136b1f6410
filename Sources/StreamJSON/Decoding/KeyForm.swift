/// How key lookup (``KeyLookup``, ``KeyTable``, ``ObjectKeyIndex``) compares the document's
/// keys with coding keys: as written (``KeysAsWritten``, the default key strategy) or as
/// `convertFromSnakeCase` converts them (``SnakeCaseKeys``). One lookup, two forms: the cursor,
/// the run, the duplicate check and the index work the same whatever the form, so a model
/// decoded with `.convertFromSnakeCase` costs what it costs with hand-written keys, and gets
/// the same answers (the first of two keys equal in the form wins).
///
/// A form compares by bytes where bytes can tell, and otherwise says so (nil), and the caller
/// compares `String`s: the document key's ``string(_:)`` with the coding key's string.
protocol KeyForm {
    /// Whether the document key `entry` (a tape key) equals the coding key whose UTF-8 is `key`
    /// when compared by bytes; nil when only `String`s can tell (escapes, non-ASCII text, or a
    /// key the form cannot convert by bytes). `false` is final only when both keys are ASCII:
    /// a non-ASCII coding key can still equal an ASCII key as a `String` (canonical
    /// equivalence), which the caller checks.
    static func bytesEqual(_ bytes: InputBytes, _ entry: TapeEntry, _ key: InputBytes) -> Bool?

    /// ``bytesEqual(_:_:_:)`` for a lookup that knows how the document spelled the coding key
    /// when it last found it (``KeySpelling``): a key equal to the spelling is equal.
    static func bytesEqual(
        _ bytes: InputBytes, _ entry: TapeEntry, _ key: InputBytes, spelling: KeySpelling
    ) -> Bool?

    /// Whether lookups keep the document's spellings of coding keys (``KeySpelling``): only
    /// where comparing with the spelling costs less than comparing in the form.
    static var keepsSpellings: Bool { get }

    /// Whether a document key in plain ASCII equals a coding key exactly when their bytes are
    /// equal, so that lookups can compare packed keys (``MemberKeyWords``).
    static var keysAreBytes: Bool { get }

    /// The hash of the document key `entry` in this form, or nil if it must be compared as a
    /// `String` (then a ``KeyTable`` cannot hold it). Equal keys in the form hash equally, and
    /// a coding key equal to it hashes equally (``hash(codingKey:)``).
    static func hash(_ bytes: InputBytes, _ entry: TapeEntry, seed: UInt64) -> UInt64?

    /// The hash of a coding key's UTF-8 (all ASCII), as ``hash(_:_:seed:)`` hashes a
    /// document key equal to it.
    static func hash(codingKey: InputBytes) -> UInt64

    /// Whether two document keys that both have a hash (``hash(_:_:seed:)``) are equal in this
    /// form.
    static func equal(_ bytes: InputBytes, _ first: TapeEntry, _ second: TapeEntry) -> Bool

    /// A document key, materialised, in this form.
    static func string(_ key: String) -> String

    /// Objects of at most this many members are scanned on a lookup that misses the cursor;
    /// larger ones get an ``ObjectKeyIndex`` (``KeyLookup``): where the comparison is cheap
    /// against building the index, a larger object is still scanned.
    static var scanLimit: Int { get }
}

/// The default key strategy: keys are compared as written, byte for byte (``KeyLookup``).
enum KeysAsWritten: KeyForm {
    @inline(__always)
    static func bytesEqual(_ bytes: InputBytes, _ entry: TapeEntry, _ key: InputBytes) -> Bool? {
        entry.flags.contains(.escaped) ? nil : bytes.equals(entry.offset, entry.length, key)
    }

    /// A key as written is compared byte for byte already: the spelling adds nothing.
    @inline(__always)
    static func bytesEqual(
        _ bytes: InputBytes, _ entry: TapeEntry, _ key: InputBytes, spelling: KeySpelling
    ) -> Bool? {
        bytesEqual(bytes, entry, key)
    }

    static var keepsSpellings: Bool { false }

    static var keysAreBytes: Bool { true }

    @inline(__always)
    static func hash(_ bytes: InputBytes, _ entry: TapeEntry, seed: UInt64) -> UInt64? {
        guard entry.flags.isPlainASCII else { return nil }
        return KeyHash.hash(bytes, entry.offset, entry.length, seed: seed)
    }

    @inline(__always)
    static func hash(codingKey: InputBytes) -> UInt64 {
        KeyHash.hash(codingKey)
    }

    @inline(__always)
    static func equal(_ bytes: InputBytes, _ first: TapeEntry, _ second: TapeEntry) -> Bool {
        bytes.equals(first.offset, first.length, bytes.slice(second.offset, second.length))
    }

    @inline(__always)
    static func string(_ key: String) -> String { key }

    /// Up to 48 members (a Twitter user has about 40): at about 8 instructions a rejected
    /// key, a scan costs less than hashing every key into an index for the few members a
    /// model reads out of order (a timeline model of twitter: 15% fewer instructions than
    /// with 16).
    static var scanLimit: Int { 48 }
}

extension TapeEntry.Flags {
    /// Whether a string has neither escapes nor non-ASCII text: its bytes are its characters,
    /// one each. (Two tests rather than a set literal, which unspecialised code may build.)
    @inline(__always)
    var isPlainASCII: Bool { !contains(.escaped) && !contains(.nonASCII) }
}
