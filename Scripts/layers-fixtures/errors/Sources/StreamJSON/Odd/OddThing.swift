struct OddThing {}
