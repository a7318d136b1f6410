import Foundation

/// One value of a tree-mode encode. Handles keep their node's id, so they can write into it
/// whenever they like, which is what direct mode cannot allow.
///
/// Objects behave like `JSONEncoder`'s: a key encoded again replaces the value but keeps its
/// place and first spelling (`"é"` and `"e\u{301}"` are the same key, as in a Swift
/// dictionary), and a nested container asked for under a key that already holds a container of
/// the same kind continues that container.
///
/// Once the `encode(to:)` of the value in a slot returns, `JSONEncoder` keeps a snapshot of it:
/// later writes through handles the value kept are lost. Such a node is `sealed`, and writes
/// into it go to detached nodes.
final class EncodingTreeNode {
    enum Kind {
        case pending, scalar, object, array
    }

    var kind: Kind = .pending
    /// The JSON text of a scalar.
    var scalar: [UInt8] = []
    var memberKeys: [String] = []
    var memberNodes: [EncodingTreeNode] = []
    var memberIndex: [String: Int] = [:]
    var elements: [EncodingTreeNode] = []
    /// The value's `encode(to:)` has returned; nothing more is attached to this node.
    var sealed = false
    /// A value was encoded through this slot's single-value container.
    var usedSingleValue = false

    let id: Int
    /// Unowned: a parent holds its children, and the context's `nodes` holds every node for
    /// the whole encode. A strong reference here made a cycle that leaked every tree.
    unowned let parent: EncodingTreeNode?
    let path: EncodingPathComponent

    init(id: Int, parent: EncodingTreeNode?, path: EncodingPathComponent) {
        self.id = id
        self.parent = parent
        self.path = path
    }

    var ref: FrameRef { FrameRef(depth: 0, id: id) }

    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node: EncodingTreeNode? = self
        while let current = node {
            if let key = current.path.codingKey { keys.append(key) }
            node = current.parent
        }
        return keys.reversed()
    }

    /// Seals this node and everything under it (stopping at nodes sealed before).
    func seal() {
        guard !sealed else { return }
        sealed = true
        memberNodes.forEach { $0.seal() }
        elements.forEach { $0.seal() }
    }

    func member(_ key: String) -> EncodingTreeNode? {
        memberIndex[key].map { memberNodes[$0] }
    }

    func setMember(_ key: String, _ node: EncodingTreeNode) {
        if let index = memberIndex[key] {
            memberNodes[index] = node
        } else {
            memberIndex[key] = memberKeys.count
            memberKeys.append(key)
            memberNodes.append(node)
        }
    }
}

extension EncodingContext {
    func makeNode(parent: EncodingTreeNode?, path: EncodingPathComponent) -> EncodingTreeNode {
        let node = EncodingTreeNode(id: nodes.count, parent: parent, path: path)
        nodes.append(node)
        return node
    }

    /// A new member slot of the object at `ref`, replacing any value the key had.
    func addMember(_ name: String, path: EncodingPathComponent, in ref: FrameRef) -> EncodingTreeNode {
        let object = nodes[ref.id]
        let node = makeNode(parent: object, path: path)
        if !object.sealed { object.setMember(name, node) }
        return node
    }

    /// A new element slot at the end of the array at `ref`.
    func addElement(in ref: FrameRef) -> EncodingTreeNode {
        let array = nodes[ref.id]
        let node = makeNode(parent: array, path: .index(array.elements.count))
        if !array.sealed { array.elements.append(node) }
        return node
    }

    /// The nested container under `name`: the existing one if the key holds a container of
    /// that kind, else a new one. A key that holds a value of another kind is not replaced
    /// (`JSONEncoder` traps there): the error is recorded with its path, and the container
    /// handed back is detached.
    func nestedNode(_ name: String, path: any CodingKey, in ref: FrameRef, isObject: Bool) -> EncodingTreeNode {
        let kind: EncodingTreeNode.Kind = isObject ? .object : .array
        if !nodes[ref.id].sealed, let existing = nodes[ref.id].member(name),
           existing.kind != kind && existing.kind != .pending {
            recordMisuse(at: existing.ref, isObject: isObject)
            let detached = makeNode(parent: nodes[ref.id], path: .key(path))
            detached.kind = kind
            return detached
        }
        if !nodes[ref.id].sealed, let existing = nodes[ref.id].member(name), existing.kind == kind {
            guard existing.sealed else { return existing }
            // A finished value: continue a copy of it (its old handles stay detached).
            let reopened = addMember(name, path: .key(path), in: ref)
            reopened.kind = kind
            reopened.memberKeys = existing.memberKeys
            reopened.memberNodes = existing.memberNodes
            reopened.memberIndex = existing.memberIndex
            reopened.elements = existing.elements
            return reopened
        }
        let node = addMember(name, path: .key(path), in: ref)
        node.kind = kind
        return node
    }

    /// Moves the scalar just written to the scratch writer into the target node.
    func storeScalar() {
        guard let node = target else { return }
        node.kind = .scalar
        node.scalar = writer.buffer.makeArray()
        writer.buffer.truncate(to: 0)
        target = nil
    }

    /// Writes the finished tree with `output` (not the scratch writer).
    func renderTree<T>(_ value: T, to output: JSONWriter) throws {
        let root = nodes[0]
        if root.kind == .pending { throw EncodingContext.nothingEncoded(value) }
        render(root, to: output)
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
