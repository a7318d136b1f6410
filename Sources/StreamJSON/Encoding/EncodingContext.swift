import Foundation

/// A place in the output that an `Encoder` or container handle writes into: a value slot, an
/// object or an array. In direct mode `depth` is its index on the frame stack and `id` tells a
/// live frame from a closed one that happened to sit at the same depth; in tree mode `id`
/// indexes the tree's nodes.
struct FrameRef {
    let depth: Int
    let id: Int

    /// Handed out when a handle cannot be made (the encode is being abandoned); every use fails.
    static let dead = FrameRef(depth: -1, id: -1)
}

/// Thrown (and recorded) when a direct-mode encode meets a container used out of order; the
/// value is then encoded again in tree mode. Never escapes `StreamJSONEncoder.encode`.
struct OutOfOrderContainerUse: Error {}

/// The state of one `encode` call: the options snapshot, the output, and the open containers.
///
/// **Direct mode** (the normal one) writes bytes as the containers are used. The open places
/// form a stack of frames, the root value first:
///
/// ```
/// {"a":1,"b":[true,            frames: [root: object] [b: array] [1: object]
///             {"c":            handles: each holds (depth, id) of its frame
/// ```
///
/// Writing into the frame at depth d first closes every frame above it (they are finished:
/// their closing brackets are written). A handle whose frame was closed is *stale*; using it
/// is the out-of-order case the `Encoder` protocols allow but bytes already written cannot
/// accommodate. The context then gives up (`abandoned`), and `encode` starts again in
/// **tree mode**: every slot becomes a `EncodingTreeNode` that any handle can reach at any time, and
/// the tree is written out at the end. Duplicate keys, which JSON output can only get by
/// merging, also send the encode to tree mode.
final class EncodingContext {
    let options: EncodingOptions
    /// Whether this context builds a tree rather than writing directly.
    let isTree: Bool
    /// Direct mode: the output. Tree mode: scratch space that holds one scalar at a time.
    let writer: JSONWriter
    /// `options.keyEncodingStrategy` is `.useDefaultKeys`.
    let usesDefaultKeys: Bool

    // MARK: Direct mode

    /// One open place in the output.
    struct Frame {
        var id: Int
        var state: FrameState
        /// How the parent reaches this frame, for coding paths.
        var path: EncodingPathComponent
        /// Elements written so far, when it is an array.
        var count = 0
        /// A value was encoded through this slot's single-value container.
        var usedSingleValue = false
    }

    enum FrameState {
        /// A slot nothing has been written into yet (closing it writes `{}`).
        case pending
        /// A slot holding a scalar.
        case filled
        case object
        case array
    }

