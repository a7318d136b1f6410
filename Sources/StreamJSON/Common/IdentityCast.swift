/// Reinterprets a value as the type it is already known to be (the caller checked
/// `T.self == U.self`), without the runtime cast `as!` would make in unspecialised generic code.
/// Used by the decoder and the encoder where a generic `T` turns out to be a scalar; debug
/// builds check the types (the check costs too much on the release hot path).
@inline(__always)
func identityCast<T, U>(_ value: T, to type: U.Type) -> U {
    assert(T.self == U.self, "identityCast between different types")
    return unsafe unsafeBitCast(value, to: U.self)
}
