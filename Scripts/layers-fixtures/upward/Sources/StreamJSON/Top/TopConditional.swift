// Top-level declarations inside #if branches are indexed, from every branch (declared twice in
// one layer is no collision); the one after the block too.
#if DEBUG
extension TopThing: CustomDebugStringConvertible {
    public var debugDescription: String { "debug" }
}

struct TopInConditional {
    var debug = true
}
#else
struct TopInConditional {}
#endif

struct TopAfterConditional {}
