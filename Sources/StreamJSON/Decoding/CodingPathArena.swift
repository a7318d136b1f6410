/// The coding path of every value being decoded, kept as parent-linked nodes in one array so
/// that the success path never builds an array of keys and never allocates per value.
///
/// Decoding a member pushes a node (its parent is the container's node, its component the
/// key), runs the member's `init(from:)`, then truncates the arena back to that node: every
/// node pushed in between belongs to the member's own subtree. A `[CodingKey]` is built only
/// when someone asks for `codingPath`, usually to put it in an error.
///
/// A container reads its coding path from its node for as long as it lives, and user code may
/// keep a container past the value it was made for (Foundation's containers allow it). So a
/// node that a container was made at is pinned (``pin(_:)``): truncating never drops it or the
/// nodes below it until the document ends, and a later push cannot overwrite it. Nodes of
/// values decoded without a container (scalars, the direct array and dictionary paths) are
/// still reused at once, so the arena grows with the containers of one document, and a
/// decoder that no one kept goes back to the root alone for the next document.
struct CodingPathArena: ~Copyable {
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

    /// A node as stored: plain integers, so that pushing and truncating copy no existential.
    /// A `.key` node's coding key lives in ``keys``, at `payload`.
    struct Node {
        var parent: Int32
        /// The number of keys in use when the node was pushed; truncating to the node gives
        /// the keys above back.
        var keysBefore: Int32
        var kind: Kind
        /// The index for `.index`, the tape index for `.tapeKey`, the key's slot for `.key`.
        var payload: Int
    }

    enum Kind: UInt8 {
        case root, key, index, tapeKey
    }

    /// The nodes; only `nodes[0..<count]` are live. Truncating just lowers `count`, and a
    /// push overwrites the first dead slot, so the storage is reused throughout.
    private var nodes = PlainValueStack<Node>()
    private(set) var count: Int
    /// The coding keys of the live `.key` nodes, in push order; only `keys[0..<keyCount]`
    /// are live, reused like ``nodes``.
    private var keys: ContiguousArray<any CodingKey> = []
    private var keyCount = 0
    /// The number of nodes truncating keeps: one past the last node a container was made at
    /// (``pin(_:)``), 1 (the root) when none was.
    private var pinned = 1
    /// Storage above this many nodes (or keys) is not kept for the next document: 3 MB of
    /// nodes, enough for a document with 100,000 containers (canada as GeoJSON: a container
    /// per position).
    static let largestKeptCapacity = 1 << 17
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

    static let rootNode = Node(parent: -1, keysBefore: 0, kind: .root, payload: 0)

    init() {
        nodes.append(Self.rootNode)
        count = 1
    }

    /// Back to the root alone, keeping the storage: the next document of a reused decoder.
    mutating func reset() {
        if nodes.reservedCapacity > Self.largestKeptCapacity {
            nodes = PlainValueStack()
            nodes.append(Self.rootNode)
        }
        if keys.capacity > Self.largestKeptCapacity {
            keys = []
        }
        count = 1
        keyCount = 0
        pinned = 1
        cachedPathNode = -1
        cachedParentNode = -1
        if !cachedPath.isEmpty { cachedPath = [] }
        if !cachedParentPath.isEmpty { cachedParentPath = [] }
    }

    /// Appends a node and returns its index.
    @inline(__always)
    mutating func push(parent: Int32, _ component: Component) -> Int32 {
        var node = Node(parent: parent, keysBefore: Int32(truncatingIfNeeded: keyCount), kind: .root, payload: 0)
        switch component {
        case .root: break
        case .index(let position):
            node.kind = .index
            node.payload = position
        case .tapeKey(let tapeIndex):
            node.kind = .tapeKey
            node.payload = tapeIndex
        case .key(let key):
            node.kind = .key
            node.payload = keyCount
            if keyCount < keys.count {
                keys[keyCount] = key
            } else {
                // One allocation for the first keys of a new decoder, not one per doubling.
                if keys.isEmpty { keys.reserveCapacity(16) }
                keys.append(key)
            }
            keyCount += 1
        }
        return store(node)
    }

    /// Appends an array element's node (`.index(position)`) and returns its index: the
    /// common push, with no ``Component`` to build.
    @inline(__always)
    mutating func push(parent: Int32, position: Int) -> Int32 {
        store(Node(parent: parent, keysBefore: Int32(truncatingIfNeeded: keyCount), kind: .index, payload: position))
    }

    @inline(__always)
    private mutating func store(_ node: Node) -> Int32 {
        let index = count
        if index <= Int(cachedPathNode) { cachedPathNode = -1 }
        if index <= Int(cachedParentNode) { cachedParentNode = -1 }
        if index < nodes.count {
            nodes[index] = node
        } else {
            nodes.append(node)
        }
        count = index + 1
        return Int32(truncatingIfNeeded: index)
    }

    /// Drops `node` and every node pushed after it, except those pinned by a container.
    @inline(__always)
    mutating func truncate(to node: Int32) {
        let newCount = Swift.max(Int(node), pinned)
        if newCount < count {
            count = newCount
            keyCount = Int(nodes[newCount].keysBefore)
        }
    }

    /// Keeps `node` and every node below it for the rest of the document: a container made at
    /// `node` may be kept and read after its value is done.
    @inline(__always)
    mutating func pin(_ node: Int32) {
        let kept = Int(node) &+ 1
        if kept > pinned { pinned = kept }
    }

    /// The parent of a live `node` (-1 for the root).
    @inline(__always)
    func parent(of node: Int32) -> Int32 {
        nodes[Int(node)].parent
    }

    /// The component of a live `node`.
    @inline(__always)
    func component(of node: Int32) -> Component {
        let stored = nodes[Int(node)]
        switch stored.kind {
        case .root: return .root
        case .key: return .key(keys[stored.payload])
        case .index: return .index(stored.payload)
        case .tapeKey: return .tapeKey(stored.payload)
        }
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
            result.append(transform(component(of: Int32(truncatingIfNeeded: current))))
            current = Int(nodes[current].parent)
        }
        result.reverse()
        return result
    }
}
