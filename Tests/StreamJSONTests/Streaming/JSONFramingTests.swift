import Foundation
import Testing
@testable import StreamJSON

/// What each framing accepts as the values of a stream.
@Suite struct JSONFramingTests {
    func values(_ text: String, _ framing: JSONFraming) throws -> [AnyJSON] {
        try streamedValues(AnyJSON.self, from: Array(text.utf8), framing: framing, splits: [])
    }

    @Test func concatenatedValuesNeedNoSeparatorExceptBetweenScalars() throws {
        #expect(
            try values(#"{"a":1}{"b":2} 3 "x""#, .concatenated)
                == [.object(["a": .number(1)]), .object(["b": .number(2)]), .number(3), .string("x")])
        #expect(
            try values(#"[1]"a"true{}null"#, .concatenated)
                == [.array([.number(1)]), .string("a"), .bool(true), .object([:]), .null])
        #expect(try values("1 2\n3\t4", .concatenated) == [1, 2, 3, 4].map { .number($0) })
        #expect(try values("", .concatenated) == [])
        #expect(try values(" \n ", .concatenated) == [])
    }

    @Test func jsonLinesSkipsBlankLinesAndAcceptsCRLF() throws {
        #expect(
            try values("1\r\n\r\n  \n{\"a\":[]}\n\"x\"", .jsonLines)
                == [.number(1), .object(["a": .array([])]), .string("x")])
        #expect(try values("\n\n", .jsonLines) == [])
        #expect(try values("true\n", .jsonLines) == [.bool(true)])
    }

    @Test func arrayYieldsEachElement() throws {
        #expect(
            try values(" [ 1 , {\"a\" : [2]} ,\"]\", null ] \n", .array)
                == [.number(1), .object(["a": .array([.number(2)])]), .string("]"), .null])
        #expect(try values("[]", .array) == [])
        #expect(try values(" [ \n ] ", .array) == [])
        #expect(try values("[[]]", .array) == [.array([])])
    }

    @Test(arguments: [JSONFraming.jsonLines, .concatenated, .array])
    func skipsAUTF8ByteOrderMarkAtTheStart(framing: JSONFraming) throws {
        let body = framing == .array ? "[1]" : "1"
        let bytes = [0xEF, 0xBB, 0xBF] + Array(body.utf8)
        for split in 0...bytes.count {
            #expect(try streamedValues(AnyJSON.self, from: bytes, framing: framing, splits: [split]) == [.number(1)])
        }
    }

    @Test func framerReportsValueRangesAsStreamOffsets() {
        var framer = JSONFramer(mode: .array, allowsJSON5: false)
        let chunks = [#"[1, {"a"#, #"":"]"}]"#]
        var stream: [UInt8] = []
        var events: [JSONFramer.Event] = []
        for (index, chunk) in chunks.enumerated() {
            stream += Array(chunk.utf8)
            while true {
                let event = InputBytes.with(stream) { framer.next(in: $0, base: 0, isComplete: index == 1) }
                events.append(event)
                if case .value = event { continue }
                break
            }
        }
        #expect(
            events == [
                .value(start: 1, end: 2, line: 0), .needsMoreBytes,
                .value(start: 4, end: 13, line: 0), .endOfStream,
            ])
    }

    @Test func streamJSONDecoderOptionsApplyToEveryValue() throws {
        struct Event: Decodable, Equatable { var userName: String; var at: Date }
        let decoder = StreamJSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        let text = "{\"user_name\":\"a\",\"at\":1}\n{\"user_name\":\"b\",\"at\":2}\n"
        let events = try streamedValues(
            Event.self, from: Array(text.utf8), framing: .jsonLines, splits: [5],
            decoder: decoder)
        #expect(
            events == [
                Event(userName: "a", at: Date(timeIntervalSince1970: 1)),
                Event(userName: "b", at: Date(timeIntervalSince1970: 2)),
            ])
    }

    @Test func holdsOnlyTheUnfinishedValueBetweenChunks() throws {
        var parser = StreamJSONDecoder().incrementalDecoder(of: Int.self, framing: .jsonLines)
        try parser.append(Array("1\n2\n3\n12".utf8))
        #expect(try parser.next() == 1)
        #expect(try parser.next() == 2)
        #expect(try parser.next() == 3)
        #expect(try parser.next() == nil)
        #expect(parser.bufferedByteCount == 2)
        #expect(parser.byteCount == 8)
        try parser.append(Array("34\n".utf8))
        #expect(try parser.next() == 1234)
        #expect(parser.bufferedByteCount == 0)
    }
}
