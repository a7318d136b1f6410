import Foundation

/// The one growing byte buffer an encode writes into: the only type in the Writing layer that
/// holds a raw pointer.
///
/// Appends are amortised O(1): the buffer doubles when it is full. Methods whose names do not
/// say "unchecked" only touch bytes in `0..<count`; `withUnsafeSpace(maximumCount:_:)` hands a
/// closure room for a bounded number of bytes and trusts it to report how many it wrote.
@safe final class OutputBuffer {
    // Exclusivity is unchecked on the hot stored properties: an encode runs on one thread and
    // never overlaps two accesses, and the dynamic checks cost a third of the encode time.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    /// The number of bytes written so far.
    @exclusivity(unchecked) private var _count = 0
    /// The number of elements written.
    private(set) var count: Int {
        @inline(__always) _read { yield unsafe _count }
        @inline(__always) _modify { yield unsafe &_count }
    }

    /// Room for `reorder(pieces:order:separator:)` to copy an object's members into, kept from
    /// one object to the next (nil until the first reordering).
    @exclusivity(unchecked) private var scratch: UnsafeMutablePointer<UInt8>?
    @exclusivity(unchecked) private var scratchCapacity = 0

    /// The capacity of a new buffer.
    static var initialCapacity: Int { 1024 }

    init(capacity: Int = OutputBuffer.initialCapacity) {
        unsafe self.capacity = Swift.max(capacity, 16)
        unsafe self.base = unsafe .allocate(capacity: self.capacity)
        unsafe self.scratch = nil
    }

    deinit {
        unsafe base.deallocate()
        unsafe scratch?.deallocate()
    }

    // MARK: Growth

