/// A small table from types (their `ObjectIdentifier`) to what was learned about them: open
/// addressing over 64 slots, so a lookup costs a hash and a probe or two however many types the
/// process has met. The caches that a coder keeps from one call to the next use it
/// (``ContainerBoxCache``, the decoder's `KnownTypes`), so that a call costs the same after a
/// process has decoded many other types as in a fresh process; a list searched from the front
/// cost more with every type met before.
///
/// At most ``capacity`` types are kept (a quarter of the slots stay empty, so probe runs stay
/// short); inserting one more forgets all of them first, and they are learned again.
struct TypeTable<Value> {
    /// How many types are kept at most.
    static var capacity: Int { 48 }
    private static var slotCount: Int { 64 }

    private var keys: [ObjectIdentifier?] = Array(repeating: nil, count: 64)
    private var values: [Value?] = Array(repeating: nil, count: 64)
    /// How many types are kept.
    private(set) var count = 0

    /// The home slot of `id`: the top six bits of a multiplicative hash of its address.
    @inline(__always)
    private static func home(_ id: ObjectIdentifier) -> Int {
        MultiplicativeHash.slot(of: UInt64(UInt(bitPattern: id)), bits: 6)
    }

    /// What is kept for `id`, or nil when it is not kept.
    @inline(__always)
    func value(for id: ObjectIdentifier) -> Value? {
        var slot = Self.home(id)
        while let key = keys[slot] {
            if key == id { return values[slot] }
            slot = (slot &+ 1) & (Self.slotCount - 1)
        }
        return nil
    }

    /// Keeps `value` for `id`, replacing what was kept for it; when the table is full, forgets
    /// every other type first.
    mutating func set(_ value: Value, for id: ObjectIdentifier) {
        var slot = Self.home(id)
        while let key = keys[slot] {
            if key == id {
                values[slot] = value
                return
            }
            slot = (slot &+ 1) & (Self.slotCount - 1)
        }
        if count >= Self.capacity {
            removeAll()
            set(value, for: id)
            return
        }
        keys[slot] = id
        values[slot] = value
        count += 1
    }

    /// Forgets every type.
    mutating func removeAll() {
        guard count > 0 else { return }
        for slot in 0..<Self.slotCount {
            keys[slot] = nil
            values[slot] = nil
        }
        count = 0
    }
}
