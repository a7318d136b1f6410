/// A finished tape that no one writes to any more, shareable between threads: the tape of a
/// ``JSONDocument``.
///
/// It takes over the ``TapeStorage`` the scanner filled, without copying a single entry (a
/// copy cost about 3% of a document's build on twitter.json). The storage is not `Sendable`
/// because the scanner and the decoder write to it (the decoder records what it learned about
/// an object's keys in its entry); here nothing can: the frozen tape holds the only reference
/// to it, privately, and offers reads only. That is the whole argument for
/// `@unchecked Sendable`, and why this type is a class of `let`s with no mutating member.
///
/// Its memory is the scanner's: the entries plus the spare capacity the scanner reserved
/// (it starts at one entry per 12 bytes of input and doubles when full). A tape with more
/// spare room than entries is copied into memory of its size instead, so a frozen tape takes
/// at most twice sixteen bytes per entry.
final class FrozenTape: @unchecked Sendable {
    /// The entries. Read-only from here on: see the type's documentation.
    private let storage: TapeStorage
    /// The number of entries, fixed when frozen.
    let count: Int

    /// Freezes the tape the scanner returned. `tape` must not be used for writing afterwards:
    /// pass a tape fresh from `JSONScanner.scan` that nothing else holds.
    init(taking tape: Tape) {
        let entries = tape.entries
        if entries.reservedCapacity > Swift.max(2 * entries.count, 64) {
            // Mostly spare room (a document of long strings: the scanner reserves one entry
            // per 12 bytes): keep a copy of the right size instead.
            let copy = TapeStorage(minimumCapacity: entries.count)
            for index in 0..<entries.count { copy.append(entries[index]) }
            storage = copy
        } else {
            storage = entries
        }
        count = storage.count
    }

    /// The entry at `index`, which must be below ``count`` (checked).
    @inline(__always)
    subscript(index: Int) -> TapeEntry {
        storage[index]
    }
}

extension FrozenTape: RandomAccessCollection {
    /// The first index, `0`.
    var startIndex: Int { 0 }
    /// The index after the last entry, ``count``.
    var endIndex: Int { count }
}
