// Common is `shared`: every layer may use it, but it uses nothing itself.
struct SharedThing {
    var level = 0
}

extension SharedThing {
    func up() -> TopThing { TopThing() } // expect: TopThing, TopThing
    func down() -> Int { BottomThing().level } // expect: BottomThing
}
