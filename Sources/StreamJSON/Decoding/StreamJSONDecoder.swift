import Foundation

/// Decodes `Decodable` values from JSON: a drop-in replacement for Foundation's `JSONDecoder`.
///
/// Rename the type and keep every option:
///
/// ```swift
/// let decoder = StreamJSONDecoder()          // was: JSONDecoder()
/// decoder.dateDecodingStrategy = .iso8601
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let beer = try decoder.decode(Beer.self, from: data)
/// ```
///
/// Each `decode` call validates the whole document in one pass into a flat index (the tape),
/// then runs `init(from:)` over it; strings and numbers are materialised only when asked for,
/// and keys are matched byte for byte. Errors are the `DecodingError` cases and coding paths
/// `JSONDecoder` reports; syntax errors also carry a ``JSONSyntaxError`` with line and column.
///
/// A decoder may be shared between threads: its properties are protected by a lock, and each
/// `decode` call works on its own snapshot of them.
open class StreamJSONDecoder: @unchecked Sendable {
    /// The settings, and the session the next call reuses: kept in the decoder itself, so that
    /// making a decoder allocates nothing else. Only touched through ``state``, with the
    /// decoder's lock held, which makes every access exclusive: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var _coderState = CoderState<DecodingSession>()
    final var coderState: CoderState<DecodingSession> {
        @inline(__always) _read { yield unsafe _coderState }
        @inline(__always) _modify { yield unsafe &_coderState }
    }

    /// The settings and the session the next call reuses, behind the decoder's lock.
    @inline(__always)
    final var state: LockedCoderState<StreamJSONDecoder> { LockedCoderState(self) }

    /// Creates a decoder with `JSONDecoder`'s defaults.
    public init() {}

    deinit {
        LockedCoderState<StreamJSONDecoder>.retire(&coderState)
    }

    /// How dates are read. The default is ``DateDecodingStrategy/deferredToDate``.
    open var dateDecodingStrategy: DateDecodingStrategy {
        get { state.read { $0.dateDecodingStrategy } }
        set { state.update { $0.dateDecodingStrategy = newValue } }
    }

    /// How `Data` is read. The default is ``DataDecodingStrategy/base64``.
    open var dataDecodingStrategy: DataDecodingStrategy {
        get { state.read { $0.dataDecodingStrategy } }
        set { state.update { $0.dataDecodingStrategy = newValue } }
    }