    // Exclusivity is unchecked on the hot stored properties (see `OutputBuffer`).
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) var nextID = 0
    /// Direct mode met an out-of-order use and its output is void.
    @exclusivity(unchecked) var abandoned = false

    // MARK: Tree mode

    /// Every node, indexed by id (tree mode only).
    var nodes: [EncodingTreeNode] = []
    /// The node the next scalar belongs to (tree mode only).
    @exclusivity(unchecked) var target: EncodingTreeNode?
    /// A misuse `JSONEncoder` traps on (say, a keyed container asked of an encoder that
    /// already holds an array), thrown when the encode ends.
    var deferredError: EncodingError?

    /// Types seen not to be `DirectlyEncodable` (a small cache; see `encodeValue`).
    @exclusivity(unchecked) var plainTypes: [ObjectIdentifier] = []

    /// Keys converted to snake case so far.
    @exclusivity(unchecked) var snakeCaseKeys: [String: String] = [:]

    /// A direct-mode context writes into `writer`; a tree-mode one uses it as scratch space.
    private init(options: EncodingOptions, isTree: Bool, writer: JSONWriter) {
        self.options = options
        self.isTree = isTree
        self.writer = writer
        self.usesDefaultKeys = options.usesDefaultKeys
    }

    /// Encodes one top-level value: directly, and again in tree mode if direct mode gave up.
    static func encode<T>(_ value: T, options: EncodingOptions,
                          body: (EncodingContext, FrameRef) throws -> Void) throws -> Data {
        let output = OutputBuffer()
        try encode(value, options: options, into: output, depth: 0, body: body)
        return output.makeData()
    }

    /// Appends one top-level value to `output`, pretty-printed (when it is) as if `depth`
    /// containers were open around it: how a streaming writer puts an element in its array.
    /// If the encode throws, `output` is truncated back to the bytes it held before.
    static func encode<T>(_ value: T, options: EncodingOptions, into output: OutputBuffer, depth: Int,
                          body: (EncodingContext, FrameRef) throws -> Void) throws {
        let start = output.count
        let writingOptions = options.writingOptions
        do {
            let direct = EncodingContext(options: options, isTree: false,
                                         writer: JSONWriter(options: writingOptions, buffer: output, baseDepth: depth))
            do {
                try direct.run(value, body)
                if !direct.needsTreeMode { return }
            } catch {
                if !direct.needsTreeMode { throw error }
            }
            output.truncate(to: start)
            let tree = EncodingContext(options: options, isTree: true, writer: JSONWriter(options: writingOptions))
            try tree.run(value, body)
            try tree.renderTree(value, to: JSONWriter(options: writingOptions, buffer: output, baseDepth: depth))
        } catch {
            output.truncate(to: start)
            throw error
        }
    }

    private var needsTreeMode: Bool { abandoned || writer.foundDuplicateKeys }

    /// Runs `body` on the root slot. Direct mode leaves the value in the writer's buffer; tree
    /// mode leaves the tree for `renderTree`.
    private func run<T>(_ value: T, _ body: (EncodingContext, FrameRef) throws -> Void) throws {
        let root: FrameRef
        if isTree {
            root = makeNode(parent: nil, path: .root).ref
        } else {
            frames = [Frame(id: 0, state: .pending, path: .root)]
            nextID = 1
            root = FrameRef(depth: 0, id: 0)
        }
        try body(self, root)
        if let error = deferredError { throw error }
        if isTree { return }
        if abandoned { throw OutOfOrderContainerUse() }
        if frames[0].state == .pending { throw EncodingContext.nothingEncoded(value) }
        closeFrames(above: -1)
    }

    static func nothingEncoded<T>(_ value: T) -> EncodingError {
        .invalidValue(value, EncodingError.Context(
            codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }

    // MARK: Frames (direct mode)

    /// Makes `ref` the innermost open frame, closing the finished frames above it; throws
    /// (and abandons direct mode) when `ref` was already closed.
    @inline(__always)
    func enter(_ ref: FrameRef) throws {
        if ref.depth >= 0, ref.depth == frames.count &- 1, frames[ref.depth].id == ref.id { return }
        try enterSlowly(ref)
    }

    private func enterSlowly(_ ref: FrameRef) throws {
        guard !abandoned, isLive(ref) else {
            abandon()
            throw OutOfOrderContainerUse()
        }
        closeFrames(above: ref.depth)
    }

    /// Gives up on direct mode: no frame is live any more, so every later use fails fast.
    func abandon() {
        abandoned = true
        frames.removeAll()
    }

    /// Whether `ref` is still on the frame stack.
    @inline(__always)
    func isLive(_ ref: FrameRef) -> Bool {
        ref.depth >= 0 && ref.depth < frames.count && frames[ref.depth].id == ref.id
    }

    /// Closes the frames above `depth`, innermost first: brackets for containers, `{}` for a
    /// slot nothing was written into (what `JSONEncoder` writes for such a value).
    func closeFrames(above depth: Int) {
        while frames.count > depth + 1 {
            switch frames.removeLast().state {
            case .pending:
                writer.beginObject()
                writer.endObject()
            case .filled: break
            case .object: writer.endObject()
            case .array: writer.endArray()
            }
        }
    }

    /// Opens a new frame above the current innermost one.
    private func push(_ state: FrameState, path: EncodingPathComponent) -> FrameRef {
        let id = nextID
        nextID &+= 1
        frames.append(Frame(id: id, state: state, path: path))
        return FrameRef(depth: frames.count - 1, id: id)
    }

    // MARK: Operations the handles use (both modes)

    /// The coding path of the value at `ref`.
    func codingPath(of ref: FrameRef) -> [any CodingKey] {
        if isTree { return nodes[ref.id].codingPath }
        guard isLive(ref) else {
            abandon()
            return []
        }
        return frames[1..<(ref.depth + 1)].compactMap { $0.path.codingKey }
    }

    /// Writes the key of the next member of the object at `ref`; its value is written next,
    /// followed by `finishScalar()`.
    func beginMember<Key: CodingKey>(_ key: Key, in ref: FrameRef) throws {
        let name = usesDefaultKeys ? key.stringValue : convertedKey(key, in: ref)
        if isTree {
            target = addMember(name, path: .key(key), in: ref)
            return
        }
        try enter(ref)
        writer.writeKey(name)
    }

    /// Like `beginMember(_:in:)` for a dictionary key, which no key strategy applies to.
    func beginMember(rawKey: String, in ref: FrameRef) throws {
        if isTree {
            target = addMember(rawKey, path: .dictionaryKey(rawKey, usesDefaultKeys: usesDefaultKeys), in: ref)
            return
        }
        try enter(ref)
        writer.writeKey(rawKey)
    }

    /// Starts the next element of the array at `ref` and returns its index; the value is
    /// written next, followed by `finishScalar()`.
    @discardableResult
    func beginElement(in ref: FrameRef) throws -> Int {
        if isTree {
            let node = addElement(in: ref)
            target = node
            return nodes[ref.id].elements.count - 1
        }
        try enter(ref)
        writer.beginElement()
        let index = frames[ref.depth].count
        frames[ref.depth].count = index &+ 1
        return index
    }

    /// Ends a scalar written after `beginMember`, `beginElement` or `beginSingleValue`.
    @inline(__always)
    func finishScalar() {
        if isTree { storeScalar() }
    }

    /// Marks the slot at `ref` as holding the scalar written next (followed by
    /// `finishScalar()`). Throws if the slot already holds a value: `JSONEncoder` traps there.
    func beginSingleValue(_ ref: FrameRef, value: @autoclosure () -> Any) throws {
        try requireEmptySlot(ref, value: value())
        if isTree {
            let node = nodes[ref.id]
            target = node.sealed ? makeNode(parent: node, path: .root) : node
        } else {
            frames[ref.depth].state = .filled
        }
    }

    /// Throws unless the slot at `ref` holds nothing yet.
    func requireEmptySlot(_ ref: FrameRef, value: @autoclosure () -> Any) throws {
        let isEmpty: Bool
        if isTree {
            isEmpty = nodes[ref.id].kind == .pending
        } else {
            guard !abandoned, isLive(ref) else {
                abandon()
                throw OutOfOrderContainerUse()
            }
            closeFrames(above: ref.depth)
            isEmpty = frames[ref.depth].state == .pending
        }
        if !isEmpty {
            throw EncodingError.invalidValue(value(), EncodingError.Context(
                codingPath: codingPath(of: ref),
                debugDescription: "Attempt to encode value through single value container when previously value already encoded."))
        }
    }

    /// Starts a value encoded through the single-value container of the slot at `ref`. Like
    /// `JSONEncoder`, a container value may go into a slot that already holds a container of
    /// its kind (their members merge); a second value through the single-value container, or
    /// a scalar into a filled slot (which `JSONEncoder` traps on or drops), throws.
    func beginSingleValueEncode(_ ref: FrameRef, value: @autoclosure () -> Any) throws {
        let alreadyUsed: Bool
        if isTree {
            let node = nodes[ref.id]
            alreadyUsed = node.usedSingleValue || node.kind == .scalar
            node.usedSingleValue = true
        } else {
            guard !abandoned, isLive(ref) else {
                abandon()
                throw OutOfOrderContainerUse()
            }
            closeFrames(above: ref.depth)
            alreadyUsed = frames[ref.depth].usedSingleValue || frames[ref.depth].state == .filled
            frames[ref.depth].usedSingleValue = true
        }
        if alreadyUsed {
            throw EncodingError.invalidValue(value(), EncodingError.Context(
                codingPath: codingPath(of: ref),
                debugDescription: "Attempt to encode value through single value container when previously value already encoded."))
        }
    }

    /// Reserves a member slot for a value that will encode itself (or for a `superEncoder`).
    func beginMemberSlot(_ name: String, path: EncodingPathComponent, in ref: FrameRef) throws -> FrameRef {
        if isTree { return addMember(name, path: path, in: ref).ref }
        try enter(ref)
        writer.writeKey(name)
        return push(.pending, path: path)
    }

    /// Reserves the next element slot of an array for a value that will encode itself.
    func beginElementSlot(in ref: FrameRef) throws -> FrameRef {
        if isTree { return addElement(in: ref).ref }
        let index = try beginElement(in: ref)
        return push(.pending, path: .index(index))
    }

    /// Closes a slot once its value's `encode(to:)` has returned (in tree mode: seals it).
    @inline(__always)
    func endSlot(_ slot: FrameRef) {
        if isTree {
            nodes[slot.id].seal()
        } else if isLive(slot) {
            closeFrames(above: slot.depth - 1)
        }
    }

    /// Opens a nested object or array as the next member of the object at `ref`.
    func beginNestedContainer(_ name: String, path: any CodingKey, in ref: FrameRef,
                              isObject: Bool) -> FrameRef {
        if isTree { return nestedNode(name, path: path, in: ref, isObject: isObject).ref }
        do { try enter(ref) } catch { return .dead }
        writer.writeKey(name)
        isObject ? writer.beginObject() : writer.beginArray()
        return push(isObject ? .object : .array, path: .key(path))
    }

    /// Opens a nested object or array as the next element of the array at `ref`.
    func beginNestedContainer(inArray ref: FrameRef, isObject: Bool) -> FrameRef {
        if isTree {
            let node = addElement(in: ref)
            node.kind = isObject ? .object : .array
            return node.ref
        }
        guard let index = try? beginElement(in: ref) else { return .dead }
        isObject ? writer.beginObject() : writer.beginArray()
        return push(isObject ? .object : .array, path: .index(index))
    }

    /// Turns the slot at `ref` into an object or an array (the encoder's `container(keyedBy:)`
    /// and `unkeyedContainer()`); asking again for the same kind reuses it.
    func openContainer(_ ref: FrameRef, isObject: Bool, keysAreUnique: Bool = false) {
        let wanted: EncodingTreeNode.Kind = isObject ? .object : .array
        if isTree {
            let node = nodes[ref.id]
            if node.sealed { return }
            if node.kind == .pending {
                node.kind = wanted
            } else if node.kind != wanted {
                recordMisuse(at: ref, isObject: isObject)
            }
            return
        }
        guard !abandoned, isLive(ref) else {
            abandon()
            return
        }
        closeFrames(above: ref.depth)
        switch frames[ref.depth].state {
        case .pending:
            if isObject {
                writer.beginObject(keysAreUnique: keysAreUnique)
                frames[ref.depth].state = .object
            } else {
                writer.beginArray()
                frames[ref.depth].state = .array
            }
        case .object where isObject:
            // A second source of members (a dictionary and a keyed container): keys may repeat.
            writer.checkKeysOfInnermostObject()
        case .array where !isObject:
            break
        default:
            abandon()  // tree mode records the error with its path
        }
    }

    func recordMisuse(at ref: FrameRef, isObject: Bool) {
        guard deferredError == nil else { return }
        let kind = isObject ? "keyed" : "unkeyed"
        deferredError = .invalidValue(kind, EncodingError.Context(
            codingPath: codingPath(of: ref),
            debugDescription: "Attempt to push new \(kind) encoding container when already previously encoded at this path."))
    }

    /// The number of elements in the array at `ref`.
    func elementCount(_ ref: FrameRef) -> Int {
        if isTree { return nodes[ref.id].elements.count }
        guard isLive(ref) else {
            abandon()
            return 0
        }
        return frames[ref.depth].count
    }
}
