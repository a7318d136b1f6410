import Foundation

/// A JSON Patch (RFC 6902): a list of operations that change a ``JSONValue``, applied in
/// order by ``JSONValue/apply(_:)``.
///
/// ```swift
/// var document: JSONValue = ["name": "Pale Ale", "tags": ["hoppy"]]
/// let patch: JSONPatch = [
///     .test(path: "/name", value: "Pale Ale"),
///     .replace(path: "/name", value: "IPA"),
///     .add(path: "/tags/-", value: "bitter"),     // "-" appends to an array
/// ]
/// try document.apply(patch)                       // {"name":"IPA","tags":["hoppy","bitter"]}
///
/// let received = try JSONPatch(data: body)        // a patch sent as JSON text
/// ```
///
/// A patch is a value: build it from ``Operation``s, or read it from its JSON form (an array of
/// objects such as `{"op": "add", "path": "/a", "value": 1}`) with ``init(_:)-(JSONValue)`` or
/// ``init(data:)``; ``json`` and `Codable` write that form back. Members an operation does not
/// use are ignored when reading, as the RFC requires.
public struct JSONPatch: Sendable, Hashable {
    /// The operations, applied in this order.
    public var operations: [Operation]

    /// A patch of the given operations.
    public init(_ operations: [Operation]) {
        self.operations = operations
    }

    /// One operation of a patch (RFC 6902 §4). Every location is a ``JSONPointer``; a string
    /// literal is one (`"/a/0"`).
    public enum Operation: Sendable, Hashable {
        /// Adds `value` at `path`: a new member of an object (replacing one of the same name),
        /// an element inserted into an array before the index (`-` appends), or, at the root
        /// (`""`), the whole document. The parent of `path` must exist.
        case add(path: JSONPointer, value: JSONValue)
        /// Removes the value at `path`, which must exist (a member, or an element: later
        /// elements move down). The root cannot be removed.
        case remove(path: JSONPointer)
        /// Replaces the value at `path`, which must exist.
        case replace(path: JSONPointer, value: JSONValue)
        /// Removes the value at `from` and adds it at `path`; `path` must not be inside `from`.
        case move(from: JSONPointer, path: JSONPointer)
        /// Adds a copy of the value at `from` at `path`.
        case copy(from: JSONPointer, path: JSONPointer)
        /// Checks that the value at `path` equals `value` (JSON equality: numbers by value, so
        /// `1 == 1.0`; object members in any order); the patch fails if not.
        case test(path: JSONPointer, value: JSONValue)

        /// The operation's name as the JSON form writes it: `add`, `remove`, `replace`,
        /// `move`, `copy` or `test`.
        public var name: String {
            switch self {
            case .add: "add"
            case .remove: "remove"
            case .replace: "replace"
            case .move: "move"
            case .copy: "copy"
            case .test: "test"
            }
        }

        /// The location the operation acts on (the JSON form's `path`).
        public var path: JSONPointer {
            switch self {
            case .add(let path, _), .remove(let path), .replace(let path, _), .test(let path, _): path
            case .move(_, let path), .copy(_, let path): path
            }
        }

        /// The location `move` and `copy` take their value from; nil for the other operations.
        public var from: JSONPointer? {
            switch self {
            case .move(let from, _), .copy(let from, _): from
            default: nil
            }
        }

        /// The value of `add`, `replace` and `test`; nil for the other operations.
        public var value: JSONValue? {
            switch self {
            case .add(_, let value), .replace(_, let value), .test(_, let value): value
            default: nil
            }
        }

        /// The operation in its JSON form: `{"op":"move","from":"/a","path":"/b"}`.
        public var json: JSONValue {
            var object: JSONObject = ["op": .string(name)]
            if let from { object["from"] = .string(from.description) }
            object["path"] = .string(path.description)
            if let value { object["value"] = value }
            return .object(object)
        }

