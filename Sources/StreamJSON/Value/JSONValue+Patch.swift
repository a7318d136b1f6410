/// Applying a ``JSONPatch`` (RFC 6902).
///
/// A patch is applied to a copy that replaces this value only when every operation has
/// succeeded, so a failed patch changes nothing. The copy costs little: containers are shared
/// until an operation changes them, and then only the arrays and objects on the path from the
/// root to the change are copied (once per patch; later operations on the same path change
/// them in place).
extension JSONValue {
    /// Applies `patch`'s operations in order; if one fails, this value is left as it was.
    ///
    /// ```swift
    /// var value: JSONValue = ["a": [1, 2]]
    /// try value.apply([.add(path: "/a/1", value: 9), .remove(path: "/a/0")])   // {"a":[9,2]}
    /// ```
    ///
    /// Pointers are resolved as ``subscript(pointer:)`` resolves them (member names by code
    /// points; array indices without leading zeros), with `-` for the end of an array in `add`,
    /// `move` and `copy` targets.
    ///
    /// - Throws: ``JSONPatchError`` naming the failed operation's index, the operation, the
    ///   pointer at fault and the reason.
    public mutating func apply(_ patch: JSONPatch) throws(JSONPatchError) {
        var result = self
        for (index, operation) in patch.operations.enumerated() {
            do {
                try result.apply(operation)
            } catch {
                throw JSONPatchError(
                    index: index, operation: operation, pointer: error.pointer,
                    kind: error.kind, reason: error.reason)
            }
        }
        self = result
    }

    /// This value with `patch` applied (see ``apply(_:)``).
    ///
    /// - Throws: ``JSONPatchError`` if an operation fails.
    public func applying(_ patch: JSONPatch) throws(JSONPatchError) -> JSONValue {
        var result = self
        try result.apply(patch)
        return result
    }
}

// MARK: The operations

/// Why one operation failed, before it is given the operation's place in the patch.
struct PatchFailure: Error {
    var pointer: JSONPointer
    var kind: JSONPatchError.Kind
    var reason: String
}

extension JSONValue {
    /// Applies one operation in place; on failure this value may be partly changed.
    mutating func apply(_ operation: JSONPatch.Operation) throws(PatchFailure) {
        for pointer in [operation.from, operation.path] {
            if let pointer, let syntaxError = pointer.syntaxError {
                throw PatchFailure(pointer: pointer, kind: .invalidPointer, reason: syntaxError.description)
            }
        }
        switch operation {
        case .add(let path, let value):
            try add(value, at: path)
        case .remove(let path):
            _ = try remove(at: path)
        case .replace(let path, let value):
            try replace(at: path, with: value)
        case .move(let from, let path):
            try move(from: from, to: path)
        case .copy(let from, let path):
            try add(try value(at: from), at: path)
        case .test(let path, let value):
            try test(path, value)
        }
    }

    private mutating func add(_ value: JSONValue, at path: JSONPointer) throws(PatchFailure) {
        guard let last = path.tokens.last else {
            self = value
            return
        }
        let depth = path.tokens.count - 1
        try modify(at: path.tokens.dropLast(), path) { parent throws(PatchFailure) in
            switch parent {
            case .object(var object):
                parent = .null  // release the payload, so that `object` is uniquely referenced
                object[last] = value
                parent = .object(object)
            case .array(var array):
                let index: Int
                if last == "-" {
                    index = array.count
                } else {
                    guard let position = JSONPointer.index(of: last) else {
                        throw PatchFailure(
                            pointer: path, kind: .noSuchLocation,
                            reason: Self.notAnIndex(last, path, depth, appending: true))
                    }
                    guard position <= array.count else {
                        throw PatchFailure(
                            pointer: path, kind: .noSuchLocation,
                            reason: Self.pastTheEnd(array.count, path, depth, appending: true))
                    }
                    index = position
                }
                parent = .null
                array.insert(value, at: index)
                parent = .array(array)
            default:
                throw PatchFailure(pointer: path, kind: .noSuchLocation, reason: Self.scalar(parent, path, depth))
            }
        }
    }

    private mutating func remove(at path: JSONPointer) throws(PatchFailure) -> JSONValue {
        guard let last = path.tokens.last else {
            throw PatchFailure(
                pointer: path, kind: .impossibleOperation, reason: "the whole document cannot be removed")
        }
        let depth = path.tokens.count - 1
        return try modify(at: path.tokens.dropLast(), path) { parent throws(PatchFailure) in
            switch parent {
            case .object(var object):
                guard object.contains(key: last) else {
                    throw PatchFailure(pointer: path, kind: .noSuchLocation, reason: Self.noMember(last, path, depth))
                }
                parent = .null
                let removed = object.removeValue(forKey: last)
                parent = .object(object)
                return removed ?? .null
            case .array(var array):
                let index = try Self.elementIndex(last, count: array.count, path, depth)
                parent = .null
                let removed = array.remove(at: index)
                parent = .array(array)
                return removed
            default:
                throw PatchFailure(pointer: path, kind: .noSuchLocation, reason: Self.scalar(parent, path, depth))
            }
        }
    }

    private mutating func replace(at path: JSONPointer, with value: JSONValue) throws(PatchFailure) {
        try modify(at: path.tokens[...], path) { target throws(PatchFailure) in target = value }
    }

