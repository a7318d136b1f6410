import Foundation

/// A drop-in for Foundation's `JSONSerialization`: rename the type and keep your code.
///
/// ```swift
/// let object = try StreamJSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
/// let data = try StreamJSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
/// StreamJSONSerialization.isValidJSONObject(object)
/// ```
///
/// It takes Foundation's own `JSONSerialization.ReadingOptions` and `WritingOptions`, returns
/// the object types Foundation returns on the same platform (on Linux: `[Any]`,
/// `[String: Any]`, `String`, `NSNumber`, `NSDecimalNumber`, `NSNull`, and the mutable classes
/// with `.mutableContainers` and `.mutableLeaves`), writes the same bytes, and throws the same
/// `NSError` (domain `NSCocoaErrorDomain`, code 3840) where Foundation throws, so `catch` code
/// keeps working. Its messages say more: what was wrong and where, by line and column, with the
/// ``JSONSyntaxError`` under `NSUnderlyingErrorKey`.
///
/// The document is validated and indexed by StreamJSON's scanner, then the objects are built
/// straight from that index (see <doc:StreamJSONSerialization> for speed and the differences).
public enum StreamJSONSerialization {
    /// The Foundation objects of a JSON document.
    ///
    /// - Parameters:
    ///   - data: UTF-8 (with or without a byte order mark), UTF-16 or UTF-32 JSON text, as
    ///     Foundation detects them.
    ///   - options: `.mutableContainers` (`NSMutableArray`, `NSMutableDictionary`),
    ///     `.mutableLeaves` (`NSMutableString`), `.fragmentsAllowed` (a top-level value that is
    ///     not an array or object); on Apple platforms also `.json5Allowed` and
    ///     `.topLevelDictionaryAssumed`. Default: none.
    /// - Returns: what `JSONSerialization.jsonObject(with:options:)` returns for `data`.
    /// - Throws: an `NSError` in `NSCocoaErrorDomain` with code 3840
    ///   (`CocoaError.propertyListReadCorrupt`) for text that is not JSON, a top-level fragment
    ///   without `.fragmentsAllowed`, nesting deeper than 512, or a number no `Decimal` or
    ///   finite `Double` holds (`1e400`).
    public static func jsonObject(with data: Data, options: JSONSerialization.ReadingOptions = []) throws -> Any {
        try InputBytes.with(data) { raw in
            let transcoded: [UInt8]?
            do {
                transcoded = try TextEncoding.transcodedToUTF8(raw)
            } catch let error as JSONSyntaxError {
                throw SerializationErrors.reading(error)
            }
            if let transcoded {
                return try InputBytes.with(transcoded) { try object(from: $0, options: options) }
            }
            return try object(from: raw, options: options)
        }
    }

    /// The objects of UTF-8 `bytes`.
    private static func object(from bytes: InputBytes, options: JSONSerialization.ReadingOptions) throws -> Any {
        var scanOptions = ScanOptions()
        #if canImport(Darwin)
            scanOptions.allowsJSON5 = options.contains(.json5Allowed)
            scanOptions.assumesTopLevelDictionary = options.contains(.topLevelDictionaryAssumed)
        #endif
        let tape: Tape
        do {
            tape = try JSONScanner.scan(bytes, options: scanOptions)
        } catch {
            throw SerializationErrors.reading(error.located(in: bytes, including: false))
        }
        guard tape[0].isContainer || options.contains(.fragmentsAllowed) else {
            throw SerializationErrors.error(
                "JSON text did not start with array or object and option to allow fragments not set.")
        }
        let builder = SerializationObjects(
            tape: tape, bytes: bytes,
            mutableContainers: options.contains(.mutableContainers),
            mutableLeaves: options.contains(.mutableLeaves))
        do {
            return try builder.build()
        } catch {
            throw SerializationErrors.error("Number \(error.literal) is not representable in Swift.")
        }
    }

    /// The JSON text of `object`, as UTF-8.
    ///
    /// - Parameters:
    ///   - object: an array or dictionary (or, with `.fragmentsAllowed`, any value) of the types
    ///     `JSONSerialization` writes: `String`, `NSString`, `NSNumber`, `Bool`, the integer
    ///     types, finite `Double` and `Float`, `Decimal`, `NSNull`, `nil`, arrays, and
    ///     dictionaries with `String` keys.
    ///   - options: `.prettyPrinted` (two-space indentation, `"key" : value`), `.sortedKeys`
    ///     (Foundation's order: numeric, case-insensitive, in the system locale),
    ///     `.fragmentsAllowed`, `.withoutEscapingSlashes` (`/` instead of `\/`). Default: none.
    /// - Returns: the bytes `JSONSerialization.data(withJSONObject:options:)` returns (without
    ///   `.sortedKeys`, members follow the dictionary's own order).
    /// - Throws: an `NSError` (`NSCocoaErrorDomain`, 3840) for a value of another type, a
    ///   non-string key, NaN or an infinity, nesting deeper than 512, or a top-level value
    ///   that is not an array or dictionary without `.fragmentsAllowed` (where Foundation on
    ///   Linux stops the process).
    public static func data(withJSONObject object: Any, options: JSONSerialization.WritingOptions = []) throws -> Data {
        guard options.contains(.fragmentsAllowed) || isContainer(object) else {
            throw SerializationErrors.error("Top-level object was not NSArray or NSDictionary")
        }
        let buffer = OutputBuffer()
        do {
            try SerializationWriter(options: options, buffer: buffer).write(object, depth: 0)
        } catch {
            throw SerializationErrors.writing(error)
        }
        return buffer.takeData()
    }

    /// Whether `data(withJSONObject:)` can write `object`: an array or dictionary whose
    /// contents are all of the types it writes, with string keys, finite numbers, and at most
    /// 512 levels of nesting.
    ///
    /// > Note: this writes the object into a scratch buffer, so it costs about what
    /// > `data(withJSONObject:)` costs.
    public static func isValidJSONObject(_ object: Any) -> Bool {
        guard isContainer(object) else { return false }
        do {
            try SerializationWriter(options: [], buffer: OutputBuffer()).write(object, depth: 0)
            return true
        } catch {
            return false
        }
    }

    /// Whether `object` is an array or dictionary, as Foundation's top-level check sees it.
    private static func isContainer(_ object: Any) -> Bool {
        let type = Swift.type(of: object)
        if type == [String: Any].self || type == [Any].self { return true }
        return object is [Any?] || object is [AnyHashable: Any?]
    }
}
