import Foundation

/// The `NSError`s of ``StreamJSONSerialization``: `JSONSerialization`'s domain and code
/// (`NSCocoaErrorDomain`, 3840, `CocoaError.propertyListReadCorrupt`), so that code catching
/// Foundation's errors catches these, with a message under `NSDebugDescription`.
enum SerializationErrors {
    /// An error with `message` as its debug description, and `underlying` if any.
    static func error(_ message: String, underlying: (any Error)? = nil) -> NSError {
        var userInfo: [String: Any] = ["NSDebugDescription": message]
        if let underlying { userInfo[NSUnderlyingErrorKey] = underlying }
        return NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.propertyListReadCorrupt.rawValue,
            userInfo: userInfo)
    }

    /// Text that is not JSON: the syntax error's message, line and column.
    static func reading(_ syntax: JSONSyntaxError) -> NSError {
        error("The data is not valid JSON. \(syntax.description)", underlying: syntax.wrapped)
    }

    /// A value `data(withJSONObject:)` cannot write, with Foundation's message.
    static func writing(_ failure: SerializationWriter.Failure) -> NSError {
        switch failure {
        case .invalidObject: return error("Invalid object cannot be serialized")
        case .nonStringKey: return error("NSDictionary key must be NSString")
        case .invalidNumber(let text): return error("Invalid number value (\(text)) in JSON write")
        case .tooDeep:
            return error("Too many nested arrays or dictionaries (more than \(SerializationWriter.maximumDepth)).")
        }
    }
}
