import Foundation

/// `[String: Value]`, decoded member by member straight from the tape. Its keys are data,
/// so no key decoding strategy applies to them (as with `JSONDecoder`); the first of two equal
/// keys wins.
protocol StringKeyedDictionary {
    static func decodeMembers(from decoder: TapeDecoder) throws -> Self
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static func decodeMembers(from decoder: TapeDecoder) throws -> Self {
        let object = decoder.entryOrNull(decoder.current)
        guard object.kind == .object else {
            if object.kind == .null {
                throw DecodingError.valueNotFound(
                    [String: Any].self,
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "Cannot get keyed decoding container -- found null value instead"))
            }
            throw DecodingError.typeMismatch(
                [String: Any].self,
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: ScalarMessages.keyedContainerMismatchMessages[Int(object.kind.rawValue)]))
        }
        // The common scalar values get code specialised for them: in this generic code, the
        // dictionary's subscript setter is called unspecialised and looks up the runtime
        // metadata of `Optional<Value>` and of the dictionary's storage on every member (about
        // 650 instructions each).
        switch ScalarType(Value.self) {
        case .string?: return identityCast(try members(String.self, object, from: decoder), to: Self.self)
        case .int?: return identityCast(try members(Int.self, object, from: decoder), to: Self.self)
        case .double?: return identityCast(try members(Double.self, object, from: decoder), to: Self.self)
        case .bool?: return identityCast(try members(Bool.self, object, from: decoder), to: Self.self)
        default: return try members(Value.self, object, from: decoder)
        }
    }
}

/// The members of the object `object` at the decoder's position, as `[String: V]`. Not a
/// member of the `Dictionary` extension: there it stayed generic over `Value`, and the scalar
/// cases were not specialised.
private func members<V: Decodable>(
    _ type: V.Type, _ object: TapeEntry, from decoder: TapeDecoder
) throws -> [String: V] {
    var result: [String: V] = [:]
    result.reserveCapacity(object.count)
    let mayRepeatKeys = KeyLookup<KeysAsWritten>(decoder: decoder, object: decoder.current).hasDuplicateKeys()
    var keyIndex = decoder.current + 1
    let parent = decoder.currentNode
    while keyIndex < object.end {
        let valueIndex = keyIndex + 1
        let key = decoder.string(at: keyIndex)
        if !mayRepeatKeys || result[key] == nil {
            result[key] = try decoder.decodeChild(V.self, at: valueIndex, parent: parent, .tapeKey(keyIndex))
        }
        keyIndex = decoder.tape.indexAfterValue(at: valueIndex)
    }
    return result
}
