/// Moving a `JSONReader` to the value at a `JSONPointer`: the pull reader's counterpart of
/// `JSONValue[pointer:]` and `StreamJSONDecoder.decode(_:from:at:)`, for a value wanted
/// without building a tree or decoding anything around it.
///
/// The walk reads events, as `next()` does, from the root down the pointer's path: in an
/// object it compares each key with the token (`JSONPointer.token(_:matches:)`: the same code
/// points) and skips the values of the keys that differ; in an array it turns the token into an
/// index (`JSONPointer.index(of:)`, the library's one rule) and skips the elements before it.
/// Skipping reads every event of the skipped value, so what lies before the target is
/// validated. Nothing is kept but the reader's own state.
extension JSONReader {
    /// Reads up to the value at `pointer` and returns its first event, or nil if the document
    /// has no value there.
    ///
    /// ```swift
    /// var reader = JSONReader(#"{"data": {"items": [{"name": "a"}, {"name": "b"}]}}"#)
    /// if let event = try reader.seek(to: "/data/items/1/name") {
    ///     print(reader.string(of: event)!)   // b
    /// }
    /// ```
    ///
    /// The pointer is resolved from the document's root, so call this on a new reader, before
    /// ``next()``. A member is found by its key's Unicode code points, with no normalization
    /// (see ``JSONPointer``); of two equal keys the first wins, as everywhere in StreamJSON. In
    /// an array the token must be a plain index: digits without a leading zero, at most 18 of
    /// them (`-`, the element after the last, names nothing when reading).
    ///
    /// When a value is found, the reader is where ``next()`` would have left it after returning
    /// that event: inside the value if it is an object or an array, so that ``next()`` reads its
    /// contents, and after it otherwise. Reading on until ``next()`` returns nil validates the
    /// rest of the document.
    ///
    /// nil means the pointer addresses nothing: an absent member, an index past the end or not
    /// a plain index, a step into a string, number, Boolean or `null`, or a pointer that is not
    /// valid (as ``JSONValue/subscript(pointer:)`` answers; an invalid pointer reads nothing).
    /// The reader has then read up to where the walk stopped, and ``next()`` goes on from there.
    /// ``descriptionOfMissingValue(at:)`` says why there is no value.
    ///
    /// - Complexity: Reads each byte before the value once, as ``next()`` does, and builds the
    ///   text of each key in the objects on the path to compare it; nothing is kept. Deciding
    ///   that an index is past the end reads the whole array.
    /// - Throws: ``JSONSyntaxError`` for the first error in what was read, including the values
    ///   skipped on the way; the reader then throws it again, as after ``next()``. An error
    ///   after the value is found by reading on.
    /// - Precondition: The reader has read nothing yet: no ``next()``, and no `seek(to:)` that
    ///   read anything, before this call.
    public mutating func seek(to pointer: JSONPointer) throws(JSONSyntaxError) -> JSONEvent? {
        switch try walk(to: pointer) {
        case .found(let event): return event
        case .missing: return nil
        }
    }

    /// Why ``seek(to:)`` finds no value at `pointer` in this reader's document: a sentence such
    /// as `the array at /data/items has 2 elements`, or nil if there is a value there.
    ///
    /// The sentence names the deepest value on the path that exists (`the root` for the
    /// document itself):
    ///
    /// - `the object at /data has no member "rows"`
    /// - `the array at /data/items has 2 elements`
    /// - `"01" is not an array index, and the value at /data/items is an array`
    /// - `the value at /status is a string, not an object or array`
    /// - for an invalid pointer, its ``JSONPointer/SyntaxError`` description
    /// - for a document that breaks before the walk can tell, the ``JSONSyntaxError``
    ///   description (``seek(to:)`` throws that error)
    ///
    /// ```swift
    /// var reader = JSONReader(data)
    /// guard let event = try reader.seek(to: "/data/items/2") else {
    ///     print("no value:", reader.descriptionOfMissingValue(at: "/data/items/2") ?? "")
    ///     return
    /// }
    /// print(event.kind)
    /// ```
    ///
    /// - Complexity: Reads the document again from its start, with a reader of its own, as far
    ///   as ``seek(to:)`` does: only a missing value pays for its explanation. This reader does
    ///   not move.
    public func descriptionOfMissingValue(at pointer: JSONPointer) -> String? {
        var reader = JSONReader(restarting: self)
        do {
            switch try reader.walk(to: pointer) {
            case .found: return nil
            case .missing(let miss): return miss.description
            }
        } catch {
            return error.description
        }
    }

