import Foundation

/// The Foundation types `JSONDecoder` and `JSONEncoder` treat specially (their strategies
/// apply). (StreamJSON's own `JSONValue` is read and written directly too, but through hooks
/// of the layers that know it: its `init(from:)` recognises the tape decoder, and it is
/// `DirectlyEncodable`.)
///
/// The test compares `ObjectIdentifier`s: comparing generic metatypes with `==` costs a call
/// through `Optional<Any.Type>` in unspecialised code, on every value.
enum SpecialType {
    case date, data, url, decimal

    @inline(__always)
    init?(_ type: Any.Type) {
        let id = ObjectIdentifier(type)
        if id == ObjectIdentifier(Date.self) {
            self = .date
        } else if id == ObjectIdentifier(Data.self) {
            self = .data
        } else if id == ObjectIdentifier(URL.self) {
            self = .url
        } else if id == ObjectIdentifier(Decimal.self) {
            self = .decimal
        } else {
            return nil
        }
    }
}
