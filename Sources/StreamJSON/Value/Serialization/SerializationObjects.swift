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
///
/// Foundation merges equal keys before it converts a single number, so a number it cannot
/// hold (`1e400`) inside a value that a later equal key replaces is never converted and is no
/// error: `{"a":1e400,"a":1}` reads as `["a": 1]`, `{"a":1,"a":1e400}` throws. The first build
/// throws at such a number; only then a second build (``buildKeepingReplaced()``) puts a
/// placeholder in its place and throws only if a placeholder survives the merging of keys.
struct SerializationObjects: TapeTreeBuilder {
    typealias Failure = SerializationNumbers.Unrepresentable

    let tape: Tape
    let bytes: InputBytes
    let mutableContainers: Bool
    let mutableLeaves: Bool
    /// Whether a number no `Decimal` or `Double` holds becomes an ``Unrepresentable``
    /// placeholder instead of an error (the second build).
    var placesUnrepresentable = false

    /// A number no `Decimal` or `Double` holds, in the tree of the second build.
    final class Unrepresentable {
        let literal: String
        init(_ literal: String) { self.literal = literal }
    }

    /// The value of the whole tape.
    ///
    /// - Throws: ``SerializationNumbers/Unrepresentable`` for a number neither `Decimal` nor
    ///   a finite `Double` can hold (`1e400`) that no later equal key replaces, as Foundation
    ///   throws.
    func build() throws(SerializationNumbers.Unrepresentable) -> Any {
        do {
            return try buildTree(at: 0)
        } catch {
            return try buildKeepingReplaced()
        }
    }

    /// The second build, after a number that no `Decimal` or `Double` holds: such numbers
    /// become placeholders, and one that is still in the tree once equal keys have replaced
    /// each other is the error.
    private func buildKeepingReplaced() throws(SerializationNumbers.Unrepresentable) -> Any {
        var builder = self
        builder.placesUnrepresentable = true
        let tree = try builder.buildTree(at: 0)
        if let survivor = Self.firstUnrepresentable(in: tree) {
            throw SerializationNumbers.Unrepresentable(literal: survivor.literal)
        }
        return tree
    }

    /// A placeholder left in `tree`, if any.
    private static func firstUnrepresentable(in tree: Any) -> Unrepresentable? {
        switch tree {
        case let placeholder as Unrepresentable: return placeholder
        case let elements as [Any]: return elements.lazy.compactMap(firstUnrepresentable).first
        case let members as [String: Any]: return members.values.lazy.compactMap(firstUnrepresentable).first
        case let elements as NSArray: return elements.lazy.compactMap(firstUnrepresentable).first
        case let members as NSDictionary: return members.allValues.lazy.compactMap(firstUnrepresentable).first
        default: return nil
        }
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
            do {
                return try SerializationNumbers.number(bytes.slice(entry.offset, entry.length), flags: entry.flags)
            } catch {
                guard placesUnrepresentable else { throw error }
                return Unrepresentable(error.literal)
            }
        case .string:
            let text = string(at: position)
            return mutableLeaves ? NSMutableString(string: text) : text
        case .array: return array([])
        case .object: return object([:])
        }
    }
}
