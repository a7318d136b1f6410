/// The lazy value tree: a flat index of a whole JSON document, built in one pass by
/// ``JSONScanner`` and read by the decoder.
///
/// Every value is one ``TapeEntry``, written in document order; an object writes each key as a
/// string entry followed by that member's value. A container's entry records how many elements
/// it has and the index of the first entry after its last descendant, so skipping a value of
/// any size is one read. Strings and numbers stay byte ranges into the document until a
/// `Decodable` asks for them.
///
/// The document `{"array":[1,2,3],"number":42}` becomes:
///
/// ```
/// index  kind    offset  payload
///   0    object     0    count 2, end 8
///   1    string     2    length 5           "array"   (the key)
///   2    array      9    count 3, end 6
///   3    number    10    length 1           1
///   4    number    12    length 1           2
///   5    number    14    length 1           3
///   6    string    18    length 6           "number"  (the key)
///   7    number    26    length 2           42
/// ```
///
/// Looking up the key `number` in the object at 0 walks the keys only: it compares the bytes
/// of entry 1 with `number`, skips the value at 2 by jumping to its `end` (6), and finds the
/// match at 6; its value is the entry right after it, 7. A keyed container remembers where
/// the last lookup stopped, so fields decoded in document order are each found on the first
/// comparison.
struct Tape {
    /// The largest document, in bytes of UTF-8, whose tape the 32-bit fields of ``TapeEntry``
    /// can describe (container ends, member counts, key positions): a document of at most this
    /// many bytes has fewer entries than that. The one home of the limit; the scanner's and the
    /// decoder's options start from it.
    static let maximumDocumentSize = Int(UInt32.max) - 1

    /// The entries, in document order.
    let entries: TapeStorage

    init(entries: TapeStorage) {
        self.entries = entries
    }

    /// The number of entries.
    var count: Int { entries.count }

    /// The entry at `index`.
    @inline(__always)
    subscript(index: Int) -> TapeEntry {
        entries[index]
    }

    /// The index of the entry that follows the value at `index` and all its descendants.
    @inline(__always)
    func indexAfterValue(at index: Int) -> Int {
        let entry = entries[index]
        return entry.isContainer ? entry.end : index + 1
    }
}
