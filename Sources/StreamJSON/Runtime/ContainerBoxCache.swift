/// The boxes of keyed containers (`KeyedDecodingContainer`, `KeyedEncodingContainer`), one per
/// key type, reused once nobody holds them any more. The decoder and the encoder each keep one.
///
/// `KeyedDecodingContainer(_:)` and `KeyedEncodingContainer(_:)` allocate a box (a class
/// instance of the standard library's) around our container, and in the unspecialised code that
/// `container(keyedBy:)` is, they first look up the box's and the container's generic metadata
/// at run time, per object (DocC Performance has the cost). A model's `init(from:)` or `encode(to:)` usually drops its container when it
/// returns, so the next object of the same type can take the same box: if the cache holds the
/// only reference (`isKnownUniquelyReferenced`), the caller points the box's `State` (a class
/// our container reads everything through) at the new object. A container that is still held
/// (nested values of the same type, a container kept by user code) is never handed out again;
/// its object gets a box of its own. A kept box goes out again through the
/// `SingleReferenceRewrapper` kept beside it, made once per key type: naming
/// `KeyedDecodingContainer<Key>` in unspecialised code would look its metadata up every time.
///
/// The cache, the boxes it keeps and their states form a reference cycle with the decoder
/// or encoder context that owns the cache (state → owner → cache → box → state): the owner
/// empties the cache when its decode or encode ends (``removeAll()``), and an owner whose end
/// nobody marks (a decoder detached from its session, kept past its document) disables it.
///
/// The cost of a call must not depend on what the owner did before (a server's decoder reads
/// many types): boxes are found through a ``TypeTable`` (a hash, not a search of every key type
/// met so far); the end of a document walks only the slots used in it (the others were parked
/// at the end of an earlier document, and nothing but the cache has held them since); and when
/// all slots are taken, a new key type takes the slot least recently used in an earlier
/// document, so the types of the current work are kept, whatever came before.
///
/// The slot lists are only ever touched by the thread running the decode or encode, never
/// through overlapping accesses, so their dynamic exclusivity checks are switched off. A slot's
/// `box` keeps its check: behind a `_modify` accessor, `isKnownUniquelyReferenced` stopped
/// seeing the box as unique (measured: no reuse at all).
final class ContainerBoxCache<State: AnyObject> {
    private final class Slot {
        let keyType: ObjectIdentifier
        var box: AnyObject
        let state: State
        /// The `SingleReferenceRewrapper` that hands `box` out again as its container type.
        let rewrapper: AnyObject
        /// The last document (``ContainerBoxCache/document``) that used the slot.
        @exclusivity(unchecked) private var _document: Int
        var document: Int {
            @inline(__always) _read { yield unsafe _document }
            @inline(__always) _modify { yield unsafe &_document }
        }

        init(keyType: ObjectIdentifier, box: AnyObject, state: State, rewrapper: AnyObject, document: Int) {
            (self.keyType, self.box, self.state, self.rewrapper) = (keyType, box, state, rewrapper)
            unsafe self._document = document
        }
    }

    /// Enough for the key types of most models; when all are taken, a new key type replaces the
    /// one least recently used by an earlier document (those of the current one are kept).
    /// ``used`` has one entry per slot.
    static var capacity: Int { 32 }
    @exclusivity(unchecked) private var _slots: [Slot] = []
    private var slots: [Slot] {
        @inline(__always) _read { yield unsafe _slots }
        @inline(__always) _modify { yield unsafe &_slots }
    }
    /// The index in ``slots`` of each key type's slot.
    @exclusivity(unchecked) private var _index = TypeTable<Int>()
    private var index: TypeTable<Int> {
        @inline(__always) _read { yield unsafe _index }
        @inline(__always) _modify { yield unsafe &_index }
    }
    /// The positions in ``slots`` of the slots used (handed out or remembered) since the last
    /// ``park(_:)``, the only ones it needs to look at, in the first `usedCount` entries (one
    /// entry per slot at most, so the array never grows past its first size).
    @exclusivity(unchecked) private var _used = [Int](repeating: 0, count: 32)
    private var used: [Int] {
        @inline(__always) _read { yield unsafe _used }
        @inline(__always) _modify { yield unsafe &_used }
    }
    @exclusivity(unchecked) private var _usedCount = 0
    private var usedCount: Int {
        @inline(__always) _read { yield unsafe _usedCount }
        @inline(__always) _modify { yield unsafe &_usedCount }
    }
    /// Counts the documents, so that a slot knows whether the current one used it.
    @exclusivity(unchecked) private var _document = 1
    private var document: Int {
        @inline(__always) _read { yield unsafe _document }
        @inline(__always) _modify { yield unsafe &_document }
    }

