import Foundation

/// The state of one `encode` call, shared by the `Encoder` and the containers it hands out:
/// the options snapshot, the writer scalars go to, and the mode that owns the places the
/// handles write into.
///
/// An encode runs first in ``DirectMode``, which writes bytes as the containers are used. If a
/// type uses its containers out of order, or encodes one key twice, the bytes written cannot
/// take it: the encode starts again in ``TreeMode``, which builds a tree any handle can reach
/// and writes it at the end. The context turns `Codable` calls into the operations of
/// ``EncodingMode`` (this file) and writes scalars and the types `JSONEncoder` special-cases
/// itself (`EncodingContext+Values`, `EncodingContext+Scalars`).
final class EncodingContext {
    /// The two ways to encode. An enum of the two concrete types rather than an
    /// `any EncodingMode`: each operation below is one switch, and the direct case inlines.
    /// Noncopyable so that `switch mode` borrows the mode: a copyable enum's payload is
    /// retained and released around every operation.
    enum Mode: ~Copyable {
        case direct(DirectMode)
        case tree(TreeMode)
    }

    let options: EncodingOptions
    let mode: Mode
    /// The mode's writer: the output in direct mode, scratch space in tree mode.
    let writer: JSONWriter
    /// Keyed container boxes for reuse, one per key type; emptied when the encode ends (the
    /// boxes hold this context).
    let keyedBoxes = ContainerBoxCache<EncodingKeyedContainerState>(isEnabled: true)
    /// `options.keyEncodingStrategy` is `.useDefaultKeys`.
    let usesDefaultKeys: Bool

    /// Types seen not to be `DirectlyEncodable` (a small cache; see `encodeValue`).
    @exclusivity(unchecked) private var _plainTypes: [ObjectIdentifier] = []
    var plainTypes: [ObjectIdentifier] {
        @inline(__always) _read { yield unsafe _plainTypes }
        @inline(__always) _modify { yield unsafe &_plainTypes }
    }

    /// Keys converted to snake case so far.
    @exclusivity(unchecked) private var _snakeCaseKeys: [String: String] = [:]
    var snakeCaseKeys: [String: String] {
        @inline(__always) _read { yield unsafe _snakeCaseKeys }
        @inline(__always) _modify { yield unsafe &_snakeCaseKeys }
    }

    private init(options: EncodingOptions, mode: consuming Mode) {
        self.options = options
        switch mode {
        case .direct(let direct): writer = direct.writer
        case .tree(let tree): writer = tree.writer
        }
        self.mode = mode
        self.usesDefaultKeys = options.usesDefaultKeys
    }

    // MARK: One encode

    /// Encodes one top-level value: directly, and again in tree mode if direct mode gave up.
    static func encode<T>(
        _ value: T, options: EncodingOptions,
        body: (EncodingContext, FrameRef) throws -> Void
    ) throws -> Data {
        let output = OutputBuffer()
        try encode(value, options: options, into: output, depth: 0, body: body)
        return output.makeData()
    }

    /// Appends one top-level value to `output`, pretty-printed (when it is) as if `depth`
    /// containers were open around it: how a streaming writer puts an element in its array.
    /// If the encode throws, `output` is truncated back to the bytes it held before.
    static func encode<T>(
        _ value: T, options: EncodingOptions, into output: OutputBuffer, depth: Int,
        body: (EncodingContext, FrameRef) throws -> Void
    ) throws {
        let direct = DirectMode(writer: JSONWriter(options: options.writingOptions, buffer: output, baseDepth: depth))
        let context = EncodingContext(options: options, mode: .direct(direct))
        defer { context.keyedBoxes.removeAll() }
        try encode(value, directContext: context, direct: direct, into: output, depth: depth, body: body)
    }

    /// A direct-mode context writing into `output` at depth 0, for an ``EncodingWorkspace`` to
    /// keep from one encode to the next.
    static func reusable(options: EncodingOptions, output: OutputBuffer) -> EncodingContext {
        EncodingContext(
            options: options,
            mode: .direct(
                DirectMode(
                    writer: JSONWriter(
                        options: options.writingOptions,
                        buffer: output))))
    }

    /// The direct mode of a context made by ``reusable(options:output:)``.
    var directMode: DirectMode {
        switch mode {
        case .direct(let direct): return direct
        case .tree: preconditionFailure("a tree-mode context is never reused")
        }
    }

