/// The one walk that turns a value's tape entries into a tree, shared by every builder of
/// one: ``JSONValue`` for the decoder (`JSONValue+Tape.swift`) and for a ``JSONDocument``
/// view (`JSONValue+Document.swift`), and the Foundation objects of
/// `StreamJSONSerialization` (``SerializationObjects``). A builder says what a leaf, an array
/// and an object are; ``buildTree(at:)`` walks the entries. It is generic, so each builder
/// gets its own specialised copy of the loop: no dynamic dispatch per value.
///
/// The walk is iterative. Open containers wait on an explicit stack while their elements are
/// built; a container is finished when the walk reaches its `end` entry. For `[1,{"a":true}]`:
///
/// ```
/// entry  kind     action                                  stack after
///   0    array    open (end 5)                            [array []]
///   1    number   append 1                                [array [1]]
///   2    object   open (end 5), read key "a" (entry 3)    [array [1], object {} key "a"]
///   4    true     append, reach end 5: close the object   [array [1, {"a":true}]]
///                 reach end 5: close the array            []
/// ```
protocol TapeTreeBuilder {
    /// A finished value of the tree.
    associatedtype Node
    /// The members of an object under construction.
    associatedtype Members
    /// What building may throw (`Never` for builders that cannot fail).
    associatedtype Failure: Error

    /// The tape entry at `index`.
    func entry(at index: Int) -> TapeEntry
    /// The document's bytes, into which the entries point.
    var bytes: InputBytes { get }
    /// A scalar, or an empty array or object.
    func leaf(_ entry: TapeEntry, at index: Int) throws(Failure) -> Node
    /// Room for the `count` members of the non-empty object whose entry is at `index`.
    func members(ofObjectAt index: Int, count: Int) throws(Failure) -> Members
    /// The members of no object, held by an array's frame (must not allocate).
    var noMembers: Members { get }
    /// Adds a member to an object under construction (the builder decides which of two
    /// equal keys stays). The value is consumed: moved into the container, not copied.
    func add(_ value: consuming Node, forKey key: String, to members: inout Members)
    /// A finished object.
    func object(_ members: consuming Members) -> Node
    /// A finished array.
    func array(_ elements: consuming [Node]) -> Node
    /// Called with the number of open containers each time one opens (an empty one included);
    /// may refuse the depth.
    func checkDepth(_ depth: Int) throws(Failure)
}

/// A container under construction in ``TapeTreeBuilder/buildTree(at:)``.
struct TapeTreeFrame<Node, Members> {
    var isObject: Bool
    /// The tape index just past the container's last descendant.
    var end: Int
    var elements: [Node]
    var members: Members
    /// An object's key whose value is being built.
    var key: String
}

extension TapeTreeBuilder {
    /// The string (a key or a value) whose entry is at `index`. Read here, not through a
    /// requirement, so that it is inlined into the walk: a call per key through the
    /// conformance cost 1% of `JSONValue`'s build on twitter.json.
    @inline(__always)
    func string(at index: Int) -> String {
        let entry = entry(at: index)
        return StringUnescaper.string(bytes.slice(entry.offset, entry.length), flags: entry.flags)
    }

    /// The tree of the value whose entry is at `index`.
    func buildTree(at index: Int) throws(Failure) -> Node {
        var frames: [TapeTreeFrame<Node, Members>] = []
        var position = index
        while true {
            let entry = entry(at: position)
            var value: Node
            if entry.isContainer && entry.count > 0 {
                if entry.kind == .object {
                    let members = try members(ofObjectAt: position, count: entry.count)
                    frames.append(
                        TapeTreeFrame(
                            isObject: true, end: entry.end, elements: [], members: members,
                            key: string(at: position + 1)))
                    position += 2
                } else {
                    var elements: [Node] = []
                    elements.reserveCapacity(entry.count)
                    frames.append(
                        TapeTreeFrame(
                            isObject: false, end: entry.end, elements: elements,
                            members: noMembers, key: ""))
                    position += 1
                }
                try checkDepth(frames.count)
                continue
            }
            // An empty array or object is a leaf of the walk but still a level of nesting.
            if entry.isContainer { try checkDepth(frames.count + 1) }
            value = try leaf(entry, at: position)
            position += 1
            // Hand the finished value to its container, closing every container it completes.
            while let top = frames.indices.last {
                if frames[top].isObject {
                    // The key first: read in the argument list, it would make the inout access
                    // below work on a copy of the members (a copy of the array per member).
                    let key = frames[top].key
                    add(value, forKey: key, to: &frames[top].members)
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
                let frame = frames.removeLast()
                value = frame.isObject ? object(frame.members) : array(frame.elements)
            }
            if frames.isEmpty { return value }
        }
    }
}

/// The members of a ``JSONValue`` object under construction, in document order.
struct JSONValueMembers {
    var list: [(key: String, value: JSONValue)]
    /// Whether two keys may be equal (then ``JSONObject`` keeps the first of them); false only
    /// when the keys were checked distinct.
    var mayRepeatKeys: Bool

    /// The finished object.
    var object: JSONObject {
        mayRepeatKeys ? JSONObject(list) : JSONObject(uniqueMembers: list)
    }
}
