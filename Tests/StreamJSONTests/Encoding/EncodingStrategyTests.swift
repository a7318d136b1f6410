import Foundation
import Testing
@testable import StreamJSON

/// Every date, data, non-conforming float and key strategy, byte for byte against `JSONEncoder`.
@Suite struct EncodingStrategyTests {
    func expectSameBytes<T: Encodable>(
        _ value: T, formatting: JSONEncoder.OutputFormatting = [.sortedKeys],
        _ configure: (JSONEncoder, StreamJSONEncoder) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        EncoderPair(formatting, configure: configure).expectSameOutput(value, sourceLocation: sourceLocation)
    }

    static let dates: [Date] = [
        Date(timeIntervalSince1970: 1_700_000_000.123), Date(timeIntervalSince1970: 0),
        Date(timeIntervalSince1970: -0.5), Date(timeIntervalSince1970: 1_700_000_000.999),
        Date(timeIntervalSince1970: 951_782_400),  // 2000-02-29
        Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 0.0001),
        Date(timeIntervalSince1970: -1.5), Date(timeIntervalSince1970: 253_402_300_799),
    ]

    @Test func dateStrategiesMatchFoundation() {
        for (ours, theirs) in [
            (StreamJSONEncoder.DateEncodingStrategy.deferredToDate, JSONEncoder.DateEncodingStrategy.deferredToDate),
            (.secondsSince1970, .secondsSince1970), (.millisecondsSince1970, .millisecondsSince1970),
            (.iso8601, .iso8601),
        ] {
            expectSameBytes(Self.dates) {
                $0.dateEncodingStrategy = theirs; $1.dateEncodingStrategy = ours
            }
            expectSameBytes(["d": Self.dates[0]]) {
                $0.dateEncodingStrategy = theirs; $1.dateEncodingStrategy = ours
            }
            expectSameBytes(Self.dates[0]) {
                $0.dateEncodingStrategy = theirs; $1.dateEncodingStrategy = ours
            }
        }
    }

    @Test func iso8601MatchesFoundationAcrossTheCenturies() {
        var generator = SeededGenerator(seed: 8601)
        var dates: [Date] = []
        for _ in 0..<2_000 {
            // Years 1582 (the Gregorian reform) to 2600: leap years and day ends. Earlier dates
            // differ on purpose (ISO8601EncodingDeviationTests).
            let seconds = Double(Int64.random(in: -12_219_292_800...20_000_000_000, using: &generator))
            dates.append(Date(timeIntervalSince1970: seconds + Double.random(in: 0..<1, using: &generator)))
        }
        dates += [
            Date.distantFuture, Date(timeIntervalSince1970: -12_219_292_800),
            Date(timeIntervalSince1970: 253_402_300_800),
            Date(timeIntervalSince1970: -62_198_755_200), Date(timeIntervalSince1970: 1e12),
        ]
        expectSameBytes(dates) {
            $0.dateEncodingStrategy = .iso8601; $1.dateEncodingStrategy = .iso8601
        }
    }

    @Test func iso8601WithFractionalSecondsWritesMilliseconds() throws {
        let encoder = StreamJSONEncoder()
        encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for interval in [
            1_700_000_000.123, 1_700_000_000.9996, 1_700_000_000.0005, 0, 1_700_000_000.1235, 951_782_400.5,
        ] {
            let date = Date(timeIntervalSince1970: interval)
            let text = String(decoding: try encoder.encode(date), as: UTF8.self)
            #expect(text == "\"\(formatter.string(from: date))\"")
        }
        #expect(
            String(decoding: try encoder.encode(Date(timeIntervalSince1970: 1_700_000_000.123)), as: UTF8.self)
                == #""2023-11-14T22:13:20.123Z""#)
    }

    @Test func formattedAndCustomDateStrategiesMatchFoundation() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd HH:mm"
        expectSameBytes(Self.dates) {
            $0.dateEncodingStrategy = .formatted(formatter); $1.dateEncodingStrategy = .formatted(formatter)
        }
        let custom: @Sendable (Date, any Encoder) throws -> Void = { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("D\(Int(date.timeIntervalSince1970))@\(encoder.codingPath.count)")
        }
        expectSameBytes(["a": Self.dates]) {
            $0.dateEncodingStrategy = .custom(custom); $1.dateEncodingStrategy = .custom(custom)
        }
        let nothing: @Sendable (Date, any Encoder) throws -> Void = { _, _ in }
        expectSameBytes(Self.dates[0]) {
            $0.dateEncodingStrategy = .custom(nothing); $1.dateEncodingStrategy = .custom(nothing)
        }
        expectSameBytes(["k": Self.dates[0]]) {
            $0.dateEncodingStrategy = .custom(nothing); $1.dateEncodingStrategy = .custom(nothing)
        }
        let keyed: @Sendable (Date, any Encoder) throws -> Void = { date, encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            try container.encode(date.timeIntervalSince1970, forKey: "t")
        }
        expectSameBytes([Self.dates[0]]) {
            $0.dateEncodingStrategy = .custom(keyed); $1.dateEncodingStrategy = .custom(keyed)
        }
        let throwing: @Sendable (Date, any Encoder) throws -> Void = { _, encoder in
            throw EncodingError.invalidValue(1, .init(codingPath: encoder.codingPath, debugDescription: "no"))
        }
        expectSameBytes(["a": [Self.dates[0]]]) {
            $0.dateEncodingStrategy = .custom(throwing); $1.dateEncodingStrategy = .custom(throwing)
        }
    }

    @Test func dataStrategiesMatchFoundation() {
        var generator = SeededGenerator(seed: 64)
        let blobs = (0..<40).map { length in
            Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        for formatting: JSONEncoder.OutputFormatting in [[.sortedKeys], [.sortedKeys, .withoutEscapingSlashes]] {
            expectSameBytes(blobs, formatting: formatting) {
                $0.dataEncodingStrategy = .base64; $1.dataEncodingStrategy = .base64
            }
        }
        expectSameBytes(blobs) {
            $0.dataEncodingStrategy = .deferredToData; $1.dataEncodingStrategy = .deferredToData
        }
        let hex: @Sendable (Data, any Encoder) throws -> Void = { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.map { String(format: "%02x", $0) }.joined())
        }
        expectSameBytes(["d": blobs[5]]) {
            $0.dataEncodingStrategy = .custom(hex); $1.dataEncodingStrategy = .custom(hex)
        }
        let nothing: @Sendable (Data, any Encoder) throws -> Void = { _, _ in }
        expectSameBytes([blobs[3]]) {
            $0.dataEncodingStrategy = .custom(nothing); $1.dataEncodingStrategy = .custom(nothing)
        }
    }

    @Test func nonConformingFloatsThrowWithFoundationsPathAndMessage() {
        let values: [any Encodable] = [
            Double.infinity, [1.0, .nan], ["f": Float.nan], ["x": [-Double.infinity]],
            Float.infinity, [Kitchen.landmark.location, Coordinate(latitude: .nan, longitude: 0)],
        ]
        for value in values {
            expectSameBytes(value) { _, _ in }
        }
    }

    @Test func nonConformingFloatsConvertToStrings() {
        let values: [any Encodable] = [
            [Double.infinity, -.infinity, .nan, 1.5], [Float.infinity, -.infinity, .nan],
            ["k": Double.nan], Double.infinity,
        ]
        for value in values {
            expectSameBytes(value) {
                $0.nonConformingFloatEncodingStrategy = .convertToString(
                    positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "a/b\"")
                $1.nonConformingFloatEncodingStrategy = .convertToString(
                    positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "a/b\"")
            }
        }
    }

    static let snakeCaseKeys = [
        "_leading", "trailing_", "__double", "a__b", "myURLValue", "URLs", "oneTwo3", "ü_ber",
        "already_snake", "ALLCAPS", "my_url_value", "_", "__", "a_b_c", "a1_b2", "HTTPServer",
        "isHTTPS", "camelCase", "iOS", "ÜberKey", "kebab-case", "snake_ü_x", "multi word", "",
        "aBC", "ABc", "a", "A", "ǅemo", "xǅ", "naïveΣigma", "x1Y2Z3",
    ]

    /// Keys whose letters are more than one Unicode scalar: a capital with combining marks is
    /// one letter, as are an emoji with a skin-tone modifier and a flag.
    static let graphemeSnakeCaseKeys = [
        "myE\u{301}tude", "aB\u{301}c", "AB\u{301}C", "aBC\u{301}d", "a\u{301}B", "aÉ\u{301}\u{302}b",
        "a👍🏽B", "👍🏽Ab", "x🇫🇷Y", "🇫🇷", "ÉtudeÀB", "aE\u{301}\u{301}", "E\u{301}E\u{301}e", "aA\u{30A}Bc",
    ]

    @Test(arguments: graphemeSnakeCaseKeys)
    func snakeCaseStepsOverCharactersLikeFoundation(key: String) {
        expectSameBytes(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(1, forKey: EncTestKey(stringValue: key))
            }
        ) {
            $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase
        }
    }

    @Test func snakeCaseMatchesFoundation() {
        for key in Self.snakeCaseKeys {
            expectSameBytes(
                EncodeWith { encoder in
                    var container = encoder.container(keyedBy: EncTestKey.self)
                    try container.encode(1, forKey: EncTestKey(stringValue: key))
                }
            ) {
                $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase
            }
        }
        expectSameBytes(Kitchen.sample) {
            $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase
        }
        expectSameBytes(Car(wheels: 1, brand: "b")) {
            $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase
        }
    }

    @Test func customKeyStrategySeesTheFullPath() {
        let prefix: @Sendable ([any CodingKey]) -> any CodingKey = { path in
            EncTestKey(stringValue: "\(path.count)_" + path.last!.stringValue)
        }
        expectSameBytes(Kitchen.sample) {
            $0.keyEncodingStrategy = .custom(prefix); $1.keyEncodingStrategy = .custom(prefix)
        }
        expectSameBytes(FlattenedLandmark(name: "n", latitude: 1, longitude: 2, elevations: [3])) {
            $0.keyEncodingStrategy = .custom(prefix); $1.keyEncodingStrategy = .custom(prefix)
        }
        expectSameBytes(Car(wheels: 1, brand: "b")) {
            $0.keyEncodingStrategy = .custom(prefix); $1.keyEncodingStrategy = .custom(prefix)
        }
        // Two keys mapped to one: the last value wins.
        let collapse: @Sendable ([any CodingKey]) -> any CodingKey = { _ in EncTestKey(stringValue: "same") }
        expectSameBytes(Coordinate(latitude: 1, longitude: 2)) {
            $0.keyEncodingStrategy = .custom(collapse); $1.keyEncodingStrategy = .custom(collapse)
        }
    }

    @Test func userInfoReachesEveryEncodeCall() throws {
        let key = CodingUserInfoKey(rawValue: "probe")!
        let probe = EncodeWith { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("userInfo=\(encoder.userInfo[key] ?? "missing")")
        }
        expectSameBytes(["k": [probe]]) {
            $0.userInfo[key] = "world"; $1.userInfo[key] = "world"
        }
        let encoder = StreamJSONEncoder()
        #expect(encoder.userInfo.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func encodableWithConfigurationMatchesFoundation() throws {
        struct Config: Sendable { var label: String }
        struct Provider: EncodingConfigurationProviding {
            static let encodingConfiguration = Config(label: "from-provider")
        }
        struct Configured: EncodableWithConfiguration {
            var value: Int
            func encode(to encoder: any Encoder, configuration: Config) throws {
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(value, forKey: "value")
                try container.encode(configuration.label, forKey: "config")
            }
        }
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let stream = StreamJSONEncoder()
        stream.outputFormatting = .sortedKeys
        #expect(
            try stream.encode(Configured(value: 1), configuration: Config(label: "enc-cfg"))
                == foundation.encode(Configured(value: 1), configuration: Config(label: "enc-cfg")))
        #expect(
            try stream.encode(Configured(value: 2), configuration: Provider.self)
                == foundation.encode(Configured(value: 2), configuration: Provider.self))
    }

    @Test func defaultsMatchJSONEncoder() {
        let encoder = StreamJSONEncoder()
        #expect(encoder.outputFormatting.rawValue == 0)
        #expect(StreamJSONEncoder.OutputFormatting.prettyPrinted.rawValue == 1)
        #expect(StreamJSONEncoder.OutputFormatting.sortedKeys.rawValue == 2)
        #expect(StreamJSONEncoder.OutputFormatting.withoutEscapingSlashes.rawValue == 8)
        guard case .deferredToDate = encoder.dateEncodingStrategy else { Issue.record("date"); return }
        guard case .base64 = encoder.dataEncodingStrategy else { Issue.record("data"); return }
        guard case .throw = encoder.nonConformingFloatEncodingStrategy else { Issue.record("float"); return }
        guard case .useDefaultKeys = encoder.keyEncodingStrategy else { Issue.record("keys"); return }
    }
}
