// Random JSON documents kept as trees, so that a test knows the exact text of every sub-value
// and can hand-extract the sub-document a JSON Pointer addresses without any JSON parser.

import Foundation
@testable import StreamJSON

/// A JSON document as the generator wrote it: every node remembers its own text.
indirect enum RandomTree {
    case scalar(String)
    case array([RandomTree])
    /// Members as (key as written, with quotes and escapes; the key's text; value).
    case object([(written: String, key: String, value: RandomTree)])

    /// Keys as written and as read: escapes, `/` and `~` (which pointers escape), the empty
    /// key, non-ASCII, and a small space so that duplicates are common.
    static let keys: [(written: String, key: String)] = [
        (#""a""#, "a"), (#""b""#, "b"), (#""a/b""#, "a/b"), (#""a\/b""#, "a/b"), (#""~0""#, "~0"),
        (#""~1""#, "~1"), (#""m~n""#, "m~n"), (#""\u007e1""#, "~1"), (#""""#, ""), (#""é""#, "é"),
        (#""\u00e9""#, "é"), (#""k\"q""#, "k\"q"), (#""0""#, "0"), (#""rows""#, "rows"),
    ]

    /// A random tree; containers get rarer with depth.
    static func make(_ generator: inout SeededGenerator, depth: Int = 0) -> RandomTree {
        func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &generator)] }
        let kind = Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &generator)
        switch kind {
        case 0: return .scalar(pick(["null", "true", "false"]))
        case 1: return .scalar(pick(["0", "-12", "3.25", "1e3", "123456789012", "-0.5E-2"]))
        case 2, 3: return .scalar(pick([#""""#, #""x""#, #""a\"b""#, #""\u00e9é""#, #""]}{[,:""#, #""😀\n""#]))
        case 4:
            return .array(
                (0..<Int.random(in: 0..<5, using: &generator)).map { _ in make(&generator, depth: depth + 1) })
        default:
            return .object(
                (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                    let key = pick(keys)
                    return (key.written, key.key, make(&generator, depth: depth + 1))
                })
        }
    }

    /// The text of the tree, with random whitespace between tokens.
    func text(_ generator: inout SeededGenerator) -> String {
        func space() -> String {
            Int.random(in: 0..<3, using: &generator) == 0
                ? ["", " ", "\n", "\t", "\r\n "][Int.random(in: 0..<5, using: &generator)] : ""
        }
        switch self {
        case .scalar(let text): return text
        case .array(let elements):
            return "[" + elements.map { space() + $0.text(&generator) + space() }.joined(separator: ",") + space() + "]"
        case .object(let members):
            return "{"
                + members.map { space() + $0.written + space() + ":" + space() + $0.value.text(&generator) + space() }
                .joined(separator: ",") + space() + "}"
        }
    }

    /// The compact text of the tree.
    var compactText: String {
        var generator = SeededGenerator(seed: 0)
        return compact(&generator)
    }

    private func compact(_ generator: inout SeededGenerator) -> String {
        switch self {
        case .scalar(let text): return text
        case .array(let elements): return "[" + elements.map { $0.compact(&generator) }.joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { $0.written + ":" + $0.value.compact(&generator) }.joined(separator: ",") + "}"
        }
    }

    /// The node one step down: the first member with the key (as `String`s compare), or the
    /// element at a plain index.
    func child(_ token: String) -> RandomTree? {
        switch self {
        case .object(let members): return members.first { $0.key == token }?.value
        case .array(let elements):
            guard let index = Int(token), String(index) == token, index >= 0, index < elements.count else { return nil }
            return elements[index]
        case .scalar: return nil
        }
    }

    /// Every path to a node (tokens, and the coding path's string values), the root first.
    func paths(prefix: [String] = [], codingPath: [String] = []) -> [(tokens: [String], codingPath: [String])] {
        var result = [(prefix, codingPath)]
        switch self {
        case .scalar: break
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                result += element.paths(prefix: prefix + [String(index)], codingPath: codingPath + ["Index \(index)"])
            }
        case .object(let members):
            var seen: [String] = []
            for member in members where !seen.contains(member.key) {
                seen.append(member.key)
                result += member.value.paths(prefix: prefix + [member.key], codingPath: codingPath + [member.key])
            }
        }
        return result
    }
}
