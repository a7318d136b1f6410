extension Array {
    /// An array of exactly `count` elements, which `fill` appends in order to the
    /// ``ArrayFiller`` it is lent; each is written straight into the new array's storage.
    ///
    /// In the decoder's generic array loops (the element type comes from another module, so
    /// nothing is specialised), `reserveCapacity` and `append` cost about 30 instructions an
    /// element in uniqueness and capacity checks through unspecialised calls; an append here
    /// costs a comparison and a store. One allocation, of exactly `count` elements, as before.
    /// `fill` must append `count` elements unless it throws (checked).
    @inline(__always)
    init(count: Int, filling fill: (inout ArrayFiller<Element>) throws -> Void) rethrows {
        try unsafe self.init(unsafeUninitializedCapacity: count) { storage, initialized in
            var filler = unsafe ArrayFiller(storage: storage)
            defer { initialized = filler.count }
            try fill(&filler)
            precondition(filler.count == count, "an array was filled with fewer elements than its count")
        }
    }
}

/// The elements of a new array as they are made (``Swift/Array/init(count:filling:)``).
///
/// One of the few places audited for memory safety (`Scripts/check-memory-safety.sh`): the
/// filler exists only for the one call it is lent to (it cannot be copied, and the call
/// receives it `inout`); ``append(_:)`` initialises the next element after the ones already
/// made, never past the storage's end (checked), and ``count`` counts them, so if the call
/// throws, the standard library destroys exactly the elements that were made, and no
/// uninitialised memory is ever read or freed as an element.
@safe struct ArrayFiller<Element>: ~Copyable {
    private let storage: UnsafeMutableBufferPointer<Element>

    /// How many elements have been appended.
    private(set) var count = 0

    fileprivate init(storage: UnsafeMutableBufferPointer<Element>) {
        unsafe self.storage = storage
    }

    /// Makes `element` the array's next element.
    @inline(__always)
    mutating func append(_ element: consuming Element) {
        precondition(unsafe count < storage.count, "an array was filled with more elements than its count")
        unsafe (storage.baseAddress.unsafelyUnwrapped + count).initialize(to: element)
        count &+= 1
    }
}
