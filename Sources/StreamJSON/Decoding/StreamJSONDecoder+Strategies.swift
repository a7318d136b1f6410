import Foundation

extension StreamJSONDecoder {
    /// How a `Date` is read from JSON. The cases match `JSONDecoder.DateDecodingStrategy`.
    public enum DateDecodingStrategy: @unchecked Sendable {
        /// Defer to `Date`'s own `init(from:)`: a number of seconds since 2001-01-01T00:00:00Z.
        /// This is the default strategy.
        case deferredToDate
        /// A number of seconds since 1970-01-01T00:00:00Z.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01T00:00:00Z.
        case millisecondsSince1970
        /// An ISO 8601 / RFC 3339 timestamp such as `2023-11-14T22:13:20Z`, accepting what
        /// `JSONDecoder` accepts (optional fractional seconds, `Z` or a `+hh:mm`/`+hhmm` offset).
        /// Parsed by hand: no `DateFormatter` on the hot path.
        case iso8601
        /// StreamJSON's extension: like ``iso8601``, and also accepts a lower-case `t`/`z`, a space
        /// instead of `T`, and any number of fractional digits. The encoder's matching strategy
        /// writes milliseconds (`2023-11-14T22:13:20.123Z`), as JavaScript's `toISOString()` does.
        case iso8601WithFractionalSeconds
        /// A string parsed by the given formatter.
        /// > Note: `DateFormatter` is slow; prefer ``iso8601`` where the format allows.
        case formatted(DateFormatter)
        /// A closure that reads the date from the decoder it is handed.
        @preconcurrency case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` is read from JSON. The cases match `JSONDecoder.DataDecodingStrategy`.
    public enum DataDecodingStrategy: Sendable {
        /// Defer to `Data`'s own `init(from:)`: an array of byte values.
        case deferredToData
        /// A Base64-encoded string. This is the default strategy.
        case base64
        /// A closure that reads the data from the decoder it is handed.
        @preconcurrency case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    /// How non-conforming floating-point values (infinity, NaN) are read.
    /// The cases match `JSONDecoder.NonConformingFloatDecodingStrategy`.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Throw on anything that is not a JSON number. This is the default strategy.
        case `throw`
        /// Accept these exact strings as positive infinity, negative infinity and NaN.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How JSON object keys are mapped to `CodingKey`s.
    /// The cases match `JSONDecoder.KeyDecodingStrategy`.
    public enum KeyDecodingStrategy: Sendable {
        /// Use each key as it is written. This is the default strategy, and the fast one:
        /// keys are matched byte for byte, without building a `String` per key.
        case useDefaultKeys
        /// Convert `snake_case_keys` to `camelCaseKeys` exactly as `JSONDecoder` does.
        /// > Note: builds a `String` per key of each object that is decoded with a keyed container.
        case convertFromSnakeCase
        /// A closure that maps the coding path of each key (the key last) to the key to use.
        @preconcurrency case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
}
