import Foundation

// Foundation's strategy values, taken over: code that configured a `JSONDecoder` hands its
// strategies to a `StreamJSONDecoder` with `.init(_:)`:
//
//     decoder.dateDecodingStrategy = .init(jsonDecoder.dateDecodingStrategy)
//
// Swift has no implicit conversion between the two types, so the assignment needs the `.init`
// (see the migration guide). Each case becomes the case of the same name; a `custom` closure is
// kept as it is. On Apple platforms a case that a later Foundation adds (none exists as of
// Swift 6.3) becomes this type's default.

extension StreamJSONDecoder.DateDecodingStrategy {
    /// The strategy of the same name as Foundation's `strategy`: `.iso8601` for `.iso8601`,
    /// the same closure for `.custom`, the same formatter for `.formatted` (on Linux,
    /// Foundation's `.formatted` is itself a `.custom` closure, and stays one).
    ///
    /// ```swift
    /// decoder.dateDecodingStrategy = .init(jsonDecoder.dateDecodingStrategy)
    /// ```
    public init(_ strategy: JSONDecoder.DateDecodingStrategy) {
        switch strategy {
        case .deferredToDate: self = .deferredToDate
        case .secondsSince1970: self = .secondsSince1970
        case .millisecondsSince1970: self = .millisecondsSince1970
        case .iso8601: self = .iso8601
        case .custom(let closure): self = .custom(closure)
        #if canImport(Darwin)
            case .formatted(let formatter): self = .formatted(formatter)
            @unknown default: self = .deferredToDate
        #endif
        }
    }
}

extension StreamJSONDecoder.DataDecodingStrategy {
    /// The strategy of the same name as Foundation's `strategy` (the same closure for `.custom`).
    ///
    /// ```swift
    /// decoder.dataDecodingStrategy = .init(jsonDecoder.dataDecodingStrategy)
    /// ```
    public init(_ strategy: JSONDecoder.DataDecodingStrategy) {
        switch strategy {
        case .deferredToData: self = .deferredToData
        case .base64: self = .base64
        case .custom(let closure): self = .custom(closure)
        #if canImport(Darwin)
            @unknown default: self = .base64
        #endif
        }
    }
}

extension StreamJSONDecoder.NonConformingFloatDecodingStrategy {
    /// The strategy of the same name as Foundation's `strategy`, with the same strings.
    ///
    /// ```swift
    /// decoder.nonConformingFloatDecodingStrategy = .init(jsonDecoder.nonConformingFloatDecodingStrategy)
    /// ```
    public init(_ strategy: JSONDecoder.NonConformingFloatDecodingStrategy) {
        switch strategy {
        case .throw: self = .throw
        case .convertFromString(let positiveInfinity, let negativeInfinity, let nan):
            self = .convertFromString(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        #if canImport(Darwin)
            @unknown default: self = .throw
        #endif
        }
    }
}

extension StreamJSONDecoder.KeyDecodingStrategy {
    /// The strategy of the same name as Foundation's `strategy` (the same closure for `.custom`).
    ///
    /// ```swift
    /// decoder.keyDecodingStrategy = .init(jsonDecoder.keyDecodingStrategy)
    /// ```
    public init(_ strategy: JSONDecoder.KeyDecodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .useDefaultKeys
        case .convertFromSnakeCase: self = .convertFromSnakeCase
        case .custom(let closure): self = .custom(closure)
        #if canImport(Darwin)
            @unknown default: self = .useDefaultKeys
        #endif
        }
    }
}
