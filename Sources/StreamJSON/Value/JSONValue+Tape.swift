/// The decoder's fast path: a ``JSONValue`` built straight from the tape, one pass over the
/// entries of the value (``TapeTreeBuilder/buildTree(at:)``), without `Decoder` containers or
/// coding paths.
extension JSONValue {
    /// The most arrays and objects a ``JSONValue`` built by ``StreamJSONDecoder`` may nest.
    ///
    /// The builder itself is iterative, but Swift frees, compares and hashes a nested enum of
    /// arrays recursively, a few stack frames per level: a value thousands of levels deep can
    /// overflow a thread's stack when it is released. Decoding a deeper `JSONValue` (possible
    /// only after raising ``StreamJSONDecoder/maximumNestingDepth`` above this) throws
    /// `DecodingError.dataCorrupted` instead.
    static let maximumDepth = 1024

    /// The value at tape `index` (``TapeDecoder/missingValue`` reads as `null`). Numbers keep
    /// their literal; of two equal keys in an object the first wins.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for nesting deeper than ``maximumDepth``.
    static func build(from decoder: TapeDecoder, at index: Int) throws -> JSONValue {
        guard index >= 0 else { return .null }
        return try DecodedTreeBuilder(decoder: decoder, tape: decoder.tape, bytes: decoder.bytes).buildTree(at: index)
    }
}

/// ``JSONValue`` from the decoder's tape (the decoder's own bytes and tape), with each object's keys checked for duplicates once by ``KeyLookup``, so that objects with
/// distinct keys (nearly all) are built without comparing any.
struct DecodedTreeBuilder: TapeTreeBuilder {
    typealias Failure = DecodingError

    let decoder: TapeDecoder
    let tape: Tape
    let bytes: InputBytes

    @inline(__always)
    func entry(at index: Int) -> TapeEntry { tape[index] }

    func members(ofObjectAt index: Int, count: Int) -> JSONValueMembers {
        var list: [(key: String, value: JSONValue)] = []
        list.reserveCapacity(count)
        return JSONValueMembers(
            list: list, mayRepeatKeys: KeyLookup<KeysAsWritten>(decoder: decoder, object: index).hasDuplicateKeys())
    }

    var noMembers: JSONValueMembers { JSONValueMembers(list: [], mayRepeatKeys: false) }

    @inline(__always)
    func add(_ value: consuming JSONValue, forKey key: String, to members: inout JSONValueMembers) {
        members.list.append((key, value))
    }

    func object(_ members: consuming JSONValueMembers) -> JSONValue { .object(members.object) }

    func array(_ elements: consuming [JSONValue]) -> JSONValue { .array(elements) }

    func checkDepth(_ depth: Int) throws(DecodingError) {
        guard depth > JSONValue.maximumDepth else { return }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "The JSON nests more than \(JSONValue.maximumDepth) arrays and objects, "
                    + "deeper than a JSONValue may hold (its release would recurse once per level)."))
    }
}

/// The leaves of a ``JSONValue`` tree, the same for every builder of one (from the decoder's
/// tape or a document's): numbers keep their literal, containers start empty.
extension TapeTreeBuilder where Node == JSONValue {
    func leaf(_ entry: TapeEntry, at index: Int) -> JSONValue {
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number:
            return .number(
                JSONNumber(
                    uncheckedLiteral: bytes.slice(entry.offset, entry.length).string(),
                    isStandard: !entry.flags.contains(.json5Number)))
        case .string: return .string(string(at: index))
        case .array: return .array([])
        case .object: return .object(JSONObject())
        }
    }
}
