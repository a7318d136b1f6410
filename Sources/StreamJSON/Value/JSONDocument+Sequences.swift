/// The members of an object and the elements of an array, as lazy collections of views.
extension JSONDocument.Value {
    /// The members of an object in document order (duplicate names included), if this is an
    /// object; nil otherwise.
    ///
    /// ```swift
    /// for (key, value) in root.members ?? [] { … }
    /// ```
    ///
    /// Stepping through the members allocates nothing; each key is made as a `String` when the
    /// member is read (keys of up to 15 UTF-8 bytes are stored inline, without allocation).
    public var members: JSONDocument.Members? {
        guard entry.kind == .object else { return nil }
        return JSONDocument.Members(storage: storage, container: index)
    }

    /// The elements of an array in order, if this is an array; nil otherwise. Stepping through
    /// them allocates nothing.
    public var elements: JSONDocument.Elements? {
        guard entry.kind == .array else { return nil }
        return JSONDocument.Elements(storage: storage, container: index)
    }

    /// The values of an object's members (without their names) or the elements of an array,
    /// in document order; nil for any other value. Stepping through them allocates nothing:
    /// the way to visit every value of a document without making its keys.
    public var values: JSONDocument.Elements? {
        guard entry.isContainer else { return nil }
        return JSONDocument.Elements(storage: storage, container: index)
    }

    /// The member names of an object in document order (empty for any other value).
    public var keys: [String] { members.map { $0.map(\.key) } ?? [] }
}

extension JSONDocument {
    /// A position in ``Members`` or ``Elements``: opaque, valid only for the collection that
    /// made it.
    public struct Index: Comparable, Hashable, Sendable {
        /// The tape index of the element, or of the member's name.
        let position: Int

        /// Whether `lhs` comes before `rhs` in the document.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.position < rhs.position }
    }

    /// The members of an object, in document order: a lazy collection of `(key, value)` views
    /// (``JSONDocument/Value/members``). `count` is O(1).
    ///
    /// It is `ExpressibleByArrayLiteral` only so that `value.members ?? []` reads naturally:
    /// the literal must be empty (a non-empty literal is a programming error and traps).
    public struct Members: Collection, Sendable, ExpressibleByArrayLiteral {
        /// A member: its name and a view of its value.
        public typealias Element = (key: String, value: Value)

        let storage: Storage?
        /// The tape index of the object's entry.
        let container: Int

        init(storage: Storage, container: Int) {
            self.storage = storage
            self.container = container
        }

        /// No members: there so that `value.members ?? []` reads as Swift code expects. The literal
        /// must be empty; a member in it stops the program.
        public init(arrayLiteral elements: Element...) {
            precondition(elements.isEmpty, "JSONDocument.Members can only be made from an empty literal")
            storage = nil
            container = 0
        }

        /// The position of the first member's name.
        public var startIndex: Index { Index(position: storage == nil ? 0 : container + 1) }

        /// The position after the last member.
        public var endIndex: Index { Index(position: storage?.tape[container].end ?? 0) }

        /// The position of the next member: one read of the tape.
        public func index(after i: Index) -> Index {
            guard let storage else { preconditionFailure("index after the end of an empty JSONDocument.Members") }
            return Index(position: storage.indexAfterValue(at: i.position + 1))
        }

        /// The member at `position`; its key is made as a `String` here.
        public subscript(position: Index) -> Element {
            guard let storage, position.position > container, position.position < storage.tape[container].end else {
                preconditionFailure("JSONDocument.Members index out of range")
            }
            let name = storage.tape[position.position]
            let key = storage.withBytes { bytes in
                StringUnescaper.string(bytes.slice(name.offset, name.length), flags: name.flags)
            }
            return (key, Value(storage: storage, index: position.position + 1))
        }

        /// The number of members. O(1).
        public var count: Int { storage?.tape[container].count ?? 0 }

        /// Whether the object has no members. O(1).
        public var isEmpty: Bool { count == 0 }
    }

    /// The elements of an array, or the values of an object's members, in order: a lazy
    /// collection of views (``JSONDocument/Value/elements``, ``JSONDocument/Value/values``). `count` is O(1). Positions are ``Index`` values, not
    /// offsets: use `dropFirst(_:)`, `first` or iteration, or `subscript(_:)`.
    ///
    /// It is `ExpressibleByArrayLiteral` only so that `value.elements ?? []` reads naturally:
    /// the literal must be empty (a non-empty literal is a programming error and traps).
    public struct Elements: Collection, Sendable, ExpressibleByArrayLiteral {
        /// An element: a view of the value.
        public typealias Element = Value

        let storage: Storage?
        /// The tape index of the array's (or object's) entry.
        let container: Int
        /// 1 for the values of an object's members (each after its name), 0 for an array.
        let nameLength: Int

        init(storage: Storage, container: Int) {
            self.storage = storage
            self.container = container
            self.nameLength = storage.tape[container].kind == .object ? 1 : 0
        }

        /// No elements: there so that `value.elements ?? []` reads as Swift code expects. The
        /// literal must be empty; an element in it stops the program.
        public init(arrayLiteral elements: Value...) {
            precondition(elements.isEmpty, "JSONDocument.Elements can only be made from an empty literal")
            storage = nil
            container = 0
            nameLength = 0
        }

        /// The position of the first element.
        public var startIndex: Index { Index(position: storage == nil ? 0 : container + 1 + nameLength) }

        /// The position after the last element.
        public var endIndex: Index { Index(position: (storage?.tape[container].end ?? 0) + nameLength) }

        /// The position of the next element: one read of the tape.
        public func index(after i: Index) -> Index {
            guard let storage else { preconditionFailure("index after the end of an empty JSONDocument.Elements") }
            return Index(position: storage.indexAfterValue(at: i.position) + nameLength)
        }

        /// The element at `position`.
        public subscript(position: Index) -> Value {
            guard let storage, position.position > container, position.position < storage.tape[container].end else {
                preconditionFailure("JSONDocument.Elements index out of range")
            }
            return Value(storage: storage, index: position.position)
        }

        /// The number of elements. O(1).
        public var count: Int { storage?.tape[container].count ?? 0 }

        /// Whether the array has no elements. O(1).
        public var isEmpty: Bool { count == 0 }
    }
}
