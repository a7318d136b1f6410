// Middle uses Bottom (allowed) and Common (shared): nothing here is reported.
struct MiddleThing {
    var level = BottomThing().level + 1
    var shared = SharedThing()
}

extension BottomThing {
    func middle() -> MiddleThing { MiddleThing() }
}
