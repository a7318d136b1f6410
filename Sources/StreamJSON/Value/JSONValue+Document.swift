/// Materialising a ``JSONDocument/Value`` as a ``JSONValue``: one iterative pass over the
/// value's tape entries, as the decoder's builder (`JSONValue+Tape.swift`) does, with its
/// open containers on an explicit stack.
extension JSONValue {
    /// The value a document's view holds, as a tree: numbers keep their literal, objects their
    /// member order; of two members with the same name (the same code points) the first is kept.
    /// Encoding the result gives back the document's bytes for compact input (see
    /// ``JSONDocument/Value/rawJSON``).
    ///
    /// > Note: makes every string and number of the value. A `JSONValue` nested more than about
    /// > a thousand levels deep can overflow the stack when it is released (see the decoder's
    /// > limit for `JSONValue`); documents read with the default depth limit, 512, cannot.
    public init(_ value: JSONDocument.Value) {
        self = JSONValue.build(from: value.storage, at: value.index)
    }

    /// A container under construction.
    private struct DocumentFrame {
        var isObject: Bool
        /// The tape index just past the container's last descendant.
        var end: Int
        var elements: [JSONValue] = []
        var members: [(key: String, value: JSONValue)] = []
        /// The name of the member whose value is being built.
        var key = ""

        var value: JSONValue { isObject ? .object(JSONObject(members)) : .array(elements) }
    }

    private static func build(from storage: JSONDocument.Storage, at index: Int) -> JSONValue {
        let tape = storage.tape
        return storage.withBytes { bytes in
            func string(at position: Int) -> String {
                let entry = tape[position]
                return StringUnescaper.string(bytes.slice(entry.offset, entry.length), flags: entry.flags)
            }
            var frames: [DocumentFrame] = []
            var position = index
            while true {
                let entry = tape[position]
                var value: JSONValue
                if entry.isContainer && entry.count > 0 {
                    var frame = DocumentFrame(isObject: entry.kind == .object, end: entry.end)
                    position += 1
                    if frame.isObject {
                        frame.members.reserveCapacity(entry.count)
                        frame.key = string(at: position)
                        position += 1
                    } else {
                        frame.elements.reserveCapacity(entry.count)
                    }
                    frames.append(frame)
                    continue
                }
                switch entry.kind {
                case .null: value = .null
                case .false: value = .bool(false)
                case .true: value = .bool(true)
                case .number:
                    value = .number(JSONNumber(uncheckedLiteral: bytes.slice(entry.offset, entry.length).string(),
                                               isStandard: !entry.flags.contains(.json5Number)))
                case .string: value = .string(string(at: position))
                case .array: value = .array([])
                case .object: value = .object(JSONObject())
                }
                position += 1
                // Hand the finished value to its container, closing every container it completes.
                while let top = frames.indices.last {
                    if frames[top].isObject {
                        frames[top].members.append((frames[top].key, value))
                    } else {
                        frames[top].elements.append(value)
                    }
                    guard position == frames[top].end else {
                        if frames[top].isObject {
                            frames[top].key = string(at: position)
                            position += 1
                        }
                        break
                    }
                    value = frames.removeLast().value
                }
                if frames.isEmpty { return value }
            }
        }
    }
}

extension JSONDocument.Value: Hashable {
    /// Whether the two values are equal JSON, as ``JSONValue`` compares: numbers by exact value
    /// (`1 == 1.0`), objects by members in any order, arrays element by element. Views of the
    /// same position of the same document are equal at once.
    ///
    /// > Note: otherwise materialises both values (see `init(_:)`).
    public static func == (lhs: JSONDocument.Value, rhs: JSONDocument.Value) -> Bool {
        if lhs.storage === rhs.storage && lhs.index == rhs.index { return true }
        guard lhs.entry.kind == rhs.entry.kind else { return false }
        return JSONValue(lhs) == JSONValue(rhs)
    }

    /// Hashes the value as ``JSONValue`` does, in agreement with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(JSONValue(self))
    }
}
