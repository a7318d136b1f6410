import Foundation
import Testing
@testable import StreamJSON

extension Reliability {
    /// 100,000 nested arrays and objects: rejected at the default limit (512) with a syntax
    /// error, and accepted with the limit raised, without the scanner, the `JSONValue` builder or
    /// anything else walking the value on the call stack.
    @Suite struct HostileNestingTests {
        static let depth = 100_000

        /// `depth` copies of `open`, then `inner`, then `depth` copies of `close`.
        static func nested(_ depth: Int, open: String, close: String, inner: String = "") -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(depth * (open.utf8.count + close.utf8.count) + inner.utf8.count)
            for _ in 0..<depth { bytes.append(contentsOf: open.utf8) }
            bytes.append(contentsOf: inner.utf8)
            for _ in 0..<depth { bytes.append(contentsOf: close.utf8) }
            return bytes
        }

        /// The three shapes of a 100,000-deep document.
        enum Shape: String, CaseIterable, CustomTestStringConvertible {
            case arrays, objects, mixed

            var testDescription: String { rawValue }

            var document: [UInt8] {
                switch self {
                case .arrays: return HostileNestingTests.deepArrays
                case .objects: return HostileNestingTests.deepObjects
                case .mixed: return HostileNestingTests.deepMixed
                }
            }
        }

        static let deepArrays = nested(depth, open: "[", close: "]")
        static let deepObjects = nested(depth, open: #"{"a":"#, close: "}", inner: "1")
        static let deepMixed = nested(depth / 2, open: #"[{"k":"#, close: "}]", inner: "[]")

        func syntaxReason(_ body: () throws -> Void) -> JSONSyntaxError.Reason? {
            do {
                try body()
                return nil
            } catch let DecodingError.dataCorrupted(context) {
                return (context.underlyingError as? JSONSyntaxError)?.reason
            } catch {
                Issue.record("unexpected error \(error)")
                return nil
            }
        }

        func raisedLimitDecoder() -> StreamJSONDecoder {
            let decoder = StreamJSONDecoder()
            decoder.maximumNestingDepth = 200_000
            return decoder
        }

        @Test(arguments: Shape.allCases)
        func rejectsDeepNestingAtTheDefaultLimit(shape: Shape) {
            let document = shape.document
            let decoder = StreamJSONDecoder()
            let limit = JSONSyntaxError.Reason.tooDeeplyNested(limit: 512)
            #expect(syntaxReason { _ = try decoder.decode(JSONValue.self, from: document) } == limit)
            #expect(syntaxReason { _ = try decoder.decode([JSONValue].self, from: document) } == limit)
            #expect(syntaxReason { try decoder.validate(Data(document)) } == .tooDeeplyNested(limit: 512))
            decoder.allowsJSON5 = true
            #expect(syntaxReason { try decoder.validate(Data(document)) } == .tooDeeplyNested(limit: 512))
        }

        @Test(arguments: Shape.allCases)
        func scansDeepNestingWithARaisedLimitWithoutRecursion(shape: Shape) throws {
            let document = shape.document
            let decoder = raisedLimitDecoder()
            try decoder.validate(Data(document))
            decoder.allowsJSON5 = true
            try decoder.validate(Data(document))
        }

        /// The builder is iterative (`JSONValue+Tape.swift`), but Swift releases, compares and
        /// hashes a nested enum of arrays recursively (about 6 frames per level, so 100,000
        /// levels overflow a thread's stack). So even with the decoder's limit raised, a
        /// `JSONValue` deeper than `JSONValue.maximumDepth` is refused with an error, never built.
        @Test(arguments: Shape.allCases)
        func refusesAJSONValueDeeperThanItsLimit(shape: Shape) throws {
            do {
                _ = try raisedLimitDecoder().decode(JSONValue.self, from: shape.document)
                Issue.record("a \(Self.depth)-deep JSONValue was built")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains("\(JSONValue.maximumDepth)"))
            }
        }

        /// At its limit a `JSONValue` is built, compared, printed and released normally.
        @Test func buildsAJSONValueAtItsDepthLimit() throws {
            let depth = JSONValue.maximumDepth
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let value = try raisedLimitDecoder().decode(JSONValue.self, from: text)
            #expect(value == value)
            #expect(value.description == text)
        }

        @Test func pullReaderFollowsDeepNestingWithARaisedLimit() throws {
            var reader = JSONReader(Self.deepMixed, maximumDepth: 200_000)
            var maximumDepth = 0
            var events = 0
            while try reader.next() != nil {
                events += 1
                maximumDepth = max(maximumDepth, reader.depth)
            }
            #expect(maximumDepth == Self.depth + 1)  // the innermost `[]` too

            var limited = JSONReader(Self.deepArrays)
            #expect(throws: JSONSyntaxError.self) { while try limited.next() != nil {} }
        }
    }
}
