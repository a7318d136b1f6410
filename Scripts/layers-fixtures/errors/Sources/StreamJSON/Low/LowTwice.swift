// `twice` is declared at the top level of Low and of High (valid Swift: two overloads), so a
// use cannot be attributed to a layer: an error of the index at each declaration, and no
// finding for the uses.
func twice(_ value: Int) -> Int { value * 2 } // expect-error: more than one layer

func lowUsesTwice() -> Int { twice(1) }
