import Foundation
@testable import StreamJSON

// `SeededGenerator` (SplitMix64) lives in Tests/StreamJSONTests/Support/SeededGenerator.swift.

/// Any JSON value, decoded through the ordinary `Decodable` containers: what the tests
/// compare streamed values with.
enum AnyJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var members: [String: AnyJSON] = [:]
            // In name order, so that the first error is the same whatever order `allKeys` has
            // (Foundation's is random).
            for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
            where members[key.stringValue] == nil {
                members[key.stringValue] = try keyed.decode(AnyJSON.self, forKey: key)
            }
            self = .object(members)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [AnyJSON] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(AnyJSON.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }
}

/// Writes random JSON text that exercises the framer: escapes (including `\"` and `\\`),
/// surrogate pairs, raw multi-byte UTF-8, brackets inside strings, every number form, and
/// nested containers with random whitespace.
struct RandomJSON {
    var generator: SeededGenerator
    /// Whether whitespace inside a value may include line breaks (not in JSON Lines).
    var allowsLineBreaks = true

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    mutating func whitespace() -> String {
        let choices = allowsLineBreaks ? [" ", "\t", "\n", "\r\n", "  "] : [" ", "\t", "  "]
        return int(0...3) == 0 ? choices[int(0...choices.count - 1)] : ""
    }

    mutating func string() -> String {
        let pieces = [
            "a", "xyz", "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\u00e9", "\\ud83d\\ude00", "é", "中文",
            "😀", "]", "}", "[{", ",", ":", " ", "\\u0000", "'", "/*", "//",
        ]
        var text = "\""
        for _ in 0..<int(0...6) { text += pieces[int(0...pieces.count - 1)] }
        return text + "\""
    }

    mutating func number() -> String {
        switch int(0...5) {
        case 0: return "0"
        case 1: return String(int(-1_000_000...1_000_000))
        case 2: return "-\(int(0...99)).\(int(0...999_999))"
        case 3: return "\(int(1...9)).\(int(0...99))e\(["", "+", "-"][int(0...2)])\(int(0...30))"
        case 4: return "\(int(1...9))E-\(int(1...9))"
        default: return "12345678901234"
        }
    }

    mutating func scalar() -> String {
        switch int(0...5) {
        case 0: return "true"
        case 1: return "false"
        case 2: return "null"
        case 3, 4: return number()
        default: return string()
        }
    }

    mutating func value(depth: Int = 0) -> String {
        let kind = depth >= 4 ? 2 : int(0...2)
        switch kind {
        case 0:
            let members = (0..<int(0...4)).map { _ in
                whitespace() + string() + whitespace() + ":" + whitespace() + value(depth: depth + 1) + whitespace()
            }
            return "{" + members.joined(separator: ",") + (members.isEmpty ? whitespace() : "") + "}"
        case 1:
            let elements = (0..<int(0...4)).map { _ in whitespace() + value(depth: depth + 1) + whitespace() }
            return "[" + elements.joined(separator: ",") + (elements.isEmpty ? whitespace() : "") + "]"
        default:
            return scalar()
        }
    }
}

/// Decodes every value of `bytes` with an ``StreamJSONDecoder/IncrementalDecoder``, feeding
/// it the chunks that `splits` (sorted offsets) cut, and taking out values after every chunk.
func streamedValues<T: Decodable>(
    _ type: T.Type, from bytes: [UInt8], framing: JSONFraming,
    splits: [Int], decoder: StreamJSONDecoder = StreamJSONDecoder()
) throws -> [T] {
    var parser = decoder.incrementalDecoder(of: T.self, framing: framing)
    var values: [T] = []
    var start = 0
    for end in splits + [bytes.count] where end >= start {
        try parser.append(Array(bytes[start..<end]))
        start = end
        while let value = try parser.next() { values.append(value) }
    }
    try parser.finish()
    while let value = try parser.next() { values.append(value) }
    return values
}

/// Offsets that cut `count` bytes into chunks of random sizes from 1 to `maximum`.
func randomSplits(count: Int, maximum: Int, using generator: inout SeededGenerator) -> [Int] {
    var splits: [Int] = []
    var offset = 0
    while true {
        offset += Int.random(in: 1...maximum, using: &generator)
        if offset >= count { return splits }
        splits.append(offset)
    }
}

/// The process's resident memory and its peak so far, in bytes, from `/proc/self/status`;
/// nil where that file does not exist.
func residentMemory() -> (current: Int, peak: Int)? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    func kilobytes(_ field: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return line.split(separator: " ").compactMap { Int($0) }.first
    }
    guard let current = kilobytes("VmRSS"), let peak = kilobytes("VmHWM") else { return nil }
    return (current * 1024, peak * 1024)
}
