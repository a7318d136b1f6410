import Foundation

/// A snapshot of a ``StreamJSONDecoder``'s settings, taken once per `decode` call so that
/// the decode never reads the decoder's (lock-protected) properties again.
struct DecodingOptions {
    var dateDecodingStrategy: StreamJSONDecoder.DateDecodingStrategy = .deferredToDate
    var dataDecodingStrategy: StreamJSONDecoder.DataDecodingStrategy = .base64
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
