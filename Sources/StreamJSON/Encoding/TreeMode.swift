/// The fallback way to encode, used when ``DirectMode`` gave up: every place is an
/// ``EncodingTreeNode`` that any handle can reach at any time, so containers may be used in
/// any order and a key encoded twice keeps one value. The finished tree is written with
/// `render(_:to:)`.
///
/// Scalars are still written by the context's ``writer``, here scratch space: `finishScalar()`
/// moves the scalar's bytes into the node that `beginMember`, `beginElement` or
/// `beginSingleValue` chose (the `target`).
final class TreeMode: EncodingMode {
    /// Scratch space that holds one scalar at a time.
    let writer: JSONWriter

    /// Every node, indexed by id; the root is the first.
    private var nodes: [EncodingTreeNode] = []
    /// The node the next scalar belongs to.
    @exclusivity(unchecked) private var _target: EncodingTreeNode?
    private var target: EncodingTreeNode? {
        @inline(__always) _read { yield unsafe _target }
        @inline(__always) _modify { yield unsafe &_target }
    }
    /// A misuse `JSONEncoder` traps on (say, a keyed container asked of an encoder that
    /// already holds an array), thrown when the encode ends.
    private var deferredError: EncodingError?

    init(writer: JSONWriter) {
        self.writer = writer
    }

    // MARK: Nodes

    private func makeNode(parent: EncodingTreeNode?, path: EncodingPathComponent) -> EncodingTreeNode {
        let node = EncodingTreeNode(id: nodes.count, parent: parent, path: path)
        nodes.append(node)
        return node
    }

    /// A new member slot of the object at `ref`, replacing any value the key had.
    private func addMember(_ name: String, path: EncodingPathComponent, in ref: FrameRef) -> EncodingTreeNode {
        let object = nodes[ref.id]
        let node = makeNode(parent: object, path: path)
        if !object.sealed { object.setMember(name, node) }
        return node
    }

    /// A new element slot at the end of the array at `ref`.
    private func addElement(in ref: FrameRef) -> EncodingTreeNode {
        let array = nodes[ref.id]
        let node = makeNode(parent: array, path: .index(array.elements.count))
        if !array.sealed { array.elements.append(node) }
        return node
    }

    /// Records a container asked of a place that holds a value of the other kind.
    private func recordMisuse(at ref: FrameRef, isObject: Bool) {
        guard deferredError == nil else { return }
        let kind = isObject ? "keyed" : "unkeyed"
        deferredError = .invalidValue(
            kind,
            EncodingError.Context(
                codingPath: codingPath(of: ref),
                debugDescription:
                    "Attempt to push new \(kind) encoding container when already previously encoded at this path."))
    }

    // MARK: EncodingMode

    func makeRoot() -> FrameRef {
        makeNode(parent: nil, path: .root).ref
    }

    func finish<T>(_ value: T) throws {
        if let error = deferredError { throw error }
        if nodes[0].kind == .pending { throw EncodingContext.nothingEncoded(value) }
    }

    func codingPath(of ref: FrameRef) -> [any CodingKey] {
        nodes[ref.id].codingPath
    }

    func beginMember(_ name: String, path: @autoclosure () -> EncodingPathComponent, in ref: FrameRef) throws {
        target = addMember(name, path: path(), in: ref)
    }

    func beginElement(in ref: FrameRef) throws -> Int {
        target = addElement(in: ref)
        return nodes[ref.id].elements.count - 1
    }

    /// Moves the scalar just written to the scratch writer into the target node.
    func finishScalar() {
        guard let node = target else { return }
        node.kind = .scalar
        node.scalar = writer.buffer.makeArray()
        writer.buffer.truncate(to: 0)
        target = nil
    }

    /// A sealed slot takes the scalar into a detached node: the value is lost, as in
    /// `JSONEncoder`.
    func beginSingleValue(_ ref: FrameRef) throws -> Bool {
        let node = nodes[ref.id]
        guard node.kind == .pending else { return false }
        target = node.sealed ? makeNode(parent: node, path: .root) : node
        return true
    }

