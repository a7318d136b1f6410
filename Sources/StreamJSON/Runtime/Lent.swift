/// An object lent to a call without reference counting: an unretained reference (`Unmanaged`)
/// that the call reads as a guaranteed one. This file and ``LentContainerState`` are the coder
/// runtime's only unsafe code, and what follows is its one safety argument.
///
/// The hot path of every member call of a keyed container reads two objects: the coder (the
/// decoder, or the encoder's context) and the container's own state. A strong reference read
/// from a class costs a retain and a release per read, on every member of every object (an
/// `unowned(unsafe)` reference still costs a retain per use; DocC Performance has the cost). A
/// `Lent` costs neither, and is sound only while something else keeps the object alive for
/// the whole of the call that reads it:
///
/// - A container state lends *itself* (its key lookups' state) to a call of its own
///   container: the container holds the state for as long as the call lasts.
/// - A container state lends its *coder* through ``LentContainerState``, whose strong `owner`
///   holds that same coder whenever a container over the state can be called (see there).
@safe struct Lent<Object: AnyObject> {
    private let object: Unmanaged<Object>

    /// Lends `object`, which the caller keeps alive while the `Lent` is read.
    @inline(__always)
    init(_ object: Object) {
        unsafe self.object = Unmanaged.passUnretained(object)
    }

    /// Runs `body` with the object, neither retained nor released.
    @inline(__always)
    func with<R>(_ body: (Object) throws -> R) rethrows -> R {
        try unsafe object._withUnsafeGuaranteedRef(body)
    }
}