    /// How infinity and NaN are read. The default is ``NonConformingFloatDecodingStrategy/throw``.
    open var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { state.read { $0.nonConformingFloatDecodingStrategy } }
        set { state.update { $0.nonConformingFloatDecodingStrategy = newValue } }
    }

    /// How object keys map to coding keys. The default is ``KeyDecodingStrategy/useDefaultKeys``.
    open var keyDecodingStrategy: KeyDecodingStrategy {
        get { state.read { $0.keyDecodingStrategy } }
        set { state.update { $0.keyDecodingStrategy = newValue } }
    }

    /// Values handed to every `init(from:)` as `decoder.userInfo`. Empty by default.
    open var userInfo: [CodingUserInfoKey: Any] {
        get { state.read { $0.userInfo } }
        set { state.update { $0.userInfo = newValue } }
    }

    /// Accept JSON5 (https://spec.json5.org): comments, trailing commas, unquoted keys,
    /// single-quoted strings, hexadecimal, `Infinity`, `NaN`, and leading or trailing decimal
    /// points. `false` by default.
    open var allowsJSON5: Bool {
        get { state.read { $0.allowsJSON5 } }
        set { state.update { $0.allowsJSON5 = newValue } }
    }

    /// Read a document that does not start with `{` as the members of an object, so that
    /// `"a": 1, "b": 2` decodes like `{"a": 1, "b": 2}`. `false` by default.
    open var assumesTopLevelDictionary: Bool {
        get { state.read { $0.assumesTopLevelDictionary } }
        set { state.update { $0.assumesTopLevelDictionary = newValue } }
    }

    /// The most arrays and objects that may be nested in a document; deeper input is rejected
    /// with a syntax error. The default, 512, is `JSONDecoder`'s limit. Nesting never uses the
    /// call stack, so a large limit is safe.
    open var maximumNestingDepth: Int {
        get { state.read { $0.maximumNestingDepth } }
        set { state.update { $0.maximumNestingDepth = max(1, newValue) } }
    }

    /// The sizes one decode can hold (internal: tests lower them).
    var limits: DecodingLimits {
        get { state.read { $0.limits } }
        set { state.update { $0.limits = newValue } }
    }

    /// The settings, copied once for one decode.
    var options: DecodingOptions { state.read { $0 } }

    // MARK: Decoding

    /// Decodes a value of the given type from a JSON document.
    ///
    /// - Throws: `DecodingError.dataCorrupted` if the document is not valid JSON (its
    ///   `underlyingError` is a ``JSONSyntaxError``), or the error the value's `init(from:)`
    ///   throws, with `JSONDecoder`'s error case and coding path.
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, contiguous: data)
    }

    /// Decodes a value of the given type from the bytes of a JSON document held in any
    /// contiguous bytes: `[UInt8]`, `ArraySlice<UInt8>`, `UnsafeRawBufferPointer`, ...
    /// The bytes are read in place, never copied (unless they are UTF-16 or UTF-32).
    ///
    /// A type that only lends its bytes, such as SwiftNIO's `ByteBuffer`, is decoded in place
    /// through its raw buffer, with no copy:
    ///
    /// ```swift
    /// let value = try buffer.withUnsafeReadableBytes { try decoder.decode(T.self, from: $0) }
    /// ```
    public func decode<T: Decodable, Bytes: ContiguousBytes>(_ type: T.Type, from bytes: Bytes) throws -> T {
        try decode(type, contiguous: bytes)
    }

    /// Decodes a value of the given type from a JSON document held in a `String`.
    public func decode<T: Decodable>(_ type: T.Type, from string: String) throws -> T {
        var string = string
        return try state.withWorkspace { session in
            try InputBytes.with(utf8: &string) { bytes in try session.decode(type, from: bytes) }
        }
    }

    /// The one path of `decode(_:from:)` for `Data` and for any other contiguous bytes.
    private func decode<T: Decodable, Bytes: ContiguousBytes>(_ type: T.Type, contiguous bytes: Bytes) throws -> T {
        try state.withWorkspace { session in
            try InputBytes.with(bytes) { bytes in try session.decode(type, from: bytes) }
        }
    }

    /// Decodes a `DecodableWithConfiguration` value, handing it `configuration`.
    open func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
    ) throws -> T {
        try state.withWorkspace { session in
            try InputBytes.with(data) { bytes in
                try session.withDocument(bytes) { decoder in try T(from: decoder, configuration: configuration) }
            }
        }
    }

    /// Decodes a `DecodableWithConfiguration` value, handing it the configuration of the
    /// given provider type.
    open func decode<T, C>(
        _ type: T.Type, from data: Data, configuration: C.Type
    ) throws -> T
    where
        T: DecodableWithConfiguration, C: DecodingConfigurationProviding,
        T.DecodingConfiguration == C.DecodingConfiguration
    {
        try decode(type, from: data, configuration: C.decodingConfiguration)
    }

    /// Checks that `data` is one valid JSON document (JSON5 if ``allowsJSON5`` is set)
    /// without decoding anything: the tokenizer alone.
    ///
    /// - Throws: `DecodingError.dataCorrupted` with a ``JSONSyntaxError`` as underlying error.
    public func validate(_ data: Data) throws {
        try state.withWorkspace { session in
            try InputBytes.with(data) { bytes in try session.validate(bytes) }
        }
    }
}

extension StreamJSONDecoder: LockedCoder {}
