// A name the project declares itself is not the toolchain's, unless qualified.
enum InlineArray {
    static let capacity = 4
}

struct Buffer {
    var utf8Span: [UInt8] = []
}

func capacity(_ b: Buffer) -> Int {
    InlineArray.capacity + b.utf8Span.count
}

func realOne() -> Int {
    let slots = Swift.InlineArray<2, Int>(repeating: 0) // expect: InlineArray
    return slots[0]
}
