// A subfolder without a row of its own belongs to its parent: this file is Bottom.
func deepReach() -> Int {
    TopThing().count + SharedThing().level + BottomThing().level // expect: TopThing
}
