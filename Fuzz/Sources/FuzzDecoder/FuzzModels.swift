// The models and decoders every fuzz input goes through (see FuzzDecoder.swift).

import Foundation
@testable import StreamJSON

// MARK: Models

struct FuzzReading: Codable {
    var id: Int?
    var name: String?
    var tags: [String]?
    var matrix: [[Double]]?
    var counts: [String: Int]?
    var when: Date?
    var blob: Data?
    var child: Child?
    var flag: Bool?
    var small: Int8?
    var big: UInt64?
    var ratio: Float?
    var price: Decimal?
    var link: URL?

    struct Child: Codable {
        var value: Double
        var children: [Child]?
    }
}

struct FuzzSnakeCase: Codable {
    var userId: Int?
    var displayName: String?
    var createdAt: Date?
    var avatarData: Data?
    var score: Double?
}

enum FuzzShape: Codable {
    case circle(radius: Double)
    case polygon(points: [[Int]])
}

// MARK: Decoders (shared: a decoder is Sendable and each decode snapshots its options)

func fuzzMakeDecoder(_ configure: (StreamJSONDecoder) -> Void) -> StreamJSONDecoder {
    let decoder = StreamJSONDecoder()
    configure(decoder)
    return decoder
}

let fuzzStrict = StreamJSONDecoder()
let fuzzJSON5 = fuzzMakeDecoder { $0.allowsJSON5 = true }
let fuzzImplied = fuzzMakeDecoder { $0.assumesTopLevelDictionary = true; $0.allowsJSON5 = true }
let fuzzFormatter: DateFormatter = {
    let fuzzFormatter = DateFormatter()
    fuzzFormatter.locale = Locale(identifier: "en_US_POSIX")
    fuzzFormatter.timeZone = TimeZone(identifier: "UTC")
    fuzzFormatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
    return fuzzFormatter
}()
let fuzzStrategyDecoders: [StreamJSONDecoder] = [
    fuzzMakeDecoder { $0.dateDecodingStrategy = .iso8601; $0.dataDecodingStrategy = .base64 },
    fuzzMakeDecoder { $0.dateDecodingStrategy = .secondsSince1970; $0.dataDecodingStrategy = .deferredToData },
    fuzzMakeDecoder {
        $0.dateDecodingStrategy = .millisecondsSince1970
        $0.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    },
    fuzzMakeDecoder {
        $0.dateDecodingStrategy = .formatted(fuzzFormatter)
        $0.keyDecodingStrategy = .convertFromSnakeCase
    },
    fuzzMakeDecoder {
        $0.dateDecodingStrategy = .custom { decoder in
            Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self))
        }
        $0.dataDecodingStrategy = .custom { decoder in
            Data(try decoder.singleValueContainer().decode(String.self).utf8)
        }
        $0.allowsJSON5 = true
    },
]
