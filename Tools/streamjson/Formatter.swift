import StreamJSON

/// Rewrites one JSON document from the pull reader's events, changing only whitespace (and,
/// with `sortKeys`, the order of object members). Strings and numbers are copied byte for
/// byte, so nothing is re-escaped or re-rounded.
///
/// The formatter descends one level of recursion per open container; the reader's depth limit
/// (512) bounds it.
struct Formatter {
    /// Spaces per level, or nil for compact output.
    var indent: Int?
    var sortKeys: Bool

    /// The formatted document, without a final newline.
    /// - Throws: the reader's ``JSONSyntaxError``; nothing is returned for an invalid document.
    func format(_ reader: inout JSONReader) throws(JSONSyntaxError) -> [UInt8] {
        var output: [UInt8] = []
        guard let first = try reader.next() else { return output }
        try write(first, &reader, depth: 0, into: &output)
        guard try reader.next() == nil else { preconditionFailure("a reader ends after its root value") }
        return output
    }

    /// The formatted value that starts with `first`, read to its end from `reader` (which may
    /// go on after it), without a final newline.
    func format(_ first: JSONEvent, _ reader: inout JSONReader) throws(JSONSyntaxError) -> [UInt8] {
        var output: [UInt8] = []
        try write(first, &reader, depth: 0, into: &output)
        return output
    }

    /// Writes the value that starts with `event`, reading the rest of it from `reader`.
    private func write(
        _ event: JSONEvent, _ reader: inout JSONReader, depth: Int,
        into output: inout [UInt8]
    ) throws(JSONSyntaxError) {
        switch event.kind {
        case .beginArray:
            var next = try nextEvent(&reader)
            if next.kind == .endArray {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            var isFirst = true
            while next.kind != .endArray {
                if !isFirst { output.append(UInt8(ascii: ",")) }
                isFirst = false
                newline(depth + 1, &output)
                try write(next, &reader, depth: depth + 1, into: &output)
                next = try nextEvent(&reader)
            }
            newline(depth, &output)
            output.append(UInt8(ascii: "]"))
        case .beginObject:
            try writeObject(&reader, depth: depth, into: &output)
        default:
            reader.withUnsafeBytes(of: event) { output.append(contentsOf: $0) }
        }
    }

    private func writeObject(
        _ reader: inout JSONReader, depth: Int,
        into output: inout [UInt8]
    ) throws(JSONSyntaxError) {
        var next = try nextEvent(&reader)
        if next.kind == .endObject {
            output.append(contentsOf: "{}".utf8)
            return
        }
        // Members as (sort key, text), when sorting; written straight out otherwise.
        var members: [(key: [UInt8], text: [UInt8])] = []
        output.append(UInt8(ascii: "{"))
        var isFirst = true
        while next.kind != .endObject {
            var member: [UInt8] = []
            reader.withUnsafeBytes(of: next) { member.append(contentsOf: $0) }
            member.append(UInt8(ascii: ":"))
            if indent != nil { member.append(UInt8(ascii: " ")) }
            let key = sortKeys ? Array((reader.string(of: next) ?? "").utf8) : []
            try write(try nextEvent(&reader), &reader, depth: depth + 1, into: &member)
            if sortKeys {
                members.append((key, member))
            } else {
                if !isFirst { output.append(UInt8(ascii: ",")) }
                isFirst = false
                newline(depth + 1, &output)
                output.append(contentsOf: member)
            }
            next = try nextEvent(&reader)
        }
        if sortKeys {
            // Stable, so equal keys keep their document order. UTF-8 byte order is code point order.
            let sorted = members.enumerated().sorted { lhs, rhs in
                lhs.element.key == rhs.element.key
                    ? lhs.offset < rhs.offset
                    : lhs.element.key.lexicographicallyPrecedes(rhs.element.key)
            }
            for (index, member) in sorted.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1, &output)
                output.append(contentsOf: member.element.text)
            }
        }
        newline(depth, &output)
        output.append(UInt8(ascii: "}"))
    }

    /// The next event inside a container, where the reader either has one or throws.
    private func nextEvent(_ reader: inout JSONReader) throws(JSONSyntaxError) -> JSONEvent {
        guard let event = try reader.next() else { preconditionFailure("a reader does not end inside a container") }
        return event
    }

    /// A line break and the indentation of `depth`, when pretty-printing.
    private func newline(_ depth: Int, _ output: inout [UInt8]) {
        guard let indent else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
    }
}
