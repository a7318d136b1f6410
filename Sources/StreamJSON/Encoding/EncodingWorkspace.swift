import Foundation

/// What one encode leaves for the next of the same ``StreamJSONEncoder`` (see
/// ``LockedCoderState``): the options snapshot, the output buffer, and the direct-mode context
/// with its writer, frame stack, container boxes and caches of plain types and converted keys.
/// Used by one call at a time.
final class EncodingWorkspace: PooledWorkspace {
    let options: EncodingOptions
    let version: Int
    /// The spare workspaces of the encoders whose settings are the defaults.
    static let shared = SharedWorkspaces<EncodingWorkspace>()
    /// An output buffer larger than this is not kept between calls, and an output larger than
    /// this is handed to its `Data` without a copy (``encodeData(_:body:)``).
    static let largestKeptOutput = 1 << 16

    // Only the thread using the workspace touches these, never through overlapping accesses.
    @exclusivity(unchecked) private var _output: OutputBuffer
    private var output: OutputBuffer {
        @inline(__always) _read { yield unsafe _output }
        @inline(__always) _modify { yield unsafe &_output }
    }
    /// The context of the previous encode, reused by the next if nothing outside the workspace
    /// held on to it (an `Encoder` or container kept by an `encode(to:)` makes the next encode
    /// get a new one).
    @exclusivity(unchecked) private var _context: EncodingContext?
    private var context: EncodingContext? {
        @inline(__always) _read { yield unsafe _context }
        @inline(__always) _modify { yield unsafe &_context }
    }

    /// The room the next encode starts with: the size of the last output when it was larger than
    /// ``largestKeptOutput``, plus a sixteenth; 0 after a smaller one.
    @exclusivity(unchecked) private var _expectedOutput = 0
    private var expectedOutput: Int {
        @inline(__always) _read { yield unsafe _expectedOutput }
        @inline(__always) _modify { yield unsafe &_expectedOutput }
    }

    init(options: EncodingOptions, version: Int) {
        self.options = options
        self.version = version
        unsafe self._output = OutputBuffer()
        unsafe self._context = nil
    }

    /// Encodes one top-level value into the workspace's output and runs `use` with it.
    func encode<T, R>(
        _ value: T, body: (EncodingContext, FrameRef) throws -> Void,
        _ use: (OutputBuffer) throws -> R
    ) throws -> R {
        if expectedOutput > output.reservedCapacity {
            output.replaceMemory(capacity: expectedOutput)
        } else {
            output.truncate(to: 0)
        }
        defer { keepContextIfUnshared() }
        try encodeWithContext(value, body: body)
        return try use(output)
    }

    /// Encodes one top-level value and returns the output as `Data`.
    ///
    /// A small output is copied, and the workspace keeps its buffer for the next call. A large
    /// one (over ``largestKeptOutput``) is handed to the `Data` without a copy, and the buffer
    /// starts again in new memory: small until the next encode, which makes room for about as
    /// much at once. So a large document is neither grown to by doubling, copying its bytes
    /// at each step, nor copied at the end, and the memory it needs at its peak is one buffer.
    func encodeData<T>(_ value: T, body: (EncodingContext, FrameRef) throws -> Void) throws -> Data {
        try encode(value, body: body) { output in
            let count = output.count
            guard count > Self.largestKeptOutput else {
                expectedOutput = 0
                return output.makeData()
            }
            expectedOutput = count &+ count / 16
            return output.takeData(nextCapacity: OutputBuffer.initialCapacity)
        }
    }

    /// The encode itself, with the kept context (or a new one): the context is a local here,
    /// released when this returns, before ``keepContextIfUnshared()`` looks at it.
    private func encodeWithContext<T>(_ value: T, body: (EncodingContext, FrameRef) throws -> Void) throws {
        let context: EncodingContext
        if let kept = self.context {
            context = kept
            context.beginEncode()
        } else {
            context = EncodingContext.reusable(options: options, output: output)
            self.context = context
        }
        defer { context.endEncode() }
        try EncodingContext.encode(
            value, directContext: context, direct: context.directMode, into: output, depth: 0, body: body)
    }

    /// Keeps the context for the next encode if only the workspace holds it (an `Encoder` or a
    /// container that a value's `encode(to:)` kept holds it too).
    private func keepContextIfUnshared() {
        if !isKnownUniquelyReferenced(&context) { context = nil }
    }

    func trimForPool() {
        if output.reservedCapacity > Self.largestKeptOutput {
            output.replaceMemory(capacity: OutputBuffer.initialCapacity)
        }
    }
}
