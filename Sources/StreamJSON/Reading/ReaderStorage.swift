/// The reader's own copy of its input: the memory that its ``InputBytes`` point into, freed
/// when the last reader sharing it goes away. Immutable after `init`.
final class ReaderStorage: @unchecked Sendable {
    private let base: UnsafeMutablePointer<UInt8>
    let count: Int

    init<Bytes: Collection>(copying source: Bytes) where Bytes.Element == UInt8 {
        let count = source.count
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        let buffer = UnsafeMutableBufferPointer(start: base, count: count)
        let copied = buffer.initialize(fromContentsOf: source)
        precondition(copied == count)
        self.count = count
    }

    deinit {
        base.deallocate()
    }

    /// The bytes, valid as long as `self` is alive.
    var bytes: InputBytes { InputBytes(base: UnsafePointer(base), count: count) }
}
