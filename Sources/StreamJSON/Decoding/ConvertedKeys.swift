/// The keys of one object after a key decoding strategy, computed once per object (the decoder
/// keeps them, by object, for every container over it: ``TapeDecoder/convertedKeys(of:node:)``).
///
/// Built once and only read after (its properties are constants, so reading them costs no
/// exclusivity check). An object of up to ``linearLimit`` distinct keys is searched by comparing
/// `String`s, which costs less than hashing each key into a dictionary and hashing each lookup;
/// a larger one gets a dictionary, so lookups stay O(1) whatever the object's size.
final class ConvertedKeys {
    /// Objects with at most this many distinct converted keys are searched without a dictionary.
    static var linearLimit: Int { 16 }

    /// The converted keys in document order, without repeats (the first of two equal ones).
    let order: [String]
    /// The tape index of the value of each key of ``order``.
    private let valueIndices: [Int]
    /// Converted key → tape index of the value, for objects of more than ``linearLimit`` keys.
    private let dictionary: [String: Int]?

    init(decoder: TapeDecoder, object: Int, node: Int32) {
        let entry = decoder.tape[object]
        var keyIndex = object + 1
        // The path handed to a custom closure: the object's, then the key, which each key
        // replaces in place (a closure that keeps the array keeps its own copy).
        var path: [any CodingKey]?
        var order: [String] = []
        var valueIndices: [Int] = []
        var dictionary: [String: Int]?
        order.reserveCapacity(entry.count)
        valueIndices.reserveCapacity(entry.count)
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
            let isNew: Bool
            if dictionary != nil {
                isNew = dictionary![converted] == nil
                if isNew { dictionary![converted] = keyIndex + 1 }
            } else {
                isNew = !order.contains(converted)
            }
            if isNew {
                order.append(converted)
                valueIndices.append(keyIndex + 1)
            }
            if isNew && dictionary == nil && order.count > Self.linearLimit {
                dictionary = Dictionary(uniqueKeysWithValues: zip(order, valueIndices))
            }
            keyIndex = decoder.tape.indexAfterValue(at: keyIndex + 1)
        }
        (self.order, self.valueIndices, self.dictionary) = (order, valueIndices, dictionary)
    }

    /// The tape index of the value whose converted key is `key`, or nil.
    func valueIndex(for key: String) -> Int? {
        if let dictionary { return dictionary[key] }
        guard let position = order.firstIndex(of: key) else { return nil }
        return valueIndices[position]
    }
}
