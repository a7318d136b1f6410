/// The keys of one object after a key decoding strategy, computed once per object (the decoder
/// keeps them, by object, for every container over it: ``TapeDecoder/convertedKeys(of:node:)``).
final class ConvertedKeys {
    /// Converted key → tape index of the value; the first of two equal converted keys wins.
    var valueIndex: [String: Int] = [:]
    /// The converted keys in document order, without repeats.
    var order: [String] = []

    init(decoder: TapeDecoder, object: Int, node: Int32) {
        let entry = decoder.tape[object]
        var keyIndex = object + 1
        // The path handed to a custom closure: the object's, then the key, which each key
        // replaces in place (a closure that keeps the array keeps its own copy).
        var path: [any CodingKey]?
        valueIndex.reserveCapacity(entry.count)
        order.reserveCapacity(entry.count)
        while keyIndex < entry.end {
            let raw = decoder.string(at: keyIndex)
            let converted: String
            switch decoder.options.keyDecodingStrategy {
            case .useDefaultKeys:
                converted = raw
            case .convertFromSnakeCase:
                converted = SnakeCase.camelCase(fromSnakeCase: raw)
            case .custom(let transform):
                if path == nil {
                    path = decoder.codingPath(to: node)
                    path!.append(JSONCodingKey(stringValue: raw))
                } else {
                    path![path!.count - 1] = JSONCodingKey(stringValue: raw)
                }
                converted = transform(path!).stringValue
            }
            if valueIndex[converted] == nil {
                valueIndex[converted] = keyIndex + 1
                order.append(converted)
            }
            keyIndex = decoder.tape.indexAfterValue(at: keyIndex + 1)
        }
    }
}
