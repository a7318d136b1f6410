/// The normal way to encode: bytes are written as the containers are used. The open places
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
/// accommodate. Direct mode then gives up (`abandoned`), and the context encodes the value
/// again in ``TreeMode``. Duplicate keys, which JSON output can only get by merging, send the
/// encode to tree mode too (see ``needsTreeMode``).
final class DirectMode: EncodingMode {
    /// The output.
    let writer: JSONWriter

    // Exclusivity is unchecked on the hot stored properties (see `OutputBuffer`).
    @exclusivity(unchecked) private var _frames = PlainValueStack<Frame>()
    private var frames: PlainValueStack<Frame> {
        @inline(__always) _read { yield unsafe _frames }
        @inline(__always) _modify { yield unsafe &_frames }
    }
    /// The coding path steps of the frames a key reaches (``FrameKeyPaths``).
    @exclusivity(unchecked) private var _keyPaths = FrameKeyPaths()
    private var keyPaths: FrameKeyPaths {
        @inline(__always) _read { yield unsafe _keyPaths }
        @inline(__always) _modify { yield unsafe &_keyPaths }
    }
    @exclusivity(unchecked) private var _nextID: Int = 0
    private var nextID: Int {
        @inline(__always) _read { yield unsafe _nextID }
        @inline(__always) _modify { yield unsafe &_nextID }
    }
    /// The encode has returned (``end()``): every later use throws.
    @exclusivity(unchecked) private var _hasEnded: Bool = false
    private var hasEnded: Bool {
        @inline(__always) _read { yield unsafe _hasEnded }
        @inline(__always) _modify { yield unsafe &_hasEnded }
    }
    /// An out-of-order use was met, and the output is void.
    @exclusivity(unchecked) private var _abandoned: Bool = false
    private(set) var abandoned: Bool {
        @inline(__always) _read { yield unsafe _abandoned }
        @inline(__always) _modify { yield unsafe &_abandoned }
    }

    /// Arrays are written here, not tracked by ``writer``: in compact output an array's
    /// structure is a bracket, commas and a bracket, and its frame already counts its
    /// elements, so the writer's open-container stack (which pretty printing needs for the
    /// indentation, and objects for their keys) would only repeat the frame's bookkeeping.
    private let writesArraysItself: Bool

    init(writer: JSONWriter) {
        self.writer = writer
        self.writesArraysItself = writer.isCompact
    }

    /// Whether the output is void and the value must be encoded again in tree mode.
    var needsTreeMode: Bool { abandoned || writer.foundDuplicateKeys }

    // MARK: The frame stack

    /// Makes `ref` the innermost open frame, closing the finished frames above it; throws
    /// (and abandons direct mode) when `ref` was already closed.
    @inline(__always)
    private func enter(_ ref: FrameRef) throws {
        if ref.depth >= 0, ref.depth == frames.count &- 1, frames[ref.depth].id == ref.id { return }
        try enterSlowly(ref)
    }

    private func enterSlowly(_ ref: FrameRef) throws {
        if hasEnded { throw Self.usedAfterItsEncode() }
        guard !abandoned, isLive(ref) else {
            abandon()
            throw OutOfOrderContainerUse()
        }
        closeFrames(above: ref.depth)
    }

    /// Ends the encode for good, whether it succeeded or threw: no frame stays open, so a
    /// container or encoder that user code kept past the call can never write into the output
    /// again (the next encode's output, in a reused or a streaming writer's buffer); using one
    /// throws ``usedAfterItsEncode()``. The next ``makeRoot()`` starts over.
    func end() {
        frames.removeAll()
        hasEnded = true
    }

    /// Gives up because a value written directly threw (see
    /// `EncodingContext.encodeScalarArray`): the output is void, and the encode runs again in
    /// tree mode.
    func abandonForTreeMode() {
        abandon()
    }

    /// Gives up: no frame is live any more, so every later use fails fast.
    private func abandon() {
        abandoned = true
        frames.removeAll()
    }

    /// Whether `ref` is still on the frame stack.
    @inline(__always)
    private func isLive(_ ref: FrameRef) -> Bool {
        ref.depth >= 0 && ref.depth < frames.count && frames[ref.depth].id == ref.id
    }

    /// Closes the frames above `depth`, innermost first: brackets for containers, `{}` for a
    /// slot nothing was written into (what `JSONEncoder` writes for such a value).
    private func closeFrames(above depth: Int) {
        while frames.count > depth + 1 {
            switch frames.removeLast().state {
            case .pending:
                writer.beginObject()
                writer.endObject()
            case .filled: break
            case .object: writer.endObject()
            case .array: endArray()
            }
        }
    }

    /// Opens a new frame above the current innermost one, reached from its parent by `path`.
    @inline(__always)
    private func push(_ state: FrameState, path: EncodingPathComponent) -> FrameRef {
        if case .index(let index) = path { return push(state, elementIndex: index) }
        keyPaths.set(path, at: frames.count)
        return push(state, elementIndex: -1)
    }

