import Foundation

/// The two snake-case key conversions of Foundation's coders, rule for rule: the decoder's
/// `convertFromSnakeCase` and the encoder's `convertToSnakeCase`.
enum SnakeCase {
    /// `JSONDecoder`'s `convertFromSnakeCase`: leading and trailing underscores are kept, the
    /// words between are joined with the first lower-cased and the others capitalised, and a
    /// key without inner underscores is left alone.
    static func camelCase(fromSnakeCase key: String) -> String {
        guard !key.isEmpty, let firstNonUnderscore = key.firstIndex(where: { $0 != "_" }) else {
            return key
        }
        var lastNonUnderscore = key.index(before: key.endIndex)
        while lastNonUnderscore > firstNonUnderscore && key[lastNonUnderscore] == "_" {
            key.formIndex(before: &lastNonUnderscore)
        }
        let words = key[firstNonUnderscore...lastNonUnderscore].split(separator: "_")
        let joined: String
        if words.count == 1 {
            joined = String(key[firstNonUnderscore...lastNonUnderscore])
        } else {
            joined = ([words[0].lowercased()] + words.dropFirst().map { $0.capitalized }).joined()
        }
        return String(key[..<firstNonUnderscore]) + joined + String(key[key.index(after: lastNonUnderscore)...])
    }

    /// `JSONEncoder`'s `convertToSnakeCase`, reproduced rule for rule.
    ///
    /// Words split where a lower-case letter is followed by an upper-case one, and a run of
    /// capitals is a word of its own except for its last capital, which starts the next word
    /// (`myURLValue` → `my_url_value`, `URLs` → `u_r_ls`, `ALLCAPS` → `a_llcaps`). The first
    /// character never starts a word; the words are lower-cased and joined with `_`. Upper case
    /// is Unicode categories Lu and Lt, lower case Ll, tested per Unicode scalar; but the steps
    /// from a letter to the next or previous one are over `Character`s, so a capital followed
    /// by a combining mark is one letter (`myE\u{301}tude` → `my_e\u{301}tude`).
    static func snakeCase(fromCamelCase key: String) -> String {
        guard !key.isEmpty else { return key }
        if let converted = asciiSnakeCase(fromCamelCase: key) { return converted }

        var words: [Range<String.Index>] = []
        var wordStart = key.startIndex
        var searchRange = key.index(after: wordStart)..<key.endIndex
        while let upper = firstScalar(in: key, searchRange, where: isUpper) {
            words.append(wordStart..<upper)
            searchRange = upper..<searchRange.upperBound
            guard let lower = firstScalar(in: key, searchRange, where: isLower) else {
                wordStart = searchRange.lowerBound
                break
            }
            if lower == key.index(after: upper) {
                // A capital followed by a lower-case letter starts a word.
                wordStart = upper
            } else {
                // A run of capitals: a word up to the capital before the lower-case letter.
                let beforeLower = key.index(before: lower)
                words.append(upper..<beforeLower)
                wordStart = beforeLower
            }
            searchRange = key.unicodeScalars.index(after: lower)..<searchRange.upperBound
        }
        words.append(wordStart..<searchRange.upperBound)
        return words.map { key[$0].lowercased() }.joined(separator: "_")
    }

    /// ``snakeCase(fromCamelCase:)`` for an all-ASCII key, over its bytes (where a letter is
    /// one byte, upper case is `A`-`Z` and lower case `a`-`z`): the same steps without
    /// `String` indices or Unicode properties. Nil for any other key.
    static func asciiSnakeCase(fromCamelCase key: String) -> String? {
        let bytes = Array(key.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
        func isLower(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "a") < 26 }
        func firstIndex(from start: Int, where test: (UInt8) -> Bool) -> Int? {
            var index = start
            while index < bytes.count {
                if test(bytes[index]) { return index }
                index += 1
            }
            return nil
        }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        while let upper = firstIndex(from: searchStart, where: isUpper) {
            words.append(wordStart..<upper)
            guard let lower = firstIndex(from: upper, where: isLower) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<bytes.count)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + words.count)
        for (number, word) in words.enumerated() {
            if number > 0 { result.append(UInt8(ascii: "_")) }
            for byte in bytes[word] { result.append(isUpper(byte) ? byte | 0x20 : byte) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The index of the first scalar in `range` that passes `test`.
    private static func firstScalar(
        in key: String, _ range: Range<String.Index>,
        where test: (Unicode.Scalar) -> Bool
    ) -> String.Index? {
        let scalars = key.unicodeScalars
        var index = range.lowerBound
        while index < range.upperBound {
            if test(scalars[index]) { return index }
            scalars.formIndex(after: &index)
        }
        return nil
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }
}
