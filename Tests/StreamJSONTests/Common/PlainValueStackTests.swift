import Testing
@testable import StreamJSON

/// The stack of plain values behind coding path nodes, encoder frames and open containers:
/// an `Array` without the uniqueness check, so it must behave as one for what it offers.
@Suite struct PlainValueStackTests {
    struct Record: Equatable {
        var id: Int
        var flag: Bool
    }

    @Test func keepsItsElementsInOrderAcrossGrowth() {
        var stack = PlainValueStack<Record>(minimumCapacity: 2)
        var mirror: [Record] = []
        for id in 0..<1_000 {
            stack.append(Record(id: id, flag: id % 3 == 0))
            mirror.append(Record(id: id, flag: id % 3 == 0))
        }
        #expect(stack.count == 1_000 && stack.reservedCapacity >= 1_000)
        #expect((0..<stack.count).map { stack[$0] } == mirror)
    }

    @Test func writesInPlaceAndPopsFromTheEnd() {
        var stack = PlainValueStack<Record>()
        for id in 0..<5 { stack.append(Record(id: id, flag: false)) }
        stack[2].flag = true
        stack[4] = Record(id: 40, flag: true)
        #expect(stack.removeLast() == Record(id: 40, flag: true))
        #expect(stack.removeLast() == Record(id: 3, flag: false))
        #expect(stack.count == 3 && stack[2] == Record(id: 2, flag: true))
    }

    @Test func removingEverythingKeepsTheMemory() {
        var stack = PlainValueStack<Int>(minimumCapacity: 4)
        for value in 0..<100 { stack.append(value) }
        let capacity = stack.reservedCapacity
        stack.removeAll()
        #expect(stack.isEmpty && stack.reservedCapacity == capacity)
        stack.append(7)
        #expect(stack.count == 1 && stack[0] == 7)
    }
}
