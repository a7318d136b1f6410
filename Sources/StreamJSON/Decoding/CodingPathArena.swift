/// The coding path of every value being decoded, kept as parent-linked nodes in one array so
/// that the success path never builds an array of keys and never allocates per value.
///
/// Decoding a member pushes a node (its parent is the container's node, its component the
/// key), runs the member's `init(from:)`, then truncates the arena back to that node: every
/// node pushed in between belongs to the member's own subtree. A `[CodingKey]` is built only
/// when someone asks for `codingPath`, usually to put it in an error.
///
/// Each node also holds the ``KeyLookup/Cursor`` of the keyed container that lives at it: the
/// object it belongs to and where the last lookup stopped.
struct CodingPathArena {
    /// One step of a coding path.
    enum Component {
        /// The root value; only node 0.
        case root
        /// A member, by the coding key the caller used.
        case key(any CodingKey)
        /// An array element, by position.
        case index(Int)
        /// A dictionary member, by the tape index of its key string (made a key only on demand).
        case tapeKey(Int)
    }

    struct Node {
        var parent: Int32
        var component: Component
        /// Where the lookups of the keyed container at this node stand.
        var cursor = KeyLookup.Cursor()
    }

    /// The nodes; only `nodes[0..<count]` are live. Truncating just lowers `count`, and a
    /// push overwrites the first dead slot, so the array's storage is reused throughout.
    private(set) var nodes: ContiguousArray<Node>
    private(set) var count: Int
    /// The last coding path built (``TapeDecoder/codingPath(to:)``) and its node, or -1: code
    /// that probes a value with `try?` gets one error per failed type at the same node, and
    /// they share one array. A push at or below that node forgets it.
    var cachedPathNode: Int32 = -1
    var cachedPath: [any CodingKey] = []
    /// The path of the parent of the last node whose path was built from scratch, or -1: the
    /// elements of one array (the numbers of a GeoJSON position, each probed with `try?`)
    /// extend it by one key instead of walking to the root.
    var cachedParentNode: Int32 = -1
    var cachedParentPath: [any CodingKey] = []

    init() {
        nodes = [Node(parent: -1, component: .root)]
        nodes.reserveCapacity(16)
        count = 1
    }

    /// Starts from a path built elsewhere (a `superDecoder`'s new decoder).
    init(path: [any CodingKey]) {
        self.init()
        var parent: Int32 = 0
        for key in path {
            parent = push(parent: parent, .key(key))
        }
    }

    /// Back to the root alone, keeping the storage: the next document of a reused decoder.
    mutating func reset() {
        nodes[0] = Node(parent: -1, component: .root)
        count = 1
        cachedPathNode = -1
        cachedParentNode = -1
        if !cachedPath.isEmpty { cachedPath = [] }
        if !cachedParentPath.isEmpty { cachedParentPath = [] }
    }

    /// Appends a node and returns its index.
    @inline(__always)
    mutating func push(parent: Int32, _ component: Component) -> Int32 {
        let index = count
        if index <= Int(cachedPathNode) { cachedPathNode = -1 }
        if index <= Int(cachedParentNode) { cachedParentNode = -1 }
        if index < nodes.count {
            nodes[index] = Node(parent: parent, component: component)
        } else {
            nodes.append(Node(parent: parent, component: component))
        }
        count = index + 1
        return Int32(truncatingIfNeeded: index)
    }

    /// Drops `node` and every node pushed after it.
    @inline(__always)
    mutating func truncate(to node: Int32) {
        let newCount = Int(node)
        if newCount >= 1 && newCount < count {
            count = newCount
        }
    }

    /// The parent of a live `node` (-1 for the root).
    @inline(__always)
    func parent(of node: Int32) -> Int32 {
        nodes[Int(node)].parent
    }

    /// The component of a live `node`.
    @inline(__always)
    func component(of node: Int32) -> Component {
        nodes[Int(node)].component
    }

    /// The components from the root to `node`, root excluded, in order.
    func components(to node: Int32) -> [Component] {
        path(to: node) { $0 }
    }

    /// The components from the root to `node` (root excluded), each made into an `Element`,
    /// in order: one walk to count, one array allocated once, filled leaf first and reversed.
    func path<Element>(to node: Int32, _ transform: (Component) -> Element) -> [Element] {
        var depth = 0
        var current = Int(node)
        while current > 0 && current < count {
            depth += 1
            current = Int(nodes[current].parent)
        }
        var result: [Element] = []
        result.reserveCapacity(depth)
        current = Int(node)
        for _ in 0..<depth {
            WorkCounter.count(.codingPathStep)
            result.append(transform(nodes[current].component))
            current = Int(nodes[current].parent)
        }
        result.reverse()
        return result
    }

    /// The next key to try in `object` for the container at `node`, if that container has
    /// looked up a key in that object before.
    @inline(__always)
    func cursor(at node: Int32, object: Int) -> Int? {
        let index = Int(node)
        guard index >= 0, index < count, nodes[index].cursor.object == UInt32(truncatingIfNeeded: object + 1) else {
            return nil
        }
        return Int(nodes[index].cursor.next)
    }

    @inline(__always)
    mutating func setCursor(at node: Int32, object: Int, next: Int) {
        let index = Int(node)
        guard index >= 0, index < count else { return }
        nodes[index].cursor = KeyLookup.Cursor(
            object: UInt32(truncatingIfNeeded: object + 1),
            next: UInt32(truncatingIfNeeded: next))
    }
}
