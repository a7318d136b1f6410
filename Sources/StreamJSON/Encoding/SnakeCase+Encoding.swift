extension SnakeCase {
    /// `JSONEncoder`'s `convertToSnakeCase`, reproduced rule for rule.
    ///
    /// Words split where a lower-case letter is followed by an upper-case one, and a run of
    /// capitals is a word of its own except for its last capital, which starts the next word
    /// (`myURLValue` → `my_url_value`, `URLs` → `u_r_ls`, `ALLCAPS` → `a_llcaps`). The first
    /// character never starts a word; the words are lower-cased and joined with `_`. Upper case
    /// is Unicode categories Lu and Lt, lower case Ll, tested per Unicode scalar.
    static func snakeCase(fromCamelCase key: String) -> String {
        let scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty else { return key }

        func isUpper(_ scalar: Unicode.Scalar) -> Bool {
            let category = scalar.properties.generalCategory
            return category == .uppercaseLetter || category == .titlecaseLetter
        }
        func isLower(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.generalCategory == .lowercaseLetter
        }

        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        let end = scalars.count
        while let upper = (searchStart..<end).first(where: { isUpper(scalars[$0]) }) {
            words.append(wordStart..<upper)
            guard let lower = (upper..<end).first(where: { isLower(scalars[$0]) }) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                // A capital followed by a lower-case letter starts a word.
                wordStart = upper
            } else {
                // A run of capitals: a word up to the capital before the lower-case letter.
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<end)

        var result = ""
        for (position, word) in words.enumerated() {
            if position > 0 { result += "_" }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[word])
            result += String(text).lowercased()
        }
        return result
    }
}
