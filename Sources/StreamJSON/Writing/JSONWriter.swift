import Foundation

/// How `JSONWriter` lays out its output. The fields mirror `JSONEncoder.OutputFormatting`.
struct WritingOptions {
    /// Newlines and two-space indentation, `"key" : value`, and `[\n\n]` for empty containers,
    /// byte for byte as `JSONEncoder` writes them.
    var prettyPrinted = false
    /// Object members ordered by key, comparing Unicode scalars (UTF-8 bytes), as
    /// `JSONEncoder` orders them: `"10" < "9" < "B" < "_" < "a"`.
    var sortedKeys = false
    /// Write `/` as `\/` (`JSONEncoder`'s default).
    var escapesSlashes = true
}

/// Lays out JSON text in an `OutputBuffer`: separators, indentation, object key order and
/// string escaping. It knows nothing of Codable; the Encoding layer drives it with
/// `beginObject`, `writeKey`, value writes, and `endObject`, in document order.
///
/// Sorted keys cost nothing while writing: each object's members are written as they come,
/// their key ranges remembered, and `endObject` reorders the member byte ranges in place.
/// Duplicate keys are only detected (``foundDuplicateKeys``), never merged: merging them is
/// the encoder's business (it re-encodes through its tree, where a key has one value).
///
/// Pretty output, for `{"a":[1],"b":{}}`:
///
/// ```
/// {
///   "a" : [
///     1
///   ],
///   "b" : {
///
///   }
/// }
/// ```
final class JSONWriter {
    let buffer: OutputBuffer
    let options: WritingOptions
    /// How many containers, written by someone else, enclose the output: pretty printing
    /// indents as if they were open (a streaming writer's array elements start at 1).
    let baseDepth: Int

    /// Set when some object (not declared unique) received the same key twice.
    @exclusivity(unchecked) private var _foundDuplicateKeys: Bool = false
    var foundDuplicateKeys: Bool {
        @inline(__always) _read { yield unsafe _foundDuplicateKeys }
        @inline(__always) _modify { yield unsafe &_foundDuplicateKeys }
    }

    /// The innermost open container, while ``depth`` is above 0. It is kept apart from the
    /// containers around it so that the bookkeeping of each member or element (the separator
    /// count, the key hash bits) is a store into a field, not a checked write into the stack.
    @exclusivity(unchecked) private var _innermost = OpenContainer(isObject: false, firstKey: 0, keysAreUnique: true)
    var innermost: OpenContainer {
        @inline(__always) _read { yield unsafe _innermost }
        @inline(__always) _modify { yield unsafe &_innermost }
    }
    /// The open containers around ``innermost``, outermost first.
    @exclusivity(unchecked) private var _enclosing = PlainValueStack<OpenContainer>()
    private var enclosing: PlainValueStack<OpenContainer> {
        @inline(__always) _read { yield unsafe _enclosing }
        @inline(__always) _modify { yield unsafe &_enclosing }
    }
    /// How many containers are open: ``innermost`` and ``enclosing``.
    @exclusivity(unchecked) private var _depth = 0
    private(set) var depth: Int {
        @inline(__always) _read { yield unsafe _depth }
        @inline(__always) _modify { yield unsafe &_depth }
    }
    /// The keys of the members of all open objects, innermost object's last.
    @exclusivity(unchecked) private var _keys: [KeyRecord] = []
    var keys: [KeyRecord] {
        @inline(__always) _read { yield unsafe _keys }
        @inline(__always) _modify { yield unsafe &_keys }
    }
    /// The key orders of the object shapes sorted so far, 64 of them by the top bits of the
    /// shape's hash (empty until the first object is sorted).
    @exclusivity(unchecked) private var _shapeOrders: [ShapeOrder] = []
    var shapeOrders: [ShapeOrder] {
        @inline(__always) _read { yield unsafe _shapeOrders }
        @inline(__always) _modify { yield unsafe &_shapeOrders }
    }
    /// Reused by every sorted object (see `finishMembers`): member indices, their keys' first
    /// eight bytes, and the members' byte ranges.
    @exclusivity(unchecked) private var _sortScratch: [Int] = []
    var sortScratch: [Int] {
        @inline(__always) _read { yield unsafe _sortScratch }
        @inline(__always) _modify { yield unsafe &_sortScratch }
    }
    @exclusivity(unchecked) private var _prefixScratch: [UInt64] = []
    var prefixScratch: [UInt64] {
        @inline(__always) _read { yield unsafe _prefixScratch }
        @inline(__always) _modify { yield unsafe &_prefixScratch }
    }
    @exclusivity(unchecked) private var _piecesScratch: [Range<Int>] = []
    var piecesScratch: [Range<Int>] {
        @inline(__always) _read { yield unsafe _piecesScratch }
        @inline(__always) _modify { yield unsafe &_piecesScratch }
    }
    /// The keys written with escapes, as given, by their index in ``keys``: what sorting and
    /// duplicate checks compare for them (rare, so a dictionary). An entry is only read for a
    /// record whose bytes hold a backslash, which was written with it.
    var escapedKeys: [Int: String] = [:]