    /// Opens a new frame above the current innermost one: element `elementIndex` of the
    /// array below, or (-1) a member whose path is in ``keyPaths``.
    @inline(__always)
    private func push(_ state: FrameState, elementIndex: Int) -> FrameRef {
        let id = nextID
        nextID &+= 1
        frames.append(Frame(id: id, state: state, elementIndex: elementIndex))
        return FrameRef(depth: frames.count - 1, id: id)
    }

    // MARK: EncodingMode

    func makeRoot() -> FrameRef {
        frames.removeAll()
        frames.append(Frame(id: 0, state: .pending, elementIndex: -1))
        abandoned = false
        hasEnded = false
        nextID = 1
        return FrameRef(depth: 0, id: 0)
    }

    func finish<T>(_ value: T) throws {
        if abandoned { throw OutOfOrderContainerUse() }
        if frames[0].state == .pending { throw EncodingContext.nothingEncoded(value) }
        closeFrames(above: -1)
    }

    func codingPath(of ref: FrameRef) -> [any CodingKey] {
        guard isLive(ref) else {
            abandon()
            return []
        }
        return (1..<(ref.depth + 1)).compactMap { depth in
            let index = frames[depth].elementIndex
            return index >= 0 ? JSONCodingKey(index: index) : keyPaths.codingKey(at: depth)
        }
    }

    @inline(__always)
    func beginMember(_ name: String, path: @autoclosure () -> EncodingPathComponent, in ref: FrameRef) throws {
        try enter(ref)
        writer.writeKey(name)
    }

    @inline(__always)
    func beginElement(in ref: FrameRef) throws -> Int {
        try enter(ref)
        let index = frames[ref.depth].count
        frames[ref.depth].count = index &+ 1
        if !writesArraysItself {
            writer.beginElement()
        } else if index != 0 {
            writer.writeByte(UInt8(ascii: ","))
        }
        return index
    }

    /// Writes `[` (see ``writesArraysItself``).
    @inline(__always)
    private func beginArray() {
        if writesArraysItself {
            writer.writeByte(UInt8(ascii: "["))
        } else {
            writer.beginArray()
        }
    }

    /// Writes `]` (see ``writesArraysItself``).
    @inline(__always)
    private func endArray() {
        if writesArraysItself {
            writer.writeByte(UInt8(ascii: "]"))
        } else {
            writer.endArray()
        }
    }

    /// The scalar is already in the output.
    @inline(__always)
    func finishScalar() {}

    func beginSingleValue(_ ref: FrameRef) throws -> Bool {
        try enter(ref)
        guard frames[ref.depth].state == .pending else { return false }
        frames[ref.depth].state = .filled
        return true
    }

    func canBeginSingleValueEncode(_ ref: FrameRef) throws -> Bool {
        try enter(ref)
        return !frames[ref.depth].usedSingleValue && frames[ref.depth].state != .filled
    }

    func endSingleValueEncode(_ ref: FrameRef) {
        if isLive(ref) { frames[ref.depth].usedSingleValue = true }
    }

    func isPending(_ ref: FrameRef) -> Bool {
        isLive(ref) && frames[ref.depth].state == .pending
    }

    @inline(__always)
    func beginMemberSlot(_ name: String, path: EncodingPathComponent, in ref: FrameRef) throws -> FrameRef {
        try enter(ref)
        writer.writeKey(name)
        return push(.pending, path: path)
    }

    @inline(__always)
    func beginElementSlot(in ref: FrameRef) throws -> FrameRef {
        let index = try beginElement(in: ref)
        return push(.pending, elementIndex: index)
    }

    /// Closes the slot's frame and any left open above it (a no-op for a stale slot: its
    /// frame was closed when a handle further out was used).
    @inline(__always)
    func endSlot(_ slot: FrameRef) {
        if isLive(slot) { closeFrames(above: slot.depth - 1) }
    }

    func beginNestedContainer(_ name: String, path: any CodingKey, in ref: FrameRef, isObject: Bool) -> FrameRef {
        do { try enter(ref) } catch { return .dead }
        writer.writeKey(name)
        isObject ? writer.beginObject() : beginArray()
        return push(isObject ? .object : .array, path: .key(path))
    }

    func beginNestedContainer(inArray ref: FrameRef, isObject: Bool) -> FrameRef {
        guard let index = try? beginElement(in: ref) else { return .dead }
        isObject ? writer.beginObject() : beginArray()
        return push(isObject ? .object : .array, elementIndex: index)
    }

    /// A container of the other kind than the slot holds abandons direct mode: tree mode
    /// records the error with its path.
    func openContainer(_ ref: FrameRef, isObject: Bool, keysAreUnique: Bool) {
        guard (try? enter(ref)) != nil else { return }
        switch frames[ref.depth].state {
        case .pending:
            if isObject {
                writer.beginObject(keysAreUnique: keysAreUnique)
                frames[ref.depth].state = .object
            } else {
                beginArray()
                frames[ref.depth].state = .array
            }
        case .object where isObject:
            // A second source of members (a dictionary and a keyed container): keys may repeat.
            writer.checkKeysOfInnermostObject()
        case .array where !isObject:
            break
        default:
            abandon()
        }
    }

    func elementCount(_ ref: FrameRef) -> Int {
        guard isLive(ref) else {
            abandon()
            return 0
        }
        return frames[ref.depth].count
    }
}
