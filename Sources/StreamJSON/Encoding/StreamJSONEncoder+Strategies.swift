import Foundation

extension StreamJSONEncoder {
    /// The layout of the output. The options and raw values match `JSONEncoder.OutputFormatting`.
    public struct OutputFormatting: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt

        /// Creates a set of options from their raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Newlines and two-space indentation, `"key" : value`, byte for byte as `JSONEncoder`.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)

        /// Object keys in Unicode scalar order (`"10" < "9" < "B" < "_" < "a"`), as `JSONEncoder`
        /// sorts them. Without it StreamJSON writes keys in the order they were encoded (where
        /// `JSONEncoder`'s order is random from one process to the next).
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)

        /// Write `/` as is rather than as `\/` (the default escapes it, so that the output can
        /// be embedded in HTML).
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }

    /// How a `Date` is written. The cases match `JSONEncoder.DateEncodingStrategy`.
    public enum DateEncodingStrategy: @unchecked Sendable {
        /// Let `Date` encode itself: a number of seconds since 2001-01-01T00:00:00Z.
        /// This is the default strategy.
        case deferredToDate
        /// A number of seconds since 1970-01-01T00:00:00Z.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01T00:00:00Z.
        case millisecondsSince1970
        /// An ISO 8601 / RFC 3339 timestamp in UTC without fractional seconds, such as
        /// `"2023-11-14T22:13:20Z"`: `JSONEncoder`'s bytes, printed by hand (no formatter).
        case iso8601
        /// StreamJSON's extension: an ISO 8601 timestamp in UTC with milliseconds, such as
        /// `"2023-11-14T22:13:20.123Z"` (always three digits, rounded to the nearest millisecond),
        /// as JavaScript's `toISOString()` writes it.
        case iso8601WithFractionalSeconds
        /// A string made by the given formatter.
        /// > Note: `DateFormatter` is slow; prefer ``iso8601`` where the format allows.
        case formatted(DateFormatter)
        /// A closure that encodes the date into the encoder it is handed. If it encodes nothing,
        /// an empty object is written in its place, as `JSONEncoder` does.
        @preconcurrency case custom(@Sendable (Date, any Encoder) throws -> Void)
    }

    /// How `Data` is written. The cases match `JSONEncoder.DataEncodingStrategy`.
    public enum DataEncodingStrategy: Sendable {
        /// Let `Data` encode itself: an array of byte values.
        case deferredToData
        /// A Base64 string (padded, standard alphabet). This is the default strategy.
        case base64
        /// A closure that encodes the data into the encoder it is handed. If it encodes
        /// nothing, an empty object is written in its place, as `JSONEncoder` does.
        @preconcurrency case custom(@Sendable (Data, any Encoder) throws -> Void)
    }

    /// How infinity and NaN are written, JSON numbers having no spelling for them.
    /// The cases match `JSONEncoder.NonConformingFloatEncodingStrategy`.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// Throw `EncodingError.invalidValue`. This is the default strategy.
        case `throw`
        /// Write these strings instead.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How coding keys become JSON object keys. The cases match
    /// `JSONEncoder.KeyEncodingStrategy`; none of them applies to the keys of a
    /// `[String: Value]` dictionary, as with `JSONEncoder`.
    public enum KeyEncodingStrategy: Sendable {
        /// Use each key's `stringValue`. This is the default strategy.
        case useDefaultKeys
        /// Convert `camelCaseKeys` to `snake_case_keys` exactly as `JSONEncoder` does
        /// (`myURLValue` → `my_url_value`, `URLs` → `u_r_ls`).
        /// > Note: converts each distinct key once per `encode` call, and caches it.
        case convertToSnakeCase
        /// A closure that maps the coding path of each key (the key last) to the key to write.
        @preconcurrency case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
}