    /// A new reader over the same bytes with the same options, at the start of the document.
    private init(restarting other: JSONReader) {
        storage = other.storage
        includesInputExcerptInErrors = other.includesInputExcerptInErrors
        scanner = JSONScanner(bytes: storage.view, options: other.scanner.options)
    }

    /// The walk of ``seek(to:)``: the value's first event, or why there is none.
    mutating func walk(to pointer: JSONPointer) throws(JSONSyntaxError) -> PointerWalk {
        if let syntaxError = pointer.syntaxError { return .missing(.invalidPointer(syntaxError)) }
        precondition(state == .start, "seek(to:) resolves a pointer from the document's root: call it before next()")
        guard var event = try next() else { preconditionFailure("a new reader returns a value or throws") }
        for (step, token) in pointer.tokens.enumerated() {
            switch event.kind {
            case .beginObject:
                guard let value = try member(named: token) else {
                    return .missing(.noMember(token, pointer: pointer, depth: step))
                }
                event = value
            case .beginArray:
                guard let index = JSONPointer.index(of: token) else {
                    return .missing(.notAnIndex(token, pointer: pointer, depth: step))
                }
                var count = 0
                guard let element = try element(at: index, counting: &count) else {
                    return .missing(.pastTheEnd(count: count, pointer: pointer, depth: step))
                }
                event = element
            default:
                return .missing(.scalar(event.kind, pointer: pointer, depth: step))
            }
        }
        return .found(event)
    }

    /// In an object just opened: the first event of the first member whose key is `token`, or
    /// nil after reading the object's end.
    private mutating func member(named token: String) throws(JSONSyntaxError) -> JSONEvent? {
        while true {
            let key = try nextInContainer()
            if key.kind == .endObject { return nil }
            let value = try nextInContainer()
            if let name = string(of: key), JSONPointer.token(token, matches: name) { return value }
            try skipRest(of: value)
        }
    }

    /// In an array just opened: the first event of the element at `index`, or nil after reading
    /// the array's end, with `count` its number of elements.
    private mutating func element(at index: Int, counting count: inout Int) throws(JSONSyntaxError) -> JSONEvent? {
        while true {
            let element = try nextInContainer()
            if element.kind == .endArray { return nil }
            if count == index { return element }
            try skipRest(of: element)
            count += 1
        }
    }

    /// Reads past the rest of the value whose first event is `event`.
    private mutating func skipRest(of event: JSONEvent) throws(JSONSyntaxError) {
        guard event.isBegin else { return }
        let outside = depth - 1
        while depth > outside { _ = try nextInContainer() }
    }

    /// The next event inside a container, where the reader has one or throws.
    private mutating func nextInContainer() throws(JSONSyntaxError) -> JSONEvent {
        guard let event = try next() else { preconditionFailure("a reader does not end inside a container") }
        return event
    }
}

/// What ``JSONReader/walk(to:)`` found.
enum PointerWalk {
    /// The value's first event.
    case found(JSONEvent)
    /// No value: why.
    case missing(PointerMiss)
}

/// Why a pointer addresses nothing in a document. `depth` is the number of the pointer's
/// tokens that lead to the value where the walk stopped.
enum PointerMiss: CustomStringConvertible {
    case invalidPointer(JSONPointer.SyntaxError)
    case noMember(String, pointer: JSONPointer, depth: Int)
    case notAnIndex(String, pointer: JSONPointer, depth: Int)
    case pastTheEnd(count: Int, pointer: JSONPointer, depth: Int)
    case scalar(JSONEvent.Kind, pointer: JSONPointer, depth: Int)

    var description: String {
        switch self {
        case .invalidPointer(let error):
            return error.description
        case .noMember(let token, let pointer, let depth):
            return "the object at \(Self.place(pointer, depth)) has no member \"\(token)\""
        case .notAnIndex(let token, let pointer, let depth):
            return "\"\(token)\" is not an array index, and the value at \(Self.place(pointer, depth)) is an array"
        case .pastTheEnd(let count, let pointer, let depth):
            return "the array at \(Self.place(pointer, depth)) has \(count) element\(count == 1 ? "" : "s")"
        case .scalar(let kind, let pointer, let depth):
            let what =
                switch kind {
                case .string: "a string"
                case .number: "a number"
                case .null: "null"
                default: "a Boolean"
                }
            return "the value at \(Self.place(pointer, depth)) is \(what), not an object or array"
        }
    }

    /// The value at the pointer's first `depth` tokens, as text; `the root` for none.
    private static func place(_ pointer: JSONPointer, _ depth: Int) -> String {
        depth == 0 ? "the root" : JSONPointer(tokens: Array(pointer.tokens.prefix(depth))).description
    }
}
