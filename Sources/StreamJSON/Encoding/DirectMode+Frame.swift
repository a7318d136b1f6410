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

/// The coding path steps of ``DirectMode``'s frames that a key (or a dictionary key) reaches,
/// by depth; an element's step is its frame's ``DirectMode/Frame/elementIndex``, so opening and
/// closing an element's frame never touches this. Entries above the frame stack are stale,
/// overwritten when a frame is opened at their depth again.
struct FrameKeyPaths {
    private var steps: [EncodingPathComponent] = []

    /// Records `step` as the step of the frame opened at `depth`.
    @inline(__always)
    mutating func set(_ step: EncodingPathComponent, at depth: Int) {
        if depth < steps.count {
            steps[depth] = step
        } else {
            extend(with: step, at: depth)
        }
    }

    /// Makes room for a step at `depth`, past the end (one allocation for a new encoder's
    /// first steps, not one per doubling).
    private mutating func extend(with step: EncodingPathComponent, at depth: Int) {
        if steps.isEmpty { steps.reserveCapacity(16) }
        while steps.count < depth { steps.append(.root) }
        steps.append(step)
    }

    /// The coding key of the step recorded at `depth` (nil for the root).
    func codingKey(at depth: Int) -> (any CodingKey)? {
        steps[depth].codingKey
    }
}
