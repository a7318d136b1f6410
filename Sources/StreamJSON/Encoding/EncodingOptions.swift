import Foundation

/// A snapshot of a ``StreamJSONEncoder``'s settings, taken once per `encode` call so that
/// the encode never reads the encoder's (lock-protected) properties again.
struct EncodingOptions {
    var outputFormatting: StreamJSONEncoder.OutputFormatting = []
    var dateEncodingStrategy: StreamJSONEncoder.DateEncodingStrategy = .deferredToDate
    var dataEncodingStrategy: StreamJSONEncoder.DataEncodingStrategy = .base64
    var nonConformingFloatEncodingStrategy: StreamJSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var keyEncodingStrategy: StreamJSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    /// (`Dictionary()`, not `[:]`: the literal is built by a call, about 30 instructions per
    /// encoder made.)
    var userInfo = [CodingUserInfoKey: Any]()

    /// The Writing layer's view of `outputFormatting`.
    var writingOptions: WritingOptions {
        WritingOptions(
            prettyPrinted: outputFormatting.contains(.prettyPrinted),
            sortedKeys: outputFormatting.contains(.sortedKeys),
            escapesSlashes: !outputFormatting.contains(.withoutEscapingSlashes))
    }

    /// Whether coding keys are written as their `stringValue`, unconverted.
    var usesDefaultKeys: Bool {
        if case .useDefaultKeys = keyEncodingStrategy { return true }
        return false
    }
}

extension EncodingOptions: DefaultSettings {}
