import Foundation

/// A pull reader: the lowest public layer of StreamJSON. It walks a JSON document token by
/// token, validating as it goes, and builds nothing: no tree, no strings, no numbers until
/// asked.
///
/// ```swift
/// var reader = JSONReader(#"{"id": 7, "tags": ["a", "b"]}"#)
/// while let event = try reader.next() {
///     switch event.kind {
///     case .key:    print("key", reader.string(of: event)!, "at", event.line, event.column)
///     case .number: print("number", reader.number(of: event)!)
///     default:      print(event.kind)
///     }
/// }
/// // beginObject, key id, number 7, key tags, beginArray, string, string, endArray, endObject
/// ```
///
/// The rules are ``StreamJSONDecoder``'s (the same scanning code): RFC 8259, or JSON5 with
/// `allowsJSON5`, one value surrounded by optional whitespace, a UTF-8 byte order mark allowed,
/// nesting limited to `maximumDepth`. An error is thrown as a ``JSONSyntaxError`` when the
/// reader reaches it, so the events before it have already been delivered; after an error,
/// ``next()`` throws it again. A reader that returned nil has checked the whole input.
///
/// The input must be UTF-8. The reader keeps its own copy of the bytes, so it can be stored
/// and passed around; its memory is that copy plus one bit per open container.
public struct JSONReader {
    /// Where the reader is in the grammar.
    enum State {
        /// Before the root value.
        case start
        /// At a member's value (after its key and colon).
        case value
        /// Just after `{`.
        case firstMember
        /// Just after `[`.
        case firstElement
        /// After a complete value.
        case afterValue
        /// After the root value and trailing whitespace, or after an error.
        case finished
    }

    let storage: InputBytes.Copy
    var scanner: JSONScanner
    /// Where the reader is; `.start` until the first event (``seek(to:)`` checks it).
    private(set) var state = State.start
    /// For each open container, whether it is an object.
    private var openContainers: [Bool] = []
    private var failure: JSONSyntaxError?
    private var location = LocationTracker()
    /// Whether errors quote the input (``JSONSyntaxError/excerpt``).
    let includesInputExcerptInErrors: Bool

    /// A reader over a copy of the UTF-8 `bytes` (`Data`, `[UInt8]`, a slice, `String.UTF8View`).
    ///
    /// - Parameters:
    ///   - bytes: The document, as UTF-8.
    ///   - allowsJSON5: Accept JSON5 (comments, trailing commas, unquoted keys, single quotes,
    ///     hexadecimal, `Infinity`, `NaN`). `false` by default.
    ///   - maximumDepth: The most arrays and objects that may be open at once. 512 by default,
    ///     as for ``StreamJSONDecoder``.
    ///   - includesInputExcerptInErrors: Quote the input around an error in its
    ///     ``JSONSyntaxError/excerpt`` and description. `false` by default, as for
    ///     ``StreamJSONDecoder/includesInputExcerptInErrors``.
    public init<Bytes: Collection>(
        _ bytes: Bytes, allowsJSON5: Bool = false, maximumDepth: Int = 512,
        includesInputExcerptInErrors: Bool = false
    )
    where Bytes.Element == UInt8 {
        storage = InputBytes.Copy(of: bytes)
        self.includesInputExcerptInErrors = includesInputExcerptInErrors
        let options = ScanOptions(
            allowsJSON5: allowsJSON5, assumesTopLevelDictionary: false,
            maximumDepth: max(1, maximumDepth))
        scanner = JSONScanner(bytes: storage.view, options: options)
    }

    /// A reader over the UTF-8 form of `text`.
    public init(
        _ text: String, allowsJSON5: Bool = false, maximumDepth: Int = 512,
        includesInputExcerptInErrors: Bool = false
    ) {
        self.init(
            text.utf8, allowsJSON5: allowsJSON5, maximumDepth: maximumDepth,
            includesInputExcerptInErrors: includesInputExcerptInErrors)
    }

    /// The number of arrays and objects open after the last event.
    public var depth: Int { openContainers.count }

    /// The number of input bytes.
    public var byteCount: Int { storage.count }

    /// The next token, or nil once the document has ended (and nothing but whitespace follows).
    ///
    /// - Throws: ``JSONSyntaxError`` at the first byte that breaks the grammar, with its line
    ///   and column; every later call throws the same error.
    public mutating func next() throws(JSONSyntaxError) -> JSONEvent? {
        if let failure { throw failure }
        do {
            return try step()
        } catch {
            let located = error.located(in: storage.view, including: includesInputExcerptInErrors)
            failure = located
            state = .finished
            throw located
        }
    }

    // MARK: Reading values of events

    /// The text of a key or string event, escapes resolved; nil for other events.
    public func string(of event: JSONEvent) -> String? {
        guard event.kind == .key || event.kind == .string else { return nil }
        let range = checked(event.contentRange)
        return StringUnescaper.validatedString(
            storage.view.slice(range.lowerBound, range.count),
            escaped: event.flags.contains(.escaped))
    }

    /// The token's bytes as text, as written (a string with its quotes and escapes).
    public func text(of event: JSONEvent) -> String {
        let range = checked(event.byteRange)
        return storage.view.slice(range.lowerBound, range.count).string()
    }

    /// The bytes of the event's token, as written, as a view of the reader's copy.
    func bytes(of event: JSONEvent) -> InputBytes {
        let range = checked(event.byteRange)
        return storage.view.slice(range.lowerBound, range.count)
    }

    private func checked(_ range: Range<Int>) -> Range<Int> {
        precondition(range.upperBound <= storage.count, "The event does not belong to this reader")
        return range
    }

    // MARK: The grammar

