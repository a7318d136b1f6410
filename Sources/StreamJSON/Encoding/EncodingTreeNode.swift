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
    /// Unowned: a parent holds its children, and `TreeMode.nodes` holds every node for
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
