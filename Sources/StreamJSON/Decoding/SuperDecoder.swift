/// The `Decoder` that `superDecoder()` and `superDecoder(forKey:)` return: a view of one value of
/// its decoder's document (the `null` of a missing key when `index` is
/// ``TapeDecoder/missingValue``) at a coding path node of its own.
///
/// It makes no decoder of its own: its containers are its decoder's, made at its value and node
/// (as nested containers are), and its single-value container reads through its decoder at that
/// position. So a class that decodes its superclass through one costs a node and this object,
/// not a decoder with its own coding path arena and caches. Its node is pinned like a
/// container's, and it holds its decoder: one that user code keeps past the call keeps the
/// decoder, which then detaches onto a copy of the document like any kept container's
/// (ARCHITECTURE.md, "Kept past the call").
final class SuperDecoder: Decoder {
    let decoder: TapeDecoder
    /// The tape index of the value, or ``TapeDecoder/missingValue``.
    let index: Int
    /// The value's coding path node in the decoder's arena (pinned).
    let node: Int32

    init(decoder: TapeDecoder, index: Int, node: Int32) {
        self.decoder = decoder
        self.index = index
        self.node = node
    }

    var codingPath: [any CodingKey] { decoder.codingPath(to: node) }

    var userInfo: [CodingUserInfoKey: Any] { decoder.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try decoder.keyedContainer(Key.self, at: index, node: node)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer(at: index, node: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SuperDecoderValueContainer(owner: self)
    }

    /// Runs `body` with the decoder reading this value (the decoder is its own single-value
    /// container), then puts the decoder back where it was.
    @inline(__always)
    func read<R>(_ body: (TapeDecoder) throws -> R) rethrows -> R {
        try decoder.atPosition(index, node: node) { try body(decoder) }
    }
}

/// A super decoder's single-value container: each call is the decoder's own, at the value.
struct SuperDecoderValueContainer: SingleValueDecodingContainer {
    let owner: SuperDecoder

    var codingPath: [any CodingKey] { owner.codingPath }

    func decodeNil() -> Bool { owner.read { $0.decodeNil() } }
    func decode(_ type: Bool.Type) throws -> Bool { try owner.read { try $0.decode(type) } }
    func decode(_ type: String.Type) throws -> String { try owner.read { try $0.decode(type) } }
    func decode(_ type: Double.Type) throws -> Double { try owner.read { try $0.decode(type) } }
    func decode(_ type: Float.Type) throws -> Float { try owner.read { try $0.decode(type) } }
    func decode(_ type: Int.Type) throws -> Int { try owner.read { try $0.decode(type) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try owner.read { try $0.decode(type) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try owner.read { try $0.decode(type) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try owner.read { try $0.decode(type) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try owner.read { try $0.decode(type) } }
    func decode(_ type: UInt.Type) throws -> UInt { try owner.read { try $0.decode(type) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try owner.read { try $0.decode(type) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try owner.read { try $0.decode(type) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try owner.read { try $0.decode(type) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try owner.read { try $0.decode(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try owner.read { try $0.decode(type) } }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try owner.read { try $0.decode(type) } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try owner.read { try $0.decode(type) } }
}