    /// Prepares a context made by ``reusable(options:output:)`` for its next encode (its
    /// output was emptied by its owner).
    func beginEncode() {
        writer.reset()
    }

    /// Ends an encode of a context that is kept for the next: keeps the container boxes nobody
    /// else holds and detaches them from the context, so that its owner can see whether
    /// anything else still holds it. The caches of plain types and converted keys stay.
    func endEncode() {
        keyedBoxes.park { $0.context = nil }
    }

    /// The encode itself, first in direct mode with `context` (whose mode is `direct`), then,
    /// if direct mode gave up, again in tree mode.
    static func encode<T>(
        _ value: T, directContext context: EncodingContext, direct: DirectMode,
        into output: OutputBuffer, depth: Int,
        body: (EncodingContext, FrameRef) throws -> Void
    ) throws {
        let options = context.options
        let start = output.count
        let writingOptions = options.writingOptions
        do {
            do {
                try body(context, direct.makeRoot())
                try direct.finish(value)
                if !direct.needsTreeMode { return }
            } catch {
                if !direct.needsTreeMode { throw error }
            }
            output.truncate(to: start)
            let tree = TreeMode(writer: JSONWriter(options: writingOptions))
            let context = EncodingContext(options: options, mode: .tree(tree))
            defer { context.keyedBoxes.removeAll() }
            try body(context, tree.makeRoot())
            try tree.finish(value)
            tree.render(to: JSONWriter(options: writingOptions, buffer: output, baseDepth: depth))
        } catch {
            output.truncate(to: start)
            throw error
        }
    }

