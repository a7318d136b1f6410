/// Materialising a ``JSONDocument/Value`` as a ``JSONValue``: one iterative pass over the
/// value's tape entries (``TapeTreeBuilder/buildTree(at:)``, the walk the decoder's builder
/// uses too).
extension JSONValue {
    /// The value a document's view holds, as a tree: numbers keep their literal, objects their
    /// member order; of two members with the same name (the same code points) the first is kept.
    /// Encoding the result gives back the document's bytes for compact input (see
    /// ``JSONDocument/Value/rawJSON``).
    ///
    /// > Note: makes every string and number of the value. A `JSONValue` nested more than about
    /// > a thousand levels deep can overflow the stack when it is released (see the decoder's
    /// > limit for `JSONValue`); documents read with the default depth limit, 512, cannot.
    public init(_ value: JSONDocument.Value) {
        let storage = value.storage
        self = storage.withBytes { bytes in
            DocumentTreeBuilder(tape: storage.tape, bytes: bytes).buildTree(at: value.index)
        }
    }
}

/// ``JSONValue`` from a document's tape and bytes. The document's tape is immutable and shared,
/// so no key check is recorded in it: each object is built through ``JSONObject``'s own
/// check, which keeps the first of equal keys as the decoder's builder does.
struct DocumentTreeBuilder: TapeTreeBuilder {
    typealias Failure = Never

    let tape: FrozenTape
    let bytes: InputBytes

    @inline(__always)
    func entry(at index: Int) -> TapeEntry { tape[index] }

    func members(ofObjectAt index: Int, count: Int) -> JSONValueMembers {
        var list: [(key: String, value: JSONValue)] = []
        list.reserveCapacity(count)
        return JSONValueMembers(list: list, mayRepeatKeys: true)
    }

    var noMembers: JSONValueMembers { JSONValueMembers(list: [], mayRepeatKeys: true) }

    @inline(__always)
    func add(_ value: consuming JSONValue, forKey key: String, to members: inout JSONValueMembers) {
        members.list.append((key, value))
    }

    func object(_ members: consuming JSONValueMembers) -> JSONValue { .object(members.object) }

    func array(_ elements: consuming [JSONValue]) -> JSONValue { .array(elements) }

    /// No limit beyond the document's own `maximumNestingDepth` (see `JSONValue.init(_:)`).
    @inline(__always)
    func checkDepth(_ depth: Int) {}
}

extension JSONDocument.Value: Hashable {
    /// Whether the two values are equal JSON, as ``JSONValue`` compares: numbers by exact value
    /// (`1 == 1.0`), objects by members in any order, arrays element by element. Views of the
    /// same position of the same document are equal at once.
    ///
    /// > Note: otherwise materialises both values (see `init(_:)`).
    public static func == (lhs: JSONDocument.Value, rhs: JSONDocument.Value) -> Bool {
        if lhs.storage === rhs.storage && lhs.index == rhs.index { return true }
        guard lhs.entry.kind == rhs.entry.kind else { return false }
        return JSONValue(lhs) == JSONValue(rhs)
    }

    /// Hashes the value as ``JSONValue`` does, in agreement with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(JSONValue(self))
    }
}