    /// Makes room for at least `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        // count never exceeds capacity, so the difference cannot overflow.
        if unsafe capacity &- count < extra { grow(toFit: extra) }
    }

    private func grow(toFit extra: Int) {
        var newCapacity = unsafe capacity &* 2
        while newCapacity - count < extra { newCapacity &*= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        unsafe newBase.update(from: base, count: count)
        unsafe base.deallocate()
        unsafe base = unsafe newBase
        unsafe capacity = newCapacity
    }

    // MARK: Appending

    /// Appends one byte.
    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        unsafe base[count] = byte
        count &+= 1
    }

    /// Appends two bytes.
    @inline(__always)
    func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        unsafe base[count] = first
        unsafe base[count &+ 1] = second
        count &+= 2
    }

    /// Appends the bytes of an ASCII string literal, such as `"true"`.
    @inline(__always)
    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { unsafe append($0) }
    }

    /// Appends a run of bytes.
    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        unsafe (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends bytes from an array.
    func append(_ bytes: [UInt8]) {
        unsafe bytes.withUnsafeBufferPointer { unsafe append($0) }
    }

    /// Appends `bytes` between double quotes, with one reservation and one copy.
    @inline(__always)
    func appendQuotedVerbatim(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        reserve(length &+ 2)
        unsafe base[count] = UInt8(ascii: "\"")
        if let source = bytes.baseAddress {
            unsafe OutputBuffer.copy(
                UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + (count &+ 1)),
                count: length)
        }
        unsafe base[count &+ 1 &+ length] = UInt8(ascii: "\"")
        count &+= length &+ 2
    }

    /// Appends the first `length` (at most 24) bytes of three little-endian words between
    /// double quotes: one reservation and three word stores (the closing quote then overwrites
    /// the byte after the last one kept).
    @inline(__always)
    func appendQuoted(asciiWords words: (UInt64, UInt64, UInt64), count length: Int) {
        precondition(length >= 0 && length <= 24, "appendQuoted(asciiWords:) takes at most 24 bytes")
        reserve(26)
        unsafe base[count] = UInt8(ascii: "\"")
        let start = unsafe UnsafeMutableRawPointer(base + (count &+ 1))
        unsafe start.storeBytes(of: words.0.littleEndian, as: UInt64.self)
        unsafe start.storeBytes(of: words.1.littleEndian, toByteOffset: 8, as: UInt64.self)
        unsafe start.storeBytes(of: words.2.littleEndian, toByteOffset: 16, as: UInt64.self)
        unsafe base[count &+ 1 &+ length] = UInt8(ascii: "\"")
        count &+= length &+ 2
    }

    /// Appends `n` copies of `byte` (indentation).
    @inline(__always)
    func append(repeating byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        unsafe (base + count).initialize(repeating: byte, count: n)
        count &+= n
    }

    /// Lets `body` write at most `maximumCount` bytes at the end of the buffer; `body` returns
    /// how many it wrote. Used by the number printers, which know their worst-case length.
    @inline(__always)
    func withUnsafeSpace(maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximumCount)
        let written = unsafe body(base + count)
        assert(written >= 0 && written <= maximumCount, "number printer overran its space")
        count &+= written
    }

    // MARK: Reordering (for sorted keys)

    /// Rewrites `region` so that the written ranges `pieces` (which lie inside it, in order)
    /// appear in the order `order`, with the original separator bytes between them.
    ///
    /// Used to sort an object's members once it is closed: the pieces are its members, and
    /// the bytes between consecutive pieces are all the same separator. The largest piece (in
    /// canada.json, the member holding the coordinates, at three levels) is moved once, in
    /// place; only the other bytes go through the scratch memory and back.
    func reorder(pieces: [Range<Int>], order: [Int], separator: Range<Int>) {
        guard let first = pieces.first, let last = pieces.last else { return }
        let region = first.lowerBound..<last.upperBound
        precondition(region.upperBound <= count, "OutputBuffer range out of bounds")
        var largest = 0
        for index in pieces.indices where pieces[index].count > pieces[largest].count { largest = index }
        let big = pieces[largest]
        let rest = region.count - big.count
        if unsafe scratchCapacity < rest {
            unsafe self.scratch?.deallocate()
            unsafe scratchCapacity = Swift.max(rest, 2 &* scratchCapacity, 256)
            unsafe self.scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchCapacity)
        }
        guard let scratch = unsafe self.scratch else { return }
        // The scratch holds the region without the largest piece: an offset in the region maps
        // to itself before it and moves down by its length after it.
        let before = big.lowerBound - region.lowerBound
        unsafe scratch.update(from: base + region.lowerBound, count: before)
        unsafe (scratch + before).update(from: base + big.upperBound, count: region.upperBound - big.upperBound)
        func inScratch(_ offset: Int) -> Int { offset < before ? offset : offset - big.count }
        // Where the largest piece goes: after the pieces and separators that precede it.
        var target = 0
        for (position, index) in order.enumerated() {
            if index == largest {
                target += position * separator.count
                break
            }
            target += pieces[index].count
        }
        unsafe (base + region.lowerBound + target).update(from: base + big.lowerBound, count: big.count)
        let separatorOffset = inScratch(separator.lowerBound - region.lowerBound)
        var out = unsafe base + region.lowerBound
        for (position, index) in order.enumerated() {
            if position > 0 {
                unsafe out.update(from: scratch + separatorOffset, count: separator.count)
                unsafe out += separator.count
            }
            let piece = pieces[index]
            if index != largest {
                unsafe out.update(from: scratch + inScratch(piece.lowerBound - region.lowerBound), count: piece.count)
            }
            unsafe out += piece.count
        }
        unsafe assert(out == base + region.upperBound, "reordered region changed length")
    }

    /// Forgets every byte from `newCount` on.
    func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "OutputBuffer truncation out of range")
        count = newCount
    }

    /// Calls `body` with the bytes written so far; the pointer is valid only during the call.
    @inline(__always)
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        unsafe try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes written so far as `Data` that owns them, without a copy; the buffer starts
    /// over, empty, in new memory of the same capacity.
    func takeData() -> Data {
        unsafe takeData(nextCapacity: capacity)
    }

    /// The bytes written so far as `Data` that owns them (and the memory's unused tail),
    /// without a copy; the buffer starts over, empty, in new memory of `nextCapacity` bytes.
    func takeData(nextCapacity: Int) -> Data {
        guard count > 0 else { return Data() }
        let data = unsafe Data(
            bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in unsafe pointer.deallocate() })
        unsafe capacity = Swift.max(nextCapacity, 16)
        unsafe base = unsafe .allocate(capacity: capacity)
        count = 0
        return data
    }

    /// Forgets every byte and replaces the memory with new memory of `newCapacity` bytes: room
    /// for an output of known size in one allocation, instead of growing to it by doubling
    /// (and copying), or a small buffer again after a large output.
    func replaceMemory(capacity newCapacity: Int) {
        unsafe base.deallocate()
        unsafe capacity = Swift.max(newCapacity, 16)
        unsafe base = unsafe .allocate(capacity: capacity)
        count = 0
    }

    /// The number of bytes the buffer holds before it grows.
    var reservedCapacity: Int { unsafe capacity }

    /// The bytes written so far, as `Data`.
    func makeData() -> Data {
        unsafe Data(bytes: base, count: count)
    }

    /// The bytes written so far, as an array.
    func makeArray() -> [UInt8] {
        unsafe Array(UnsafeBufferPointer(start: base, count: count))
    }
}
