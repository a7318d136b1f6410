// Random documents made to find the differences a plain random document never meets: names
// repeated two and three times with values of different kinds (also nested), Unicode format
// characters at the start, middle and end of strings and keys (raw and escaped), numbers beyond
// `Double`'s range and below its smallest subnormal in every position, `-0`, huge integers, and
// a fifth of the documents broken. Each document is a `RandomTree`, so a test knows the text of
// every node; `HostileTree.Census` counts each class a run produced.

import Foundation
@testable import StreamJSON

enum HostileTree {
    /// How many of each hostile class a run of the generator produced.
    struct Census: CustomStringConvertible {
        var counts: [String: Int] = [:]

        mutating func count(_ name: String) { counts[name, default: 0] += 1 }

        subscript(name: String) -> Int { counts[name] ?? 0 }

        var description: String {
            counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        }
    }

    /// The format characters: ZERO WIDTH NO-BREAK SPACE (a byte order mark only at the start of
    /// a text), ZERO WIDTH SPACE, LINE and PARAGRAPH SEPARATOR, and the bidirectional marks,
    /// embeddings, overrides and isolates.
    static let formatCharacters: [Unicode.Scalar] = [
        "\u{FEFF}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}",
        "\u{2066}", "\u{2069}",
    ]

    /// Numbers by class: beyond `Double`'s range, below its smallest subnormal, negative
    /// zeros, integers beyond `Int64`/`UInt64`, and ordinary ones.
    static let numbers: [(name: String, literals: [String])] = [
        (
            "number beyond Double's range",
            [
                "1e400", "-1e400", "-10215e+360", "1.7976931348623159e308", "1e99999",
                "123456789012345678901234567890e300", "-2E+309",
            ]
        ),
        ("number below the smallest subnormal", ["1e-400", "-1e-400", "2e-324", "1.0e-330", "-0.00001e-999"]),
        ("negative zero", ["-0", "-0.0", "-0e0", "-0E+5"]),
        (
            "huge integer",
            [
                "12345678901234567890", "-9223372036854775809", "18446744073709551616",
                "1234567890123456789012345678901234567890", "-99999999999999999999",
            ]
        ),
        ("ordinary number", ["0", "1", "-7", "3.25", "1e2", "0.1"]),
    ]

    /// A string's or key's text with a format character at its start, middle or end, raw or
    /// escaped as `\uXXXX` (or none): (the JSON text, the characters it stands for).
    static func text(_ generator: inout SeededGenerator, census: inout Census, what: String) -> (String, String) {
        let bases = ["k", "ab", "x y", ""]
        let base = bases[Int.random(in: 0..<bases.count, using: &generator)]
        guard Int.random(in: 0..<3, using: &generator) != 0 else { return ("\"\(base)\"", base) }
        // U+FEFF a third of the time: the character Foundation treats specially.
        let scalar =
            Int.random(in: 0..<3, using: &generator) == 0
            ? "\u{FEFF}" : formatCharacters[Int.random(in: 0..<formatCharacters.count, using: &generator)]
        let escaped = Bool.random(using: &generator)
        let written = escaped ? String(format: "\\u%04x", scalar.value) : String(Character(scalar))
        let position = ["start", "middle", "end"][Int.random(in: 0..<3, using: &generator)]
        census.count("format character in a \(what), \(escaped ? "escaped" : "raw"), at the \(position)")
        if scalar == "\u{FEFF}" && position == "start" && !escaped {
            census.count("raw U+FEFF at the start of a \(what)")
        }
        let half = base.index(base.startIndex, offsetBy: base.count / 2)
        switch position {
        case "start": return ("\"\(written)\(base)\"", String(Character(scalar)) + base)
        case "end": return ("\"\(base)\(written)\"", base + String(Character(scalar)))
        default:
            return (
                "\"\(base[..<half])\(written)\(base[half...])\"",
                String(base[..<half]) + String(Character(scalar)) + String(base[half...])
            )
        }
    }

    /// A random hostile tree; containers get rarer with depth.
    static func make(_ generator: inout SeededGenerator, census: inout Census, depth: Int = 0) -> RandomTree {
        let kind = Int.random(in: 0..<(depth > 3 ? 5 : 8), using: &generator)
        switch kind {
        case 0: return .scalar(["null", "true", "false"][Int.random(in: 0..<3, using: &generator)])
        case 1, 2:
            let group = numbers[Int.random(in: 0..<numbers.count, using: &generator)]
            census.count(group.name + (depth == 0 ? " at the top level" : ""))
            return .scalar(group.literals[Int.random(in: 0..<group.literals.count, using: &generator)])
        case 3, 4: return .scalar(text(&generator, census: &census, what: "string").0)
        case 5:
            return .array(
                (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                    make(&generator, census: &census, depth: depth + 1)
                })
        default:
            return object(&generator, census: &census, depth: depth)
        }
    }

