import Foundation

/// The `Decoder` that `init(from:)` implementations see: one instance per `decode` call,
/// reused for every nested value.
///
/// It reads the ``Tape`` built by ``JSONScanner``. `current` is the tape index of the value
/// being decoded and `currentNode` its coding path node; decoding a member sets both, runs
/// the member's `init(from:)` against this same object, and restores them. The decoder is
/// also its own single-value container.
final class TapeDecoder: Decoder {
    // The mutable state below is only ever touched by the thread running the decode, and
    // never through overlapping accesses, so the dynamic exclusivity checks Swift would
    // otherwise make on every read of a class property are switched off (they cost about a
    // fifth of decoding time in profiles).
    @exclusivity(unchecked) private var _bytes: InputBytes
    /// The document (a decoder of a ``DecodingSession`` reads one document after another).
    var bytes: InputBytes {
        @inline(__always) _read { yield unsafe _bytes }
        @inline(__always) _modify { yield unsafe &_bytes }
    }
    @exclusivity(unchecked) private var _tape: Tape
    var tape: Tape {
        @inline(__always) _read { yield unsafe _tape }
        @inline(__always) _modify { yield unsafe &_tape }
    }
    let options: DecodingOptions
    /// `options.usesDefaultKeys`, read once (the options hold closures, costly to copy out).
    let usesDefaultKeys: Bool
    /// `options.keyComparison`, read once.
    let keyComparison: KeyComparison
    @exclusivity(unchecked) private var _arena: CodingPathArena
    var arena: CodingPathArena {
        @inline(__always) _read { yield unsafe _arena }
        @inline(__always) _modify { yield unsafe &_arena }
    }
    /// The tape index of the value being decoded, or ``TapeDecoder/missingValue`` for the
    /// `null` that `superDecoder(forKey:)` hands out for a missing key.
    @exclusivity(unchecked) private var _current: Int
    var current: Int {
        @inline(__always) _read { yield unsafe _current }
        @inline(__always) _modify { yield unsafe &_current }
    }
    @exclusivity(unchecked) private var _currentNode: Int32
    var currentNode: Int32 {
        @inline(__always) _read { yield unsafe _currentNode }
        @inline(__always) _modify { yield unsafe &_currentNode }
    }
    /// Types already asked whether the tape decodes them directly (shared by a stream's values;
    /// a decoder of its own once it is kept past its document, see ``detach(into:)``).
    var knownTypes: KnownTypes
    /// Keyed container boxes for reuse, one per key type; emptied when the document's decode
    /// ends (the boxes hold this decoder).
    let keyedBoxes: ContainerBoxCache<KeyedContainerState>
    /// The key indexes built so far for objects read out of document order, by object tape
    /// index (see ``KeyLookup``).
    @exclusivity(unchecked) private var _keyIndexes: [Int: ObjectKeyIndex] = [:]
    var keyIndexes: [Int: ObjectKeyIndex] {
        @inline(__always) _read { yield unsafe _keyIndexes }
        @inline(__always) _modify { yield unsafe &_keyIndexes }
    }

    /// The keys of objects read with a key decoding strategy, converted once per object, by
    /// object tape index (see ``ConvertedKeys``).
    var convertedKeyTables: [Int: ConvertedKeys] = [:]

    /// The copy of the document's bytes that ``bytes`` points into once the decoder is
    /// detached (kept past its document), nil while it reads memory lent for the call.
    var ownBytes: InputBytes.Copy?

    /// Stands for a value that is not in the document and reads as `null`.
    static let missingValue = -1

    init(
        bytes: InputBytes, tape: Tape, options: DecodingOptions, knownTypes: KnownTypes = KnownTypes(),
        reusesContainerBoxes: Bool = false
    ) {
        self.knownTypes = knownTypes
        self.keyedBoxes = ContainerBoxCache(isEnabled: reusesContainerBoxes)
        unsafe self._bytes = bytes
        unsafe self._tape = tape
        self.options = options
        self.usesDefaultKeys = options.usesDefaultKeys
        self.keyComparison = options.keyComparison
        unsafe self._currentNode = 0
        unsafe self._arena = CodingPathArena()
        unsafe self._current = 0
    }

    // MARK: Entry points

    /// Runs `body` with `raw` as UTF-8: itself, or its transcoding if it is UTF-16 or UTF-32.
    @inline(__always)
    static func withUTF8<T>(_ raw: InputBytes, _ body: (InputBytes) throws -> T) throws -> T {
        let transcoded: [UInt8]?
        do {
            transcoded = try TextEncoding.transcodedToUTF8(raw)
        } catch {
            throw syntaxError(error)
        }
        if let utf8 = transcoded {
            return try InputBytes.with(utf8, body)
        }
        return try body(raw)
    }

