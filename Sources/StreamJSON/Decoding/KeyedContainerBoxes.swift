/// What a ``KeyedContainer`` reads: its decoder, its object and its coding path node. A class,
/// so that a container whose box is reused can be pointed at another object.
final class KeyedContainerState {
    let decoder: TapeDecoder
    /// The tape index of the object.
    var object: Int
    /// The coding path node of the object.
    var node: Int32

    init(decoder: TapeDecoder, object: Int, node: Int32) {
        self.decoder = decoder
        self.object = object
        self.node = node
    }
}

/// The `KeyedDecodingContainer` boxes of one decoder, one per key type, reused once nobody
/// holds them any more.
///
/// `KeyedDecodingContainer(_:)` allocates a box (a class instance of the standard library's)
/// around the container, and in the unspecialised code that `container(keyedBy:)` is, it first
/// looks up the box's and the container's generic metadata at run time: about a thousand
/// instructions per object, a fifth of decoding citm_catalog. A model's `init(from:)` usually
/// drops its container when it returns, so the next object of the same type can take the same
/// box: if the decoder holds the only reference (`isKnownUniquelyReferenced`), the box's
/// ``KeyedContainerState`` moves to the new object. A container that is still held (nested
/// values of the same type, a container kept by user code) is never touched; the object then
/// gets a box of its own.
///
/// The slot list is only ever touched by the thread running the decode, never through
/// overlapping accesses, so its dynamic exclusivity check is switched off, as in
/// ``TapeDecoder``. A slot's `box` keeps its check: behind a `_modify` accessor,
/// `isKnownUniquelyReferenced` stopped seeing the box as unique (measured: no reuse at all).
final class KeyedContainerBoxes {
    private final class Slot {
        let keyType: ObjectIdentifier
        var box: AnyObject
        let state: KeyedContainerState

        init(keyType: ObjectIdentifier, box: AnyObject, state: KeyedContainerState) {
            (self.keyType, self.box, self.state) = (keyType, box, state)
        }
    }

    /// Enough for the key types of most models; others get a new box every time.
    private static let capacity = 32
    @exclusivity(unchecked) private var _slots: [Slot] = []
    private var slots: [Slot] {
        @inline(__always) _read { yield unsafe _slots }
        @inline(__always) _modify { yield unsafe &_slots }
    }

    /// A container of `Key` over the object at `object`, whose coding path node is `node`.
    func container<Key: CodingKey>(_ type: Key.Type, decoder: TapeDecoder, object: Int,
                                   node: Int32) -> KeyedDecodingContainer<Key> {
        let keyType = ObjectIdentifier(Key.self)
        for slot in slots where slot.keyType == keyType {
            guard isKnownUniquelyReferenced(&slot.box) else { break }
            slot.state.object = object
            slot.state.node = node
            return KeyedDecodingContainer(box: slot.box)
        }
        let state = KeyedContainerState(decoder: decoder, object: object, node: node)
        let container = KeyedDecodingContainer(KeyedContainer<Key>(state: state))
        if slots.count < Self.capacity && !slots.contains(where: { $0.keyType == keyType }) {
            slots.append(Slot(keyType: keyType, box: container.box, state: state))
        }
        return container
    }
}