    func canBeginSingleValueEncode(_ ref: FrameRef) throws -> Bool {
        let node = nodes[ref.id]
        return !node.usedSingleValue && node.kind != .scalar
    }

    func endSingleValueEncode(_ ref: FrameRef) {
        nodes[ref.id].usedSingleValue = true
    }

    func isPending(_ ref: FrameRef) -> Bool {
        nodes[ref.id].kind == .pending
    }

    func beginMemberSlot(_ name: String, path: EncodingPathComponent, in ref: FrameRef) throws -> FrameRef {
        addMember(name, path: path, in: ref).ref
    }

    func beginElementSlot(in ref: FrameRef) throws -> FrameRef {
        addElement(in: ref).ref
    }

    /// Seals the slot's node: later writes through handles its value kept are lost.
    func endSlot(_ slot: FrameRef) {
        nodes[slot.id].seal()
    }

    /// The existing container if the key holds one of that kind, else a new one. A key that
    /// holds a value of another kind is not replaced (`JSONEncoder` traps there): the error is
    /// recorded with its path, and the container handed back is detached.
    func beginNestedContainer(_ name: String, path: any CodingKey, in ref: FrameRef, isObject: Bool) -> FrameRef {
        let kind: EncodingTreeNode.Kind = isObject ? .object : .array
        let parent = nodes[ref.id]
        if !parent.sealed, let existing = parent.member(name), existing.kind != .pending {
            guard existing.kind == kind else {
                recordMisuse(at: existing.ref, isObject: isObject)
                let detached = makeNode(parent: parent, path: .key(path))
                detached.kind = kind
                return detached.ref
            }
            guard existing.sealed else { return existing.ref }
            // A finished value: continue a copy of it (its old handles stay detached).
            let reopened = addMember(name, path: .key(path), in: ref)
            reopened.kind = kind
            reopened.memberKeys = existing.memberKeys
            reopened.memberNodes = existing.memberNodes
            reopened.memberIndex = existing.memberIndex
            reopened.elements = existing.elements
            return reopened.ref
        }
        let node = addMember(name, path: .key(path), in: ref)
        node.kind = kind
        return node.ref
    }

    func beginNestedContainer(inArray ref: FrameRef, isObject: Bool) -> FrameRef {
        let node = addElement(in: ref)
        node.kind = isObject ? .object : .array
        return node.ref
    }

    /// A slot holding a value of the other kind keeps it, and the misuse is recorded.
    func openContainer(_ ref: FrameRef, isObject: Bool, keysAreUnique: Bool) {
        let node = nodes[ref.id]
        if node.sealed { return }
        let wanted: EncodingTreeNode.Kind = isObject ? .object : .array
        if node.kind == .pending {
            node.kind = wanted
        } else if node.kind != wanted {
            recordMisuse(at: ref, isObject: isObject)
        }
    }

    func elementCount(_ ref: FrameRef) -> Int {
        nodes[ref.id].elements.count
    }

    // MARK: Output

    /// Writes the finished tree with `output` (not the scratch writer).
    func render(to output: JSONWriter) {
        render(nodes[0], to: output)
    }

    private func render(_ node: EncodingTreeNode, to output: JSONWriter) {
        switch node.kind {
        case .pending:
            output.beginObject()
            output.endObject()
        case .scalar:
            output.writeRaw(node.scalar)
        case .object:
            output.beginObject(keysAreUnique: true)
            for (key, member) in zip(node.memberKeys, node.memberNodes) {
                output.writeKey(key)
                render(member, to: output)
            }
            output.endObject()
        case .array:
            output.beginArray()
            for element in node.elements {
                output.beginElement()
                render(element, to: output)
            }
            output.endArray()
        }
    }
}
