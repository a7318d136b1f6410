// The upper layer: it may use Low and Common.
struct HighThing {
    var count = 0
    var low = LowThing()
    var shared = CommonThing()
}

protocol HighProtocol {}

func highHelper() -> Int { LowThing().level }

let highDefault = 1

extension LowThing {
    func high() -> HighThing { HighThing() }
}

// Generic value parameters are not top-level declarations: Low may name `slotCount` and
// `width` as its own.
struct HighSlots<let slotCount: Int> {
    var first = slotCount
}

struct HighGrid<Element, let width: Int> {
    var cells: [Element] = []
    var columns: Int { width }
}
