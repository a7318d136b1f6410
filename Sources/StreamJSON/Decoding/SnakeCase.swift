import Foundation

/// `convertFromSnakeCase`, exactly as `JSONDecoder` does it: leading and trailing underscores
/// are kept, the words between are joined with the first lower-cased and the others
/// capitalised, and a key without inner underscores is left alone.
enum SnakeCase {
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
}
