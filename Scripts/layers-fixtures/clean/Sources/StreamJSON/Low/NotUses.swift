// Low names High's declarations in every way that is not a use: nothing in this file may be
// reported. HighThing and highHelper() in a line comment.
/* HighThing in a block comment /* nested: HighProtocol */ still the comment: highDefault */
import Foundation

/// A doc comment naming ``HighThing``, `highHelper()` and ``HighProtocol``.
/** A doc block: HighThing, highDefault. */
struct LowNames {
    // Declared names are not uses: a member spelled like an upper type.
    var HighThing = 0
    static let highHelper = LowNames()
    func highDefault() -> Int { 0 }
}

func lowStrings(_ local: Int) -> [String] {
    let plain = "HighThing in a string literal"
    let escaped = "an escaped quote \" HighThing \" is still the string"
    let raw = #"a raw string: "HighThing" and \(HighThing) are not an interpolation here"#
    let rawer = ##"a raw string with "# HighThing "# inside"##
    let multi = """
        HighThing in a multi-line string, "quoted" and \"""escaped\""" quotes
        """
    let rawMulti = #"""
        HighThing in a raw multi-line string with """ inside and \(highHelper()) not interpolated
        """#
    let interpolated = "\(local) HighThing \("HighProtocol" + "\(local)")"
    return [plain, escaped, raw, rawer, multi, rawMulti, interpolated]
}

// Members after a dot are not uses: explicit, implicit, optional chaining.
func lowMembers(_ names: LowNames?, _ box: LowNames) -> Int {
    let implicit: LowNames = .highHelper
    let explicit = LowNames.highHelper
    _ = (implicit, explicit)
    return (names?.HighThing ?? 0) + box.HighThing + box.highDefault()
}

// Names that only differ in case, or contain an upper name.
func lowLookalikes() -> Int {
    let highThing = 1
    let highthing = 2
    let HIGHTHING = 3
    let HighThingy = 4
    let myHighThing = 5
    let highHelperValue = 6
    return highThing + highthing + HIGHTHING + HighThingy + myHighThing + highHelperValue
}

// A compilation condition spelled like an upper name is not a use (the body is Low's own).
#if HighThing
let lowConditional = 1
#else
let lowConditional = 2
#endif

// Names High uses only as generic value parameters, used here as Low's own.
func lowSlots(slotCount: Int, width: Int) -> Int {
    slotCount + width
}
