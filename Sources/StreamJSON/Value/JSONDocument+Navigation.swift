/// Finding members, elements and the value at a JSON Pointer by walking the tape.
///
/// A member is found by comparing the key's UTF-8 with each member name's bytes in document
/// order, skipping each member's value in one read of the tape: O(n) in the members of the
/// object, with no allocation. Only a member name written with escapes (`"caf\u00e9"`) is
/// unescaped to be compared. Names are equal when they are the same Unicode code points (RFC
/// 8259 §8.3), as ``JSONObject``'s subscript and ``JSONPointer`` compare them, not as Swift
/// `String`s: `"é"` (U+00E9) and `"e\u{301}"` are different names. Of two equal names, the
/// first wins, as in ``JSONValue`` and the decoder.
extension JSONDocument.Value {
    /// The value of the member named `key`, if this is an object that has one (the first,
    /// if several have that name); nil otherwise.
    ///
    /// - Complexity: O(n) in the object's members; allocates nothing unless a member name holds
    ///   an escape.
    public subscript(key: String) -> JSONDocument.Value? {
        guard let position = valueIndex(ofMember: key) else { return nil }
        return JSONDocument.Value(storage: storage, index: position)
    }

    /// The element at `index`, if this is an array and `index` is in range (never a trap);
    /// nil otherwise.
    ///
    /// - Complexity: O(index): each element before it is skipped in one read of the tape. To
    ///   visit every element use ``elements``, which is O(1) per step.
    public subscript(index: Int) -> JSONDocument.Value? {
        let entry = self.entry
        guard entry.kind == .array, index >= 0, index < entry.count else { return nil }
        var position = self.index + 1
        for _ in 0..<index { position = storage.indexAfterValue(at: position) }
        return JSONDocument.Value(storage: storage, index: position)
    }

    /// The value at `pointer` below this one (RFC 6901): `value[pointer: "/data/items/0/name"]`.
    ///
    /// nil when the pointer addresses nothing: an absent member, an index past the end or not a
    /// plain index (`01`, `-`), a step into a string, number, Boolean or `null`, or an invalid
    /// pointer. The empty pointer `""` is this value itself. Members are found as
    /// `subscript(_:)` finds them, as every pointer walk of the library does.
    public subscript(pointer pointer: JSONPointer) -> JSONDocument.Value? {
        guard pointer.syntaxError == nil else { return nil }
        var value = self
        for token in pointer.tokens {
            switch value.entry.kind {
            case .object:
                guard let member = value[token] else { return nil }
                value = member
            case .array:
                guard let index = JSONPointer.index(of: token), let element = value[index] else { return nil }
                value = element
            default:
                return nil
            }
        }
        return value
    }

    /// Whether this is an object with a member named `key`.
    public func contains(key: String) -> Bool { valueIndex(ofMember: key) != nil }

    /// The tape index of the value of the first member named `key`, if this is an object.
    func valueIndex(ofMember key: String) -> Int? {
        let entry = self.entry
        guard entry.kind == .object else { return nil }
        let end = entry.end
        let tape = storage.tape
        var key = key
        return InputBytes.with(utf8: &key) { keyBytes -> Int? in
            withBytes { bytes -> Int? in
                TapeMemberSearch.valueIndex(ofMemberNamed: keyBytes, from: index + 1, to: end, in: bytes) {
                    tape[$0]
                }
            }
        }
    }
}
