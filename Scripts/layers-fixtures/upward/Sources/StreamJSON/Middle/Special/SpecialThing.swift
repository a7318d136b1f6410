// Middle/Special/ has a row of its own (Special uses Middle and Top), so it is not Middle:
// Top is allowed here, Bottom is not.
struct SpecialThing {
    var top = TopThing()
    var middle = MiddleThing()
    var bottom = BottomThing() // expect: BottomThing
}
