extension DirectMode {
    /// One open place in the output: plain values, so that opening and closing a frame copies
    /// no existential (a key's coding path step is kept apart, in ``DirectMode``'s `keyPaths`).
    struct Frame {
        var id: Int
        var state: FrameState
        /// The element's index when the frame is an element of the array below it, for coding
        /// paths; -1 when it is a member or the root.
        var elementIndex: Int
        /// Elements written so far, when it is an array.
        var count = 0
        /// A value was encoded through this slot's single-value container.
        var usedSingleValue = false
    }

    enum FrameState {
        /// A slot nothing has been written into yet (closing it writes `{}`).
        case pending
        /// A slot holding a scalar.
        case filled
        case object
        case array
    }
}