        /// Reads one operation from its JSON form; `index` is its place in the patch, for errors.
        init(json: JSONValue, index: Int) throws(JSONPatchError) {
            func invalid(_ reason: String, _ pointer: JSONPointer? = nil) -> JSONPatchError {
                JSONPatchError(
                    index: index, operation: nil, pointer: pointer, kind: .invalidOperation,
                    reason: reason)
            }
            guard case .object(let object) = json else {
                throw invalid("an operation must be an object, not \(json.kindDescription)")
            }
            guard let op = object["op"] else { throw invalid("the operation has no \"op\" member") }
            guard case .string(let name) = op else {
                throw invalid("\"op\" must be a string, not \(op.kindDescription)")
            }
            func pointer(_ member: String) throws(JSONPatchError) -> JSONPointer {
                guard let text = object[member] else {
                    throw invalid("the \(name) operation has no \"\(member)\" member")
                }
                guard case .string(let text) = text else {
                    throw invalid("\"\(member)\" must be a string, not \(text.kindDescription)")
                }
                let pointer = JSONPointer(text)
                if let syntaxError = pointer.syntaxError {
                    throw invalid("the \"\(member)\" \"\(text)\" is not a JSON Pointer: \(syntaxError.reason)")
                }
                return pointer
            }
            func value() throws(JSONPatchError) -> JSONValue {
                guard let value = object["value"] else {
                    throw invalid("the \(name) operation has no \"value\" member")
                }
                return value
            }
            switch name {
            case "add": self = .add(path: try pointer("path"), value: try value())
            case "remove": self = .remove(path: try pointer("path"))
            case "replace": self = .replace(path: try pointer("path"), value: try value())
            case "move": self = .move(from: try pointer("from"), path: try pointer("path"))
            case "copy": self = .copy(from: try pointer("from"), path: try pointer("path"))
            case "test": self = .test(path: try pointer("path"), value: try value())
            default:
                throw invalid("unknown operation \"\(name)\" (expected add, remove, replace, move, copy or test)")
            }
        }
    }
}

// MARK: The JSON form

extension JSONPatch {
    /// Reads a patch from its JSON form: an array of operation objects.
    ///
    /// - Throws: ``JSONPatchError`` of kind ``JSONPatchError/Kind/invalidOperation`` naming the
    ///   first operation that is not one: not an object, an unknown `op`, a missing or
    ///   ill-typed `path`, `from` or `value`, a pointer that is not valid RFC 6901 text (or
    ///   with no ``JSONPatchError/index`` when `json` is not an array).
    public init(_ json: JSONValue) throws(JSONPatchError) {
        guard case .array(let elements) = json else {
            throw JSONPatchError(
                index: nil, operation: nil, pointer: nil, kind: .invalidOperation,
                reason: "a patch must be an array of operations, not \(json.kindDescription)")
        }
        var operations: [Operation] = []
        operations.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            operations.append(try Operation(json: element, index: index))
        }
        self.init(operations)
    }

    /// Reads a patch from JSON text (`application/json-patch+json`).
    ///
    /// - Throws: `DecodingError` if `data` is not JSON (as `StreamJSONDecoder` throws it), or
    ///   ``JSONPatchError`` if it is not a patch (see ``init(_:)-(JSONValue)``).
    public init(data: Data) throws {
        try self.init(StreamJSONDecoder().decode(JSONValue.self, from: data))
    }

    /// Reads a patch from JSON text, as ``init(data:)``.
    public init(string: String) throws {
        try self.init(StreamJSONDecoder().decode(JSONValue.self, from: string))
    }

    /// The patch in its JSON form: an array of operation objects.
    public var json: JSONValue {
        .array(operations.map(\.json))
    }
}

extension JSONPatch: ExpressibleByArrayLiteral {
    /// A patch of the operations written.
    public init(arrayLiteral operations: Operation...) {
        self.init(operations)
    }
}

extension JSONPatch: CustomStringConvertible {
    /// The patch's JSON form as compact text.
    public var description: String { json.description }
}

extension JSONPatch: Codable {
    /// Decodes a patch from its JSON form, from any decoder.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the
    ///   ``JSONPatchError`` when the value is JSON but not a patch.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            try self.init(json)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Encodes the patch's JSON form.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension JSONPatch.Operation: CustomStringConvertible {
    /// The operation's JSON form as compact text.
    public var description: String { json.description }
}

extension JSONValue {
    /// `an object`, `a string`, ... for messages.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
