// The lower layer's own types and Common's: allowed.
struct LowThing {
    var level = 0
    var common = CommonThing()
}

func lowHelper() -> LowThing { LowThing() }