    static func nothingEncoded<T>(_ value: T) -> EncodingError {
        .invalidValue(
            value,
            EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }

    // MARK: Operations the handles use

    /// The coding path of the value at `ref`.
    func codingPath(of ref: FrameRef) -> [any CodingKey] {
        switch mode {
        case .direct(let direct): return direct.codingPath(of: ref)
        case .tree(let tree): return tree.codingPath(of: ref)
        }
    }

    /// Writes the key of the next member of the object at `ref`; its value is written next,
    /// followed by `finishScalar()`.
    func beginMember<Key: CodingKey>(_ key: Key, in ref: FrameRef) throws {
        let name = usesDefaultKeys ? key.stringValue : convertedKey(key, in: ref)
        switch mode {
        case .direct(let direct): try direct.beginMember(name, path: .key(key), in: ref)
        case .tree(let tree): try tree.beginMember(name, path: .key(key), in: ref)
        }
    }

    /// Like `beginMember(_:in:)` for a dictionary key, which no key strategy applies to.
    func beginMember(rawKey: String, in ref: FrameRef) throws {
        switch mode {
        case .direct(let direct):
            try direct.beginMember(rawKey, path: .dictionaryKey(rawKey, usesDefaultKeys: usesDefaultKeys), in: ref)
        case .tree(let tree):
            try tree.beginMember(rawKey, path: .dictionaryKey(rawKey, usesDefaultKeys: usesDefaultKeys), in: ref)
        }
    }

    /// Starts the next element of the array at `ref` and returns its index; the value is
    /// written next, followed by `finishScalar()`.
    @discardableResult
    func beginElement(in ref: FrameRef) throws -> Int {
        switch mode {
        case .direct(let direct): return try direct.beginElement(in: ref)
        case .tree(let tree): return try tree.beginElement(in: ref)
        }
    }

    /// Ends a scalar written after `beginMember`, `beginElement` or `beginSingleValue`.
    @inline(__always)
    func finishScalar() {
        switch mode {
        case .direct(let direct): direct.finishScalar()
        case .tree(let tree): tree.finishScalar()
        }
    }

    /// Marks the slot at `ref` as holding the scalar written next (followed by
    /// `finishScalar()`). Throws if the slot already holds a value: `JSONEncoder` traps there.
    func beginSingleValue(_ ref: FrameRef, value: @autoclosure () -> Any) throws {
        let isEmpty: Bool
        switch mode {
        case .direct(let direct): isEmpty = try direct.beginSingleValue(ref)
        case .tree(let tree): isEmpty = try tree.beginSingleValue(ref)
        }
        if !isEmpty { throw slotAlreadyHoldsValue(ref, value: value()) }
    }

    /// Starts a value encoded through the single-value container of the slot at `ref`. Like
    /// `JSONEncoder`, a container value may go into a slot that already holds a container of
    /// its kind (their members merge); a second value through the single-value container, or
    /// a scalar into a filled slot (which `JSONEncoder` traps on or drops), throws. The value's
    /// own `encode(to:)` may use the same single-value container again (an `Optional`, a
    /// wrapper of a wrapper): that is still the one value, as in `JSONEncoder`, so the slot
    /// counts as used only from ``endSingleValueEncode(_:)`` on.
    func beginSingleValueEncode(_ ref: FrameRef, value: @autoclosure () -> Any) throws {
        let allowed: Bool
        switch mode {
        case .direct(let direct): allowed = try direct.canBeginSingleValueEncode(ref)
        case .tree(let tree): allowed = try tree.canBeginSingleValueEncode(ref)
        }
        if !allowed { throw slotAlreadyHoldsValue(ref, value: value()) }
    }

    /// Ends a value started by ``beginSingleValueEncode(_:value:)`` whose encode returned.
    func endSingleValueEncode(_ ref: FrameRef) {
        switch mode {
        case .direct(let direct): direct.endSingleValueEncode(ref)
        case .tree(let tree): tree.endSingleValueEncode(ref)
        }
    }

    private func slotAlreadyHoldsValue(_ ref: FrameRef, value: Any) -> EncodingError {
        .invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath(of: ref),
                debugDescription:
                    "Attempt to encode value through single value container when previously value already encoded."))
    }

    /// A custom date or data closure, or a value encoded through a single-value container,
    /// that encodes nothing leaves an empty object, even at the top level (`JSONEncoder` writes
    /// `{}` there rather than throwing).
    func fillEmptySlotWithObject(_ slot: FrameRef) {
        let isPending: Bool
        switch mode {
        case .direct(let direct): isPending = direct.isPending(slot)
        case .tree(let tree): isPending = tree.isPending(slot)
        }
        if isPending { openContainer(slot, isObject: true) }
    }

    /// Reserves a member slot for a value that will encode itself (or for a `superEncoder`).
    func beginMemberSlot(_ name: String, path: EncodingPathComponent, in ref: FrameRef) throws -> FrameRef {
        switch mode {
        case .direct(let direct): return try direct.beginMemberSlot(name, path: path, in: ref)
        case .tree(let tree): return try tree.beginMemberSlot(name, path: path, in: ref)
        }
    }

    /// Reserves the next element slot of an array for a value that will encode itself.
    func beginElementSlot(in ref: FrameRef) throws -> FrameRef {
        switch mode {
        case .direct(let direct): return try direct.beginElementSlot(in: ref)
        case .tree(let tree): return try tree.beginElementSlot(in: ref)
        }
    }

    /// Closes a slot once its value's `encode(to:)` has returned.
    @inline(__always)
    func endSlot(_ slot: FrameRef) {
        switch mode {
        case .direct(let direct): direct.endSlot(slot)
        case .tree(let tree): tree.endSlot(slot)
        }
    }

    /// Opens a nested object or array as the next member of the object at `ref`.
    func beginNestedContainer(
        _ name: String, path: any CodingKey, in ref: FrameRef,
        isObject: Bool
    ) -> FrameRef {
        switch mode {
        case .direct(let direct): return direct.beginNestedContainer(name, path: path, in: ref, isObject: isObject)
        case .tree(let tree): return tree.beginNestedContainer(name, path: path, in: ref, isObject: isObject)
        }
    }

    /// Opens a nested object or array as the next element of the array at `ref`.
    func beginNestedContainer(inArray ref: FrameRef, isObject: Bool) -> FrameRef {
        switch mode {
        case .direct(let direct): return direct.beginNestedContainer(inArray: ref, isObject: isObject)
        case .tree(let tree): return tree.beginNestedContainer(inArray: ref, isObject: isObject)
        }
    }

    /// Turns the slot at `ref` into an object or an array (the encoder's `container(keyedBy:)`
    /// and `unkeyedContainer()`); asking again for the same kind reuses it.
    func openContainer(_ ref: FrameRef, isObject: Bool, keysAreUnique: Bool = false) {
        switch mode {
        case .direct(let direct): direct.openContainer(ref, isObject: isObject, keysAreUnique: keysAreUnique)
        case .tree(let tree): tree.openContainer(ref, isObject: isObject, keysAreUnique: keysAreUnique)
        }
    }

    /// The number of elements in the array at `ref`.
    func elementCount(_ ref: FrameRef) -> Int {
        switch mode {
        case .direct(let direct): return direct.elementCount(ref)
        case .tree(let tree): return tree.elementCount(ref)
        }
    }
}
