/// Moving the decoder to the value a ``JSONPointer`` addresses, for
/// ``StreamJSONDecoder/decode(_:from:at:)``.
///
/// The walk reads only the tape: a member is found by comparing the document's keys with the
/// token by code points (RFC 6901: no normalization, unlike coding keys; the first of two
/// equal keys wins), an element by skipping its
/// predecessors, each in one read of the tape. Every step pushes a coding path node, so an
/// error in the addressed value has the full path from the document's root
/// (`data.items[3].price`), and a missing step is reported at the path that exists.
extension TapeDecoder {
    /// Moves ``current`` and ``currentNode`` to the value at `pointer`.
    ///
    /// - Parameter type: the type the caller will decode there, for `valueNotFound`.
    /// - Throws: `DecodingError.dataCorrupted` for a pointer that is not valid;
    ///   `keyNotFound` for a member that is absent, or in an array a token that is not an index
    ///   or an index past the end; `valueNotFound` for a step into `null`;
    ///   `typeMismatch` for a step into a string, number or Boolean.
    func move(to pointer: JSONPointer, decoding type: Any.Type) throws {
        if let syntaxError = pointer.syntaxError {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: syntaxError.description, underlyingError: syntaxError))
        }
        var index = current
        var node = currentNode
        for (depth, token) in pointer.tokens.enumerated() {
            let entry = tape[index]
            let step: CodingPathArena.Component
            switch entry.kind {
            case .object:
                guard let member = memberValue(named: token, inObject: index) else {
                    throw DecodingError.keyNotFound(
                        JSONCodingKey(stringValue: token),
                        DecodingError.Context(
                            codingPath: codingPath(to: node),
                            debugDescription: "No value associated with key \"\(token)\" in the object at "
                                + "\(Self.prefix(of: pointer, depth)) (JSON Pointer \(pointer))."))
                }
                index = member
                step = .key(JSONCodingKey(stringValue: token))
            case .array:
                guard let position = JSONPointer.index(of: token) else {
                    throw DecodingError.keyNotFound(
                        JSONCodingKey(stringValue: token),
                        DecodingError.Context(
                            codingPath: codingPath(to: node),
                            debugDescription: "\"\(token)\" is not an array index, and the value at "
                                + "\(Self.prefix(of: pointer, depth)) is an array (JSON Pointer \(pointer))."))
                }
                guard position < entry.count else {
                    throw DecodingError.keyNotFound(  // not valueNotFound, which prints "found null"
                        JSONCodingKey(stringValue: token),
                        DecodingError.Context(
                            codingPath: codingPath(to: node),
                            debugDescription: "No element at index \(position): the array at "
                                + "\(Self.prefix(of: pointer, depth)) has \(entry.count) elements (JSON Pointer \(pointer))."
                        ))
                }
                index += 1
                for _ in 0..<position { index = tape.indexAfterValue(at: index) }
                step = .index(position)
            case .null:
                throw DecodingError.valueNotFound(
                    type,
                    DecodingError.Context(
                        codingPath: codingPath(to: node),
                        debugDescription: "Cannot look up \"\(token)\" in null at \(Self.prefix(of: pointer, depth)) "
                            + "(JSON Pointer \(pointer))."))
            default:
                throw DecodingError.typeMismatch(
                    [String: Any].self,
                    DecodingError.Context(
                        codingPath: codingPath(to: node),
                        debugDescription: "Cannot look up \"\(token)\" in \(entry.kind.foundDescription) at "
                            + "\(Self.prefix(of: pointer, depth)): expected an object or an array (JSON Pointer \(pointer))."
                    ))
            }
            node = arena.push(parent: node, step)
        }
        current = index
        currentNode = node
    }

    /// The tape index of the value of the first member named `token` (the same code points) in
    /// the object at `object`.
    private func memberValue(named token: String, inObject object: Int) -> Int? {
        let end = tape[object].end
        var token = token
        return InputBytes.with(utf8: &token) { tokenBytes -> Int? in
            TapeMemberSearch.valueIndex(ofMemberNamed: tokenBytes, from: object + 1, to: end, in: bytes) { tape[$0] }
        }
    }

    /// The first `count` steps of `pointer`, as text; `the document's root` for none.
    private static func prefix(of pointer: JSONPointer, _ count: Int) -> String {
        count == 0 ? "the root" : JSONPointer(tokens: Array(pointer.tokens.prefix(count))).description
    }
}
