import Foundation

/// The object graph of `StreamJSONSerialization.jsonObject`, built straight from the tape in
/// one pass over its entries, with the types Foundation's `JSONSerialization` returns on the
/// same platform.
///
/// On Linux these are: `[Any]` and `[String: Any]` (`NSMutableArray` and
/// `NSMutableDictionary` with `.mutableContainers`), `String` (`NSMutableString` with
/// `.mutableLeaves`), `NSNull`, `NSNumber(value: Bool)` (Foundation's `__NSCFBoolean`), and
/// for numbers what ``SerializationNumbers`` picks. Of two equal keys the last wins, as in
/// Foundation.
///
/// The build is iterative, like ``JSONValue``'s (`JSONValue+Tape.swift`): open containers wait
/// on an explicit stack while their elements are built, and a container is finished when the
/// walk reaches its `end` entry.
struct SerializationObjects {
    /// A container under construction.
    private struct Frame {
        var isObject: Bool
        /// The tape index just past the container's last descendant.
        var end: Int
        var elements: [Any] = []
        var members: [String: Any] = [:]
        /// An object's key whose value is being built.
        var key = ""
    }

    let tape: Tape
    let bytes: InputBytes
    let mutableContainers: Bool
    let mutableLeaves: Bool

    /// The value of the whole tape.
    ///
    /// - Throws: ``SerializationNumbers/Unrepresentable`` for a number neither `Decimal` nor
    ///   a finite `Double` can hold (`1e400`), as Foundation throws.
    func build() throws(SerializationNumbers.Unrepresentable) -> Any {
        var frames: [Frame] = []
        var position = 0
        while true {
            let entry = tape[position]
            var value: Any
            if entry.isContainer && entry.count > 0 {
                var frame = Frame(isObject: entry.kind == .object, end: entry.end)
                position += 1
                if frame.isObject {
                    frame.members.reserveCapacity(entry.count)
                    frame.key = string(at: position)
                    position += 1
                } else {
                    frame.elements.reserveCapacity(entry.count)
                }
                frames.append(frame)
                continue
            }
            value = try scalarOrEmpty(entry, at: position)
            position += 1
            // Hand the finished value to its container, closing every container it completes.
            while let top = frames.indices.last {
                if frames[top].isObject {
                    frames[top].members[frames[top].key] = value
                } else {
                    frames[top].elements.append(value)
                }
                guard position == frames[top].end else {
                    if frames[top].isObject {
                        frames[top].key = string(at: position)
                        position += 1
                    }
                    break
                }
                let frame = frames.removeLast()
                value = frame.isObject ? object(frame.members) : array(frame.elements)
            }
            if frames.isEmpty { return value }
        }
    }

    @inline(__always)
    private func string(at index: Int) -> String {
        let entry = tape[index]
        return StringUnescaper.string(bytes.slice(entry.offset, entry.length), flags: entry.flags)
    }

    private func array(_ elements: [Any]) -> Any {
        mutableContainers ? NSMutableArray(array: elements, copyItems: false) : elements
    }

    private func object(_ members: [String: Any]) -> Any {
        mutableContainers ? NSMutableDictionary(dictionary: members, copyItems: false) : members
    }

    /// A scalar, or an empty array or object.
    private func scalarOrEmpty(_ entry: TapeEntry, at position: Int) throws(SerializationNumbers.Unrepresentable) -> Any {
        switch entry.kind {
        case .null: return NSNull()
        case .false: return NSNumber(value: false)
        case .true: return NSNumber(value: true)
        case .number:
            return try SerializationNumbers.number(bytes.slice(entry.offset, entry.length), flags: entry.flags)
        case .string:
            let text = string(at: position)
            return mutableLeaves ? NSMutableString(string: text) : text
        case .array: return array([])
        case .object: return object([:])
        }
    }
}
