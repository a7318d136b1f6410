/// What one decode learns that the next can reuse: which types are arrays or dictionaries the
/// tape decodes directly, and the tape's memory. A streaming decoder keeps one session for the
/// whole stream, so decoding its thousandth value costs what decoding one value of a single
/// document would, not a fresh set of allocations and type checks.
///
/// A session belongs to one stream and is used by one thread at a time.
final class DecodingSession {
    let options: DecodingOptions
    let types = KnownTypes()
    /// The tape memory of the previous document, reused by the next one.
    private var storage: TapeStorage?

    init(options: DecodingOptions) {
        self.options = options
    }

    /// Decodes one complete document, reusing what earlier decodes left behind.
    func decode<T: Decodable>(_ type: T.Type, from raw: InputBytes) throws -> T {
        try TapeDecoder.withDocument(raw, options: options, types: types, reusing: storage) { decoder in
            storage = decoder.tape.entries
            return try decoder.decodeValue(type)
        }
    }
}

/// Types already asked whether the tape decodes them directly (as `[Element]` or
/// `[String: Value]`). Searching these short lists costs less than the runtime's conformance
/// cache; each list stops growing at a fixed length.
final class KnownTypes {
    @exclusivity(unchecked) private var _arrays: [(id: ObjectIdentifier, array: (any TapeDecodableArray.Type)?)] = []
    var arrays: [(id: ObjectIdentifier, array: (any TapeDecodableArray.Type)?)] {
        @inline(__always) _read { yield unsafe _arrays }
        @inline(__always) _modify { yield unsafe &_arrays }
    }
    @exclusivity(unchecked) private var _dictionaries: [(id: ObjectIdentifier, dictionary: (any StringKeyedDictionary.Type)?)] = []
    var dictionaries: [(id: ObjectIdentifier, dictionary: (any StringKeyedDictionary.Type)?)] {
        @inline(__always) _read { yield unsafe _dictionaries }
        @inline(__always) _modify { yield unsafe &_dictionaries }
    }
}
