/// A value's own text, as written in the document.
///
/// The tape records where each value starts; a scalar's entry also gives its length, but a
/// container's gives only its opening bracket. Its closing bracket is found from the end of its
/// last descendant (a scalar, or an empty container): the bytes after it up to the container's
/// closer hold only whitespace, the closers of the containers that end there too, and in JSON5
/// commas and comments, so counting closers finds it. For `{"a":[1,[2]] }` the object's last
/// descendant is `2`; after it come `]`, `]` and `}`: the third closer is the object's.
extension JSONDocument.Value {
    /// The value's text exactly as written in the document (a string with its quotes and
    /// escapes, a number as its literal, a container with its inner whitespace and, in JSON5,
    /// its comments). Compact JSON in, the same compact JSON out.
    ///
    /// > Note: makes a new `String` of the value's length; ``rawBytes`` makes none.
    public var rawJSON: String {
        let range = byteRange
        return withBytes { $0.slice(range.lowerBound, range.count).string() }
    }

    /// The value's UTF-8 bytes exactly as written (see ``rawJSON``), copied into a new array.
    public var rawBytes: [UInt8] {
        let range = byteRange
        return withBytes { $0.slice(range.lowerBound, range.count).array() }
    }

    /// Where the value's text lies in the document's bytes.
    var byteRange: Range<Int> {
        let entry = self.entry
        let start = entry.kind == .string ? entry.offset - 1 : entry.offset
        return start..<byteEnd(of: index)
    }

    /// The offset just after the value at tape index `index`.
    private func byteEnd(of index: Int) -> Int {
        let tape = storage.tape
        var entry = tape[index]
        // Down the chain of last children to a scalar or an empty container, counting the
        // containers whose closers follow it.
        var closers = 0
        var position = index
        while entry.isContainer {
            closers += 1
            guard entry.count > 0 else { break }
            var child = position + 1
            var last = child
            let isObject = entry.kind == .object
            while child < entry.end {
                if isObject { child += 1 }  // the member's value, after its name
                last = child
                child = storage.indexAfterValue(at: child)
            }
            position = last
            entry = tape[position]
        }
        var offset: Int
        if entry.isContainer {
            offset = entry.offset + 1  // an empty container: its closer is the next one
        } else {
            offset = entry.offset + entry.length + (entry.kind == .string ? 1 : 0)
        }
        guard closers > 0 else { return offset }
        return withBytes { bytes in
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    closers -= 1
                    if closers == 0 { return offset }
                } else if byte == UInt8(ascii: "/") && storage.allowsJSON5 {
                    var comment = JSON5Comment()
                    while offset < bytes.count {
                        let step = comment.read(bytes[offset])
                        if case .notAComment = step { break }
                        offset += 1
                        if case .ended = step { break }
                    }
                }
            }
            preconditionFailure("the tape and the bytes of a JSONDocument disagree")
        }
    }
}

extension JSONDocument.Value: CustomStringConvertible {
    /// The value's text as written (``rawJSON``).
    public var description: String { rawJSON }
}
