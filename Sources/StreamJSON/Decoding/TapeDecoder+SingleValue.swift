/// The decoder is its own single-value container: every method reads the current value.
extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        entryOrNull(current).kind == .null
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
    func decode(_ type: Bool.Type) throws -> Bool { try read { () throws(ValueProblem) in try readBool(at: current) } }
    func decode(_ type: String.Type) throws -> String {
        try read { () throws(ValueProblem) in try readString(at: current) }
    }
    func decode(_ type: Double.Type) throws -> Double {
        try read { () throws(ValueProblem) in try readDouble(at: current) }
    }
    func decode(_ type: Float.Type) throws -> Float {
        try read { () throws(ValueProblem) in try readFloat(at: current) }
    }
    func decode(_ type: Int.Type) throws -> Int {
        try read { () throws(ValueProblem) in try readInteger(Int.self, at: current) }
    }
    func decode(_ type: Int8.Type) throws -> Int8 {
        try read { () throws(ValueProblem) in try readInteger(Int8.self, at: current) }
    }
    func decode(_ type: Int16.Type) throws -> Int16 {
        try read { () throws(ValueProblem) in try readInteger(Int16.self, at: current) }
    }
    func decode(_ type: Int32.Type) throws -> Int32 {
        try read { () throws(ValueProblem) in try readInteger(Int32.self, at: current) }
    }
    func decode(_ type: Int64.Type) throws -> Int64 {
        try read { () throws(ValueProblem) in try readInteger(Int64.self, at: current) }
    }
    func decode(_ type: UInt.Type) throws -> UInt {
        try read { () throws(ValueProblem) in try readInteger(UInt.self, at: current) }
    }
    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try read { () throws(ValueProblem) in try readInteger(UInt8.self, at: current) }
    }
    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try read { () throws(ValueProblem) in try readInteger(UInt16.self, at: current) }
    }
    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try read { () throws(ValueProblem) in try readInteger(UInt32.self, at: current) }
    }
    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try read { () throws(ValueProblem) in try readInteger(UInt64.self, at: current) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 {
        try read { () throws(ValueProblem) in try readInteger(Int128.self, at: current) }
    }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 {
        try read { () throws(ValueProblem) in try readInteger(UInt128.self, at: current) }
    }
}
