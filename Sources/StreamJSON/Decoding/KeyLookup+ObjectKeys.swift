/// What a lookup tells about the object's keys as a whole: `allKeys`, and whether two of them are
/// equal (the check that a match outside the container's run needs, ``KeyLookup``).
extension KeyLookup {
    /// The keys of the object in document order, each once, as `Key`s.
    func allKeys<Key: CodingKey>() -> [Key] {
        let entry = decoder.tape[object]
        var keys: [Key] = []
        keys.reserveCapacity(entry.count)
        var seen: Set<String>? = hasDuplicateKeys() ? [] : nil
        var index = object + 1
        while index < entry.end {
            let text = Form.string(decoder.string(at: index))
            if seen == nil || seen!.insert(text).inserted, let key = Key(stringValue: text) {
                keys.append(key)
            }
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return keys
    }

    /// Whether two of the object's keys are equal: one pass over the keys into a ``KeyTable``
    /// (on the stack for objects of up to 64 members); keys that need `String` comparison, or a
    /// table with long probe runs, send the object to a `Set<String>`.
    func hasDuplicateKeys() -> Bool {
        let count = decoder.tape[object].count
        guard count > 1 else { return false }
        let capacity = KeyTable.capacity(for: count)
        let outcome: KeyTable.Outcome
        if capacity <= KeyTable.smallCapacity, OSFeatures.allowed,
            #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        {
            var table = InlineKeySlots<64>(count: capacity)
            outcome = KeyTable.fill(
                &table, object: object, tape: decoder.tape, bytes: decoder.bytes,
                stopAtDuplicate: true, form: Form.self)
        } else if capacity <= KeyTable.mediumCapacity, OSFeatures.allowed,
            #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        {
            var table = InlineKeySlots<128>(count: capacity)
            outcome = KeyTable.fill(
                &table, object: object, tape: decoder.tape, bytes: decoder.bytes,
                stopAtDuplicate: true, form: Form.self)
        } else {
            var table = [UInt32](repeating: 0, count: capacity)
            outcome = KeyTable.fill(
                &table, object: object, tape: decoder.tape, bytes: decoder.bytes,
                stopAtDuplicate: true, form: Form.self)
        }
        switch outcome {
        case .distinct: return false
        case .duplicates: return true
        case .needsStrings: return distinctKeyCount() < count
        }
    }

    private func distinctKeyCount() -> Int {
        let entry = decoder.tape[object]
        var result = Set<String>(minimumCapacity: entry.count)
        var index = object + 1
        while index < entry.end {
            WorkCounter.count(.hashProbe)
            result.insert(Form.string(decoder.string(at: index)))
            index = decoder.tape.indexAfterValue(at: index + 1)
        }
        return result.count
    }
}