    static func syntaxError(_ error: JSONSyntaxError) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON. \(error.description)",
                underlyingError: error))
    }

    // MARK: Decoder

    var codingPath: [any CodingKey] { codingPath(to: currentNode) }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let entry = entryOrNull(current)
        guard entry.kind == .object else {
            if entry.kind == .null {
                throw DecodingError.valueNotFound(
                    [String: Any].self,
                    DecodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "Cannot get keyed decoding container -- found null value instead"))
            }
            throw DecodingError.typeMismatch(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: ScalarMessages.keyedContainerMismatchMessages[Int(entry.kind.rawValue)]))
        }
        if keyComparison == .convertedTable { _ = convertedKeys(of: current, node: currentNode) }
        return keyedContainer(Key.self, object: current, node: currentNode)
    }

    @inline(__always)
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        // One test for the common case (a GeoJSON position asks once per position); the errors
        // are made out of line.
        let index = current
        if index >= 0 {
            let entry = tape[index]
            if entry.isArray {
                arena.pin(currentNode)
                return UnkeyedContainer(decoder: self, array: index, entry: entry, node: currentNode)
            }
        }
        throw unkeyedContainerMismatch()
    }

    /// The error `unkeyedContainer()` throws for a value that is not an array.
    @inline(never)
    private func unkeyedContainerMismatch() -> DecodingError {
        let entry = entryOrNull(current)
        if entry.kind == .null {
            return DecodingError.valueNotFound(
                [Any].self,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        }
        return DecodingError.typeMismatch(
            [Any].self,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: ScalarMessages.unkeyedContainerMismatchMessages[Int(entry.kind.rawValue)]))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: Navigation

    /// The entry at `index`, or a `null` entry for ``missingValue``.
    @inline(__always)
    func entryOrNull(_ index: Int) -> TapeEntry {
        index >= 0 ? tape[index] : TapeEntry(kind: .null, offset: 0, payload: 0)
    }

    /// Runs `body` with the decoder moved to the value at `index`, whose path is `component`
    /// below `parent`; restores the position afterwards.
    @inline(__always)
    func withValue<R>(
        at index: Int, parent: Int32, _ component: CodingPathArena.Component,
        _ body: () throws -> R
    ) rethrows -> R {
        let node = arena.push(parent: parent, component)
        defer { arena.truncate(to: node) }
        return try atPosition(index, node: node, body)
    }

    /// Runs `body` with the decoder at the value at `index` whose coding path node is `node`;
    /// puts the decoder back where it was afterwards. The one place that moves the decoder.
    @inline(__always)
    func atPosition<R>(_ index: Int, node: Int32, _ body: () throws -> R) rethrows -> R {
        let savedCurrent = current
        let savedNode = currentNode
        current = index
        currentNode = node
        defer {
            current = savedCurrent
            currentNode = savedNode
        }
        return try body()
    }

    /// The converted keys of the object at `object`, whose container is at `node`: built on
    /// first use, then shared by every container over that object.
    func convertedKeys(of object: Int, node: Int32) -> ConvertedKeys {
        if let keys = convertedKeyTables[object] { return keys }
        let keys = ConvertedKeys(decoder: self, object: object, node: node)
        convertedKeyTables[object] = keys
        return keys
    }

    /// The key index of the object at tape index `object`, built on first use.
    /// Its keys are compared in `form`, the decoder's (one per decoder).
    func keyIndex<Form: KeyForm>(of object: Int, form: Form.Type) -> ObjectKeyIndex {
        if let index = keyIndexes[object] { return index }
        let index = ObjectKeyIndex(object: object, in: self, form: Form.self)
        keyIndexes[object] = index
        return index
    }

    /// Pushes the coding path node of a nested container, which stays until its parent's
    /// value is done; throws rather than let the arena outgrow ``DecodingLimits``.
    func pushNestedNode(parent: Int32, _ component: CodingPathArena.Component) throws -> Int32 {
        guard arena.count < options.limits.maximumCodingPathNodes else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath(to: parent),
                    debugDescription: "Too many nested containers requested while decoding one value "
                        + "(the limit is \(options.limits.maximumCodingPathNodes) coding path nodes)."))
        }
        return arena.push(parent: parent, component)
    }
}
