/// Any JSON document, as a value: for JSON whose shape is not known in advance, or not worth
/// a `Decodable` type.
///
/// ```swift
/// let value = try StreamJSONDecoder().decode(JSONValue.self, from: data)
/// value["user"]?["name"]?.stringValue      // "Ada"
/// value["scores"]?[0]?.intValue            // 97
///
/// let reply: JSONValue = ["ok": true, "ids": [1, 2, 3], "next": nil]
/// reply.description                      // {"ok":true,"ids":[1,2,3],"next":null}
/// ```
///
/// Nothing in the document is lost: numbers are kept as written (``JSONNumber``), objects keep
/// their key order (``JSONObject``; the first of two equal keys wins). `StreamJSONDecoder` builds
/// a `JSONValue` straight from its index of the document, without going through `Decoder`
/// containers. `JSONValue` is plain `Codable`, so Foundation's coders (and any other) handle it
/// too; see ``init(from:)`` for what they keep.
///
/// Equality is JSON's: numbers by exact value (`1 == 1.0`), objects by members in any order,
/// arrays element by element. `description` is compact JSON.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept exactly as written.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in document order.
    case object(JSONObject)
}

// MARK: Subscripts

extension JSONValue {
    /// The member named `key` of an object; nil if this is not an object or has no such member.
    ///
    /// Setting a value on an object replaces or appends the member; setting nil removes it.
    /// Setting on a value that is not an object does nothing.
    public subscript(key: String) -> JSONValue? {
        get {
            guard case .object(let object) = self else { return nil }
            return object[key]
        }
        set {
            guard case .object(var object) = self else { return }
            self = .null  // release the payload, so that `object` is uniquely referenced
            object[key] = newValue
            self = .object(object)
        }
    }

    /// The element at `index` of an array; nil if this is not an array or `index` is out of
    /// range (never a trap).
    ///
    /// Setting a value replaces the element at an index in range; anything else does nothing.
    public subscript(index: Int) -> JSONValue? {
        get {
            guard case .array(let array) = self, array.indices.contains(index) else { return nil }
            return array[index]
        }
        set {
            guard case .array(var array) = self, array.indices.contains(index), let newValue else { return }
            self = .null
            array[index] = newValue
            self = .array(array)
        }
    }
}

// MARK: Typed accessors

extension JSONValue {
    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The Boolean, if this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The string, if this is a string. Numbers are not converted.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, if this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The nearest `Double`, if this is a number (see ``JSONNumber/double``).
    public var doubleValue: Double? { numberValue?.double }

    /// The `Int`, if this is a number that is a whole number in `Int`'s range (`3`, `3.0`, `3e2`).
    public var intValue: Int? { numberValue?.int }

    /// The `Int64`, if this is a number that is a whole number in `Int64`'s range.
    public var int64Value: Int64? { numberValue?.int64 }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, if this is an object.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }
}
