import Foundation
import Testing
@testable import StreamJSON

/// Any JSON value, with object members in document order. Numbers are kept as the text they
/// were read from when built from the tape, or as Swift numbers when decoded through Codable.
indirect enum RoundTripJSON: Codable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case numberText(String)
    case string(String)
    case array([RoundTripJSON])
    case object([(key: String, value: RoundTripJSON)])

    static func == (lhs: RoundTripJSON, rhs: RoundTripJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.unsigned(a), .unsigned(b)): return a == b
        case let (.double(a), .double(b)): return a.bitPattern == b.bitPattern
        case let (.numberText(a), .numberText(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: EncTestKey.self) {
            self = .object(
                try object.allKeys.map { ($0.stringValue, try object.decode(RoundTripJSON.self, forKey: $0)) })
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [RoundTripJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(RoundTripJSON.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Int64.self) {
                self = .integer(value)
            } else if let value = try? single.decode(UInt64.self) {
                self = .unsigned(value)
            } else if let value = try? single.decode(Double.self) {
                self = .double(value)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .integer(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .unsigned(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .double(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .numberText(let text):
            var single = encoder.singleValueContainer()
            try single.encode(Double(text)!)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: EncTestKey.self)
            for (key, value) in members { try object.encode(value, forKey: EncTestKey(stringValue: key)) }
        }
    }
}

/// Written by `StreamJSONEncoder` itself, numbers verbatim: how a JSON value type keeps
/// `0.0` and `1e308` as they were written.
extension RoundTripJSON: DirectlyEncodable {
    func encodeDirectly(into context: EncodingContext, slot: FrameRef) throws {
        switch self {
        case .numberText(let text):
            try context.encodeNumberText(text, into: slot)
        case .array(let elements):
            context.openContainer(slot, isObject: false)
            for element in elements { try context.encodeElement(element, in: slot) }
        case .object(let members):
            context.openContainer(slot, isObject: true)
            for (key, value) in members { try context.encodeMember(value, rawKey: key, in: slot) }
        default:
            try encode(to: ValueEncoder(context: context, ref: slot))
        }
    }

    /// Builds the value from the Reading layer's tape, numbers as their text.
    static func fromTape(_ bytes: [UInt8]) throws -> RoundTripJSON {
        try InputBytes.with(bytes) { input in
            let tape = try JSONScanner.scan(input)
            func string(_ entry: TapeEntry) -> String {
                StringUnescaper.string(input.slice(entry.offset, entry.length), flags: entry.flags)
            }
            func value(at index: Int) -> RoundTripJSON {
                let entry = tape[index]
                switch entry.kind {
                case .null: return .null
                case .false: return .bool(false)
                case .true: return .bool(true)
                case .number:
                    return .numberText(String(decoding: input.slice(entry.offset, entry.length), as: UTF8.self))
                case .string: return .string(string(entry))
                case .array:
                    var elements: [RoundTripJSON] = []
                    var child = index + 1
                    while child < entry.end {
                        elements.append(value(at: child))
                        child = tape.indexAfterValue(at: child)
                    }
                    return .array(elements)
                case .object:
                    var members: [(key: String, value: RoundTripJSON)] = []
                    var child = index + 1
                    while child < entry.end {
                        members.append((string(tape[child]), value(at: child + 1)))
                        child = tape.indexAfterValue(at: child + 1)
                    }
                    return .object(members)
                }
            }
            return value(at: 0)
        }
    }
}

/// The nativejson-benchmark round-trip files (in ../shared/conformance) survive decoding and
/// compact encoding byte for byte.
@Suite struct NativeJSONRoundTripTests {
    static let files = SharedData.files(in: "conformance/nativejson-benchmark/roundtrip")

    @Test func roundTripFilesSurviveTapeThenCompactEncodeByteForByte() throws {
        guard SharedData.isAvailable, !Self.files.isEmpty else {
            print(SharedData.skipMessage)
            return
        }
        for file in Self.files {
            let original = try Data(contentsOf: file)
            let value = try RoundTripJSON.fromTape(Array(original))
            let encoded = try StreamJSONEncoder().encode(value)
            #expect(
                String(decoding: encoded, as: UTF8.self) == String(decoding: original, as: UTF8.self),
                "\(file.lastPathComponent)")
        }
    }

    @Test func roundTripFilesSurviveJSONValueDecodeThenCompactEncodeByteForByte() throws {
        guard SharedData.isAvailable, !Self.files.isEmpty else {
            print(SharedData.skipMessage)
            return
        }
        for file in Self.files {
            let original = try Data(contentsOf: file)
            let value = try StreamJSONDecoder().decode(JSONValue.self, from: original)
            let encoded = try StreamJSONEncoder().encode(value)
            #expect(
                String(decoding: encoded, as: UTF8.self) == String(decoding: original, as: UTF8.self),
                "\(file.lastPathComponent)")
        }
    }

    @Test func roundTripFilesSurviveCodableDecodeThenCompactEncode() throws {
        guard SharedData.isAvailable, !Self.files.isEmpty else {
            print(SharedData.skipMessage)
            return
        }
        // Decoded into Swift numbers, three files come back in Swift's spelling: 0.0 and -0.0
        // decode as the integer 0 (as with JSONDecoder), and 1.7976931348623157e308 is written
        // as JSONEncoder writes that Double.
        let respelled = ["[0.0]": "[0]", "[-0.0]": "[0]", "[1.7976931348623157e308]": "[1.7976931348623157e+308]"]
        for file in Self.files {
            let original = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let value = try StreamJSONDecoder().decode(RoundTripJSON.self, from: Data(original.utf8))
            let encoded = String(decoding: try StreamJSONEncoder().encode(value), as: UTF8.self)
            #expect(encoded == respelled[original, default: original], "\(file.lastPathComponent)")
            #expect(try StreamJSONDecoder().decode(RoundTripJSON.self, from: Data(encoded.utf8)) == value)
        }
    }
}
