struct HighThing {}

func twice(_ value: String) -> String { value + value } // expect-error: more than one layer

func highUsesTwice() -> String { twice("a") + String(twice(2)) }
