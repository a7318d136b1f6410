// The options a family's coders are made with: the default for the standard documents, the
// key and date strategies an application sets for the app-model family. Each side gets the
// same options spelled in its own types, as a user who renames JSONDecoder would write them.

import Foundation
import StreamJSON

/// The strategies both sides of a family's workloads are configured with. The default is
/// `JSONDecoder()`'s and `JSONEncoder()`'s: no strategy set.
struct CoderOptions: Sendable {
    /// How member names relate to property names.
    enum Keys: Sendable {
        /// No key strategy: the `CodingKeys` are the document's names.
        case useDefaultKeys
        /// `.convertFromSnakeCase` to decode, `.convertToSnakeCase` to encode.
        case snakeCase
        /// `.custom` both ways: the document's names start with a capital letter (a .NET
        /// service's `"UserAgent"`), the properties with a small one.
        case customPascalCase
    }

    /// How dates are written in the document (the same strategy both ways).
    enum Dates: Sendable {
        case deferredToDate
        case iso8601
        case secondsSince1970
        case millisecondsSince1970
        /// `.formatted` with ``CoderOptions/dateFormatter``.
        case formatted
        /// `.custom` closures that read and write integer seconds since 1970.
        case customSeconds
    }

    /// How `Data` is written in the document (the same strategy both ways).
    enum DataForm: Sendable {
        /// `.base64`, the default.
        case base64
        /// `.deferredToData`: an array of the bytes as numbers.
        case deferredToData
        /// `.custom` closures that read and write lowercase hexadecimal (``CoderOptions/readHex``).
        case customHex
    }

    /// How non-finite floating-point values are handled.
    enum Floats: Sendable {
        /// `.throw`, the default: a document or value with NaN or an infinity is an error.
        case `throw`
        /// `.convertFromString` / `.convertToString` with `"Infinity"`, `"-Infinity"` and `"NaN"`.
        case strings
    }

    var keys = Keys.useDefaultKeys
    var dates = Dates.deferredToDate
    var data = DataForm.base64
    var floats = Floats.throw

    /// The formatter of `.formatted`, made once as applications keep theirs: Twitter's
    /// `"Sun Aug 31 00:29:15 +0000 2014"`.
    nonisolated(unsafe) static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        return formatter
    }()

    func foundationDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        switch keys {
        case .useDefaultKeys: break
        case .snakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        case .customPascalCase: decoder.keyDecodingStrategy = .custom { AppCodingKey.camelCase($0.last!) }
        }
        switch dates {
        case .deferredToDate: break
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .formatted: decoder.dateDecodingStrategy = .formatted(Self.dateFormatter)
        case .customSeconds: decoder.dateDecodingStrategy = .custom(Self.readSeconds)
        }
        switch data {
        case .base64: break
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .customHex: decoder.dataDecodingStrategy = .custom(Self.readHex)
        }
        if case .strings = floats {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        }
        return decoder
    }

    func streamJSONDecoder() -> StreamJSONDecoder {
        let decoder = StreamJSONDecoder()
        switch keys {
        case .useDefaultKeys: break
        case .snakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        case .customPascalCase: decoder.keyDecodingStrategy = .custom { AppCodingKey.camelCase($0.last!) }
        }
        switch dates {
        case .deferredToDate: break
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .formatted: decoder.dateDecodingStrategy = .formatted(Self.dateFormatter)
        case .customSeconds: decoder.dateDecodingStrategy = .custom(Self.readSeconds)
        }
        switch data {
        case .base64: break
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .customHex: decoder.dataDecodingStrategy = .custom(Self.readHex)
        }
        if case .strings = floats {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        }
        return decoder
    }

    func foundationEncoder(sortedKeys: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        if sortedKeys { encoder.outputFormatting = [.sortedKeys] }
        switch keys {
        case .useDefaultKeys: break
        case .snakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
        case .customPascalCase: encoder.keyEncodingStrategy = .custom { AppCodingKey.pascalCase($0.last!) }
        }
        switch dates {
        case .deferredToDate: break
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .formatted: encoder.dateEncodingStrategy = .formatted(Self.dateFormatter)
        case .customSeconds: encoder.dateEncodingStrategy = .custom(Self.writeSeconds)
        }
        switch data {
        case .base64: break
        case .deferredToData: encoder.dataEncodingStrategy = .deferredToData
        case .customHex: encoder.dataEncodingStrategy = .custom(Self.writeHex)
        }
        if case .strings = floats {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        }
        return encoder
    }

    func streamJSONEncoder(sortedKeys: Bool = false) -> StreamJSONEncoder {
        let encoder = StreamJSONEncoder()
        if sortedKeys { encoder.outputFormatting = [.sortedKeys] }
        switch keys {
        case .useDefaultKeys: break
        case .snakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
        case .customPascalCase: encoder.keyEncodingStrategy = .custom { AppCodingKey.pascalCase($0.last!) }
        }
        switch dates {
        case .deferredToDate: break
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .formatted: encoder.dateEncodingStrategy = .formatted(Self.dateFormatter)
        case .customSeconds: encoder.dateEncodingStrategy = .custom(Self.writeSeconds)
        }
        switch data {
        case .base64: break
        case .deferredToData: encoder.dataEncodingStrategy = .deferredToData
        case .customHex: encoder.dataEncodingStrategy = .custom(Self.writeHex)
        }
        if case .strings = floats {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        }
        return encoder
    }

    /// `.custom` date decoding: whole seconds since 1970 as an integer.
    @Sendable static func readSeconds(_ decoder: any Decoder) throws -> Date {
        Date(timeIntervalSince1970: TimeInterval(try decoder.singleValueContainer().decode(Int64.self)))
    }

    /// `.custom` date encoding: whole seconds since 1970 as an integer.
    @Sendable static func writeSeconds(_ date: Date, _ encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Int64(date.timeIntervalSince1970.rounded(.down)))
    }
}

/// The key a `.custom` key strategy returns.
struct AppCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    /// `"UserAgent"` to `"userAgent"`.
    static func camelCase(_ key: any CodingKey) -> AppCodingKey {
        if let index = key.intValue { return AppCodingKey(intValue: index) }
        return AppCodingKey(stringValue: key.stringValue.prefix(1).lowercased() + key.stringValue.dropFirst())
    }

    /// `"userAgent"` to `"UserAgent"`.
    static func pascalCase(_ key: any CodingKey) -> AppCodingKey {
        if let index = key.intValue { return AppCodingKey(intValue: index) }
        return AppCodingKey(stringValue: key.stringValue.prefix(1).uppercased() + key.stringValue.dropFirst())
    }
}
