/// Framing of `.concatenated` streams and of the elements of an `.array` stream.
extension JSONFramer {
    /// The state machine for values: see the table in `JSONFramer.swift`.
    mutating func nextValue(in bytes: InputBytes, base: Int, isComplete: Bool) -> Event {
        var index = position - base
        let count = bytes.count
        // The state machine alone takes the bytes before this index (a block that the block
        // path handed back, see `JSONFramer+Blocks.swift`).
        var stateMachineUntil = 0
        while index < count {
            if framesBlocks && !allowsJSON5 && index >= stateMachineUntil && index &+ 64 <= count
                && (phase == .inContainer || phase == .inContainerString)
            {
                switch frameContainerBlocks(in: bytes, from: index) {
                case .valueEnds(let end):
                    return completeValue(end: base + end)
                case .continueAt(let next):
                    index = next
                case .needsStateMachine(let blockStart):
                    index = blockStart
                    stateMachineUntil = blockStart + 64
                }
                if index == count { break }
            }
            if phase == .inContainer && !allowsJSON5 {
                // Inside a container only quotes and brackets matter: skip eight bytes at a time
                // past words that hold none.
                while index + 8 <= count && !JSONFramer.mayHoldQuoteOrBracket(bytes.loadWord(unchecked: index)) {
                    index += 8
                }
                if index == count { break }
            }
            let byte = bytes[unchecked: index]
            if allowsJSON5 && JSON5Whitespace.mayStart(byte) && separatesTokens {
                // JSON5's white space beyond ASCII, which may arrive cut in two.
                switch JSON5Whitespace.match(in: bytes, at: index) {
                case .character(let length):
                    if phase == .inScalar { return completeValue(end: base + index) }
                    index += length
                    continue
                case .truncated where !isComplete:
                    position = base + index
                    return .needsMoreBytes  // read again with the next chunk
                case .truncated, .none:
                    break
                }
            }
            switch phase {
            case .inContainer:
                switch byte {
                case UInt8(ascii: "\""):
                    quote = byte
                    phase = .inContainerString
                case UInt8(ascii: "'") where allowsJSON5:
                    quote = byte
                    phase = .inContainerString
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return completeValue(end: base + index + 1) }
                case UInt8(ascii: "/") where allowsJSON5:
                    startComment()
                default:
                    break
                }

            case .inContainerString, .inTopLevelString:
                if isEscaped {
                    isEscaped = false
                } else {
                    // Run to the next quote or backslash: most string bytes are neither.
                    let quoteWord = UInt64(quote) &* 0x0101_0101_0101_0101
                    while index + 8 <= count
                        && !JSONFramer.mayHoldQuoteOrBackslash(bytes.loadWord(unchecked: index), quoteWord)
                    {
                        index += 8
                    }
                    while index < count {
                        let next = bytes[unchecked: index]
                        if next == quote || next == UInt8(ascii: "\\") { break }
                        index += 1
                    }
                    if index == count { continue }
                    if bytes[unchecked: index] == UInt8(ascii: "\\") {
                        isEscaped = true
                    } else if phase == .inTopLevelString {
                        return completeValue(end: base + index + 1)
                    } else {
                        phase = .inContainer
                    }
                }

            case .inScalar:
                if isWhitespace(byte) || isDelimiter(byte) {
                    return completeValue(end: base + index)  // the delimiter is read again
                }

            case .beforeValue, .beforeFirstElement, .beforeElement:
                if isWhitespace(byte) { break }
                if byte == UInt8(ascii: "/") && allowsJSON5 {
                    startComment()
                    break
                }
                if byte == UInt8(ascii: "]") && mode == .array
                    && (phase == .beforeFirstElement || allowsJSON5)
                {
                    phase = .afterArray  // `[]`, or JSON5's trailing comma `[1,]`
                    break
                }
                valueStart = base + index
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth = 1
                    phase = .inContainer
                case UInt8(ascii: "\""):
                    quote = byte
                    phase = .inTopLevelString
                case UInt8(ascii: "'") where allowsJSON5:
                    quote = byte
                    phase = .inTopLevelString
                case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
                    // Cannot start a value: hand the byte to the decoder, whose error says so.
                    return completeValue(end: base + index + 1)
                default:
                    phase = .inScalar
                }

            case .beforeArray:
                if isWhitespace(byte) { break }
                if byte == UInt8(ascii: "/") && allowsJSON5 {
                    startComment()
                    break
                }
                guard byte == UInt8(ascii: "[") else {
                    return fail(.unexpectedCharacter(byte), at: base + index, expected: "'[' to open the array")
                }
                phase = .beforeFirstElement

            case .afterElement:
                if isWhitespace(byte) { break }
                switch byte {
                case UInt8(ascii: ","): phase = .beforeElement
                case UInt8(ascii: "]"): phase = .afterArray
                case UInt8(ascii: "/") where allowsJSON5:
                    startComment()
                default:
                    return fail(
                        .unexpectedCharacter(byte), at: base + index, expected: "',' or ']' after an array element")
                }

            case .afterArray:
                if stopsAfterArray {
                    position = base + index
                    return .needsMoreBytes  // the envelope framer goes on from here
                }
                if isWhitespace(byte) { break }
                if byte == UInt8(ascii: "/") && allowsJSON5 {
                    startComment()
                    break
                }
                return fail(
                    .unexpectedCharacter(byte), at: base + index, expected: "only whitespace after the array's ']'")

            case .comment:
                switch comment.read(byte) {
                case .inside:
                    break
                case .ended:
                    phase = phaseAfterComment
                case .notAComment where phaseAfterComment == .inContainer:
                    phase = .inContainer  // not a comment: the decoder judges the value
                    continue
                case .notAComment:
                    return fail(.unexpectedCharacter(UInt8(ascii: "/")), at: base + index - 1, expected: "a value")
                }

            case .start, .inLine:
                preconditionFailure("JSONFramer: \(phase) in value framing")
            }
            index += 1
        }
        position = base + count
        return isComplete ? endOfStream() : .needsMoreBytes
    }

    /// The event at the end of the stream, once every byte has been examined.
    private mutating func endOfStream() -> Event {
        var settled = phase
        if phase == .comment && comment.mayEndInput {
            settled = phaseAfterComment  // a line comment may end the stream
        }
        switch settled {
        case .inScalar:
            return completeValue(end: position)
        case .beforeValue, .afterArray:
            return .endOfStream
        case .beforeArray, .start:
            return fail(.unexpectedEnd, at: position, expected: "'[' to open the array")
        case .beforeFirstElement, .beforeElement, .afterElement:
            return fail(.unexpectedEnd, at: position, expected: "',' or ']' to continue the array")
        case .comment where comment.isOpened && phaseAfterComment == .inContainer:
            return fail(.unexpectedEnd, at: valueStart, expected: "the rest of the value")
        case .comment where comment.isOpened:
            return fail(.unexpectedCharacter(UInt8(ascii: "/")), at: position - 1, expected: "a value")
        case .comment:
            return fail(.unexpectedEnd, at: position, expected: "'*/' to close the comment")
        default:
            return fail(.unexpectedEnd, at: valueStart, expected: "the rest of the value")
        }
    }

    /// Enters a JSON5 comment whose `/` is the current byte; the phase comes back when it ends.
    @inline(__always)
    private mutating func startComment() {
        phaseAfterComment = phase
        phase = .comment
        comment = JSON5Comment()
    }

    /// Reports the value `valueStart..<end` and moves on to what may follow it.
    private mutating func completeValue(end: Int) -> Event {
        position = end
        depth = 0
        isEscaped = false
        phase = mode == .array ? .afterElement : .beforeValue
        return .value(start: valueStart, end: end, line: 0)
    }

    /// Stops framing for good: every later call reports the same failure.
    private mutating func fail(_ kind: Failure.Kind, at offset: Int, expected: String) -> Event {
        let failure = Failure(kind: kind, offset: offset, expected: expected)
        self.failure = failure
        return .failure(failure)
    }

    /// Whether a word may hold `"`, `[`, `]`, `{` or `}` (never false when it does).
    @inline(__always)
    static func mayHoldQuoteOrBracket(_ word: UInt64) -> Bool {
        // `[` and `{` differ only in bit 5, as do `]` and `}`: OR-ing 0x20 folds each pair.
        let folded = word | 0x2020_2020_2020_2020
        return hasZeroByte(folded ^ 0x7B7B_7B7B_7B7B_7B7B) || hasZeroByte(folded ^ 0x7D7D_7D7D_7D7D_7D7D)
            || hasZeroByte(word ^ 0x2222_2222_2222_2222)
    }

    /// Whether a word may hold the quote byte (repeated in `quoteWord`) or a backslash.
    @inline(__always)
    static func mayHoldQuoteOrBackslash(_ word: UInt64, _ quoteWord: UInt64) -> Bool {
        hasZeroByte(word ^ quoteWord) || hasZeroByte(word ^ 0x5C5C_5C5C_5C5C_5C5C)
    }

    @inline(__always)
    static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether white space may come here and would end or separate values: between values, and
    /// just after a top-level number or literal (not inside strings, containers or comments, and
    /// not after an envelope's array, whose rest the envelope's reader reads).
    private var separatesTokens: Bool {
        switch phase {
        case .inScalar, .beforeValue, .beforeFirstElement, .beforeElement, .beforeArray, .afterElement: true
        case .afterArray: !stopsAfterArray
        case .start, .inContainer, .inContainerString, .inTopLevelString, .comment, .inLine: false
        }
    }

    /// Whether `byte` ends a number or literal that is a whole value.
    @inline(__always)
    private func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "{"), UInt8(ascii: "["),
            UInt8(ascii: "\""), UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "'"), UInt8(ascii: "/"):
            return allowsJSON5
        default:
            return false
        }
    }
}
