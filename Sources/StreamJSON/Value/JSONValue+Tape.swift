/// The decoder's fast path: a ``JSONValue`` built straight from the tape, one pass over the
/// entries of the value, without `Decoder` containers or coding paths.
///
/// The build is iterative. Open containers wait on an explicit stack while their elements are
/// built; a container is finished when the walk reaches its `end` entry. For `[1,{"a":true}]`:
///
/// ```
/// entry  kind     action                                  stack after
///   0    array    open (end 5)                            [array []]
///   1    number   append 1                                [array [1]]
///   2    object   open (end 5), read key "a" (entry 3)    [array [1], object {} key "a"]
///   4    true     append, reach end 5: close the object   [array [1, {"a":true}]]
///                 reach end 5: close the array            []
/// ```
extension JSONValue {
    /// A container under construction.
    private struct Frame {
        var isObject: Bool
        /// The tape index just past the container's last descendant.
        var end: Int
        /// Whether an object's keys may repeat (then the first of equal keys is kept).
        var mayRepeatKeys = false
        var elements: [JSONValue] = []
        var members: [(key: String, value: JSONValue)] = []
        /// An object's key whose value is being built.
        var key = ""

        var value: JSONValue {
            guard isObject else { return .array(elements) }
            if mayRepeatKeys { return .object(JSONObject(members)) }
            return .object(JSONObject(uniqueMembers: members))
        }
    }

    /// The most arrays and objects a ``JSONValue`` built by ``StreamJSONDecoder`` may nest.
    ///
    /// The builder itself is iterative, but Swift frees, compares and hashes a nested enum of
    /// arrays recursively, a few stack frames per level: a value thousands of levels deep can
    /// overflow a thread's stack when it is released. Decoding a deeper `JSONValue` (possible
    /// only after raising ``StreamJSONDecoder/maximumNestingDepth`` above this) throws
    /// `DecodingError.dataCorrupted` instead.
    static let maximumDepth = 1024

    /// The value at tape `index` (``TapeDecoder/missingValue`` reads as `null`). Numbers keep
    /// their literal; of two equal keys in an object the first wins.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for nesting deeper than ``maximumDepth``.
    static func build(from decoder: TapeDecoder, at index: Int) throws -> JSONValue {
        guard index >= 0 else { return .null }
        let tape = decoder.tape
        var frames: [Frame] = []
        var position = index
        while true {
            let entry = tape[position]
            var value: JSONValue
            if entry.isContainer && entry.count > 0 {
                var frame = Frame(isObject: entry.kind == .object, end: entry.end)
                position += 1
                if frame.isObject {
                    KeyLookup(decoder: decoder, object: position - 1).checkDuplicates()
                    frame.mayRepeatKeys = tape[position - 1].flags.contains(.duplicateKeys)
                    frame.members.reserveCapacity(entry.count)
                    frame.key = decoder.string(at: position)
                    position += 1
                } else {
                    frame.elements.reserveCapacity(entry.count)
                }
                frames.append(frame)
                if frames.count > maximumDepth {
                    throw DecodingError.dataCorrupted(.init(
                        codingPath: decoder.codingPath,
                        debugDescription: "The JSON nests more than \(maximumDepth) arrays and objects, "
                            + "deeper than a JSONValue may hold (its release would recurse once per level)."))
                }
                continue
            }
            value = scalarOrEmpty(entry, at: position, decoder)
            position += 1
            // Hand the finished value to its container, closing every container it completes.
            while let top = frames.indices.last {
                if frames[top].isObject {
                    frames[top].members.append((frames[top].key, value))
                } else {
                    frames[top].elements.append(value)
                }
                guard position == frames[top].end else {
                    if frames[top].isObject {
                        frames[top].key = decoder.string(at: position)
                        position += 1
                    }
                    break
                }
                value = frames.removeLast().value
            }
            if frames.isEmpty { return value }
        }
    }

    /// A scalar, or an empty array or object.
    private static func scalarOrEmpty(_ entry: TapeEntry, at position: Int, _ decoder: TapeDecoder) -> JSONValue {
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number:
            return .number(JSONNumber(uncheckedLiteral: decoder.literal(of: entry),
                                      isStandard: !entry.flags.contains(.json5Number)))
        case .string: return .string(decoder.string(at: position))
        case .array: return .array([])
        case .object: return .object(JSONObject())
        }
    }
}
