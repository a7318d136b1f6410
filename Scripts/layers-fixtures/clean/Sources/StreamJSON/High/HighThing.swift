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