    private mutating func step() throws(ScanError) -> JSONEvent? {
        let bytes = storage.view
        switch state {
        case .finished:
            return nil
        case .start:
            if bytes.count >= 3 && bytes[unchecked: 0] == 0xEF && bytes[unchecked: 1] == 0xBB
                && bytes[unchecked: 2] == 0xBF
            {
                scanner.index = 3
            }
            try scanner.skipWhitespace()
            guard scanner.index < bytes.count else { throw ScanError(.emptyInput, at: scanner.index) }
            return try readValue()
        case .value:
            return try readValue()
        case .firstMember:
            try scanner.skipWhitespace()
            if scanner.index < bytes.count && bytes[unchecked: scanner.index] == UInt8(ascii: "}") {
                return close(.endObject)
            }
            return try readKey(expecting: .keyOrObjectEnd)
        case .firstElement:
            try scanner.skipWhitespace()
            if scanner.index < bytes.count && bytes[unchecked: scanner.index] == UInt8(ascii: "]") {
                return close(.endArray)
            }
            return try readValue(expecting: .valueOrArrayEnd)
        case .afterValue:
            try scanner.skipWhitespace()
            guard let isObject = openContainers.last else {
                guard scanner.index == bytes.count else {
                    throw ScanError(.trailingCharacters, at: scanner.index, expected: .endOfInput)
                }
                state = .finished
                return nil
            }
            let afterMember: ExpectedToken = isObject ? .commaOrObjectEnd : .commaOrArrayEnd
            guard scanner.index < bytes.count else {
                throw ScanError(.unexpectedEndOfInput, at: scanner.index, expected: afterMember)
            }
            let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            let byte = bytes[unchecked: scanner.index]
            if byte == closer {
                return close(isObject ? .endObject : .endArray)
            }
            guard byte == UInt8(ascii: ",") else {
                throw ScanError(.unexpectedCharacter, at: scanner.index, expected: afterMember)
            }
            scanner.index += 1
            try scanner.skipWhitespace()
            if scanner.options.allowsJSON5 && scanner.index < bytes.count && bytes[unchecked: scanner.index] == closer {
                return close(isObject ? .endObject : .endArray)  // a JSON5 trailing comma
            }
            return isObject ? try readKey(expecting: .key) : try readValue()
        }
    }

    /// The value at `scanner.index` (whitespace already skipped); an error there says what
    /// was expected (`expected` where the value starts; see `JSONReader+Expected.swift`).
    private mutating func readValue(expecting expected: ExpectedToken = .value) throws(ScanError) -> JSONEvent {
        let start = scanner.index
        do {
            return try readValueOrThrow()
        } catch var error {
            if error.expected == nil {
                error.expected = expectation(for: error, inValueAt: start, here: expected)?.wording
            }
            throw error
        }
    }

    private mutating func readValueOrThrow() throws(ScanError) -> JSONEvent {
        let bytes = storage.view
        let start = scanner.index
        guard start < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: start) }
        let byte = bytes[unchecked: start]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard openContainers.count < scanner.options.maximumDepth else {
                throw ScanError(.tooDeeplyNested(limit: scanner.options.maximumDepth), at: start)
            }
            let isObject = byte == UInt8(ascii: "{")
            openContainers.append(isObject)
            scanner.index += 1
            state = isObject ? .firstMember : .firstElement
            return event(isObject ? .beginObject : .beginArray, start..<start + 1)
        case UInt8(ascii: "\""):
            try scanner.scanString(quote: byte)
        case UInt8(ascii: "t"):
            try scanner.scanLiteral(.true, kind: .true)
        case UInt8(ascii: "f"):
            try scanner.scanLiteral(.false, kind: .false)
        case UInt8(ascii: "n"):
            try scanner.scanLiteral(.null, kind: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if scanner.options.allowsJSON5 {
                try scanner.scanJSON5Number()
            } else {
                try scanner.scanNumber()
            }
        default:
            guard scanner.options.allowsJSON5 else { throw ScanError(.unexpectedCharacter, at: start) }
            try scanner.scanJSON5Value(startingWith: byte)
        }
        state = .afterValue
        let entry = scanner.entries.removeLast()
        let range = start..<scanner.index
        switch entry.kind {
        case .null: return event(.null, range)
        case .false: return event(.bool(false), range)
        case .true: return event(.bool(true), range)
        case .number: return event(.number, range, flags: entry.flags)
        default: return event(.string, range, content: entry, flags: entry.flags)
        }
    }

    /// An object's key at `scanner.index`, with its colon; leaves the reader at the value.
    /// An error there says what was expected (`expected` where the key starts).
    private mutating func readKey(expecting expected: ExpectedToken) throws(ScanError) -> JSONEvent {
        let start = scanner.index
        do {
            try scanner.scanKeyAndColon()
        } catch var error {
            if error.expected == nil {
                error.expected = expectation(for: error, inKeyAt: start, here: expected)?.wording
            }
            throw error
        }
        let entry = scanner.entries.removeLast()
        let first = storage.view[unchecked: start]
        let isQuoted = first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")
        state = .value
        return event(.key, start..<entry.offset + entry.length + (isQuoted ? 1 : 0), content: entry, flags: entry.flags)
    }

    private mutating func close(_ kind: JSONEvent.Kind) -> JSONEvent {
        let start = scanner.index
        openContainers.removeLast()
        scanner.index += 1
        state = .afterValue
        return event(kind, start..<start + 1)
    }

    private mutating func event(
        _ kind: JSONEvent.Kind, _ range: Range<Int>, content entry: TapeEntry? = nil,
        flags: TapeEntry.Flags = []
    ) -> JSONEvent {
        location.advance(to: range.lowerBound, in: storage.view)
        let content = entry.map { $0.offset..<$0.offset + $0.length }
        return JSONEvent(kind, range, contentRange: content, flags: flags, line: location.line, column: location.column)
    }
}
