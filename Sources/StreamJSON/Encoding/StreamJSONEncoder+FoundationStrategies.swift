import Foundation

// Foundation's strategy values, taken over: code that configured a `JSONEncoder` hands its
// options to a `StreamJSONEncoder` with `.init(_:)`:
//
//     encoder.dateEncodingStrategy = .init(jsonEncoder.dateEncodingStrategy)
//
// Swift has no implicit conversion between the two types, so the assignment needs the `.init`
// (see the migration guide). Each case becomes the case of the same name; a `custom` closure is
// kept as it is. On Apple platforms a case that a later Foundation adds (none exists as of
// Swift 6.3) becomes this type's default.

extension StreamJSONEncoder.OutputFormatting {
    /// The same options as Foundation's `formatting` (the raw values are the same).
    ///
    /// ```swift
    /// encoder.outputFormatting = .init(jsonEncoder.outputFormatting)
    /// ```
    public init(_ formatting: JSONEncoder.OutputFormatting) {
        self.init(rawValue: formatting.rawValue)
    }
}

extension StreamJSONEncoder.DateEncodingStrategy {
    /// The strategy of the same name as Foundation's `strategy`: `.iso8601` for `.iso8601`,
    /// the same closure for `.custom`, the same formatter for `.formatted` (on Linux,
    /// Foundation's `.formatted` is itself a `.custom` closure, and stays one).
    ///
    /// ```swift
    /// encoder.dateEncodingStrategy = .init(jsonEncoder.dateEncodingStrategy)
    /// ```
    public init(_ strategy: JSONEncoder.DateEncodingStrategy) {
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

extension StreamJSONEncoder.DataEncodingStrategy {
    /// The strategy of the same name as Foundation's `strategy` (the same closure for `.custom`).
    ///
    /// ```swift
    /// encoder.dataEncodingStrategy = .init(jsonEncoder.dataEncodingStrategy)
    /// ```
    public init(_ strategy: JSONEncoder.DataEncodingStrategy) {
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

extension StreamJSONEncoder.NonConformingFloatEncodingStrategy {
    /// The strategy of the same name as Foundation's `strategy`, with the same strings.
    ///
    /// ```swift
    /// encoder.nonConformingFloatEncodingStrategy = .init(jsonEncoder.nonConformingFloatEncodingStrategy)
    /// ```
    public init(_ strategy: JSONEncoder.NonConformingFloatEncodingStrategy) {
        switch strategy {
        case .throw: self = .throw
        case .convertToString(let positiveInfinity, let negativeInfinity, let nan):
            self = .convertToString(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan)
        #if canImport(Darwin)
            @unknown default: self = .throw
        #endif
        }
    }
}

extension StreamJSONEncoder.KeyEncodingStrategy {
    /// The strategy of the same name as Foundation's `strategy` (the same closure for `.custom`).
    ///
    /// ```swift
    /// encoder.keyEncodingStrategy = .init(jsonEncoder.keyEncodingStrategy)
    /// ```
    public init(_ strategy: JSONEncoder.KeyEncodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .useDefaultKeys
        case .convertToSnakeCase: self = .convertToSnakeCase
        case .custom(let closure): self = .custom(closure)
        #if canImport(Darwin)
            @unknown default: self = .useDefaultKeys
        #endif
        }
    }
}
