/// A type the encoder writes itself rather than through its `encode(to:)`, checked with one
/// dynamic cast per non-scalar value. (It works in either mode: it drives the context.)
///
/// `[String: Value]` is one: `JSONEncoder` writes it as an object whose keys no key strategy
/// touches, and a Swift dictionary's keys are known to be distinct. A JSON value tree can be
/// another: it opens containers with `openContainer`, writes members with
/// `encodeMember(_:rawKey:in:)` and elements with `encodeElement`, and numbers verbatim with
/// `encodeNumberText`.
protocol DirectlyEncodable {
    func encodeDirectly(into context: EncodingContext, slot: FrameRef) throws
}

extension Dictionary: DirectlyEncodable where Key == String, Value: Encodable {
    func encodeDirectly(into context: EncodingContext, slot: FrameRef) throws {
        context.openContainer(slot, isObject: true, keysAreUnique: true)
        for (key, value) in self {
            try context.encodeMember(value, rawKey: key, in: slot)
        }
    }
}
