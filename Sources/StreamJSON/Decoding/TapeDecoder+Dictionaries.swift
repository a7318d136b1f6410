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
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        KeyLookup(decoder: decoder, object: decoder.current).checkDuplicates()
        let mayRepeatKeys = decoder.tape[decoder.current].flags.contains(.duplicateKeys)
        var keyIndex = decoder.current + 1
        let parent = decoder.currentNode
        while keyIndex < object.end {
            let valueIndex = keyIndex + 1
            let key = decoder.string(at: keyIndex)
            if !mayRepeatKeys || result[key] == nil {
                result[key] = try decoder.decodeChild(Value.self, at: valueIndex, parent: parent, .tapeKey(keyIndex))
            }
            keyIndex = decoder.tape.indexAfterValue(at: valueIndex)
        }
        return result
    }
}
