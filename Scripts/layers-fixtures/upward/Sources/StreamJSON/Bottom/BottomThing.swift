// Bottom's own types and Common's: nothing here is reported.
struct BottomThing {
    var level = 0
    var shared = SharedThing()
}

func bottomHelper() -> BottomThing { BottomThing() }
