import Foundation
import Testing
@testable import StreamJSON

/// The errors the encoder throws, including where `JSONEncoder` traps or writes invalid JSON.
@Suite struct EncodingErrorTests {
    func encodingError<T: Encodable>(_ value: T, _ encoder: StreamJSONEncoder = StreamJSONEncoder()) -> EncodingError? {
        do {
            _ = try encoder.encode(value)
            return nil
        } catch let error as EncodingError {
            return error
        } catch {
            Issue.record("not an EncodingError: \(error)")
            return nil
        }
    }

    func context(_ error: EncodingError?) -> (path: String, message: String)? {
        guard case let .invalidValue(_, context)? = error else { return nil }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return (path, context.debugDescription)
    }

    @Test func topLevelValueThatEncodesNothingThrows() {
        let error = context(encodingError(EncodeWith { _ in }))
        #expect(error?.path == "")
        #expect(error?.message == "Top-level EncodeWith did not encode any values.")
    }

    @Test func secondValueInASingleValueContainerThrowsInsteadOfTrapping() {
        let twice = EncodeWith { encoder in
            var container = encoder.singleValueContainer()
            try container.encode(1)
            try container.encode(2)
        }
        let error = context(encodingError(["k": [twice]]))
        #expect(error?.path == "k.[0]")
        #expect(
            error?.message
                == "Attempt to encode value through single value container when previously value already encoded.")
        let custom = StreamJSONEncoder()
        custom.dateEncodingStrategy = .custom { _, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(1)
            try container.encode("again")
        }
        #expect(context(encodingError([Date()], custom))?.path == "[0]")
    }

    @Test func decimalNaNThrowsInsteadOfWritingNaN() {
        let error = context(encodingError(["d": [Decimal.nan]]))
        #expect(error?.path == "d.[0]")
        #expect(error?.message == "Unable to encode Decimal.nan directly in JSON.")
    }

    @Test func containerOfTheWrongKindThrowsInsteadOfTrapping() {
        let error = context(
            encodingError(
                EncodeWith { encoder in
                    var single = encoder.singleValueContainer()
                    try single.encode(1)
                    var keyed = encoder.container(keyedBy: EncTestKey.self)
                    try keyed.encode(2, forKey: "a")
                }))
        #expect(
            error?.message
                == "Attempt to push new keyed encoding container when already previously encoded at this path.")
        let unkeyed = context(
            encodingError([
                EncodeWith { encoder in
                    _ = encoder.container(keyedBy: EncTestKey.self)
                    var list = encoder.unkeyedContainer()
                    try list.encode(1)
                }
            ]))
        #expect(unkeyed?.path == "[0]")
        #expect(
            unkeyed?.message
                == "Attempt to push new unkeyed encoding container when already previously encoded at this path.")
    }

    @Test func nonConformingFloatInNestedContainersReportsTheFullPath() {
        // JSONEncoder reports only "z" here; the full path is where the value is.
        let error = context(
            encodingError(
                EncodeWith { encoder in
                    var container = encoder.container(keyedBy: EncTestKey.self)
                    var list = container.nestedUnkeyedContainer(forKey: "a")
                    var object = list.nestedContainer(keyedBy: EncTestKey.self)
                    try object.encode(Double.nan, forKey: "z")
                }))
        #expect(error?.path == "a.[0].z")
        #expect(error?.message == "Unable to encode Double.nan directly in JSON.")
    }

    @Test func codingPathsUseTheUnconvertedKeys() {
        let encoder = StreamJSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let error = context(encodingError(["outerKey": Coordinate(latitude: .infinity, longitude: 0)], encoder))
        #expect(error?.path == "outerKey.latitude")
        #expect(error?.message == "Unable to encode Double.inf directly in JSON.")
    }

    @Test func errorsFromUserCodePropagateUnchanged() {
        struct Refusal: Error, Equatable {}
        let encoder = StreamJSONEncoder()
        #expect(throws: Refusal.self) {
            _ = try encoder.encode([EncodeWith { _ in throw Refusal() }])
        }
        // Also after an out-of-order use sent the encode to tree mode.
        #expect(throws: Refusal.self) {
            _ = try encoder.encode(
                EncodeWith { encoder in
                    var container = encoder.container(keyedBy: EncTestKey.self)
                    var nested = container.nestedContainer(keyedBy: EncTestKey.self, forKey: "n")
                    try container.encode(1, forKey: "a")
                    try nested.encode(2, forKey: "b")
                    throw Refusal()
                })
        }
    }

    @Test func encoderIsReusableAfterAnError() throws {
        let encoder = StreamJSONEncoder()
        #expect(throws: EncodingError.self) { _ = try encoder.encode([Double.nan]) }
        #expect(try encoder.encode([1.5]) == Data("[1.5]".utf8))
    }
}
