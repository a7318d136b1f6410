// Planted uses of Top from Bottom, which uses nothing: every marked line must be reported for
// each name in its marker, and no other line.
import Foundation

struct BottomHolder {
    var thing: TopThing // expect: TopThing
    var things: [String: TopThing] = [:] // expect: TopThing
    @TopWrapper var wrapped: Int // expect: TopWrapper
    var handler: ((TopThing) -> Void)? // expect: TopThing
    var actors: Array<TopActor> = [] // expect: TopActor
}

// An extension of an upper layer's type.
extension TopThing { // expect: TopThing
    func bottomDescription() -> String { "" }
}

// Conformance and inheritance.
struct BottomRunner: TopProtocol { // expect: TopProtocol
    func run() {}
}

final class BottomSubclass: TopClass {} // expect: TopClass

// Return types, generic constraints and where clauses.
func bottomMake() -> TopThing? { nil } // expect: TopThing
func bottomConstrained<T: TopProtocol>(_ value: T) {} // expect: TopProtocol
func bottomWhere<T>(_ value: T) where T: TopProtocol {} // expect: TopProtocol
func bottomOpaque() -> some TopProtocol { BottomRunner() } // expect: TopProtocol
func bottomExistential(_ value: any TopProtocol) { value.run() } // expect: TopProtocol
typealias BottomAlias = TopAlias // expect: TopAlias

// Top-level functions, lets and vars; a tuple pattern's names; a function after @available.
func bottomCalls() -> Int {
    topHelper() + topDefault + topCounter + topPairSecond // expect: topHelper, topDefault, topCounter, topPairSecond
}

@available(macOS 13, iOS 16, *)
func bottomCallsAvailable() {
    topAvailable() // expect: topAvailable
}

// Qualified names: the type before the dot counts; the module's own name qualifies a use.
func bottomQualified() -> Any {
    let nested = TopThing.Nested() // expect: TopThing
    let path = \TopThing.count // expect: TopThing
    let qualified = StreamJSON.TopFinal.self // expect: TopFinal
    return (nested, path, qualified)
}

// Casts, a metatype, and code in a string interpolation.
func bottomCasts(_ value: Any) -> String {
    if value is TopActor { return "actor" } // expect: TopActor
    let thing = value as? TopThing // expect: TopThing
    return "count \(topHelper()) of \(String(describing: thing))" // expect: topHelper
}

// Every branch of an #if is read.
func bottomConditional() -> Any {
    #if DEBUG
    return TopIndirect.leaf // expect: TopIndirect
    #elseif os(Linux)
    return TopFrozen() // expect: TopFrozen
    #else
    return [TopFrozen(), TopFrozen()] // expect: TopFrozen, TopFrozen
    #endif
}

func bottomAfterConditional() -> Any { [TopInConditional(), TopAfterConditional()] } // expect: TopInConditional, TopAfterConditional

// A noncopyable type in a generic position.
func bottomNoncopyable(_ value: consuming TopUnique) {} // expect: TopUnique
