/// `StreamJSONEncoder` writes a ``JSONValue`` itself, without going through its `encode(to:)`:
/// numbers come out exactly as they were read (`0.0`, `1e308`, `12345678901234567890.5`), object
/// members in their order, with no key hashing or duplicate checks (a `JSONObject`'s keys are
/// distinct).
///
/// Object keys still go through a key encoding strategy other than `.useDefaultKeys`, as they do
/// when `JSONEncoder` encodes a `JSONValue` through `Codable`. A number that is not standard JSON
/// (a JSON5 form, or infinity or NaN) is encoded through `Codable`, so the non-conforming float
/// strategy applies to it.
extension JSONValue: DirectlyEncodable {
    func encodeDirectly(into context: EncodingContext, slot: FrameRef) throws {
        switch self {
        case .number(let number) where number.isStandard:
            try context.encodeNumberText(number.literal, into: slot)
        case .array(let elements):
            context.openContainer(slot, isObject: false)
            for element in elements {
                try context.encodeElement(element, in: slot)
            }
        case .object(let object):
            if context.usesDefaultKeys {
                context.openContainer(slot, isObject: true, keysAreUnique: true)
                for (key, value) in object {
                    try context.encodeMember(value, rawKey: key, in: slot)
                }
            } else {
                context.openContainer(slot, isObject: true)
                for (key, value) in object {
                    try context.encodeMember(value, forKey: JSONValueCodingKey(stringValue: key), in: slot)
                }
            }
        default:
            try encode(to: ValueEncoder(context: context, ref: slot))
        }
    }
}
