import Foundation

/// Encodes `Encodable` values as JSON: a drop-in replacement for Foundation's `JSONEncoder`.
///
/// Rename the type and keep every option:
///
/// ```swift
/// let encoder = StreamJSONEncoder()          // was: JSONEncoder()
/// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
/// encoder.dateEncodingStrategy = .iso8601
/// let data = try encoder.encode(beer)
/// ```
///
/// The output is `JSONEncoder`'s, byte for byte, with `.sortedKeys`. Without it, keys are
/// written in the order they were encoded (`JSONEncoder`'s order changes from one process to
/// the next). Where `JSONEncoder` traps or writes invalid JSON, StreamJSON throws an
/// `EncodingError` instead: a single-value container written twice, `Decimal.nan`.
///
/// Values are written straight into one growing buffer as containers are used. Only when a
/// type uses its containers out of order (fills a nested container after its parent moved on,
/// uses a `superEncoder()` after later siblings, or encodes one key twice) is the value
/// encoded again through a small tree that allows it.
///
/// An encoder may be shared between threads: its properties are protected by a lock, and each
/// `encode` call works on its own snapshot of them.
open class StreamJSONEncoder: @unchecked Sendable {
    /// The settings, and the workspace (output buffer, context) the next call reuses: kept in
    /// the encoder itself, so that making an encoder allocates nothing else. Only touched
    /// through ``state``, with the encoder's lock held, which makes every access exclusive.
    @exclusivity(unchecked) private var _coderState = CoderState<EncodingWorkspace>()
    final var coderState: CoderState<EncodingWorkspace> {
        @inline(__always) _read { yield unsafe _coderState }
        @inline(__always) _modify { yield unsafe &_coderState }
    }

    /// The settings and the workspace the next call reuses, behind the encoder's lock.
    @inline(__always)
    private final var state: LockedCoderState<StreamJSONEncoder> { LockedCoderState(self) }

    /// Creates an encoder with `JSONEncoder`'s defaults.
    public init() {}

    deinit {
        LockedCoderState<StreamJSONEncoder>.retire(&coderState)
    }

    /// A copy of the current options, as each encode (and each streaming writer) takes one.
    var optionsSnapshot: EncodingOptions { state.read { $0 } }

    /// Encodes `value` into a workspace's output and runs `use` with it.
    func withEncoded<T: Encodable, R>(_ value: T, _ use: (OutputBuffer) throws -> R) throws -> R {
        try state.withWorkspace { workspace in
            try workspace.encode(value, body: { context, root in try context.encodeValue(value, into: root) }, use)
        }
    }

    /// The layout of the output. Empty (compact, unsorted, slashes escaped) by default.
    open var outputFormatting: OutputFormatting {
        get { state.read { $0.outputFormatting } }
        set { state.update { $0.outputFormatting = newValue } }
    }

    /// How dates are written. The default is ``DateEncodingStrategy/deferredToDate``.
    open var dateEncodingStrategy: DateEncodingStrategy {
        get { state.read { $0.dateEncodingStrategy } }
        set { state.update { $0.dateEncodingStrategy = newValue } }
    }

    /// How `Data` is written. The default is ``DataEncodingStrategy/base64``.
    open var dataEncodingStrategy: DataEncodingStrategy {
        get { state.read { $0.dataEncodingStrategy } }
        set { state.update { $0.dataEncodingStrategy = newValue } }
    }

    /// How infinity and NaN are written. The default is
    /// ``NonConformingFloatEncodingStrategy/throw``.
    open var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { state.read { $0.nonConformingFloatEncodingStrategy } }
        set { state.update { $0.nonConformingFloatEncodingStrategy = newValue } }
    }

    /// How coding keys become JSON keys. The default is ``KeyEncodingStrategy/useDefaultKeys``.
    open var keyEncodingStrategy: KeyEncodingStrategy {
        get { state.read { $0.keyEncodingStrategy } }
        set { state.update { $0.keyEncodingStrategy = newValue } }
    }

    /// Values handed to every `encode(to:)` as `encoder.userInfo`. Empty by default.
    open var userInfo: [CodingUserInfoKey: Any] {
        get { state.read { $0.userInfo } }
        set { state.update { $0.userInfo = newValue } }
    }

    /// Encodes a value as JSON.
    ///
    /// - Throws: `EncodingError.invalidValue` for infinity or NaN under the `.throw` strategy,
    ///   for `Decimal.nan`, for a top-level value that encodes nothing, and for a single-value
    ///   container written twice; and any error a value's `encode(to:)` throws.
    open func encode<T: Encodable>(_ value: T) throws -> Data {
        try state.withWorkspace { workspace in
            try workspace.encodeData(value, body: { context, root in try context.encodeValue(value, into: root) })
        }
    }

    /// Encodes a value that needs a configuration to encode itself.
    open func encode<T: EncodableWithConfiguration>(
        _ value: T, configuration: T.EncodingConfiguration
    ) throws -> Data {
        let options = optionsSnapshot
        return try EncodingContext.encode(value, options: options) { context, root in
            try value.encode(to: ValueEncoder(context: context, ref: root), configuration: configuration)
        }
    }

    /// Encodes a value that needs a configuration, taking it from a provider type.
    open func encode<T, C>(_ value: T, configuration: C.Type) throws -> Data
    where
        T: EncodableWithConfiguration, C: EncodingConfigurationProviding,
        T.EncodingConfiguration == C.EncodingConfiguration
    {
        try encode(value, configuration: C.encodingConfiguration)
    }
}

extension StreamJSONEncoder: LockedCoder {}
