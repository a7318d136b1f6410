import Foundation

/// The object graph of `StreamJSONSerialization.jsonObject`, built straight from the tape in
/// one pass over its entries (``TapeTreeBuilder/buildTree(at:)``, the walk that builds
/// ``JSONValue`` too), with the types Foundation's `JSONSerialization` returns on the same
/// platform.
///
/// On Linux these are: `[Any]` and `[String: Any]` (`NSMutableArray` and
/// `NSMutableDictionary` with `.mutableContainers`), `String` (`NSMutableString` with
/// `.mutableLeaves`), `NSNull`, `NSNumber(value: Bool)` (Foundation's `__NSCFBoolean`), and
/// for numbers what ``SerializationNumbers`` picks. Of two equal keys the last wins, as in
/// Foundation.
struct SerializationObjects: TapeTreeBuilder {
    typealias Failure = SerializationNumbers.Unrepresentable

    let tape: Tape
    let bytes: InputBytes
    let mutableContainers: Bool
    let mutableLeaves: Bool

    /// The value of the whole tape.
    ///
    /// - Throws: ``SerializationNumbers/Unrepresentable`` for a number neither `Decimal` nor
    ///   a finite `Double` can hold (`1e400`), as Foundation throws.
    func build() throws(SerializationNumbers.Unrepresentable) -> Any {
        try buildTree(at: 0)
    }

    @inline(__always)
    func entry(at index: Int) -> TapeEntry { tape[index] }

    func members(ofObjectAt index: Int, count: Int) -> [String: Any] {
        [String: Any](minimumCapacity: count)
    }

    var noMembers: [String: Any] { [String: Any]() }

    /// Replaces an earlier member of the same key: the last wins, as in `JSONSerialization`.
    @inline(__always)
    func add(_ value: consuming Any, forKey key: String, to members: inout [String: Any]) {
        members[key] = value
    }

    func array(_ elements: consuming [Any]) -> Any {
        mutableContainers ? NSMutableArray(array: elements, copyItems: false) : elements
    }

    func object(_ members: consuming [String: Any]) -> Any {
        mutableContainers ? NSMutableDictionary(dictionary: members, copyItems: false) : members
    }

    @inline(__always)
    func checkDepth(_ depth: Int) {}

    /// A scalar, or an empty array or object.
    func leaf(_ entry: TapeEntry, at position: Int) throws(SerializationNumbers.Unrepresentable) -> Any {
        switch entry.kind {
        case .null: return NSNull()
        case .false: return NSNumber(value: false)
        case .true: return NSNumber(value: true)
        case .number:
            return try SerializationNumbers.number(bytes.slice(entry.offset, entry.length), flags: entry.flags)
        case .string:
            let text = string(at: position)
            return mutableLeaves ? NSMutableString(string: text) : text
        case .array: return array([])
        case .object: return object([:])
        }
    }
}
