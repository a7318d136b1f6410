extension JSONDocument {
    /// What kind of JSON value a ``Value`` is.
    public enum Kind: Sendable, Hashable {
        /// An object: ``Value/members``, `value["name"]`.
        case object
        /// An array: ``Value/elements``, `value[0]`.
        case array
        /// A string: ``Value/string``.
        case string
        /// A number: ``Value/number``, ``Value/double``, ``Value/int``, ...
        case number
        /// `true` or `false`: ``Value/bool``.
        case bool
        /// `null`.
        case null
    }

    /// A view of one value of a ``JSONDocument``: the document and a position in it.
    ///
    /// Making, copying and navigating views allocates nothing (a view holds a reference to the
    /// document's storage, which it keeps alive). Typed reads parse the bytes each time they
    /// are called: keep the result rather than reading twice.
    public struct Value: Sendable {
        let storage: Storage
        /// The tape index of the value.
        let index: Int

        @inline(__always)
        var entry: TapeEntry { storage.tape[index] }

        /// Runs `body` with the document's bytes.
        @inline(__always)
        func withBytes<R>(_ body: (InputBytes) throws -> R) rethrows -> R {
            try storage.withBytes(body)
        }

        /// The bytes of a number's literal or of a string's contents.
        @inline(__always)
        func withScalarBytes<R>(_ entry: TapeEntry, _ body: (InputBytes) -> R) -> R {
            withBytes { body($0.slice(entry.offset, entry.length)) }
        }
    }
}

// MARK: Kind and size

extension JSONDocument.Value {
    /// What kind of value this is.
    public var kind: JSONDocument.Kind {
        switch entry.kind {
        case .object: return .object
        case .array: return .array
        case .string: return .string
        case .number: return .number
        case .true, .false: return .bool
        case .null: return .null
        }
    }

    /// The number of members of an object or elements of an array; 0 for any other value.
    /// O(1).
    public var count: Int {
        let entry = self.entry
        return entry.isContainer ? entry.count : 0
    }

    /// Whether this is an empty array or object, or not a container (``count`` is 0).
    public var isEmpty: Bool { count == 0 }

    /// Whether this is an object.
    public var isObject: Bool { entry.kind == .object }

    /// Whether this is an array.
    public var isArray: Bool { entry.kind == .array }
}

// MARK: Typed reads

extension JSONDocument.Value {
    /// Whether this is `null`.
    public var isNull: Bool { entry.kind == .null }

    /// The Boolean, if this is `true` or `false`.
    public var bool: Bool? {
        switch entry.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// The string, if this is a string (escapes resolved). Numbers are not converted.
    ///
    /// > Note: makes a new `String` on every call (strings of up to 15 UTF-8 bytes are stored
    /// > inline and allocate nothing).
    public var string: String? {
        let entry = self.entry
        guard entry.kind == .string else { return nil }
        return withScalarBytes(entry) { StringUnescaper.string($0, flags: entry.flags) }
    }

    /// The number, exactly as written, if this is a number.
    public var number: JSONNumber? {
        let entry = self.entry
        guard entry.kind == .number else { return nil }
        return JSONNumber(
            uncheckedLiteral: withScalarBytes(entry) { $0.string() },
            isStandard: !entry.flags.contains(.json5Number))
    }

    /// The nearest `Double` (correctly rounded), if this is a number; as ``JSONNumber/double``,
    /// without making the literal's `String`.
    public var double: Double? {
        let entry = self.entry
        guard entry.kind == .number else { return nil }
        let isStandard = !entry.flags.contains(.json5Number)
        return withScalarBytes(entry) { isStandard ? NumberParser.double($0) : JSON5Numbers.double($0) }
    }

    /// The `Int`, if this is a number that is a whole number in `Int`'s range (`3`, `3.0`,
    /// `3e2`; not `3.5`), as ``JSONNumber/int``.
    public var int: Int? { exactly(Int.self) }

    /// The `Int64`, if this is a number that is a whole number in `Int64`'s range.
    public var int64: Int64? { exactly(Int64.self) }

    /// The `UInt64`, if this is a number that is a whole number in `UInt64`'s range.
    public var uint64: UInt64? { exactly(UInt64.self) }

    /// The value as any fixed-width integer type, if this is a number that is a whole number
    /// in that type's range.
    public func exactly<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        let entry = self.entry
        guard entry.kind == .number else { return nil }
        let isStandard = !entry.flags.contains(.json5Number)
        let result = withScalarBytes(entry) { bytes in
            isStandard ? NumberParser.integer(bytes, as: T.self) : JSON5Numbers.integer(bytes, as: T.self)
        }
        if case .value(let value) = result { return value }
        return nil
    }
}
