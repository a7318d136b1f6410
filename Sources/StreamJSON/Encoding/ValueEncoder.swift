/// The `Encoder` handed to each value's `encode(to:)`: two words (the context and the frame of
/// the slot the value goes into), so creating one allocates nothing.
struct ValueEncoder: Encoder {
    let context: EncodingContext
    let ref: FrameRef

    var codingPath: [any CodingKey] { context.codingPath(of: ref) }

    var userInfo: [CodingUserInfoKey: Any] { context.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        context.openContainer(ref, isObject: true)
        return context.keyedContainer(Key.self, ref: ref)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        context.openContainer(ref, isObject: false)
        return EncodingUnkeyedContainer(context: context, ref: ref)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        EncodingSingleValueContainer(context: context, ref: ref)
    }
}
