/// A finished tape that no one writes to any more, shareable between threads: the tape of a
/// ``JSONDocument``.
///
/// It takes over the ``TapeStorage`` the scanner filled, without copying a single entry (the
/// copy was 11% of the instructions of building a document of twitter.json). The storage is
/// not `Sendable` because the scanner and the decoder write to it (the decoder records what it
/// learned about an object's keys in its entry); here nothing can: the frozen tape holds the
/// only reference to it, privately, and offers reads only. That is the whole argument for
/// `@unchecked Sendable`, and why this type is a class of `let`s with no mutating member.
///
/// Its memory is the scanner's: the entries plus the spare capacity the scanner reserved. The
/// scanner starts with one entry per 12 bytes of input and doubles when full, so the tape
/// takes at most the larger of 32 bytes per entry and 16 bytes per 12 bytes of input (a
/// document that is mostly long strings or whitespace has few entries and much spare room;
/// copying it into memory of its size would cost as much as the copy this type avoids).
final class FrozenTape: @unchecked Sendable {
    /// The entries. Read-only from here on: see the type's documentation.
    private let storage: TapeStorage
    /// The number of entries, fixed when frozen.
    let count: Int

    /// Freezes the tape the scanner returned. `tape` must not be used for writing afterwards:
    /// pass a tape fresh from `JSONScanner.scan` that nothing else holds.
    init(taking tape: Tape) {
        storage = tape.entries
        count = tape.entries.count
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
