/// The walker: the envelope's structure on the pointer's path, a byte at a time.
extension EnvelopeFramer {
    /// What the walker did with one byte.
    enum Step {
        /// The byte is read; go on with the next.
        case consumed
        /// A framer takes over at this byte (a key, a skipped value, or the array's elements).
        case handedOff
        /// The byte breaks the envelope, or the pointer addresses nothing.
        case failed(Failure)
    }

    mutating func walk(_ byte: UInt8, at offset: Int) -> Step {
        if comment != nil { return readComment(byte, at: offset) }
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09: return .consumed
        case 0x0B where allowsJSON5, 0x0C where allowsJSON5: return .consumed
        case UInt8(ascii: "/") where allowsJSON5:
            comment = JSON5Comment()
            return .consumed
        default: break
        }
        switch state {
        case .beforeValue:
            if byte == UInt8(ascii: "]") && afterComma && allowsJSON5, let level = stack.last, !level.isObject {
                return close(at: offset)  // JSON5's trailing comma: `[1,]`
            }
            return startValue(byte, at: offset)
        case .beforeKeyOrClose, .beforeKey:
            if byte == UInt8(ascii: "}") && (state == .beforeKeyOrClose || allowsJSON5) {
                return close(at: offset)
            }
            let isKey =
                byte == UInt8(ascii: "\"")
                || (allowsJSON5 && byte != UInt8(ascii: ",") && byte != UInt8(ascii: ":") && byte != UInt8(ascii: "}")
                    && byte != UInt8(ascii: "{") && byte != UInt8(ascii: "[") && byte != UInt8(ascii: "]"))
            guard isKey else {
                let expected: ExpectedToken = state == .beforeKeyOrClose ? .keyOrObjectEnd : .key
                return .failed(unexpected(byte, at: offset, expected: expected))
            }
            startFraming(.key, at: offset)
            return .handedOff
        case .beforeColon:
            guard byte == UInt8(ascii: ":") else {
                return .failed(unexpected(byte, at: offset, expected: .colon))
            }
            state = .beforeValue
            afterComma = false
            return .consumed
        case .beforeElementOrClose:
            if byte == UInt8(ascii: "]") { return close(at: offset) }
            return startValue(byte, at: offset)
        case .afterValue:
            let isObject = stack.last?.isObject ?? false
            if byte == UInt8(ascii: ",") {
                state = isObject ? .beforeKey : .beforeValue
                afterComma = true
                return .consumed
            }
            if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { return close(at: offset) }
            let expected: ExpectedToken = isObject ? .commaOrObjectEnd : .commaOrArrayEnd
            return .failed(unexpected(byte, at: offset, expected: expected))
        case .end:
            return .failed(unexpected(byte, at: offset, expected: .endOfInput))
        case .start, .key, .skipping, .inArray:
            preconditionFailure("EnvelopeFramer: \(state) is not the walker's")
        }
    }

    /// A value starts at `offset`: descend into it if it is on the path, stream it if it is
    /// the array, skip it otherwise.
    private mutating func startValue(_ byte: UInt8, at offset: Int) -> Step {
        afterComma = false
        switch byte {
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
            return .failed(unexpected(byte, at: offset, expected: .value))
        default:
            break
        }
        let depth = stack.count
        let isOnPath: Bool
        if let parent = stack.last {
            isOnPath =
                !parent.isSkipped && !parent.found
                && (parent.isObject
                    ? JSONPointer.token(pointer.tokens[depth - 1], matches: parent.key)
                    : indices[depth - 1] == parent.count)
        } else {
            isOnPath = true  // the root
        }
        guard isOnPath else {
            startFraming(.skipping, at: offset)
            return .handedOff
        }
        if depth > 0 { stack[depth - 1].found = true }
        let isContainer = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
        if depth == pointer.tokens.count {
            guard byte == UInt8(ascii: "[") else { return .failed(notAnArray(byte, at: offset)) }
            arrayPath = pathKeys(depth: depth)
            elements.phase = .beforeFirstElement
            elements.position = offset + 1
            state = .inArray
            return .handedOff
        }
        guard isContainer else { return .failed(cannotStep(into: byte, at: offset, depth: depth)) }
        let isObject = byte == UInt8(ascii: "{")
        if !isObject && indices[depth] == nil { return .failed(notAnIndex(at: offset, depth: depth)) }
        stack.append(Level(isObject: isObject))
        state = isObject ? .beforeKeyOrClose : .beforeElementOrClose
        return .consumed
    }

    /// Hands the value or key at `offset` to `skipper`.
    private mutating func startFraming(_ state: State, at offset: Int) {
        self.state = state
        skipStart = offset
        skipper.phase = .beforeValue
        skipper.position = offset
    }

    /// A skipped container starts at `offset`: walk into it (its first byte is read).
    mutating func enterSkippedContainer(isObject: Bool, at offset: Int) -> Failure? {
        guard stack.count < maximumDepth else { return tooDeep(at: offset) }
        stack.append(Level(isObject: isObject, isSkipped: true))
        skipper = JSONFramer(mode: .concatenated, allowsJSON5: allowsJSON5)  // drop its partial state
        state = isObject ? .beforeKeyOrClose : .beforeElementOrClose
        position = offset + 1
        afterComma = false
        return nil
    }

    /// The container on top of the stack closes at `offset`.
    private mutating func close(at offset: Int) -> Step {
        afterComma = false
        let level = stack.removeLast()
        guard level.found || level.isSkipped else { return .failed(notFound(level, at: offset, depth: stack.count)) }
        if keepsEnvelope {
            attach(level.isObject ? .object(JSONObject(level.members)) : .array(level.elements))
        }
        valueDidEnd()
        return .consumed
    }

    /// `skipper` has framed the key or value `start..<end`: read the key, or validate the
    /// value (and keep it, with `keepsEnvelope`).
    mutating func didFrame(start: Int, end: Int, bytes: InputBytes, base: Int) -> Failure? {
        let raw = bytes.slice(start - base, end - start)
        if state == .key {
            do {
                stack[stack.count - 1].key = try readKey(raw)
            } catch {
                // An unquoted JSON5 key is read inside `{` … `:0}`: one byte more before it.
                let isQuoted = raw.first == UInt8(ascii: "\"") || raw.first == UInt8(ascii: "'")
                return invalid(error, at: start, shift: isQuoted ? 0 : -1)
            }
            state = .beforeColon
            return nil
        }
        do {
            if keepsEnvelope {
                attach(try session.decode(JSONValue.self, from: raw))
            } else {
                _ = try session.decode(SkippedValue.self, from: raw)
            }
        } catch {
            return invalid(prefixed(error), at: start)
        }
        valueDidEnd()
        return nil
    }

    /// The array's `]` has been read.
    mutating func arrayDidEnd() {
        if keepsEnvelope, let parent = stack.last, !parent.isObject {
            attach(.array([]))  // an array's other elements keep their indices
        }
        valueDidEnd()
    }

    /// A value inside the top container (or the root) is complete.
    private mutating func valueDidEnd() {
        guard !stack.isEmpty else {
            state = .end
            return
        }
        stack[stack.count - 1].count += 1
        state = .afterValue
    }

    /// A key: a string, or (JSON5) an identifier, which is read as the key of a tiny object.
    private func readKey(_ raw: InputBytes) throws -> String {
        let first = raw.first ?? 0
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            return try session.decode(String.self, from: raw)
        }
        let text = Array("{".utf8) + Array(raw) + Array(":0}".utf8)
        let object = try InputBytes.with(text) { try session.decode(JSONValue.self, from: $0) }
        return object.objectValue?.keys.first ?? ""
    }

    /// JSON5 comments between the envelope's tokens.
    private mutating func readComment(_ byte: UInt8, at offset: Int) -> Step {
        switch comment?.read(byte) {
        case .inside?:
            return .consumed
        case .notAComment?:
            comment = nil
            return .failed(unexpected(UInt8(ascii: "/"), at: offset - 1, expected: .commentStart))
        case .ended?, nil:
            comment = nil
            return .consumed
        }
    }
}

/// A value that is only validated: decoding it scans (and so validates) its bytes, and reads nothing.
struct SkippedValue: Decodable {
    init(from decoder: any Decoder) {}
}
