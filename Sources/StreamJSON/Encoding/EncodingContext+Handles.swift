import Foundation

/// The operations the encoder's handles (the `Encoder` and its containers) call on the context:
/// coding paths, members and elements, single-value slots and nested containers, each passed on
/// to the mode that owns the places written into (``DirectMode`` or ``TreeMode``).
extension EncodingContext {
    /// The coding path of the value at `ref`.
    func codingPath(of ref: FrameRef) -> [any CodingKey] {
        switch mode {
        case .direct(let direct): return direct.codingPath(of: ref)
        case .tree(let tree): return tree.codingPath(of: ref)
        }
    }

    /// Writes the key of the next member of the object at `ref`; its value is written next,
    /// followed by `finishScalar()`.
    func beginMember<Key: CodingKey>(_ key: Key, in ref: FrameRef) throws {
        let name = usesDefaultKeys ? key.stringValue : convertedKey(key, in: ref)
        switch mode {
        case .direct(let direct): try direct.beginMember(name, path: .key(key), in: ref)
        case .tree(let tree): try tree.beginMember(name, path: .key(key), in: ref)
        }
    }

    /// Like `beginMember(_:in:)` for a dictionary key, which no key strategy applies to.
    func beginMember(rawKey: String, in ref: FrameRef) throws {
        switch mode {
        case .direct(let direct):
            try direct.beginMember(rawKey, path: .dictionaryKey(rawKey, usesDefaultKeys: usesDefaultKeys), in: ref)
        case .tree(let tree):
            try tree.beginMember(rawKey, path: .dictionaryKey(rawKey, usesDefaultKeys: usesDefaultKeys), in: ref)
        }
    }

    /// Starts the next element of the array at `ref` and returns its index; the value is
    /// written next, followed by `finishScalar()`.
    @discardableResult
    @inline(__always)
    func beginElement(in ref: FrameRef) throws -> Int {
        switch mode {
        case .direct(let direct): return try direct.beginElement(in: ref)
        case .tree(let tree): return try tree.beginElement(in: ref)
        }
    }

    /// Ends a scalar written after `beginMember`, `beginElement` or `beginSingleValue`.
    @inline(__always)
    func finishScalar() {
        switch mode {
        case .direct(let direct): direct.finishScalar()
        case .tree(let tree): tree.finishScalar()
        }
    }

    /// Marks the slot at `ref` as holding the scalar written next (followed by
    /// `finishScalar()`). Throws if the slot already holds a value: `JSONEncoder` traps there.
    func beginSingleValue(_ ref: FrameRef, value: @autoclosure () -> Any) throws {
        let isEmpty: Bool
        switch mode {
        case .direct(let direct): isEmpty = try direct.beginSingleValue(ref)
        case .tree(let tree): isEmpty = try tree.beginSingleValue(ref)
        }
        if !isEmpty { throw slotAlreadyHoldsValue(ref, value: value()) }
    }

    /// Starts a value encoded through the single-value container of the slot at `ref`. Like
    /// `JSONEncoder`, a container value may go into a slot that already holds a container of
    /// its kind (their members merge); a second value through the single-value container, or
    /// a scalar into a filled slot (which `JSONEncoder` traps on or drops), throws. The value's
    /// own `encode(to:)` may use the same single-value container again (an `Optional`, a
    /// wrapper of a wrapper): that is still the one value, as in `JSONEncoder`, so the slot
    /// counts as used only from ``endSingleValueEncode(_:)`` on.
    func beginSingleValueEncode(_ ref: FrameRef, value: @autoclosure () -> Any) throws {
        let allowed: Bool
        switch mode {
        case .direct(let direct): allowed = try direct.canBeginSingleValueEncode(ref)
        case .tree(let tree): allowed = try tree.canBeginSingleValueEncode(ref)
        }
        if !allowed { throw slotAlreadyHoldsValue(ref, value: value()) }
    }

    /// Ends a value started by ``beginSingleValueEncode(_:value:)`` whose encode returned.
    func endSingleValueEncode(_ ref: FrameRef) {
        switch mode {
        case .direct(let direct): direct.endSingleValueEncode(ref)
        case .tree(let tree): tree.endSingleValueEncode(ref)
        }
    }

    private func slotAlreadyHoldsValue(_ ref: FrameRef, value: Any) -> EncodingError {
        .invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath(of: ref),
                debugDescription:
                    "Attempt to encode value through single value container when previously value already encoded."))
    }

    /// A custom date or data closure, or a value encoded through a single-value container,
    /// that encodes nothing leaves an empty object, even at the top level (`JSONEncoder` writes
    /// `{}` there rather than throwing).
    func fillEmptySlotWithObject(_ slot: FrameRef) {
        let isPending: Bool
        switch mode {
        case .direct(let direct): isPending = direct.isPending(slot)
        case .tree(let tree): isPending = tree.isPending(slot)
        }
        if isPending { openContainer(slot, isObject: true) }
    }

    /// Reserves a member slot for a value that will encode itself (or for a `superEncoder`).
    func beginMemberSlot(_ name: String, path: EncodingPathComponent, in ref: FrameRef) throws -> FrameRef {
        switch mode {
        case .direct(let direct): return try direct.beginMemberSlot(name, path: path, in: ref)
        case .tree(let tree): return try tree.beginMemberSlot(name, path: path, in: ref)
        }
    }

    /// Reserves the next element slot of an array for a value that will encode itself.
    @inline(__always)
    func beginElementSlot(in ref: FrameRef) throws -> FrameRef {
        switch mode {
        case .direct(let direct): return try direct.beginElementSlot(in: ref)
        case .tree(let tree): return try tree.beginElementSlot(in: ref)
        }
    }

    /// Closes a slot once its value's `encode(to:)` has returned.
    @inline(__always)
    func endSlot(_ slot: FrameRef) {
        switch mode {
        case .direct(let direct): direct.endSlot(slot)
        case .tree(let tree): tree.endSlot(slot)
        }
    }

    /// Opens a nested object or array as the next member of the object at `ref`.
    func beginNestedContainer(
        _ name: String, path: any CodingKey, in ref: FrameRef,
        isObject: Bool
    ) -> FrameRef {
        switch mode {
        case .direct(let direct): return direct.beginNestedContainer(name, path: path, in: ref, isObject: isObject)
        case .tree(let tree): return tree.beginNestedContainer(name, path: path, in: ref, isObject: isObject)
        }
    }

    /// Opens a nested object or array as the next element of the array at `ref`.
    func beginNestedContainer(inArray ref: FrameRef, isObject: Bool) -> FrameRef {
        switch mode {
        case .direct(let direct): return direct.beginNestedContainer(inArray: ref, isObject: isObject)
        case .tree(let tree): return tree.beginNestedContainer(inArray: ref, isObject: isObject)
        }
    }

    /// Turns the slot at `ref` into an object or an array (the encoder's `container(keyedBy:)`
    /// and `unkeyedContainer()`); asking again for the same kind reuses it.
    @inline(__always)
    func openContainer(_ ref: FrameRef, isObject: Bool, keysAreUnique: Bool = false) {
        switch mode {
        case .direct(let direct): direct.openContainer(ref, isObject: isObject, keysAreUnique: keysAreUnique)
        case .tree(let tree): tree.openContainer(ref, isObject: isObject, keysAreUnique: keysAreUnique)
        }
    }

    /// The number of elements in the array at `ref`.
    func elementCount(_ ref: FrameRef) -> Int {
        switch mode {
        case .direct(let direct): return direct.elementCount(ref)
        case .tree(let tree): return tree.elementCount(ref)
        }
    }
}
