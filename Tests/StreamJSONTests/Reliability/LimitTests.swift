import Foundation
import Testing
@testable import StreamJSON

extension Reliability {
    /// The tape stores container ends, member counts and key positions in 32 bits and the
    /// coding path arena links nodes by `Int32`: inputs that would overflow them end in a
    /// `DecodingError` naming the limit. Checked with lowered limits, not 4 GiB files.
    @Suite struct LimitTests {
        @Test func aDocumentAboveTheSizeLimitIsRejectedNamingTheLimit() throws {
            let decoder = StreamJSONDecoder()
            decoder.limits.maximumDocumentSize = 64
            let small = Array(repeating: "1", count: 20).joined(separator: ",")
            #expect(try decoder.decode([Int].self, from: "[\(small)]").count == 20)
            let large = Array(repeating: "1", count: 40).joined(separator: ",")
            do {
                _ = try decoder.decode([Int].self, from: "[\(large)]")
                Issue.record("decoded a document above the limit")
            } catch DecodingError.dataCorrupted(let context) {
                let syntax = try #require(context.underlyingError as? JSONSyntaxError)
                #expect(syntax.reason == .documentTooLarge(limit: 64))
                #expect(context.debugDescription.contains("64 bytes"))
            }
        }

        @Test func theSizeLimitAppliesToEachStreamedValue() throws {
            let decoder = StreamJSONDecoder()
            decoder.limits.maximumDocumentSize = 16
            var parser = decoder.incrementalDecoder(of: [Int].self, framing: .jsonLines)
            try parser.append(Array("[1,2]\n[1,2,3,4,5,6,7,8,9]\n[3]\n".utf8))
            #expect(try parser.next() == [1, 2])
            #expect(throws: JSONStreamError.self) { try parser.next() }
            #expect(try parser.next() == [3])
        }

        @Test func theDefaultSizeLimitIsFourGiB() {
            #expect(DecodingLimits().maximumDocumentSize == Int(UInt32.max) - 1)
            #expect(DecodingLimits().maximumCodingPathNodes == Int(Int32.max))
        }

        @Test func tooManyNestedContainersThrowNamingTheLimit() throws {
            struct AsksForever: Decodable {
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyKey.self)
                    for _ in 0..<1_000 {
                        _ = try container.nestedUnkeyedContainer(forKey: AnyKey(stringValue: "list"))
                    }
                }
            }
            let decoder = StreamJSONDecoder()
            decoder.limits.maximumCodingPathNodes = 100
            do {
                _ = try decoder.decode(AsksForever.self, from: #"{"list":[]}"#)
                Issue.record("the arena outgrew its limit")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains("the limit is 100 coding path nodes"))
            }
            decoder.limits = DecodingLimits()
            _ = try decoder.decode(AsksForever.self, from: #"{"list":[]}"#)
        }
    }
}
