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

        /// The builder is iterative (`JSONValue+Tape.swift`), so the decode itself is safe at any
        /// depth. Releasing such a value is not: `JSONValue` is an enum over Swift arrays, and the
        /// runtime frees nested arrays recursively (about 6 frames per level, so 100,000 levels
        /// overflow an 8 MiB thread stack). Equality, hashing and `description` recurse as well.
        /// The test therefore takes the value apart level by level before it is released; code
        /// that raises `maximumNestingDepth` far beyond the default and decodes `JSONValue` must
        /// do the same (see ``releaseIteratively(_:)``).
        @Test(arguments: Shape.allCases)
        func buildsADeepJSONValueWithoutRecursion(shape: Shape) throws {
            let document = shape.document
            var value = try raisedLimitDecoder().decode(JSONValue.self, from: document)
            // Walk down iteratively to the innermost value.
            var levels = 0
            var node = value
            while true {
                if case .array(let elements) = node, let first = elements.first {
                    node = first
                } else if case .object(let object) = node, let first = object.first {
                    node = first.value
                } else {
                    break
                }
                levels += 1
            }
            node = .null
            #expect(levels >= Self.depth - 1)
            Self.releaseIteratively(&value)
        }

        /// Frees a value of any depth without recursion: each container is taken apart after its
        /// children have been moved to an explicit stack, so no release frees more than one level.
        static func releaseIteratively(_ value: inout JSONValue) {
            var pending = [value]
            value = .null
            while let node = pending.popLast() {
                switch node {
                case .array(let elements): pending.append(contentsOf: elements)
                case .object(let object): pending.append(contentsOf: object.values)
                default: break
                }
            }
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
