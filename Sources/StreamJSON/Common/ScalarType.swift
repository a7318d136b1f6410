/// The standard-library scalar types that the decoder reads straight from the tape and the
/// encoder writes straight into its buffer, without their `Codable` conformances.
enum ScalarType {
    case string, int, double, bool, float, int64, int32, int16, int8
    case uint, uint64, uint32, uint16, uint8, int128, uint128

    /// The scalar type `type` is, or nil. Each test compares two metadata pointers.
    @inline(__always)
    init?(_ type: Any.Type) {
        let id = ObjectIdentifier(type)
        if id == ObjectIdentifier(String.self) {
            self = .string
        } else if id == ObjectIdentifier(Int.self) {
            self = .int
        } else if id == ObjectIdentifier(Double.self) {
            self = .double
        } else if id == ObjectIdentifier(Bool.self) {
            self = .bool
        } else if id == ObjectIdentifier(Float.self) {
            self = .float
        } else if id == ObjectIdentifier(Int64.self) {
            self = .int64
        } else if id == ObjectIdentifier(Int32.self) {
            self = .int32
        } else if id == ObjectIdentifier(Int16.self) {
            self = .int16
        } else if id == ObjectIdentifier(Int8.self) {
            self = .int8
        } else if id == ObjectIdentifier(UInt.self) {
            self = .uint
        } else if id == ObjectIdentifier(UInt64.self) {
            self = .uint64
        } else if id == ObjectIdentifier(UInt32.self) {
            self = .uint32
        } else if id == ObjectIdentifier(UInt16.self) {
            self = .uint16
        } else if id == ObjectIdentifier(UInt8.self) {
            self = .uint8
        } else if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
            id == ObjectIdentifier(Int128.self)
        {
            self = .int128
        } else if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
            id == ObjectIdentifier(UInt128.self)
        {
            self = .uint128
        } else {
            return nil
        }
    }
}
