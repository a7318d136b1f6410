import Foundation
@testable import StreamJSON

/// A description of a `JSONSerialization` object graph that two graphs share only if they have
/// the same types at every node (as `type(of:)` sees them, and `objCType` for numbers), the same
/// values and the same keys: what the differential tests compare.
enum SerializationShape {
    static func of(_ value: Any) -> String {
        let type = Swift.type(of: value)
        let name = String(describing: type)
        if type is NSNumber.Type {
            let number = value as! NSNumber
            let objCType = String(cString: number.objCType)
            let text =
                objCType == "d" && !(number is NSDecimalNumber)
                ? String(number.doubleValue.bitPattern, radix: 16) : number.description
            return "\(name)(\(objCType) \(text))"
        }
        if type is NSArray.Type {
            return "\(name)[" + (value as! NSArray).map { of($0) }.joined(separator: ",") + "]"
        }
        if type is NSDictionary.Type {
            let dictionary = value as! NSDictionary
            let keys = dictionary.allKeys.map { "\($0)" }.sorted()
            return "\(name){" + keys.map { "\($0):\(of(dictionary[$0]!))" }.joined(separator: ",") + "}"
        }
        if let array = value as? [Any] {
            return "\(name)[" + array.map { of($0) }.joined(separator: ",") + "]"
        }
        if let dictionary = value as? [String: Any] {
            let keys = dictionary.keys.sorted()
            return "\(name){" + keys.map { "\($0):\(of(dictionary[$0]!))" }.joined(separator: ",") + "}"
        }
        if let string = value as? String {
            return "\(name)(\(string.debugDescription))"
        }
        return "\(name)"
    }

    /// The shape of `jsonObject`'s result, or "error" when it throws (after checking the error
    /// is Foundation's domain and code).
    static func reading(_ body: () throws -> Any) -> String {
        do {
            return of(try body())
        } catch let error as NSError {
            return error.domain == NSCocoaErrorDomain && error.code == 3840 ? "error" : "other error \(error)"
        }
    }
}
