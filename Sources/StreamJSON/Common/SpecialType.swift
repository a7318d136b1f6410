import Foundation

/// The Foundation types `JSONDecoder` and `JSONEncoder` treat specially (their strategies
/// apply), and StreamJSON's `JSONValue`, which both coders read and write directly.
///
/// The test compares `ObjectIdentifier`s: comparing generic metatypes with `==` costs a call
/// through `Optional<Any.Type>` in unspecialised code, on every value.
enum SpecialType {
    case date, data, url, decimal, jsonValue

    @inline(__always)
    init?(_ type: Any.Type) {
        let id = ObjectIdentifier(type)
        if id == ObjectIdentifier(Date.self) { self = .date }
        else if id == ObjectIdentifier(Data.self) { self = .data }
        else if id == ObjectIdentifier(URL.self) { self = .url }
        else if id == ObjectIdentifier(Decimal.self) { self = .decimal }
        else if id == ObjectIdentifier(JSONValue.self) { self = .jsonValue }
        else { return nil }
    }
}
