import Foundation
import Testing
@testable import StreamJSON

extension Reliability {
    /// The other places where cost could grow faster than the input: streaming at one byte per
    /// chunk, coding paths of errors at depth, JSON5, the pull reader, the encoder's fallback
    /// tree and stream writers with huge values.
    @Suite struct LinearTimeTests {
        // MARK: Counted

        @Test func framingAValueCutIntoOneByteChunksIsLinear() throws {
            try Complexity.expectNearLinear([.framedByte, .bufferedByteMoved], n: 4_000, "1-byte chunks") { size in
                let element = #"{"name":"a\"b","list":[1,2,{"x":"]"}]}"#
                let document = Array(
                    ("[" + Array(repeating: element, count: size / 8).joined(separator: ",") + "]").utf8)
                for framing in [JSONFraming.concatenated, .jsonLines] {
                    var parser = StreamJSONDecoder().incrementalDecoder(of: JSONValue.self, framing: framing)
                    for byte in document {
                        try parser.append([byte])
                    }
                    try parser.finish()
                    var values = 0
                    while try parser.next() != nil { values += 1 }
                    #expect(values == 1)
                }
                var parser = StreamJSONDecoder().incrementalDecoder(of: JSONValue.self, framing: .array)
                var values = 0
                for byte in document {
                    try parser.append([byte])
                    while try parser.next() != nil { values += 1 }
                }
                try parser.finish()
                while try parser.next() != nil { values += 1 }
                #expect(values == size / 8)
            }
        }

        /// An error at the bottom of a deep document builds its coding path once.
        @Test func anErrorAtTheBottomOfDeepNestingBuildsItsPathOnce() throws {
            indirect enum Nested: Decodable {
                case leaf(Int)
                case list([Nested])
                init(from decoder: any Decoder) throws {
                    if var container = try? decoder.unkeyedContainer() {
                        var elements: [Nested] = []
                        while !container.isAtEnd { elements.append(try container.decode(Nested.self)) }
                        self = .list(elements)
                    } else {
                        self = .leaf(try decoder.singleValueContainer().decode(Int.self))
                    }
                }
            }
            Complexity.expectNearLinear([.codingPathStep], n: 40, "error at depth") { depth in
                let document =
                    String(repeating: "[", count: depth) + "\"not a number\"" + String(repeating: "]", count: depth)
                let decoder = StreamJSONDecoder()
                decoder.maximumNestingDepth = 1_000
                #expect(throws: DecodingError.self) { try decoder.decode(Nested.self, from: document) }
            }
        }

        /// `try?` probes that fail at a fixed depth cost the same each, however many there are.
        @Test func failedProbesAtDepthCostLinearTime() throws {
            struct Probe: Decodable {
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    _ = try? container.decode(Bool.self)
                    _ = try? container.decode(Int.self)
                    _ = try container.decode(Double.self)
                }
            }
            let depth = 50
            try Complexity.expectNearLinear([.codingPathStep], n: 500, "failed probes") { size in
                let elements = Array(repeating: "0.5", count: size).joined(separator: ",")
                let document = String(repeating: "[", count: depth) + elements + String(repeating: "]", count: depth)
                var type: any Decodable.Type = [Probe].self
                for _ in 1..<depth { type = wrapInArray(type) }
                _ = try StreamJSONDecoder().decodeDynamic(type, from: Data(document.utf8))
            }
        }

        // MARK: Timed (nothing natural to count)

        @Test func json5WithCommentsAndUnquotedKeysScansInLinearTime() throws {
            try Complexity.expectNearLinearTime(n: 2_000, "JSON5") { size in
                var text = "{"
                for index in 0..<size {
                    text += "/* c */ key_\(index): 'v\\u0041', // line\n k\\u0061_\(index): +.5e1, "
                }
                text += "}"
                let decoder = StreamJSONDecoder()
                decoder.allowsJSON5 = true
                _ = try decoder.decode(JSONValue.self, from: text)
            }
        }

        @Test func jsonReaderIsLinear() throws {
            try Complexity.expectNearLinearTime(n: 2_000, "JSONReader") { size in
                let text =
                    "["
                    + Array(repeating: #"{"k":"v\u00e9","n":[1.5e3,true,null]}"#, count: size)
                    .joined(separator: ",") + "]"
                var reader = JSONReader(text)
                var events = 0
                while try reader.next() != nil { events += 1 }
                #expect(events == 2 + size * 10)
            }
        }

        @Test func encoderFallbackTreeIsLinear() throws {
            /// Fills a nested container after a later sibling, which sends it to the tree.
            struct OutOfOrder: Encodable {
                let size: Int
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AnyKey.self)
                    var nested = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(stringValue: "first"))
                    try container.encode(1, forKey: AnyKey(stringValue: "second"))
                    for index in 0..<size {
                        try nested.encode(index, forKey: AnyKey(stringValue: "key_\(index)"))
                        try nested.encode(index, forKey: AnyKey(stringValue: "key_\(index / 2)"))  // replaced
                    }
                }
            }
            try Complexity.expectNearLinearTime(n: 2_000, "fallback tree") { size in
                let encoder = StreamJSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                _ = try encoder.encode(OutOfOrder(size: size))
            }
        }

        @Test func streamWriterWithHugeValuesIsLinear() throws {
            try Complexity.expectNearLinearTime(n: 20_000, "stream writer") { size in
                var written = 0
                let writer = StreamJSONEncoder().streamWriter(framing: .array) { chunk in written += chunk.count }
                let big = Array(0..<size)
                try writer.write(big)
                try writer.write(String(repeating: "\"é", count: size))
                try writer.finish()
                #expect(written > size)
            }
        }

        @Test func superDecodersAtDepthCostLinearTimeInSiblings() throws {
            struct UsesSuper: Decodable {
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyKey.self)
                    _ = try Int(from: container.superDecoder(forKey: AnyKey(stringValue: "a")))
                    _ = try container.superDecoder()
                }
            }
            try Complexity.expectNearLinear([.codingPathStep, .keyComparison], n: 200, "superDecoder") { size in
                let elements = Array(repeating: #"{"a":1}"#, count: size).joined(separator: ",")
                let document = String(repeating: "[", count: 30) + elements + String(repeating: "]", count: 30)
                var type: any Decodable.Type = [UsesSuper].self
                for _ in 1..<30 { type = wrapInArray(type) }
                _ = try StreamJSONDecoder().decodeDynamic(type, from: Data(document.utf8))
            }
        }
    }
}

/// `[T].self` for a dynamic `T`.
private func wrapInArray(_ type: any Decodable.Type) -> any Decodable.Type {
    func wrap<T: Decodable>(_: T.Type) -> any Decodable.Type { [T].self }
    return wrap(type)
}

extension StreamJSONDecoder {
    /// Decodes a value of a type known only at run time.
    func decodeDynamic(_ type: any Decodable.Type, from data: Data) throws -> any Decodable {
        func open<T: Decodable>(_: T.Type) throws -> any Decodable { try decode(T.self, from: data) }
        return try open(type)
    }
}
