import Foundation

/// A snapshot of a ``StreamJSONDecoder``'s settings, taken once per `decode` call so that
/// the decode never reads the decoder's (lock-protected) properties again.
struct DecodingOptions {
    var dateDecodingStrategy: StreamJSONDecoder.DateDecodingStrategy = .deferredToDate {
        didSet { dateReading = DateReading(dateDecodingStrategy) }
    }
    /// The date strategy as a plain value, which the decoder tests per date without copying
    /// the strategy (whose `formatted` and `custom` cases hold references).
    private(set) var dateReading = DateReading.referenceSeconds
    var dataDecodingStrategy: StreamJSONDecoder.DataDecodingStrategy = .base64 {
        didSet {
            if case .base64 = dataDecodingStrategy { decodesBase64 = true } else { decodesBase64 = false }
        }
    }
    /// Whether the data strategy is `.base64`, as a plain value the decoder tests per `Data`.
    private(set) var decodesBase64 = true
    var nonConformingFloatDecodingStrategy: StreamJSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var keyDecodingStrategy: StreamJSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var allowsJSON5 = false
    var assumesTopLevelDictionary = false
    var maximumNestingDepth = 512
    var limits = DecodingLimits()
    /// Whether syntax errors quote the input around the problem (``JSONSyntaxError/excerpt``).
    var includesInputExcerptInErrors = false

    var scanOptions: ScanOptions {
        ScanOptions(
            allowsJSON5: allowsJSON5, assumesTopLevelDictionary: assumesTopLevelDictionary,
            maximumDepth: maximumNestingDepth, maximumDocumentSize: limits.maximumDocumentSize)
    }

    /// Whether object keys are matched byte for byte (no key strategy to apply).
    var usesDefaultKeys: Bool {
        if case .useDefaultKeys = keyDecodingStrategy { return true }
        return false
    }

    /// How keyed containers find members under the key strategy.
    var keyComparison: KeyComparison {
        switch keyDecodingStrategy {
        case .useDefaultKeys: .asWritten
        case .convertFromSnakeCase: .snakeCase
        case .custom: .convertedTable
        }
    }
}

/// How keyed containers find an object's members, by key strategy.
enum KeyComparison {
    /// The default keys: ``KeyLookup`` in ``KeysAsWritten``.
    case asWritten
    /// `convertFromSnakeCase`: ``KeyLookup`` in ``SnakeCaseKeys``, the same lookup with the
    /// conversion made byte by byte.
    case snakeCase
    /// `custom`: the user's closure converts every key of the object once, into a
    /// ``ConvertedKeys`` table, when its first container is made (as `JSONDecoder` calls it).
    case convertedTable
}

/// Sizes the decoder's compact representations can hold. A document or a decode that would
/// exceed one ends in a `DecodingError` naming the limit, never in a silently truncated value.
/// Internal so that tests can lower them.
struct DecodingLimits {
    /// The largest document in bytes of UTF-8 (``Tape/maximumDocumentSize`` unless lowered).
    var maximumDocumentSize = Tape.maximumDocumentSize
    /// The most coding path nodes alive at once; the arena links nodes by `Int32` index.
    var maximumCodingPathNodes = Int(Int32.max)
}

extension DecodingOptions: DefaultSettings {}

/// How a date strategy reads a date: from the tape alone (a number, or an ISO 8601 string), or
/// through the user's formatter or closure (`other`).
enum DateReading {
    case referenceSeconds, seconds, milliseconds, iso8601, iso8601Lenient, other

    init(_ strategy: StreamJSONDecoder.DateDecodingStrategy) {
        switch strategy {
        case .deferredToDate: self = .referenceSeconds
        case .secondsSince1970: self = .seconds
        case .millisecondsSince1970: self = .milliseconds
        case .iso8601: self = .iso8601
        case .iso8601WithFractionalSeconds: self = .iso8601Lenient
        case .formatted, .custom: self = .other
        }
    }
}
