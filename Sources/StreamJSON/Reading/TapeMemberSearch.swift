/// Finding an object's member by name on a tape, as a JSON Pointer token names it (the same
/// code points): the one walk that ``JSONDocument``'s `[key]` and `contains(key:)` and a decode
/// at a JSON Pointer share. (Key lookup for `Decodable` types is ``KeyLookup``: a coding key is
/// compared as a `String`, which honours canonical equivalence, and lookups remember where
/// they stopped.)
enum TapeMemberSearch {
    /// The tape index of the value of the first member named `name` among the members from tape
    /// index `first` (a key) to `end` (the object's end), in the document `bytes`; `entry`
    /// reads the tape. A key without escapes is compared byte for byte (equal code points are
    /// equal UTF-8); a key with escapes is unescaped first.
    @inline(__always)
    static func valueIndex(
        ofMemberNamed name: InputBytes, from first: Int, to end: Int, in bytes: InputBytes,
        entry: (Int) -> TapeEntry
    ) -> Int? {
        var position = first
        while position < end {
            let key = entry(position)
            if key.flags.contains(.escaped) {
                // Escapes spell the same code points with more bytes, never fewer.
                if key.length >= name.count
                    && JSONPointer.token(
                        name.string(),
                        matches: StringUnescaper.string(bytes.slice(key.offset, key.length), flags: key.flags))
                {
                    return position + 1
                }
            } else if bytes.equals(key.offset, key.length, name) {
                return position + 1
            }
            let value = entry(position + 1)
            position = value.isContainer ? value.end : position + 2
        }
        return nil
    }
}
