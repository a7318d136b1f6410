import Foundation

/// Containers for a value other than the current one, for nested containers and super
/// decoders.
extension TapeDecoder {
    /// A keyed container over the object at `object`, whose coding path node is `node`: in a
    /// reused box when one of `Key`'s is free (``ContainerBoxCache``).
    func keyedContainer<Key: CodingKey>(_ type: Key.Type, object: Int, node: Int32) -> KeyedDecodingContainer<Key> {
        arena.pin(node)
        let keyType = ObjectIdentifier(Key.self)
        if let (box, state, rewrapper) = keyedBoxes.reusable(keyType) {
            state.object = object
            state.node = node
            state.lookups.start(at: object + 1)
            state.unpark(by: self)
            return uncheckedRewrapper(rewrapper, for: KeyedDecodingContainer<Key>.self).wrap(box)
        }
        let state = KeyedContainerState(decoder: self, object: object, node: node)
        if let kept = keyedBoxes.keptState(keyType) { state.lookups.learnTags(from: kept.lookups) }
        let container = KeyedDecodingContainer(KeyedContainer<Key>(state: state))
        keyedBoxes.remember(keyType, box: singleReference(of: container), state: state) {
            SingleReferenceRewrapper<KeyedDecodingContainer<Key>>()
        }
        return container
    }

    /// A keyed container over the value at `index`, or the error `container(keyedBy:)` gives.
    func keyedContainer<Key: CodingKey>(_ type: Key.Type, at index: Int, node: Int32) throws -> KeyedDecodingContainer<
        Key
    > {
        try atPosition(index, node: node) { try container(keyedBy: Key.self) }
    }

    /// An unkeyed container over the value at `index`, or the error `unkeyedContainer()` gives.
    func unkeyedContainer(at index: Int, node: Int32) throws -> any UnkeyedDecodingContainer {
        try atPosition(index, node: node) { try unkeyedContainer() }
    }

    /// The decoder `superDecoder()` and `superDecoder(forKey:)` return for the value at `index`
    /// (or for `null` if there is none), whose coding path node is `node`.
    func superDecoder(at index: Int?, node: Int32) -> any Decoder {
        arena.pin(node)
        return SuperDecoder(decoder: self, index: index ?? TapeDecoder.missingValue, node: node)
    }
}