    /// An open object or array.
    struct OpenContainer {
        var isObject: Bool
        /// Members or elements written so far.
        var count = 0
        /// Index in `keys` of this object's first key.
        var firstKey: Int
        /// The caller promised distinct keys (a Swift dictionary): skip duplicate detection.
        var keysAreUnique: Bool
        /// One bit per key hash seen, to notice possible duplicates cheaply.
        var keyHashBits: UInt64 = 0
        /// Some key hash repeated; `endObject` compares keys exactly.
        var mayHaveDuplicateKeys = false
        /// Some key was written with escape sequences: compare keys unescaped.
        var hasEscapedKey = false
        /// Some key has non-ASCII text: canonically equivalent spellings may be duplicates.
        var hasNonASCIIKey = false
    }

    /// Where one object key was written: its quoted, escaped bytes, and a cheap hash of them.
    struct KeyRecord {
        var range: Range<Int>
        var hash: UInt64
        /// The key's bytes without the quotes.
        var inner: Range<Int> { (range.lowerBound + 1)..<(range.upperBound - 1) }
    }

    init(options: WritingOptions, buffer: OutputBuffer = OutputBuffer(), baseDepth: Int = 0) {
        self.options = options
        self.buffer = buffer
        self.baseDepth = baseDepth
    }

    /// Forgets the previous document's containers and keys, keeping their memory: the next
    /// encode of a reused writer (whose buffer its owner empties).
    func reset() {
        foundDuplicateKeys = false
        depth = 0
        enclosing.removeAll()
        keys.removeAll(keepingCapacity: true)
        if !escapedKeys.isEmpty { escapedKeys = [:] }
    }

    // MARK: Containers

    /// Makes `container` the innermost open container.
    @inline(__always)
    private func push(_ container: OpenContainer) {
        if depth > 0 { enclosing.append(innermost) }
        innermost = container
        depth &+= 1
    }

    /// Forgets the innermost open container (its bytes are written or dropped by the caller).
    @inline(__always)
    func pop() {
        depth &-= 1
        if depth > 0 { innermost = enclosing.removeLast() }
    }

    /// Opens an object. `keysAreUnique` skips duplicate detection (the keys of a Swift
    /// dictionary are distinct).
    func beginObject(keysAreUnique: Bool = false) {
        buffer.append(UInt8(ascii: "{"))
        push(OpenContainer(isObject: true, firstKey: keys.count, keysAreUnique: keysAreUnique))
    }

    /// Opens an array.
    func beginArray() {
        buffer.append(UInt8(ascii: "["))
        push(OpenContainer(isObject: false, firstKey: keys.count, keysAreUnique: true))
    }

