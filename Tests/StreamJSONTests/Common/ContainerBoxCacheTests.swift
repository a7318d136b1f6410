import Testing
@testable import StreamJSON

/// The container box cache of a long-lived coder: a box comes back for its key type only while
/// nobody else holds it; the end of a document looks only at the slots that document used; and
/// once every slot is taken, a new key type gets the slot least recently used by an earlier
/// document, never one the current document uses.
@Suite struct ContainerBoxCacheTests {
    /// A distinct object identity per "key type".
    final class KeyType {}
    /// Stands for a container's box.
    final class Box {}
    /// Stands for a container's state; counts how often the cache detached it.
    final class State {
        var detached = 0
    }

    /// One key type with the state the cache keeps for it (its box is made when it is
    /// remembered, so that the cache holds the only reference).
    struct Entry {
        let keyType = KeyType()
        let state = State()
        var id: ObjectIdentifier { ObjectIdentifier(keyType) }

        func remember(in cache: ContainerBoxCache<State>) {
            cache.remember(id, box: Box(), state: state) { Box() }
        }
    }

    private static func park(_ cache: ContainerBoxCache<State>) {
        cache.park { $0.detached += 1 }
    }

    /// Whether the cache hands out a box with `entry`'s state.
    private static func keeps(_ cache: ContainerBoxCache<State>, _ entry: Entry) -> Bool {
        cache.reusable(entry.id)?.state === entry.state
    }

    @Test func handsOutTheKeptBoxOnlyWhileNobodyElseHoldsIt() {
        let cache = ContainerBoxCache<State>(isEnabled: true)
        let keyType = KeyType()
        let id = ObjectIdentifier(keyType)
        let state = State()
        var box: Box? = Box()
        cache.remember(id, box: box!, state: state) { Box() }
        #expect(cache.reusable(id) == nil)  // `box` still holds it
        box = nil
        #expect(cache.reusable(id)?.state === state)
        #expect(cache.reusable(ObjectIdentifier(KeyType.self)) == nil)
    }

    /// A kept box goes back out as the container type it was kept for: the rewrapper made when
    /// it was remembered turns the one reference back into that value.
    @Test func aKeptBoxComesBackAsItsContainerThroughItsRewrapper() {
        struct Container { let box: Box }
        let cache = ContainerBoxCache<State>(isEnabled: true)
        let id = ObjectIdentifier(KeyType.self)
        var boxIdentity: ObjectIdentifier?
        do {
            let container = Container(box: Box())
            boxIdentity = ObjectIdentifier(container.box)
            cache.remember(id, box: singleReference(of: container), state: State()) {
                SingleReferenceRewrapper<Container>()
            }
        }
        guard let (kept, _, rewrapper) = cache.reusable(id) else {
            Issue.record("the box was not kept")
            return
        }
        #expect(ObjectIdentifier(uncheckedRewrapper(rewrapper, for: Container.self).wrap(kept).box) == boxIdentity)
    }

    @Test func aDisabledCacheKeepsNothing() {
        let cache = ContainerBoxCache<State>(isEnabled: false)
        let id = ObjectIdentifier(KeyType.self)
        cache.remember(id, box: Box(), state: State()) { Box() }
        #expect(cache.reusable(id) == nil)
    }

    /// The end of a document detaches the states of the slots it used, once each, forgets the
    /// boxes that something else still holds, and leaves the slots parked earlier alone.
    @Test func theEndOfADocumentDetachesOnlyTheSlotsItUsedAndForgetsHeldBoxes() {
        let cache = ContainerBoxCache<State>(isEnabled: true)
        let states = (0..<3).map { _ in State() }
        let ids = (0..<3).map { _ in KeyType() }
        for (id, state) in zip(ids, states) {
            cache.remember(ObjectIdentifier(id), box: Box(), state: state) { Box() }
        }
        Self.park(cache)
        #expect(states.map(\.detached) == [1, 1, 1])

        // The next document uses the first key type twice and the second once, and something
        // outside the cache keeps the second one's box past the end of the document.
        #expect(cache.reusable(ObjectIdentifier(ids[0]))?.state === states[0])
        #expect(cache.reusable(ObjectIdentifier(ids[0]))?.state === states[0])
        let held = cache.reusable(ObjectIdentifier(ids[1]))?.box
        #expect(held != nil)
        Self.park(cache)
        #expect(states.map(\.detached) == [2, 1, 1])
        #expect(cache.reusable(ObjectIdentifier(ids[1])) == nil)

        // The forgotten key type can be remembered again with a new box.
        let replacement = State()
        cache.remember(ObjectIdentifier(ids[1]), box: Box(), state: replacement) { Box() }
        #expect(cache.reusable(ObjectIdentifier(ids[1]))?.state === replacement)
        #expect(cache.reusable(ObjectIdentifier(ids[2]))?.state === states[2])
        withExtendedLifetime(held) {}
    }

    /// Every slot taken by earlier documents: a new key type replaces the one whose last use is
    /// oldest, and the key types used by the current document stay.
    @Test func aNewKeyTypeTakesTheSlotLeastRecentlyUsedByAnEarlierDocument() {
        let cache = ContainerBoxCache<State>(isEnabled: true)
        let capacity = ContainerBoxCache<State>.capacity
        let entries = (0..<capacity + 1).map { _ in Entry() }
        let half = capacity / 2
        for entry in entries[..<half] { entry.remember(in: cache) }
        Self.park(cache)
        for entry in entries[half..<capacity] { entry.remember(in: cache) }
        Self.park(cache)

        // Entry 0 is used again, so entry 1 is now the least recently used.
        #expect(Self.keeps(cache, entries[0]))
        let newcomer = entries[capacity]
        newcomer.remember(in: cache)
        #expect(Self.keeps(cache, newcomer))
        #expect(!Self.keeps(cache, entries[1]))
        for (position, entry) in entries.enumerated() where position != 1 {
            #expect(Self.keeps(cache, entry), "key type \(position)")
        }
    }

    @Test func keepsEveryKeyTypeOfTheCurrentDocumentWhenAllSlotsAreTaken() {
        let cache = ContainerBoxCache<State>(isEnabled: true)
        let capacity = ContainerBoxCache<State>.capacity
        let entries = (0..<capacity + 1).map { _ in Entry() }
        for entry in entries { entry.remember(in: cache) }
        #expect(!Self.keeps(cache, entries[capacity]))
        for (position, entry) in entries[..<capacity].enumerated() {
            #expect(Self.keeps(cache, entry), "key type \(position)")
        }
        // After the document, the next one can replace them one by one.
        Self.park(cache)
        entries[capacity].remember(in: cache)
        #expect(Self.keeps(cache, entries[capacity]))
        #expect(entries.map(\.state.detached) == Array(repeating: 1, count: capacity) + [0])
    }

    @Test func removeAllForgetsEveryBox() {
        let cache = ContainerBoxCache<State>(isEnabled: true)
        let entries = (0..<4).map { _ in Entry() }
        for entry in entries { entry.remember(in: cache) }
        cache.removeAll()
        for entry in entries { #expect(!Self.keeps(cache, entry)) }
        entries[2].remember(in: cache)
        #expect(Self.keeps(cache, entries[2]))
    }
}
