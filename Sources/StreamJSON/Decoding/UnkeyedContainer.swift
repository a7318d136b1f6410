/// The unkeyed container over one array of the tape.
///
/// Its state is a cursor (the tape index of the next element) and the element count decoded
/// so far; both advance only when a decode succeeds, as with `JSONDecoder`, so a caller can
/// retry a failed element as another type. The fields are 32-bit so that the whole container
/// fits in an existential's inline buffer: returning it as `any UnkeyedDecodingContainer`
/// does not allocate. The array's element count is copied in, so that a decode reads the
/// tape only at the element.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    private let elementCount: UInt32
    private let node: Int32
    private var cursor: UInt32
    private var position: UInt32

    /// A container over the array at tape index `array`, whose entry is `entry`.
    init(decoder: TapeDecoder, array: Int, entry: TapeEntry, node: Int32) {
        self.decoder = decoder
        self.elementCount = UInt32(truncatingIfNeeded: entry.count)
        self.node = node
        self.cursor = UInt32(truncatingIfNeeded: array &+ 1)
        self.position = 0
    }

    var codingPath: [any CodingKey] { decoder.codingPath(to: node) }

    var count: Int? { Int(elementCount) }

    var isAtEnd: Bool { position >= elementCount }

    var currentIndex: Int { Int(position) }

    @inline(__always)
    private mutating func advance() {
        cursor = UInt32(truncatingIfNeeded: decoder.tape.indexAfterValue(at: Int(cursor)))
        position += 1
    }

    private func atEndError(_ type: Any.Type, _ message: String = "Unkeyed container is at end.") -> DecodingError {
        .valueNotFound(
            type,
            .init(
                codingPath: decoder.codingPath(to: node, appending: IndexCodingKey(index: currentIndex)),
                debugDescription: message))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw atEndError(Never.self) }
        if decoder.tape[Int(cursor)].kind == .null {
            advance()
            return true
        }
        return false
    }

    @inline(__always)
    mutating func decodeElement<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw atEndError(T.self) }
        let value = try decoder.decodeChild(type, at: Int(cursor), parent: node, .index(Int(position)))
        if ScalarType(T.self) != nil {
            // A scalar was read, which is one tape entry: no need to read the tape again.
            cursor &+= 1
            position &+= 1
        } else {
            advance()
        }
        return value
    }

    /// ``decodeElement(_:)`` out of line, for the rare cases of a fast path.
    @inline(never)
    private mutating func decodeElementInGeneral<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeElement(type)
    }

    @inline(__always)
    mutating func decodeElementIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard !isAtEnd else { return nil }  // as JSONDecoder: nothing left reads as absent
        if decoder.tape[Int(cursor)].kind == .null {
            advance()
            return nil
        }
        return try decodeElement(type)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeElement(type) }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeElement(Bool.self) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeElement(String.self) }
    /// The common case without a call: a number ``TapeDecoder/plainDouble(_:)`` reads (a GeoJSON
    /// position's coordinates); everything else, errors included, takes the general path.
    @inline(__always)
    mutating func decode(_ type: Double.Type) throws -> Double {
        if position < elementCount, let value = decoder.plainDouble(decoder.tape[Int(cursor)]) {
            cursor &+= 1
            position &+= 1
            return value
        }
        return try decodeElementInGeneral(Double.self)
    }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeElement(Float.self) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeElement(Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeElement(Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeElement(Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeElement(Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeElement(Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeElement(UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeElement(UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeElement(UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeElement(UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeElement(UInt64.self) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try decodeElement(Int128.self) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeElement(UInt128.self) }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try decodeElementIfPresent(type) }
    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try decodeElementIfPresent(Bool.self) }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try decodeElementIfPresent(String.self) }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try decodeElementIfPresent(Double.self) }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try decodeElementIfPresent(Float.self) }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try decodeElementIfPresent(Int.self) }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try decodeElementIfPresent(Int8.self) }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try decodeElementIfPresent(Int16.self) }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try decodeElementIfPresent(Int32.self) }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try decodeElementIfPresent(Int64.self) }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try decodeElementIfPresent(UInt.self) }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try decodeElementIfPresent(UInt8.self) }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try decodeElementIfPresent(UInt16.self) }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try decodeElementIfPresent(UInt32.self) }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try decodeElementIfPresent(UInt64.self) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try decodeElementIfPresent(Int128.self) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? { try decodeElementIfPresent(UInt128.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        guard !isAtEnd else {
            throw atEndError(
                KeyedDecodingContainer<NestedKey>.self,
                "Cannot get nested keyed container -- unkeyed container is at end.")
        }
        let child = try decoder.pushNestedNode(parent: node, .index(Int(position)))
        let container = try decoder.keyedContainer(NestedKey.self, at: Int(cursor), node: child)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isAtEnd else {
            throw atEndError(
                (any UnkeyedDecodingContainer).self,
                "Cannot get nested unkeyed container -- unkeyed container is at end.")
        }
        let child = try decoder.pushNestedNode(parent: node, .index(Int(position)))
        let container = try decoder.unkeyedContainer(at: Int(cursor), node: child)
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        guard !isAtEnd else {
            throw atEndError((any Decoder).self, "Cannot get superDecoder() -- unkeyed container is at end.")
        }
        let child = try decoder.pushNestedNode(parent: node, .index(currentIndex))
        let result = decoder.superDecoder(at: Int(cursor), node: child)
        advance()
        return result
    }
}