    /// Writes the separator and the key of the next member of the innermost (object)
    /// container; the member's value is written next.
    func writeKey(_ key: String) {
        precondition(depth > 0 && innermost.isObject, "writeKey outside an object")
        writeSeparator()
        let start = buffer.count
        let traits = buffer.appendQuoted(key, escapingSlashes: options.escapesSlashes)
        let range = start..<buffer.count
        let hash = keyHash(range)
        if traits.hasEscapes || traits.hasNonASCII { noteUnusualKey(key, traits) }
        keys.append(KeyRecord(range: range, hash: hash))
        if !innermost.keysAreUnique {
            let bit: UInt64 = 1 << (hash >> 58)
            if innermost.keyHashBits & bit != 0 { innermost.mayHaveDuplicateKeys = true }
            innermost.keyHashBits |= bit
        }
        if options.prettyPrinted {
            buffer.append(" : ")
        } else {
            buffer.append(UInt8(ascii: ":"))
        }
    }

    /// Records what the key about to be appended to ``keys`` needs at `endObject`: its text as
    /// given when it was escaped, and that its object has such keys.
    private func noteUnusualKey(_ key: String, _ traits: StringTraits) {
        if traits.hasEscapes {
            escapedKeys[keys.count] = key
            innermost.hasEscapedKey = true
        }
        if traits.hasNonASCII { innermost.hasNonASCIIKey = true }
    }

    /// The innermost object, opened for a Swift dictionary (keys known distinct), gets members
    /// from another source too (a keyed container of the same encoder): from here on its keys
    /// are checked for duplicates, those written so far included.
    func checkKeysOfInnermostObject() {
        guard depth > 0, innermost.isObject, innermost.keysAreUnique else { return }
        var container = innermost
        container.keysAreUnique = false
        for record in keys[container.firstKey...] {
            let bit: UInt64 = 1 << (record.hash >> 58)
            if container.keyHashBits & bit != 0 { container.mayHaveDuplicateKeys = true }
            container.keyHashBits |= bit
        }
        innermost = container
    }

    /// Writes the separator before the next element of the innermost (array) container.
    @inline(__always)
    func beginElement() {
        precondition(depth > 0 && !innermost.isObject, "beginElement outside an array")
        writeSeparator()
    }

    /// Closes the innermost object, sorting its members first when keys are sorted.
    func endObject() {
        precondition(depth > 0 && innermost.isObject, "endObject without an open object")
        let container = innermost
        if container.count > 1 {
            finishMembers(of: container, depth: baseDepth + depth)
        }
        keys.removeSubrange(container.firstKey...)
        pop()
        writeClosing(UInt8(ascii: "}"), wasEmpty: container.count == 0)
    }

    /// Closes the innermost array.
    func endArray() {
        precondition(depth > 0 && !innermost.isObject, "endArray without an open array")
        let wasEmpty = innermost.count == 0
        pop()
        writeClosing(UInt8(ascii: "]"), wasEmpty: wasEmpty)
    }

    /// Writes what goes before the next member or element of the innermost container: a comma
    /// unless it is the first, and in pretty output a line break and the indentation.
    @inline(__always)
    func writeSeparator() {
        let first = innermost.count == 0
        innermost.count &+= 1
        if options.prettyPrinted {
            if first {
                buffer.append(UInt8(ascii: "\n"))
            } else {
                buffer.append(UInt8(ascii: ","), UInt8(ascii: "\n"))
            }
            buffer.append(repeating: UInt8(ascii: " "), count: 2 * (baseDepth + depth))
        } else if !first {
            buffer.append(UInt8(ascii: ","))
        }
    }

    /// The bytes between two members: `,` or `,\n` and the indentation.
    private func separatorLength(depth: Int) -> Int {
        options.prettyPrinted ? 2 + 2 * depth : 1
    }

    private func writeClosing(_ bracket: UInt8, wasEmpty: Bool) {
        if options.prettyPrinted {
            buffer.append(UInt8(ascii: "\n"))
            if wasEmpty { buffer.append(UInt8(ascii: "\n")) }
            buffer.append(repeating: UInt8(ascii: " "), count: 2 * (baseDepth + depth))
        }
        buffer.append(bracket)
    }
}
