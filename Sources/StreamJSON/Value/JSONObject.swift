/// The members of a JSON object, in document order: a small ordered dictionary from `String`
/// keys to ``JSONValue``s.
///
/// ```swift
/// var object: JSONObject = ["name": "Pale Ale", "abv": 5.5]
/// object["ibu"] = 40                  // appended at the end
/// object["abv"] = 6                   // replaced in place
/// object.keys                         // ["name", "abv", "ibu"]
/// for (key, value) in object { … }    // in that order
/// ```
///
/// Each key appears once. Decoding keeps the first of two equal keys, as `StreamJSONDecoder`
/// and `JSONDecoder` do for every type. Two objects are equal when they have the same keys with
/// equal values, in any order (JSON objects are unordered, RFC 8259 §4); ``hash(into:)``
/// agrees.
///
/// Keys are compared by their Unicode code points, as JSON compares member names (RFC 8259
/// §8.3), not as Swift `String`s: `"é"` (U+00E9) and `"e\u{301}"` (e + combining acute) are
/// two different keys, kept in order, although `"é" == "e\u{301}"` in Swift. So a decoded
/// object keeps every member of the document, and re-encodes to all of them.
///
/// Lookups by key compare keys one by one in small objects (up to 32 members, most objects
/// in practice) and use a hash index from keys to positions in larger ones, so they cost O(1)
/// on average either way.
public struct JSONObject: Sendable {
    /// The members in order.
    private var storage: [(key: String, value: JSONValue)]
    /// The position of each key in `storage`; empty while there are at most
    /// ``indexThreshold`` members.
    private var positions: [CodePointKey: Int]

    /// The member count above which keys are indexed.
    static let indexThreshold = 32

    /// The position of `key` in `storage`.
    private func position(of key: String) -> Int? {
        if storage.count > JSONObject.indexThreshold { return positions[CodePointKey(string: key)] }
        return storage.firstIndex { $0.key.hasSameCodePoints(as: key) }
    }

    /// Appends a member whose key is known to be absent.
    private mutating func append(_ key: String, _ value: JSONValue) {
        storage.append((key, value))
        if storage.count > JSONObject.indexThreshold {
            if positions.isEmpty {
                for (index, member) in storage.enumerated() { positions[CodePointKey(string: member.key)] = index }
            } else {
                positions[CodePointKey(string: key)] = storage.count - 1
            }
        }
    }

    /// An empty object.
    public init() {
        storage = []
        positions = [:]
    }

    /// An object with the given members in order; of two equal keys, the first wins.
    public init<S: Sequence>(_ members: S) where S.Element == (key: String, value: JSONValue) {
        self.init()
        for (key, value) in members where position(of: key) == nil {
            append(key, value)
        }
    }

    /// An object with the given members in order; of two equal keys, the first wins.
    public init<S: Sequence>(uniquingFirst members: S) where S.Element == (String, JSONValue) {
        self.init(members.lazy.map { (key: $0.0, value: $0.1) })
    }

    /// An object of members whose keys the caller knows to be distinct (the tape builder,
    /// after checking the document's bytes): no key is compared while building.
    init(uniqueMembers members: [(key: String, value: JSONValue)]) {
        storage = members
        positions = [:]
        if members.count > JSONObject.indexThreshold {
            positions.reserveCapacity(members.count)
            for (index, member) in members.enumerated() { positions[CodePointKey(string: member.key)] = index }
        }
    }

    /// Room for `capacity` members without reallocating.
    public mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
        if capacity > JSONObject.indexThreshold { positions.reserveCapacity(capacity) }
    }

    /// The value for `key`, or nil. Setting a value replaces an existing member in place or
    /// appends a new one; setting nil removes the member (use ``JSONValue/null`` to store a
    /// JSON `null`).
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return storage[position].value
        }
        set {
            if let newValue {
                if let position = position(of: key) {
                    storage[position].value = newValue
                } else {
                    append(key, newValue)
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Appends a member unless `key` is already present; returns whether it was appended.
    /// This is the rule decoding follows: the first of two equal keys wins.
    @discardableResult
    public mutating func appendIfAbsent(_ key: String, _ value: JSONValue) -> Bool {
        guard position(of: key) == nil else { return false }
        append(key, value)
        return true
    }

    /// Removes the member for `key` and returns its value, or nil if there was none. O(n):
    /// later members move up one place.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = position(of: key) else { return nil }
        let removed = storage.remove(at: position).value
        positions = [:]
        if storage.count > JSONObject.indexThreshold {
            for (index, member) in storage.enumerated() { positions[CodePointKey(string: member.key)] = index }
        }
        return removed
    }

    /// The keys, in order.
    public var keys: [String] { storage.map(\.key) }

    /// The values, in the order of their keys.
    public var values: [JSONValue] { storage.map(\.value) }

    /// Whether the object has a member named `key`.
    public func contains(key: String) -> Bool { position(of: key) != nil }

    /// The members as a Swift dictionary (order is lost). A Swift dictionary compares keys as
    /// `String`s: of canonically equivalent keys (`"é"` and `"e\u{301}"`) only the first
    /// member is in it.
    public var dictionary: [String: JSONValue] {
        Dictionary(storage.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}

extension JSONObject: RandomAccessCollection {
    /// A member: its key and value.
    public typealias Element = (key: String, value: JSONValue)

    /// The position of the first member, `0`.
    public var startIndex: Int { 0 }

    /// The position after the last member: the number of members.
    public var endIndex: Int { storage.count }

    /// The member at `position`, in document order.
    public subscript(position: Int) -> Element { storage[position] }
}

extension JSONObject: Hashable {
    /// Whether both objects have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs.storage {
            guard let other = rhs[key], other == value else { return false }
        }
        return true
    }

    /// Hashes the members independently of their order, in agreement with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for member in storage {
            var memberHasher = Hasher()
            memberHasher.combine(member.key)
            memberHasher.combine(member.value)
            combined ^= memberHasher.finalize()  // xor: the order of members does not matter
        }
        hasher.combine(storage.count)
        hasher.combine(combined)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object with the literal's members in the order written; of two equal keys, the
    /// first wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(uniquingFirst: elements)
    }
}

extension JSONObject: CustomStringConvertible {
    /// The object as compact JSON, members in order.
    public var description: String { JSONValue.object(self).description }
}