    /// An object whose names often repeat: a name already used comes back (as written or
    /// with its first letter escaped) with a value of a random kind, sometimes a third time.
    static func object(_ generator: inout SeededGenerator, census: inout Census, depth: Int) -> RandomTree {
        var members: [(written: String, key: String, value: RandomTree)] = []
        for _ in 0..<Int.random(in: 0..<5, using: &generator) {
            let value = make(&generator, census: &census, depth: depth + 1)
            if !members.isEmpty && Bool.random(using: &generator) {
                let earlier = members[Int.random(in: 0..<members.count, using: &generator)]
                members.append((respelled(earlier.written, &generator), earlier.key, value))
            } else {
                let (written, key) = text(&generator, census: &census, what: "key")
                members.append((written, key, value))
            }
        }
        // What the object holds: names two and three times over, of different kinds, nested.
        var seen: [String: [RandomTree]] = [:]
        for member in members { seen[member.key, default: []].append(member.value) }
        for values in seen.values where values.count > 1 {
            census.count(values.count == 2 ? "name twice" : "name three times or more")
            if Set(values.map(\.kindName)).count > 1 { census.count("repeated name with values of different kinds") }
            if depth > 0 { census.count("repeated name in a nested object") }
            if values.dropLast().contains(where: \.holdsNumberBeyondDouble) {
                census.count("number beyond Double's range in a value a later equal name replaces")
            }
            if values.dropFirst().contains(where: \.holdsNumberBeyondDouble) {
                census.count("number beyond Double's range in a value an earlier equal name shadows")
            }
        }
        return .object(members)
    }

    /// The name `written` again, half the time with its first character after the quote
    /// escaped (`"k"` as `"\u006b"`): the same name to every reader.
    static func respelled(_ written: String, _ generator: inout SeededGenerator) -> String {
        guard Bool.random(using: &generator), written.count > 2 else { return written }
        let first = written.unicodeScalars[written.unicodeScalars.index(after: written.unicodeScalars.startIndex)]
        guard first != "\\" else { return written }
        return "\"" + String(format: "\\u%04x", first.value) + String(written.unicodeScalars.dropFirst(2))
    }

    /// A document: the text of a hostile tree with random white space, and in a fifth of the
    /// documents broken (cut short, or a stray character inserted; not a comma, which could
    /// make a trailing comma, a documented difference of its own).
    static func document(
        _ generator: inout SeededGenerator, census: inout Census
    ) -> (tree: RandomTree, text: String, isBroken: Bool) {
        let tree = make(&generator, census: &census)
        var text = tree.text(&generator)
        census.count("document")
        let isBroken = Int.random(in: 0..<5, using: &generator) == 0
        if isBroken {
            census.count("broken document")
            let characters = Array(text)
            let cut = Int.random(in: 0..<max(1, characters.count), using: &generator)
            if Bool.random(using: &generator) {
                text = String(characters[..<cut])
            } else {
                text =
                    String(characters[..<cut]) + ["]", "}", "\"", ":", "x", "["].randomElement(using: &generator)!
                    + String(characters[cut...])
            }
        }
        return (tree, text, isBroken)
    }

    /// `text` as Linux Foundation's `JSONSerialization` reads what StreamJSON reads: a raw
    /// U+FEFF at the start of a string or key is dropped there, an escaped one is kept, so every
    /// raw U+FEFF (in these documents only ever inside strings) is written as `\ufeff`.
    static func withFormatCharactersEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{FEFF}", with: "\\ufeff")
    }
}

extension RandomTree {
    /// The kind of the node, for counting repeated names with values of different kinds.
    var kindName: String {
        switch self {
        case .array: return "array"
        case .object: return "object"
        case .scalar(let text):
            if text.hasPrefix("\"") { return "string" }
            if ["null", "true", "false"].contains(text) { return text == "null" ? "null" : "bool" }
            return "number"
        }
    }

    /// Whether a number beyond `Double`'s range is anywhere in the node.
    var holdsNumberBeyondDouble: Bool {
        switch self {
        case .scalar(let text): return HostileTree.numbers[0].literals.contains(text)
        case .array(let elements): return elements.contains(where: \.holdsNumberBeyondDouble)
        case .object(let members): return members.contains(where: \.value.holdsNumberBeyondDouble)
        }
    }
}
