/// What an ``EncodingContext`` does with the places its handles write into: the operations
/// `Codable` needs, whatever the output is made of. Two types implement them:
///
/// - ``DirectMode`` writes bytes as the containers are used, keeping the open places on a
///   stack; it gives up when a handle comes back to a place already closed.
/// - ``TreeMode`` builds an ``EncodingTreeNode`` per place, which any handle can reach at any
///   time, and writes the tree at the end.
///
/// The context holds one of them in an enum and switches on it (see `EncodingContext.Mode`):
/// a call on the hot path is a tag test and a direct, inlinable call, never a witness table
/// lookup. Scalars are written by the context itself with ``writer``, between `beginMember`,
/// `beginElement` or `beginSingleValue` and `finishScalar()`.
protocol EncodingMode: AnyObject {
    /// Where scalars are written: the output in direct mode, scratch space in tree mode.
    var writer: JSONWriter { get }

    /// Opens the place of the top-level value.
    func makeRoot() -> FrameRef

    /// Ends an encode whose top-level `encode(to:)` returned: throws what the encode left
    /// wrong (nothing encoded, an out-of-order use, a recorded misuse).
    func finish<T>(_ value: T) throws

    /// The coding path of the value at `ref`.
    func codingPath(of ref: FrameRef) -> [any CodingKey]

    /// Starts a member of the object at `ref` whose value is a scalar. `path` says how the
    /// member is reached, for coding paths; it is evaluated only by a mode that keeps it.
    func beginMember(_ name: String, path: @autoclosure () -> EncodingPathComponent, in ref: FrameRef) throws

    /// Starts the next element of the array at `ref`, whose value is a scalar, and returns
    /// its index.
    func beginElement(in ref: FrameRef) throws -> Int

    /// Ends a scalar started by `beginMember`, `beginElement` or `beginSingleValue`.
    func finishScalar()

    /// Starts a scalar in the slot at `ref` if the slot holds nothing yet; returns false (and
    /// starts nothing) if it does.
    func beginSingleValue(_ ref: FrameRef) throws -> Bool

    /// Whether a value may be encoded through the single-value container of the slot at `ref`:
    /// false when an earlier one has finished there, or the slot holds a scalar. A value that
    /// is being encoded there (its own `encode(to:)` using the same slot's single-value
    /// container: an optional, a wrapper) does not count until it has finished.
    func canBeginSingleValueEncode(_ ref: FrameRef) throws -> Bool

    /// Records that a value encoded through the single-value container of the slot at `ref`
    /// has finished.
    func endSingleValueEncode(_ ref: FrameRef)

    /// Whether nothing has been written into the slot at `ref` (false for a dead handle).
    func isPending(_ ref: FrameRef) -> Bool

    /// Reserves a member slot of the object at `ref` for a value that will encode itself.
    func beginMemberSlot(_ name: String, path: EncodingPathComponent, in ref: FrameRef) throws -> FrameRef

    /// Reserves the next element slot of the array at `ref` for a value that will encode itself.
    func beginElementSlot(in ref: FrameRef) throws -> FrameRef

    /// Closes a slot once its value's `encode(to:)` has returned.
    func endSlot(_ slot: FrameRef)

    /// Opens a nested object or array as the member `name` of the object at `ref`.
    func beginNestedContainer(_ name: String, path: any CodingKey, in ref: FrameRef, isObject: Bool) -> FrameRef

    /// Opens a nested object or array as the next element of the array at `ref`.
    func beginNestedContainer(inArray ref: FrameRef, isObject: Bool) -> FrameRef

    /// Turns the slot at `ref` into an object or an array; asking again for the same kind
    /// continues it. `keysAreUnique` promises that no key will repeat (a Swift dictionary).
    func openContainer(_ ref: FrameRef, isObject: Bool, keysAreUnique: Bool)

    /// The number of elements in the array at `ref`.
    func elementCount(_ ref: FrameRef) -> Int
}
