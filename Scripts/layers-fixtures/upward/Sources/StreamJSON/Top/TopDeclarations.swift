// Top's top-level declarations, in every form the index reads. Nothing here is reported:
// Top's own names, and Top may use Middle.
import Foundation

public struct TopThing {
    public var count = 0
    public struct Nested { public init() {} }
    public init() {}
}

@usableFromInline class TopClass {
    @usableFromInline init() {}
}

@usableFromInline final class TopFinal {}

indirect enum TopIndirect {
    case leaf
    case node(TopIndirect)
}

@frozen public struct TopFrozen {}

struct TopUnique: ~Copyable {}

public protocol TopProtocol {
    func run()
}

actor TopActor {}

typealias TopAlias = [TopThing]

@propertyWrapper
struct TopWrapper {
    var wrappedValue: Int
}

@inline(__always)
func topHelper() -> Int { 1 }

public let topDefault = 3

nonisolated(unsafe) var topCounter = 0

let (topPairFirst, topPairSecond) = (1, 2)

@available(macOS 13, iOS 16, *)
public func topAvailable() {}

func topUsesMiddle() -> MiddleThing { MiddleThing() }
