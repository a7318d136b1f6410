// The messages of type mismatches and nulls are Foundation's, word for word: code that logs or
// matches them sees no difference. A number that does not fit gets a better message than
// Foundation's "The given data was not valid JSON." (a documented deviation: DocC, Differences from Foundation), so
// those are pinned to their own text. StreamJSON writes the commonest messages once per process
// (ScalarMessages) instead of interpolating per failure; these tests pin every table entry and
// the interpolated fallback for types outside the tables.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct FailureMessageTests {
    /// The debugDescription of the error each decoder throws for `json` as `T`.
    func messages<T: Decodable>(_ type: T.Type, _ json: String) -> (foundation: String?, streamJSON: String?) {
        func message(_ body: () throws -> Void) -> String? {
            do { try body() } catch let error as DecodingError {
                switch error {
                case .typeMismatch(_, let context), .valueNotFound(_, let context),
                    .keyNotFound(_, let context), .dataCorrupted(let context):
                    return context.debugDescription
                @unknown default: return nil
                }
            } catch { return nil }
            return nil
        }
        let data = Data(json.utf8)
        return (
            message { _ = try JSONDecoder().decode(type, from: data) },
            message { _ = try StreamJSONDecoder().decode(type, from: data) }
        )
    }

    func expectSameMessage<T: Decodable>(
        _ type: T.Type, _ json: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (foundation, streamJSON) = messages(type, json)
        #expect(foundation != nil, "Foundation decoded \(json) as \(T.self)", sourceLocation: sourceLocation)
        #expect(streamJSON == foundation, "\(json) as \(T.self)", sourceLocation: sourceLocation)
    }

    /// One value of every JSON type, as an array element so that null is a value, not the top.
    static let everyKind = ["null", "true", "1", "1.5", #""text""#, "[1]", #"{"a":1}"#]

    func expectSameMismatches<T: Decodable>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) {
        for json in Self.everyKind {
            let (foundation, streamJSON) = messages([T].self, "[\(json)]")
            // Numbers that do not fit are pinned below; decodes that succeed have no message.
            guard let foundation, foundation != "The given data was not valid JSON." else { continue }
            #expect(streamJSON == foundation, "[\(json)] as [\(T.self)]", sourceLocation: sourceLocation)
        }
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func typeMismatchAndNullMessagesMatchForEveryScalarType() {
        expectSameMismatches(Bool.self)
        expectSameMismatches(String.self)
        expectSameMismatches(Double.self)
        expectSameMismatches(Float.self)
        expectSameMismatches(Int.self)
        expectSameMismatches(Int8.self)
        expectSameMismatches(Int16.self)
        expectSameMismatches(Int32.self)
        expectSameMismatches(Int64.self)
        expectSameMismatches(UInt.self)
        expectSameMismatches(UInt8.self)
        expectSameMismatches(UInt16.self)
        expectSameMismatches(UInt32.self)
        expectSameMismatches(UInt64.self)
        // Outside the precomputed tables: the interpolated fallback.
        expectSameMismatches(Int128.self)
        expectSameMismatches(UInt128.self)
    }

    @Test func decimalMismatchesNameTheFoundType() {
        // Foundation's Decimal decodes through its own init(from:) and says nothing ("").
        #expect(messages([Decimal].self, "[true]").streamJSON == "Expected to decode Decimal but found bool instead.")
        #expect(
            messages([Decimal].self, #"["1"]"#).streamJSON == "Expected to decode Decimal but found a string instead.")
        #expect(
            messages([Decimal].self, "[null]").streamJSON
                == "Cannot get value of type Decimal -- found null value instead")
    }

    @Test func containerMismatchMessagesMatch() {
        for json in Self.everyKind where !json.hasPrefix("{") {
            expectSameMessage([[String: Int]].self, "[\(json)]")
        }
        for json in Self.everyKind where !json.hasPrefix("[") {
            expectSameMessage([[Int]].self, "[\(json)]")
        }
    }

    func expectNumberMessage<T: Decodable>(
        _ type: T.Type, _ json: String, _ expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (foundation, streamJSON) = messages(type, json)
        #expect(foundation == "The given data was not valid JSON.", sourceLocation: sourceLocation)
        #expect(streamJSON == expected, sourceLocation: sourceLocation)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func numbersThatDoNotFitNameTheNumberTheTypeAndWhy() {
        expectNumberMessage(Int64.self, "0.25", "Number 0.25 is not an integer, so it cannot be decoded as Int64.")
        expectNumberMessage(Int32.self, "2.5e-1", "Number 2.5e-1 is not an integer, so it cannot be decoded as Int32.")
        expectNumberMessage(UInt8.self, "256", "Number 256 does not fit in UInt8.")
        expectNumberMessage(UInt8.self, "-1", "Number -1 does not fit in UInt8.")
        expectNumberMessage(Int8.self, "-129", "Number -129 does not fit in Int8.")
        expectNumberMessage(Int.self, "1e300", "Number 1e300 does not fit in Int.")
        expectNumberMessage(UInt64.self, "18446744073709551616", "Number 18446744073709551616 does not fit in UInt64.")
        expectNumberMessage([UInt16].self, "[1, 65536]", "Number 65536 does not fit in UInt16.")
        expectNumberMessage(Float.self, "1e39", "Number 1e39 is too large to be represented as Float.")
        expectNumberMessage(Double.self, "1e400", "Number 1e400 is too large to be represented as Double.")
        expectNumberMessage(Float.self, "1e-50", "Number 1e-50 is too small to be represented as Float.")
        expectNumberMessage(
            Int128.self, "170141183460469231731687303715884105728",
            "Number 170141183460469231731687303715884105728 does not fit in Int128.")
    }

    @Test func everyTableEntryIsTheInterpolatedMessage() {
        for (index, type) in ScalarMessages.types.enumerated() {
            #expect(ScalarMessages.index(of: type) == index)
            #expect(
                ScalarMessages.valueNotFound(type) == "Cannot get value of type \(type) -- found null value instead")
            for misfit in NumberMisfit.allCases {
                let message = InputBytes.with(Array("12.5".utf8)) {
                    ScalarMessages.numberDoesNotFit($0, misfit, type)
                }
                #expect(message == "Number 12.5 \(misfit.words) \(type).")
            }
        }
        #expect(ScalarMessages.index(of: Decimal.self) == nil)
    }
}
