/// The boxes of keyed containers (`KeyedDecodingContainer`, `KeyedEncodingContainer`), one per
/// key type, reused once nobody holds them any more. The decoder and the encoder each keep one.
///
/// `KeyedDecodingContainer(_:)` and `KeyedEncodingContainer(_:)` allocate a box (a class
/// instance of the standard library's) around our container, and in the unspecialised code that
/// `container(keyedBy:)` is, they first look up the box's and the container's generic metadata
/// at run time: about a thousand instructions per object, a fifth of decoding or encoding
/// citm_catalog. A model's `init(from:)` or `encode(to:)` usually drops its container when it
/// returns, so the next object of the same type can take the same box: if the cache holds the
/// only reference (`isKnownUniquelyReferenced`), the caller points the box's `State` (a class
/// our container reads everything through) at the new object. A container that is still held
/// (nested values of the same type, a container kept by user code) is never handed out again;
/// its object gets a box of its own.
///
/// The cache, the boxes it keeps and their states form a reference cycle with the decoder
/// or encoder context that owns the cache (state → owner → cache → box → state): the owner
/// empties the cache when its decode or encode ends (``removeAll()``), and owners whose end
/// nobody marks (the decoder a `superDecoder()` returns) make a disabled cache.
///
/// The slot list is only ever touched by the thread running the decode or encode, never
/// through overlapping accesses, so its dynamic exclusivity check is switched off. A slot's
/// `box` keeps its check: behind a `_modify` accessor, `isKnownUniquelyReferenced` stopped
/// seeing the box as unique (measured: no reuse at all).
final class ContainerBoxCache<State: AnyObject> {
    private final class Slot {
        let keyType: ObjectIdentifier
        var box: AnyObject
        let state: State

        init(keyType: ObjectIdentifier, box: AnyObject, state: State) {
            (self.keyType, self.box, self.state) = (keyType, box, state)
        }
    }

    /// Enough for the key types of most models; others get a new box every time.
    private var capacity: Int { 32 }
    @exclusivity(unchecked) private var _slots: [Slot] = []
    private var slots: [Slot] {
        @inline(__always) _read { yield unsafe _slots }
        @inline(__always) _modify { yield unsafe &_slots }
    }

    /// Whether containers are kept for reuse at all.
    private let isEnabled: Bool

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Drops every kept box: the end of the owner's decode or encode.
    func removeAll() {
        slots.removeAll()
    }

    /// The end of one document of an owner that is reused for the next: forgets the boxes
    /// something else still holds, and hands every other state to `detach`, which drops the
    /// state's reference to the owner (so the owner can see whether it is held elsewhere).
    func park(_ detach: (State) -> Void) {
        guard !slots.isEmpty else { return }
        slots.removeAll { !isKnownUniquelyReferenced(&$0.box) }
        for slot in slots { detach(slot.state) }
    }

    /// The box and state kept for `keyType`, if nobody but the cache holds the box.
    @inline(__always)
    func reusable(_ keyType: ObjectIdentifier) -> (box: AnyObject, state: State)? {
        for slot in slots where slot.keyType == keyType {
            guard isKnownUniquelyReferenced(&slot.box) else { return nil }
            return (slot.box, slot.state)
        }
        return nil
    }

    /// Keeps a new container's box and state for `keyType`, unless one is kept already.
    func remember(_ keyType: ObjectIdentifier, box: AnyObject, state: State) {
        guard isEnabled, slots.count < capacity, !slots.contains(where: { $0.keyType == keyType }) else { return }
        slots.append(Slot(keyType: keyType, box: box, state: state))
    }
}
