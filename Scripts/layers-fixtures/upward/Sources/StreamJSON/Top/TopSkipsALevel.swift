// Uses are not transitive: Top uses Middle, and Middle uses Bottom, but Top does not use Bottom.
func topReadsBottom() -> Int {
    let middle = MiddleThing()
    let bottom = BottomThing() // expect: BottomThing
    return middle.level + bottom.level
}
