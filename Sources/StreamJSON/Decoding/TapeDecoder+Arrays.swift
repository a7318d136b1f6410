/// `[Element]`, decoded straight from the tape: one allocation of the right capacity, each
/// element written in place (``Swift/Array/init(count:filling:)``), and the
/// element type's scalar reader chosen once for the whole array. The result and the errors
/// (their coding paths included) are those of `Array.init(from:)`.
protocol TapeDecodableArray {
    static func decodeElements(from decoder: TapeDecoder) throws -> Self

    /// The elements' type when it is a standard-library scalar (`[Double]`, `[String]`, ...).
    static var scalarElement: ScalarType? { get }

    /// An array of scalars (``scalarElement`` is not nil) at tape `index`, which must be an
    /// array: element `position` of the array whose coding path node is `parent`. The decoder
    /// does not move, and a coding path node is made only for an error.
    static func decodeScalarElements(
        _ scalar: ScalarType, from decoder: TapeDecoder, at index: Int,
        parent: Int32, position: Int
    ) throws -> Self
}

extension Array: TapeDecodableArray where Element: Decodable {
    static func decodeElements(from decoder: TapeDecoder) throws -> Self {
        let array = decoder.current
        let count = decoder.tape[array].count
        guard count > 0 else { return [] }
        if let scalar = ScalarType(Element.self) {
            return try decoder.scalarArray(
                Element.self, scalar, at: array, count: count,
                errorParent: decoder.currentNode, position: nil)
        }
        // Only arrays whose first element is an array pay for the (cached) type check.
        if decoder.tape[array + 1].kind == .array, let inner = decoder.arrayType(Element.self),
            let scalar = inner.scalarElement
        {
            return try decodeArraysOfScalars(inner, scalar, from: decoder, count: count)
        }
        if decoder.runsOwnInit(Element.self) {
            // Structs and classes (a GeoJSON position over an unkeyed container): the type
            // tests are made once for the array, not once per element.
            return try decodeByOwnInit(from: decoder, count: count)
        }
        let node = decoder.currentNode
        return try Self(count: count) { elements in
            var index = array + 1
            for position in 0..<count {
                elements.append(try decoder.decodeChild(Element.self, at: index, parent: node, .index(position)))
                index = decoder.tape.indexAfterValue(at: index)
            }
        }
    }

    /// The `count` elements of the current array, each made by `Element`'s own `init(from:)`
    /// (``TapeDecoder/runsOwnInit(_:)``).
    private static func decodeByOwnInit(from decoder: TapeDecoder, count: Int) throws -> Self {
        let node = decoder.currentNode
        return try Self(count: count) { elements in
            var index = decoder.current + 1
            for position in 0..<count {
                elements.append(try decoder.decodeByOwnInit(Element.self, at: index, parent: node, position: position))
                index = decoder.tape.indexAfterValue(at: index)
            }
        }
    }

    static var scalarElement: ScalarType? { ScalarType(Element.self) }

    static func decodeScalarElements(
        _ scalar: ScalarType, from decoder: TapeDecoder, at index: Int,
        parent: Int32, position: Int
    ) throws -> Self {
        try decoder.scalarArray(
            Element.self, scalar, at: index, count: decoder.tape[index].count,
            errorParent: parent, position: position)
    }

    /// `[[Double]]`, `[[String]]` and the like (`Element` is `Inner`, an array of scalars):
    /// each inner array is read without moving the decoder or making a coding path node,
    /// which are most of the cost of a short inner array such as a GeoJSON position.
    private static func decodeArraysOfScalars<Inner: TapeDecodableArray>(
        _ inner: Inner.Type, _ scalar: ScalarType, from decoder: TapeDecoder, count: Int
    ) throws -> Self {
        let node = decoder.currentNode
        return try Self(count: count) { elements in
            var index = decoder.current + 1
            for position in 0..<count {
                if decoder.tape[index].kind == .array {
                    let inner = try Inner.decodeScalarElements(
                        scalar, from: decoder, at: index, parent: node, position: position)
                    elements.append(identityCast(inner, to: Element.self))
                } else {
                    // Not an array (null, an object, ...): the general path reports it.
                    elements.append(try decoder.decodeChild(Element.self, at: index, parent: node, .index(position)))
                }
                index = decoder.tape.indexAfterValue(at: index)
            }
        }
    }
}

extension TapeDecoder {
    /// The `count` scalar elements of the array at tape `array`, as `[E]`; `E` is the type
    /// `scalar` names. The common element types get code specialised for them; the rest share
    /// one generic loop. Errors are at element positions below the array's coding path node:
    /// `errorParent` itself, or its child `.index(position)` when a position is given.
    @inline(__always)
    fileprivate func scalarArray<E>(
        _ type: E.Type, _ scalar: ScalarType, at array: Int, count: Int,
        errorParent: Int32, position: Int?
    ) throws -> [E] {
        guard count > 0 else { return [] }
        switch scalar {
        case .double:
            return identityCast(
                try scalarElements(Double.self, scalar, array, count, errorParent, position), to: [E].self)
        case .int:
            return identityCast(try scalarElements(Int.self, scalar, array, count, errorParent, position), to: [E].self)
        case .string:
            return identityCast(
                try scalarElements(String.self, scalar, array, count, errorParent, position), to: [E].self)
        default:
            return try scalarElements(E.self, scalar, array, count, errorParent, position)
        }
    }

    /// The loop of ``scalarArray(_:_:at:count:errorParent:position:)``.
    ///
    /// The array is built with `reserveCapacity` and `append`, which the compiler specialises
    /// for `E`: the standard library's `init(capacity:initializingWith:)` is not inlined, and
    /// looks up `_ContiguousArrayStorage<E>`'s metadata at run time on every call (about 580
    /// more instructions per array, measured; a quarter of canada's decode).
    @inline(__always)
    private func scalarElements<E>(
        _ type: E.Type, _ scalar: ScalarType, _ array: Int, _ count: Int,
        _ errorParent: Int32, _ position: Int?
    ) throws -> [E] {
        let first = array + 1
        var failure: (element: Int, problem: ValueProblem)?
        var result: [E] = []
        result.reserveCapacity(count)
        for element in 0..<count {
            do throws(ValueProblem) {
                result.append(try readScalar(scalar, E.self, at: first + element))
            } catch {
                failure = (element, error)
                break
            }
        }
        if let failure {
            let base = arena.count
            defer { arena.truncate(to: Int32(truncatingIfNeeded: base)) }
            var parent = errorParent
            if let position { parent = arena.push(parent: parent, .index(position)) }
            let child = arena.push(parent: parent, .index(failure.element))
            throw failure.problem.decodingError(at: codingPath(to: child))
        }
        return result
    }
}
