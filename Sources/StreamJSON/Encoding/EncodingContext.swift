import Foundation

/// The state of one `encode` call, shared by the `Encoder` and the containers it hands out:
/// the options snapshot, the writer scalars go to, and the mode that owns the places the
/// handles write into.
///
/// An encode runs first in ``DirectMode``, which writes bytes as the containers are used. If a
/// type uses its containers out of order, or encodes one key twice, the bytes written cannot
/// take it: the encode starts again in ``TreeMode``, which builds a tree any handle can reach
/// and writes it at the end. The context turns `Codable` calls into the operations of
/// ``EncodingMode`` (`EncodingContext+Handles`) and writes scalars and the types `JSONEncoder` special-cases
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
    /// `options.keyEncodingStrategy` is `.convertToSnakeCase` (read once: the strategy holds a
    /// closure in its `.custom` case, costly to copy out per key).
    let usesSnakeCaseKeys: Bool

    /// What `encodeValue` learned about the types it met that are not `DirectlyEncodable`
    /// (``TypePlan``): a hash table, so that a lookup costs the same however many types the
    /// encoder met before (a list of 32, searched from the front and full after twitter, citm
    /// and canada, cost the 300-byte event encode 12% more: its types were never added, and
    /// were cast each time).
    @exclusivity(unchecked) private var _knownTypes = TypeTable<TypePlan>()
    var knownTypes: TypeTable<TypePlan> {
        @inline(__always) _read { yield unsafe _knownTypes }
        @inline(__always) _modify { yield unsafe &_knownTypes }
    }

    /// Keys converted to snake case so far.
    @exclusivity(unchecked) private var _snakeCaseKeys: [String: String] = [:]
    var snakeCaseKeys: [String: String] {
        @inline(__always) _read { yield unsafe _snakeCaseKeys }
        @inline(__always) _modify { yield unsafe &_snakeCaseKeys }
    }

    /// Snake-case names of one-byte coding keys, by key type and case (its slots are made on
    /// first use). Not optional: optional chaining through the `_modify` accessor made the
    /// accessor's coroutine a call per member.
    @exclusivity(unchecked) private var _snakeCaseKeysByCase = ConvertedKeyCache()
    var snakeCaseKeysByCase: ConvertedKeyCache {
        @inline(__always) _read { yield unsafe _snakeCaseKeysByCase }
        @inline(__always) _modify { yield unsafe &_snakeCaseKeysByCase }
    }

    private init(options: EncodingOptions, mode: consuming Mode) {
        self.options = options
        switch mode {
        case .direct(let direct): writer = direct.writer
        case .tree(let tree): writer = tree.writer
        }
        self.mode = mode
        self.usesDefaultKeys = options.usesDefaultKeys
        if case .convertToSnakeCase = options.keyEncodingStrategy {
            self.usesSnakeCaseKeys = true
        } else {
            self.usesSnakeCaseKeys = false
        }
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

    /// The direct mode, unless the context runs in tree mode.
    var activeDirectMode: DirectMode? {
        switch mode {
        case .direct(let direct): return direct
        case .tree: return nil
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
        keyedBoxes.park { $0.park() }
    }

    /// The encode itself, first in direct mode with `context` (whose mode is `direct`), then,
    /// if direct mode gave up, again in tree mode.
    static func encode<T>(
        _ value: T, directContext context: EncodingContext, direct: DirectMode,
        into output: OutputBuffer, depth: Int,
        body: (EncodingContext, FrameRef) throws -> Void
    ) throws {
        let start = output.count
        defer { direct.end() }
        do {
            do {
                try body(context, direct.makeRoot())
                try direct.finish(value)
                if !direct.needsTreeMode { return }
            } catch {
                if !direct.needsTreeMode { throw error }
            }
            output.truncate(to: start)
            try encodeInTreeMode(value, options: context.options, into: output, depth: depth, body: body)
        } catch {
            output.truncate(to: start)
            throw error
        }
    }

    /// Encodes `value` again, in tree mode, and appends it to `output`.
    private static func encodeInTreeMode<T>(
        _ value: T, options: EncodingOptions, into output: OutputBuffer, depth: Int,
        body: (EncodingContext, FrameRef) throws -> Void
    ) throws {
        let writingOptions = options.writingOptions
        let tree = TreeMode(writer: JSONWriter(options: writingOptions))
        let context = EncodingContext(options: options, mode: .tree(tree))
        defer { context.keyedBoxes.removeAll() }
        try body(context, tree.makeRoot())
        try tree.finish(value)
        tree.render(to: JSONWriter(options: writingOptions, buffer: output, baseDepth: depth))
    }

    static func nothingEncoded<T>(_ value: T) -> EncodingError {
        .invalidValue(
            value,
            EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }
}
