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

    var scanOptions: ScanOptions {
        ScanOptions(allowsJSON5: allowsJSON5, assumesTopLevelDictionary: assumesTopLevelDictionary,
                    maximumDepth: maximumNestingDepth)
    }

    /// Whether object keys are matched byte for byte (no key strategy to apply).
    var usesDefaultKeys: Bool {
        if case .useDefaultKeys = keyDecodingStrategy { return true }
        return false
    }
}
