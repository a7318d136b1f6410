// Arrays of values that are not scalars (a GeoJSON ring of position structs, a list of
// models): encoded as `Array.encode(to:)` encodes them (an unkeyed container, one `encode` per
// element), but in a loop of the context's own, which asks once per array what the element
// type needs instead of once per element, and reaches each element's `encode(to:)` without the
// unkeyed container's witness calls.

/// An array type whose elements the context encodes itself (``TypePlan/elements(_:)``).
protocol EncodableElements {
    /// Encodes `value`, which is of this array type, into the empty slot `slot`: what
    /// `Array.encode(to:)` writes there.
    static func encodeElements<T>(of value: T, in context: EncodingContext, into slot: FrameRef) throws
}

extension Array: EncodableElements where Element: Encodable {
    static func encodeElements<T>(of value: T, in context: EncodingContext, into slot: FrameRef) throws {
        let array = identityCast(value, to: [Element].self)
        // `Array.encode(to:)` asks its encoder for an unkeyed container, then encodes each element.
        context.openContainer(slot, isObject: false)
        guard let plan = context.elementPlan(Element.self) else {
            for element in array {
                try context.encodeElement(element, in: slot)
            }
            return
        }
        if case .plain = plan {
            // Each element encodes itself: its `encode(to:)`, reached without a switch on the plan.
            for element in array {
                let elementSlot = try context.beginElementSlot(in: slot)
                try element.encode(to: ValueEncoder(context: context, ref: elementSlot))
                context.endSlot(elementSlot)
            }
            return
        }
        for element in array {
            let elementSlot = try context.beginElementSlot(in: slot)
            try context.encode(element, plan, into: elementSlot)
            context.endSlot(elementSlot)
        }
    }
}

extension EncodingContext {
    /// The plan that every value of `type` gets from ``encodeValue(_:into:)``, or nil when
    /// that function must look at each value (scalars, the special types, `DirectlyEncodable`).
    func elementPlan<Element: Encodable>(_ type: Element.Type) -> TypePlan? {
        if ScalarType(Element.self) != nil || SpecialType(Element.self) != nil { return nil }
        let id = ObjectIdentifier(Element.self)
        if let plan = knownTypes.value(for: id) { return plan }
        if Element.self is any DirectlyEncodable.Type { return nil }
        let plan = TypePlan(Element.self)
        knownTypes.set(plan, for: id)
        return plan
    }
}
