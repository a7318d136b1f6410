/// What `encodeValue` learned about a type that is neither a scalar nor one of the types
/// `JSONEncoder` special-cases (kept per type in ``EncodingContext/knownTypes``).
enum TypePlan {
    /// The value encodes itself (its `encode(to:)`); it is not `DirectlyEncodable`.
    case plain
    /// An array of scalars, nested `depth` deep (1 to 4), which direct mode writes itself.
    case scalarArray(element: ScalarType, depth: Int)
    /// An array of other values, whose elements the context encodes in a loop of its own
    /// (``EncodableElements``).
    case elements(any EncodableElements.Type)

    /// The plan for `type`, which is not `DirectlyEncodable`: one dynamic cast, made once per type.
    init<T>(_ type: T.Type) {
        if let array = type as? any ScalarNestedArray.Type {
            if let (element, depth) = array.scalarNesting {
                self = .scalarArray(element: element, depth: depth)
            } else {
                self = .elements(array)
            }
        } else {
            self = .plain
        }
    }
}
