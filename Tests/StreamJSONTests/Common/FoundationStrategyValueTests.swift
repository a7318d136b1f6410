import Foundation
import Testing
@testable import StreamJSON

/// Foundation's strategy values handed to StreamJSON's coders with `.init(_:)`, as the migration
/// guide shows: every value of every strategy gives the coder configured with it the outcome
/// `JSONDecoder`/`JSONEncoder` gives with the original.
@Suite struct FoundationStrategyValueTests {
    struct Record: Codable, Equatable {
        var someDate: Date
        var someData: Data
        var someDouble: Double
    }

    static let dateDecoding: [JSONDecoder.DateDecodingStrategy] = [
        .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601,
        .formatted(Self.formatter), .custom { _ in Date(timeIntervalSince1970: 7) },
    ]
    static let dataDecoding: [JSONDecoder.DataDecodingStrategy] = [
        .deferredToData, .base64, .custom { _ in Data([1, 2]) },
    ]
    static let floatDecoding: [JSONDecoder.NonConformingFloatDecodingStrategy] = [
        .throw, .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"),
    ]
    static let keyDecoding: [JSONDecoder.KeyDecodingStrategy] = [
        .useDefaultKeys, .convertFromSnakeCase,
        .custom { path in AnyKey(stringValue: path.last!.stringValue.replacingOccurrences(of: "-", with: "")) },
    ]

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Documents in the shapes the strategies read: each key spelling, each date and data form.
    static let inputs: [String] = [
        #"{"someDate": 12, "someData": [1, 2], "someDouble": 1.5}"#,
        #"{"some_date": 12, "some_data": "AQI=", "some_double": "+inf"}"#,
        #"{"some-Date": "2023-11-14T22:13:20Z", "some-Data": "AQI=", "some-Double": "nan"}"#,
        #"{"someDate": "2023-11-14", "someData": "AQI=", "someDouble": "-inf"}"#,
        #"{"someDate": "2023-11-14T22:13:20Z", "someData": "AQI=", "someDouble": 2}"#,
    ]

    @Test func everyDecodingStrategyValueAssignsAndDecodesAsJSONDecoder() {
        for date in Self.dateDecoding {
            for data in Self.dataDecoding {
                for float in Self.floatDecoding {
                    for key in Self.keyDecoding {
                        let foundation = JSONDecoder()
                        foundation.dateDecodingStrategy = date
                        foundation.dataDecodingStrategy = data
                        foundation.nonConformingFloatDecodingStrategy = float
                        foundation.keyDecodingStrategy = key
                        let ours = StreamJSONDecoder()
                        ours.dateDecodingStrategy = .init(foundation.dateDecodingStrategy)
                        ours.dataDecodingStrategy = .init(foundation.dataDecodingStrategy)
                        ours.nonConformingFloatDecodingStrategy = .init(foundation.nonConformingFloatDecodingStrategy)
                        ours.keyDecodingStrategy = .init(foundation.keyDecodingStrategy)
                        for input in Self.inputs {
                            let bytes = Data(input.utf8)
                            let theirs = Result { try foundation.decode(Record.self, from: bytes) }
                            let mine = Result { try ours.decode(Record.self, from: bytes) }
                            #expect(
                                Self.summary(theirs) == Self.summary(mine),
                                "\(input) with \(date), \(data), \(float), \(key)")
                        }
                    }
                }
            }
        }
    }

    /// A result's value, or its error's case and coding path (StreamJSON's messages say more;
    /// a bad ISO 8601 date's `dataCorrupted` has the full path where Foundation's has none, a
    /// documented difference, so that case's path is left out).
    static func summary(_ result: Result<Record, any Error>) -> String {
        switch result {
        case .success(let record):
            return "\(record.someDate.timeIntervalSince1970) \(Array(record.someData)) \(record.someDouble)"
        case .failure(let error as DecodingError):
            switch error {
            case .dataCorrupted: return "dataCorrupted"
            case .keyNotFound(let key, _): return "keyNotFound \(key.stringValue)"
            case .typeMismatch(_, let context): return "typeMismatch \(context.codingPath.map(\.stringValue))"
            case .valueNotFound(_, let context): return "valueNotFound \(context.codingPath.map(\.stringValue))"
            @unknown default: return "\(error)"
            }
        case .failure(let error): return "\(error)"
        }
    }

    @Test func everyEncodingStrategyValueAssignsAndEncodesAsJSONEncoder() throws {
        let dates: [JSONEncoder.DateEncodingStrategy] = [
            .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .formatted(Self.formatter),
            .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode("at \(date.timeIntervalSince1970)")
            },
        ]
        let datas: [JSONEncoder.DataEncodingStrategy] = [
            .deferredToData, .base64,
            .custom { data, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(data.count)
            },
        ]
        let floats: [JSONEncoder.NonConformingFloatEncodingStrategy] = [
            .throw, .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"),
        ]
        let keys: [JSONEncoder.KeyEncodingStrategy] = [
            .useDefaultKeys, .convertToSnakeCase, .custom { path in AnyKey(stringValue: "k" + path.last!.stringValue) },
        ]
        let formattings: [JSONEncoder.OutputFormatting] = [
            [], [.sortedKeys], [.prettyPrinted, .sortedKeys], [.sortedKeys, .withoutEscapingSlashes],
        ]
        let records = [
            Record(someDate: Date(timeIntervalSince1970: 1_700_000_000), someData: Data([1, 2, 3]), someDouble: 0.5),
            Record(someDate: Date(timeIntervalSince1970: 0), someData: Data("a/b".utf8), someDouble: .infinity),
        ]
        for date in dates {
            for data in datas {
                for float in floats {
                    for key in keys {
                        for formatting in formattings {
                            let foundation = JSONEncoder()
                            foundation.dateEncodingStrategy = date
                            foundation.dataEncodingStrategy = data
                            foundation.nonConformingFloatEncodingStrategy = float
                            foundation.keyEncodingStrategy = key
                            foundation.outputFormatting = formatting
                            let ours = StreamJSONEncoder()
                            ours.dateEncodingStrategy = .init(foundation.dateEncodingStrategy)
                            ours.dataEncodingStrategy = .init(foundation.dataEncodingStrategy)
                            ours.nonConformingFloatEncodingStrategy = .init(
                                foundation.nonConformingFloatEncodingStrategy)
                            ours.keyEncodingStrategy = .init(foundation.keyEncodingStrategy)
                            ours.outputFormatting = .init(foundation.outputFormatting)
                            for record in records {
                                let theirs = try? foundation.encode(record)
                                let mine = try? ours.encode(record)
                                // Without .sortedKeys Foundation's key order is random: compare sorted runs only.
                                guard formatting.contains(.sortedKeys) else {
                                    #expect((theirs == nil) == (mine == nil))
                                    continue
                                }
                                #expect(
                                    theirs == mine,
                                    "\(record) with \(date), \(data), \(float), \(key), \(formatting.rawValue)")
                            }
                        }
                    }
                }
            }
        }
    }
}