    private mutating func move(from: JSONPointer, to path: JSONPointer) throws(PatchFailure) {
        let isSame = from.tokens.count == path.tokens.count && Self.tokens(from.tokens, prefix: path.tokens)
        if isSame {
            _ = try value(at: from)  // it must exist; moving it onto itself changes nothing
            return
        }
        if from.tokens.count < path.tokens.count && Self.tokens(path.tokens, prefix: from.tokens) {
            // Checked after `from` is found, so that a missing source is reported as such.
            _ = try value(at: from)
            throw PatchFailure(
                pointer: path, kind: .impossibleOperation,
                reason: "\(JSONPatchError.text(path)) is inside \(JSONPatchError.text(from)), "
                    + "which cannot be moved into itself")
        }
        let moved = try remove(at: from)
        try add(moved, at: path)
    }

    private func test(_ path: JSONPointer, _ expected: JSONValue) throws(PatchFailure) {
        let actual = try value(at: path)
        guard actual != expected else { return }
        let place = path.tokens.isEmpty ? "the document" : "the value at \(path)"
        let actualText = actual.description
        let expectedText = expected.description
        let reason =
            actualText.count + expectedText.count <= 80
            ? "\(place) is \(actualText), not \(expectedText)"
            : "\(place) is not equal to the expected value"
        throw PatchFailure(pointer: path, kind: .testFailed, reason: reason)
    }

    /// The value at `pointer`, or a failure saying why there is none.
    func value(at pointer: JSONPointer) throws(PatchFailure) -> JSONValue {
        var value = self
        for (depth, token) in pointer.tokens.enumerated() {
            switch value {
            case .object(let object):
                guard let member = object[token] else {
                    throw PatchFailure(
                        pointer: pointer, kind: .noSuchLocation, reason: Self.noMember(token, pointer, depth))
                }
                value = member
            case .array(let array):
                value = array[try Self.elementIndex(token, count: array.count, pointer, depth)]
            default:
                throw PatchFailure(pointer: pointer, kind: .noSuchLocation, reason: Self.scalar(value, pointer, depth))
            }
        }
        return value
    }

    /// Calls `body` with the value at `tokens` below this one (which must exist), in place:
    /// each container on the way is uniquely referenced while `body` runs, so changing the
    /// value copies nothing that is not shared with another value. `pointer` is the whole
    /// pointer, for messages.
    private mutating func modify<Result>(
        at tokens: ArraySlice<String>, _ pointer: JSONPointer,
        _ body: (inout JSONValue) throws(PatchFailure) -> Result
    ) throws(PatchFailure) -> Result {
        guard let token = tokens.first else { return try body(&self) }
        let depth = tokens.startIndex
        switch self {
        case .object(var object):
            guard var member = object[token] else {
                throw PatchFailure(
                    pointer: pointer, kind: .noSuchLocation, reason: Self.noMember(token, pointer, depth))
            }
            self = .null  // release the payloads, so that `object` and `member` are uniquely referenced
            object[token] = .null
            defer {
                object[token] = member
                self = .object(object)
            }
            return try member.modify(at: tokens.dropFirst(), pointer, body)
        case .array(var array):
            let index = try Self.elementIndex(token, count: array.count, pointer, depth)
            var element = array[index]
            self = .null
            array[index] = .null
            defer {
                array[index] = element
                self = .array(array)
            }
            return try element.modify(at: tokens.dropFirst(), pointer, body)
        default:
            throw PatchFailure(pointer: pointer, kind: .noSuchLocation, reason: Self.scalar(self, pointer, depth))
        }
    }

    /// The index of an existing element that `token` names in an array of `count` elements.
    private static func elementIndex(
        _ token: String, count: Int, _ pointer: JSONPointer,
        _ depth: Int
    ) throws(PatchFailure) -> Int {
        guard let index = JSONPointer.index(of: token) else {
            throw PatchFailure(pointer: pointer, kind: .noSuchLocation, reason: notAnIndex(token, pointer, depth))
        }
        guard index < count else {
            throw PatchFailure(pointer: pointer, kind: .noSuchLocation, reason: pastTheEnd(count, pointer, depth))
        }
        return index
    }

    /// Whether the first `prefix.count` tokens of `tokens` are `prefix`'s (compared as
    /// ``JSONPointer/token(_:matches:)`` compares a token with a member name).
    private static func tokens(_ tokens: [String], prefix: [String]) -> Bool {
        guard prefix.count <= tokens.count else { return false }
        return zip(tokens, prefix).allSatisfy { JSONPointer.token($0, matches: $1) }
    }

    // MARK: Messages, worded as JSONReader's for a missing value

    /// The value at the pointer's first `depth` tokens, as text; `the root` for none.
    private static func place(_ pointer: JSONPointer, _ depth: Int) -> String {
        depth == 0 ? "the root" : JSONPointer(tokens: Array(pointer.tokens.prefix(depth))).description
    }

    private static func noMember(_ token: String, _ pointer: JSONPointer, _ depth: Int) -> String {
        "the object at \(place(pointer, depth)) has no member \"\(token)\""
    }

    private static func notAnIndex(
        _ token: String, _ pointer: JSONPointer, _ depth: Int,
        appending: Bool = false
    ) -> String {
        if token == "-" && !appending {
            return "\"-\" (the end of the array at \(place(pointer, depth))) names no element; only add can append"
        }
        return "\"\(token)\" is not an array index, and the value at \(place(pointer, depth)) is an array"
    }

    private static func pastTheEnd(
        _ count: Int, _ pointer: JSONPointer, _ depth: Int,
        appending: Bool = false
    ) -> String {
        "the array at \(place(pointer, depth)) has \(count) element\(count == 1 ? "" : "s")"
            + (appending ? " (add inserts at an index up to \(count), or at \"-\")" : "")
    }

    private static func scalar(_ value: JSONValue, _ pointer: JSONPointer, _ depth: Int) -> String {
        "the value at \(place(pointer, depth)) is \(value.kindDescription), not an object or array"
    }
}
