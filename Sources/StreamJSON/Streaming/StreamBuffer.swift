/// The bytes of a stream that have arrived and may still be needed: a window that grows at
/// the end as chunks are appended and is trimmed at the front as values are consumed.
///
/// Bytes are addressed by their offset in the whole stream. ``discard(upTo:)`` only moves the
/// front mark; the storage is compacted when a chunk is appended and the consumed front is
/// at least as long as the bytes still held, so each byte is moved at most a bounded number of
/// times and the storage stays within about twice the largest value plus one chunk.
struct StreamBuffer {
    private var storage: [UInt8] = []
    /// The stream offset of `storage[0]`.
    private(set) var baseOffset = 0
    /// The index in `storage` of the first byte still needed.
    private var front = 0
    /// The most bytes the storage has held at once: the buffer's memory high-water mark.
    private(set) var peakCount = 0
    /// The line and column of `baseOffset` in the whole stream: the bytes compacted away are
    /// counted as they go.
    private var basePosition = TextPosition()

    /// The stream offset just past the last byte appended.
    var endOffset: Int { baseOffset + storage.count }

    /// The number of bytes held that have not been discarded.
    var count: Int { storage.count - front }

    /// Adds bytes at the end of the stream.
    mutating func append(_ bytes: InputBytes) {
        guard bytes.count > 0 else { return }
        compactIfWorthwhile()
        storage.append(contentsOf: bytes)  // contiguous: appended by one copy
        peakCount = max(peakCount, storage.count)
    }

    /// Adds up to `maximumCount` bytes read from the open file `descriptor` at the end of the
    /// stream, straight into the buffer's storage; returns how many, 0 at the end of the file.
    mutating func append(readingFrom descriptor: Int32, upTo maximumCount: Int) throws -> Int {
        compactIfWorthwhile()
        let read = try storage.appendBytes(readingFrom: descriptor, upTo: maximumCount)
        peakCount = max(peakCount, storage.count)
        return read
    }

    /// Adds one byte at the end of the stream.
    mutating func append(_ byte: UInt8) {
        compactIfWorthwhile()
        storage.append(byte)
        peakCount = max(peakCount, storage.count)
    }

    /// Marks the bytes before the stream offset `offset` as no longer needed.
    mutating func discard(upTo offset: Int) {
        front = max(front, min(offset - baseOffset, storage.count))
    }

    private mutating func compactIfWorthwhile() {
        guard front > 0 else { return }
        if front < storage.count && front < storage.count - front { return }
        let removed = front
        InputBytes.with(storage) { basePosition.advance(over: $0.slice(0, removed)) }
        if front == storage.count {
            storage.removeAll(keepingCapacity: true)
        } else {
            WorkCounter.count(.bufferedByteMoved, storage.count - front)
            storage.removeSubrange(0..<front)
        }
        baseOffset += front
        front = 0
    }

    /// The 1-based line and column in the whole stream of the stream offset `offset`, which
    /// must not be before the bytes held (discarded bytes still count until compacted).
    func location(of offset: Int) -> (line: Int, column: Int) {
        var position = basePosition
        let end = min(max(offset - baseOffset, 0), storage.count)
        InputBytes.with(storage) { position.advance(over: $0.slice(0, end)) }
        return (position.line, position.column)
    }

    /// Runs `body` over every byte held; `bytes[0]` is at the stream offset `base`.
    func withBytes<R>(_ body: (_ bytes: InputBytes, _ base: Int) throws -> R) rethrows -> R {
        try InputBytes.with(storage) { bytes in try body(bytes, baseOffset) }
    }

    /// The framer's next event over every byte held. The framer comes as an `inout` argument
    /// rather than through a closure that captures its owner: a closure that mutates the
    /// owner while this buffer is being read makes Swift copy the buffer (a retain and a
    /// release of its storage per call).
    func frame(_ framer: inout JSONFramer, isComplete: Bool) -> JSONFramer.Event {
        InputBytes.with(storage) { bytes in framer.next(in: bytes, base: baseOffset, isComplete: isComplete) }
    }

    /// ``frame(_:isComplete:)`` for an envelope stream's framer.
    func frame(_ framer: inout EnvelopeFramer, isComplete: Bool) -> EnvelopeFramer.Event {
        InputBytes.with(storage) { bytes in framer.next(in: bytes, base: baseOffset, isComplete: isComplete) }
    }

    /// Runs `body` over the bytes at the stream offsets `start..<end`, which must be held.
    func withBytes<R>(from start: Int, to end: Int, _ body: (InputBytes) throws -> R) rethrows -> R {
        precondition(start >= baseOffset + front && start <= end && end <= endOffset, "stream bytes not held")
        return try InputBytes.with(storage) { bytes in
            try body(bytes.slice(start - baseOffset, end - start))
        }
    }
}
