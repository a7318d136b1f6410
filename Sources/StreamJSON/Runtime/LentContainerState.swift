/// What a keyed container that a coder hands to user code reads through: the state both coders'
/// keyed containers are built on (the decoder's `KeyedContainerState` and the encoder's
/// `EncodingKeyedContainerState` add their own fields). A class, so that a container whose box
/// is reused (``ContainerBoxCache``) can be pointed at the next object of its type.
///
/// The coder is held twice. ``lentOwner``, which every member call reads, is a ``Lent``
/// reference: no retain and release per call. ``owner`` is the strong reference that keeps that
/// coder alive, and the only one parking changes: between two documents (or encodes) of a
/// reused coder, a state waiting in the coder's box cache has no owner (``park()``), so that the
/// coder can tell whether anything else still holds it.
///
/// Why ``lentOwner`` is never read dangling: a state only ever belongs to the coder that made
/// it (the coder's own box cache hands it out again, to that coder only), so `owner` is either
/// nil or that coder. A container can read ``lentOwner`` only through a box that is held by
/// something; the box cache parks only a box it holds alone, which nobody can call until the
/// same coder hands it out again and unparks it first (``unpark(by:)``). So whenever a member
/// call can run, `owner` keeps the coder alive. Only the thread running the decode or encode
/// touches a state, never through overlapping accesses, so the dynamic exclusivity check on
/// `owner` is off.
///
/// What a kept container reads after its call is the coder's business: a decoder kept past its
/// document detaches onto its own copy of it (`TapeDecoder.endDocument(isKept:)`), and an
/// encoder's context ends for good, so that a kept container writes nowhere (`DirectMode.end()`).
@safe class LentContainerState<Owner: AnyObject> {
    /// The coder, lent to member calls without reference counting; alive while ``owner`` is set.
    final let lentOwner: Lent<Owner>
    @exclusivity(unchecked) private var _owner: Owner?
    /// The coder while a container over this state may be used; nil while parked.
    final var owner: Owner? {
        @inline(__always) _read { yield unsafe _owner }
        @inline(__always) _modify { yield unsafe &_owner }
    }

    init(owner: Owner) {
        self.lentOwner = Lent(owner)
        unsafe self._owner = owner
    }

    /// Runs `body` with the coder, lent without a retain and a release (the hot path of every
    /// member call).
    @inline(__always)
    final func withOwner<R>(_ body: (Owner) throws -> R) rethrows -> R {
        assert(owner != nil, "a parked container state was used")
        return try lentOwner.with(body)
    }

    /// Lets go of the coder while the state waits, unheld, in the coder's box cache.
    @inline(__always)
    final func park() {
        owner = nil
    }

    /// Takes the state out of the box cache for another container of `coder`, which made it.
    @inline(__always)
    final func unpark(by coder: Owner) {
        assert(lentOwner.with { $0 === coder }, "a container state handed out by another coder")
        if owner == nil { owner = coder }
    }
}