    /// Whether containers are kept for reuse at all.
    private var isEnabled: Bool

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Keeps no container from now on: the owner's ends will not be marked any more.
    func disable() {
        isEnabled = false
    }

    /// Drops every kept box: the end of the owner's decode or encode.
    func removeAll() {
        slots.removeAll()
        usedCount = 0
        index.removeAll()
    }

    /// The end of one document of an owner that is reused for the next: forgets the boxes used
    /// in it that something else still holds, and hands the states of the others to `detach`,
    /// which drops the state's reference to the owner (so the owner can see whether it is held
    /// elsewhere). The slots the document did not use were parked before and are left alone.
    func park(_ detach: (State) -> Void) {
        guard usedCount > 0 else { return }
        var dropsSome = false
        for entry in 0..<usedCount {
            let slot = slots[used[entry]]
            if isOnlyReference(&slot.box) {
                detach(slot.state)
            } else {
                slot.document = 0  // marks it for removal below
                dropsSome = true
            }
        }
        usedCount = 0
        if dropsSome {
            slots.removeAll { $0.document == 0 }
            reindex()
        }
        document &+= 1
    }

    /// The box, state and rewrapper kept for `keyType`, if nobody but the cache holds the box.
    /// The caller hands the box out through the rewrapper (`uncheckedRewrapper(_:for:)`).
    @inline(__always)
    func reusable(_ keyType: ObjectIdentifier) -> (box: AnyObject, state: State, rewrapper: AnyObject)? {
        guard let position = index.value(for: keyType) else { return nil }
        let slot = slots[position]
        guard isOnlyReference(&slot.box) else { return nil }
        if slot.document != document {
            slot.document = document
            used[usedCount] = position
            usedCount &+= 1
        }
        return (slot.box, slot.state, slot.rewrapper)
    }

    /// The state kept for `keyType`, whether or not its box is free: what a new state of the
    /// same key type may learn from.
    func keptState(_ keyType: ObjectIdentifier) -> State? {
        guard let position = index.value(for: keyType) else { return nil }
        return slots[position].state
    }

    /// Keeps a new container's box and state for `keyType`, with the `SingleReferenceRewrapper`
    /// of its container type (`rewrapper()`, made only if they are kept), unless one is kept
    /// already; when every slot is taken, in place of the slot least recently used by an
    /// earlier document.
    func remember(_ keyType: ObjectIdentifier, box: AnyObject, state: State, rewrapper: () -> AnyObject) {
        guard isEnabled, index.value(for: keyType) == nil else { return }
        let slot = Slot(keyType: keyType, box: box, state: state, rewrapper: rewrapper(), document: document)
        let position: Int
        if slots.count < Self.capacity {
            position = slots.count
            index.set(position, for: keyType)
            slots.append(slot)
        } else {
            var oldest = -1
            for candidate in slots.indices where slots[candidate].document != document {
                if oldest < 0 || slots[candidate].document < slots[oldest].document { oldest = candidate }
            }
            guard oldest >= 0 else { return }  // all taken by this document's key types
            position = oldest
            slots[oldest] = slot
            reindex()
        }
        used[usedCount] = position
        usedCount &+= 1
    }

    private func reindex() {
        index.removeAll()
        for position in slots.indices {
            index.set(position, for: slots[position].keyType)
        }
    }
}
