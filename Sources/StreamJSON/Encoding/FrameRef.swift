/// A place in the output that an `Encoder` or container handle writes into: a value slot, an
/// object or an array. Which place it names is up to the context's mode: in ``DirectMode``
/// `depth` is its index on the frame stack and `id` tells a live frame from a closed one that
/// happened to sit at the same depth; in ``TreeMode`` `id` indexes the tree's nodes.
struct FrameRef {
    let depth: Int
    let id: Int

    /// Handed out when a handle cannot be made (the encode is being abandoned); every use fails.
    static let dead = FrameRef(depth: -1, id: -1)
}
