/// What one decode learns that the next can reuse: which types are arrays or dictionaries the
/// tape decodes directly, and the tape's memory. A streaming decoder keeps one session for the
/// whole stream, so decoding its thousandth value costs what decoding one value of a single
/// document would, not a fresh set of allocations and type checks.
///
/// A session belongs to one stream and is used by one thread at a time.
final class DecodingSession: PooledWorkspace {
    let options: DecodingOptions
    let types = KnownTypes()
    /// The tape memory of the previous document, reused by the next one. Only the thread
    /// using the session touches it, never through overlapping accesses.
    @exclusivity(unchecked) private var _storage: TapeStorage?
    private var storage: TapeStorage? {
        @inline(__always) _read { yield unsafe _storage }
        @inline(__always) _modify { yield unsafe &_storage }
    }
    /// Which settings of its ``StreamJSONDecoder`` a pooled session was made with (see
    /// ``LockedCoderState``); -1 for a stream's session, which is never pooled.
    let version: Int
    /// The spare sessions of the decoders whose settings are the defaults.
    static let shared = SharedWorkspaces<DecodingSession>()
    /// Tape memory above this many entries (16 bytes each) is not kept between calls.
    static let largestKeptTape = 1 << 16

    init(options: DecodingOptions, version: Int = -1) {
        self.options = options
        self.version = version
        unsafe self._storage = nil
        unsafe self._decoder = nil
    }

    /// The decoder of the previous document and its container boxes, reused by the next one
    /// if nothing outside the session held on to it (a `Decoder` or container kept by an
    /// `init(from:)` makes the next document get a new one).
    @exclusivity(unchecked) private var _decoder: TapeDecoder?
    private var decoder: TapeDecoder? {
        @inline(__always) _read { yield unsafe _decoder }
        @inline(__always) _modify { yield unsafe &_decoder }
    }

    /// Decodes one complete document, reusing what earlier decodes left behind.
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, from raw: InputBytes) throws -> T {
        try withDocument(raw) { decoder in try decoder.decodeValue(type) }
    }

    /// Scans `raw` and runs `body` with a decoder positioned at the root value: the one path
    /// from bytes to a decoder that every decode takes (whole documents, a value at a JSON
    /// Pointer, `DecodableWithConfiguration`, each value of a stream). It reuses the tape
    /// memory, the decoder and its container boxes, and the type caches of the previous
    /// document, and turns a scan failure into `DecodingError.dataCorrupted` with the
    /// location and expectation of a ``JSONSyntaxError``.
    @inline(__always)
    func withDocument<R>(_ raw: InputBytes, _ body: (TapeDecoder) throws -> R) throws -> R {
        try TapeDecoder.withUTF8(raw) { bytes in
            let tape: Tape
            do throws(ScanError) {
                tape = try JSONScanner.scan(bytes, options: options.scanOptions, reusing: storage)
            } catch {
                throw TapeDecoder.syntaxError(
                    error.located(
                        in: bytes, rescanning: options.scanOptions,
                        including: options.includesInputExcerptInErrors))
            }
            return try run(bytes, tape, body)
        }
    }

    /// Runs `body` with a decoder positioned at the first of `entries`, a value already
    /// scanned (the tape of a sub-value of a validated document, whose offsets point into
    /// `bytes`): no scan. The entries are copied into the session's reused tape memory with
    /// their container ends made relative to the first, so the copy costs the value's size, not
    /// the document's.
    func withTape<R, Entries: RandomAccessCollection<TapeEntry>>(
        _ bytes: InputBytes, copying entries: Entries, _ body: (TapeDecoder) throws -> R
    ) throws -> R where Entries.Index == Int {
        let target = storage ?? TapeStorage(minimumCapacity: entries.count)
        target.removeAll()
        let base = entries.startIndex
        for var entry in entries {
            if entry.isContainer {
                entry.payload = TapeEntry.containerPayload(count: entry.count, end: entry.end - base)
            }
            target.append(entry)
        }
        return try run(bytes, Tape(entries: target), body)
    }

    /// The tail of ``withDocument(_:_:)`` and ``withTape(_:copying:_:)``: keeps `tape`'s memory
    /// for the next document and runs `body` with the session's decoder (the previous
    /// document's, or a new one) at the root of `tape`.
    @inline(__always)
    private func run<R>(_ bytes: InputBytes, _ tape: Tape, _ body: (TapeDecoder) throws -> R) throws -> R {
        storage = tape.entries
        if let decoder {
            decoder.beginDocument(bytes, tape: tape)
        } else {
            decoder = TapeDecoder(
                bytes: bytes, tape: tape, options: options, knownTypes: types,
                reusesContainerBoxes: true)
        }
        defer { endDocument() }
        return try body(decoder!)
    }

    /// Keeps the decoder for the next document if nothing reads this one any more. If user
    /// code kept the decoder, a container or a super decoder (each holds the decoder), the
    /// decoder is detached onto its own copy of the document and this tape
    /// (``TapeDecoder/endDocument(isKept:)``), and the session goes on with a new one.
    private func endDocument() {
        decoder!.parkContainers()
        let isKept = !isKnownUniquelyReferenced(&decoder)
        if decoder!.endDocument(isKept: isKept) { storage = nil }
        if isKept { decoder = nil }
    }

    /// Checks that `raw` is one valid document: the scanner alone, into the reused tape memory.
    func validate(_ raw: InputBytes) throws {
        try TapeDecoder.withUTF8(raw) { bytes in
            do throws(ScanError) {
                storage = try JSONScanner.scan(bytes, options: options.scanOptions, reusing: storage).entries
            } catch {
                throw TapeDecoder.syntaxError(
                    error.located(
                        in: bytes, rescanning: options.scanOptions,
                        including: options.includesInputExcerptInErrors))
            }
        }
    }

    /// Lets go of tape memory larger than a pooled session should keep between calls (a
    /// decoder that once read a large document must not hold its tape for ever).
    func trimForPool() {
        if let storage, storage.reservedCapacity > Self.largestKeptTape { self.storage = nil }
    }
}

/// Types already asked whether the tape decodes them directly (as `[Element]` or
/// `[String: Value]`). A ``TypeTable`` costs less to search than the runtime's conformance
/// cache, and the same whatever types the session met before.
final class KnownTypes {
    @exclusivity(unchecked) private var _arrays = TypeTable<(any TapeDecodableArray.Type)?>()
    var arrays: TypeTable<(any TapeDecodableArray.Type)?> {
        @inline(__always) _read { yield unsafe _arrays }
        @inline(__always) _modify { yield unsafe &_arrays }
    }
    @exclusivity(unchecked) private var _dictionaries = TypeTable<(any StringKeyedDictionary.Type)?>()
    var dictionaries: TypeTable<(any StringKeyedDictionary.Type)?> {
        @inline(__always) _read { yield unsafe _dictionaries }
        @inline(__always) _modify { yield unsafe &_dictionaries }
    }
}
