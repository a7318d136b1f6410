import Foundation
import Testing
@testable import StreamJSON

/// A long-lived coder meets many key types; what it keeps must serve the current work, and a
/// call must not cost more for the types met before: the ``TypeTable`` finds a type by hash,
/// the ``ContainerBoxCache`` gives the slot least recently used to a new key type once all are
/// taken, and never one the current document uses.
@Suite struct TypeTableTests {
    /// A distinct object identity per "key type".
    final class KeyType {}

    @Test func aTypeTableKeepsWhatWasSetForEveryTypeUpToItsCapacity() {
        let types = (0..<TypeTable<Int>.capacity).map { _ in KeyType() }
        var table = TypeTable<Int>()
        for (value, type) in types.enumerated() { table.set(value, for: ObjectIdentifier(type)) }
        for (value, type) in types.enumerated() { #expect(table.value(for: ObjectIdentifier(type)) == value) }
        table.set(-1, for: ObjectIdentifier(types[3]))
        #expect(table.value(for: ObjectIdentifier(types[3])) == -1)
        #expect(table.count == TypeTable<Int>.capacity)
        #expect(table.value(for: ObjectIdentifier(KeyType.self)) == nil)
    }

    @Test func aFullTypeTableForgetsTheOthersWhenOneMoreTypeArrives() {
        let types = (0...TypeTable<Int>.capacity).map { _ in KeyType() }
        var table = TypeTable<Int>()
        for (value, type) in types.enumerated() { table.set(value, for: ObjectIdentifier(type)) }
        #expect(table.count == 1)
        #expect(table.value(for: ObjectIdentifier(types.last!)) == TypeTable<Int>.capacity)
        #expect(table.value(for: ObjectIdentifier(types[0])) == nil)
    }
}
