/// `[Element]`, decoded straight from the tape: one allocation of the right capacity, and the
/// element type's scalar reader chosen once for the whole array. The result and the errors
/// (their coding paths included) are those of `Array.init(from:)`.
protocol TapeDecodableArray {
    static func decodeElements(from decoder: TapeDecoder) throws -> Self
}

extension Array: TapeDecodableArray where Element: Decodable {
    static func decodeElements(from decoder: TapeDecoder) throws -> Self {
        let array = decoder.current
        let count = decoder.tape[array].count
        guard count > 0 else { return [] }
        if let scalar = ScalarType(Element.self) {
            // The common element types get code specialised for them; the rest share one
            // generic loop.
            switch scalar {
            case .double: return identityCast(try decoder.scalarElements(Double.self, scalar, count), to: Self.self)
            case .int: return identityCast(try decoder.scalarElements(Int.self, scalar, count), to: Self.self)
            case .string: return identityCast(try decoder.scalarElements(String.self, scalar, count), to: Self.self)
            default: return try decoder.scalarElements(Element.self, scalar, count)
            }
        }
        var result: [Element] = []
        result.reserveCapacity(count)
        var index = array + 1
        let node = decoder.currentNode
        for position in 0..<count {
            result.append(try decoder.decodeChild(Element.self, at: index, parent: node, .index(position)))
            index = decoder.tape.indexAfterValue(at: index)
        }
        return result
    }
}

extension TapeDecoder {
    /// The `count` elements of the array at `current`, each a scalar of type `E`.
    ///
    /// The array is built with `reserveCapacity` and `append`, which the compiler specialises
    /// for `E`: the standard library's `init(capacity:initializingWith:)` is not inlined, and
    /// looks up `_ContiguousArrayStorage<E>`'s metadata at run time on every call (about 580
    /// more instructions per array, measured; a quarter of canada's decode).
    @inline(__always)
    fileprivate func scalarElements<E>(_ type: E.Type, _ scalar: ScalarType, _ count: Int) throws -> [E] {
        let first = current + 1
        var failure: (position: Int, problem: ValueProblem)?
        var result: [E] = []
        result.reserveCapacity(count)
        for position in 0..<count {
            do throws(ValueProblem) {
                result.append(try readScalar(scalar, E.self, at: first + position))
            } catch {
                failure = (position, error)
                break
            }
        }
        if let failure {
            let child = arena.push(parent: currentNode, .index(failure.position))
            defer { arena.truncate(to: child) }
            throw failure.problem.decodingError(at: codingPath(to: child))
        }
        return result
    }
}
