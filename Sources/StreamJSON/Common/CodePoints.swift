/// Comparing member names as JSON and RFC 6901 compare them: by their Unicode code points,
/// with no normalization. Swift's `String ==` treats canonically equivalent spellings as equal
/// (`"é"` precomposed and `"e\u{301}"` decomposed, `"\u{212B}"` and `"\u{C5}"`); JSON Pointer
/// resolution and ``JSONObject`` do not. Coding keys keep `String` semantics, as in Foundation.
extension String {
    /// Whether both strings are the same sequence of Unicode scalars (the same UTF-8 bytes).
    @inline(__always)
    func hasSameCodePoints(as other: String) -> Bool {
        let lhs = utf8, rhs = other.utf8
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

/// A member name as a dictionary key that compares by code points (see
/// ``Swift/String/hasSameCodePoints(as:)``).
struct CodePointKey: Hashable {
    let string: String

    static func == (lhs: CodePointKey, rhs: CodePointKey) -> Bool {
        lhs.string.hasSameCodePoints(as: rhs.string)
    }

    /// `String`'s hash: it agrees with canonical equivalence, which is coarser than code-point
    /// equality, so equal keys hash equally.
    func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}
