/// The envelope framer's errors: where the pointer stops matching the document, and bytes
/// that break the envelope.
extension EnvelopeFramer {
    /// The coding path of the value at the pointer's first `depth` tokens (all on the stack).
    func pathKeys(depth: Int) -> [JSONCodingKey] {
        (0..<depth).map { level in
            stack[level].isObject
                ? JSONCodingKey(stringValue: pointer.tokens[level]) : JSONCodingKey(index: indices[level]!)
        }
    }

    /// The pointer's first `count` tokens as text, or `the root`.
    private func prefix(_ count: Int) -> String {
        count == 0 ? "the root" : JSONPointer(tokens: Array(pointer.tokens.prefix(count))).description
    }

    private func arrayNotFound(_ error: DecodingError, at offset: Int) -> Failure {
        Failure(reason: .arrayNotFound, offset: offset, underlyingError: error)
    }

    /// The value at the pointer is not an array.
    func notAnArray(_ byte: UInt8, at offset: Int) -> Failure {
        let path = pathKeys(depth: stack.count)
        let place = prefix(pointer.tokens.count)
        if byte == UInt8(ascii: "n") {
            return arrayNotFound(
                .valueNotFound(
                    [JSONValue].self,
                    .init(
                        codingPath: path, debugDescription: "Expected an array at \(place) but found null instead.")),
                at: offset)
        }
        return arrayNotFound(
            .typeMismatch(
                [JSONValue].self,
                .init(
                    codingPath: path,
                    debugDescription: "Expected an array at \(place) but found \(Self.kindDescription(byte)) instead.")),
            at: offset)
    }

    /// A string, number, Boolean or null where the pointer needs to step further.
    func cannotStep(into byte: UInt8, at offset: Int, depth: Int) -> Failure {
        let description =
            "Cannot look up \"\(pointer.tokens[depth])\" in \(Self.kindDescription(byte)) at "
            + "\(prefix(depth)) (JSON Pointer \(pointer))."
        let context = DecodingError.Context(codingPath: pathKeys(depth: depth), debugDescription: description)
        if byte == UInt8(ascii: "n") { return arrayNotFound(.valueNotFound([String: Any].self, context), at: offset) }
        return arrayNotFound(.typeMismatch([String: Any].self, context), at: offset)
    }

    /// An array where the pointer's token is not an index.
    func notAnIndex(at offset: Int, depth: Int) -> Failure {
        let token = pointer.tokens[depth]
        return arrayNotFound(
            .keyNotFound(
                JSONCodingKey(stringValue: token),
                .init(
                    codingPath: pathKeys(depth: depth),
                    debugDescription:
                        "\"\(token)\" is not an array index, and the value at \(prefix(depth)) is an array "
                        + "(JSON Pointer \(pointer)).")), at: offset)
    }

    /// A container on the path closed without the member or element the pointer names.
    func notFound(_ level: Level, at offset: Int, depth: Int) -> Failure {
        let token = pointer.tokens[depth]
        let path = pathKeys(depth: depth)
        if level.isObject {
            return arrayNotFound(
                .keyNotFound(
                    JSONCodingKey(stringValue: token),
                    .init(
                        codingPath: path,
                        debugDescription: "No value associated with key \"\(token)\" in the object at "
                            + "\(prefix(depth)) (JSON Pointer \(pointer)).")), at: offset)
        }
        return arrayNotFound(
            .keyNotFound(
                JSONCodingKey(stringValue: token),
                .init(
                    codingPath: path,
                    debugDescription: "No element at index \(token): the array at \(prefix(depth)) has "
                        + "\(level.count) elements (JSON Pointer \(pointer)).")), at: offset)
    }

    /// A byte the envelope's grammar does not allow here.
    func unexpected(_ byte: UInt8, at offset: Int, expected: ExpectedToken) -> Failure {
        Failure(
            reason: .unexpectedCharacter(byte), offset: offset, expected: expected.wording,
            member: envelopePointer(insideTop: false))
    }

    /// The stream ended in the envelope.
    func endFailure() -> Failure {
        let expected: ExpectedToken
        if let comment, !comment.mayEndInput {
            expected = comment.isOpened ? .commentStart : .commentEnd
        } else {
            switch state {
            case .beforeKeyOrClose: expected = .keyOrObjectEnd
            case .beforeKey: expected = .key
            case .beforeColon: expected = .colon
            case .beforeElementOrClose: expected = .valueOrArrayEnd
            case .afterValue: expected = stack.last?.isObject ?? false ? .commaOrObjectEnd : .commaOrArrayEnd
            default: expected = .value
            }
        }
        return Failure(
            reason: .unexpectedEndOfStream, offset: position, expected: expected.wording,
            member: envelopePointer(insideTop: false))
    }

    /// An error decoding a skipped envelope value, with the path from the root to that value.
    func prefixed(_ error: any Error) -> any Error {
        guard let error = error as? DecodingError, !stack.isEmpty else { return error }
        return error.prefixingPath(
            stack.map { $0.isObject ? JSONCodingKey(stringValue: $0.key) : JSONCodingKey(index: $0.count) })
    }

    /// The pointer to the envelope value being read: the member or element inside the top
    /// container (or, with `insideTop: false`, that container itself).
    func envelopePointer(insideTop: Bool) -> JSONPointer {
        let levels = insideTop ? stack[...] : stack.dropLast()
        return JSONPointer(tokens: levels.map { $0.isObject ? $0.key : String($0.count) })
    }

    /// A key or skipped value framed at `start` that could not be decoded. A syntax error is
    /// placed at its own byte (`shift` corrects for bytes added around the value to read it).
    func invalid(_ error: any Error, at start: Int, shift: Int = 0) -> Failure {
        var offset = start
        if case .dataCorrupted(let context)? = error as? DecodingError,
            let syntaxError = context.underlyingError as? JSONSyntaxError
        {
            offset = start + max(0, syntaxError.byteOffset + shift)
        }
        return Failure(
            reason: .invalidValue, offset: offset, underlyingError: error,
            member: envelopePointer(insideTop: state != .key))
    }

    /// A skipped container nested deeper than the decoder's `maximumNestingDepth`.
    func tooDeep(at offset: Int) -> Failure {
        let syntaxError = JSONSyntaxError(
            reason: .tooDeeplyNested(limit: maximumDepth), byteOffset: offset,
            line: 1, column: 1, excerpt: "")
        let error = DecodingError.dataCorrupted(
            .init(
                codingPath: [], debugDescription: "The given data was not valid JSON. \(syntaxError.summary)",
                underlyingError: syntaxError.wrapped))
        return Failure(
            reason: .invalidValue, offset: offset, underlyingError: prefixed(error),
            member: envelopePointer(insideTop: true))
    }

    /// How a value starting with `byte` is named in messages.
    private static func kindDescription(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a bool"
        case UInt8(ascii: "n"): return "null"
        default: return "a number"
        }
    }
}

extension DecodingError {
    /// The same error with `prefix` in front of its coding path.
    func prefixingPath(_ prefix: [any CodingKey]) -> DecodingError {
        guard !prefix.isEmpty else { return self }
        func moved(_ context: Context) -> Context {
            Context(
                codingPath: prefix + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let context): return .typeMismatch(type, moved(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, moved(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, moved(context))
        case .dataCorrupted(let context): return .dataCorrupted(moved(context))
        @unknown default: return self
        }
    }
}
