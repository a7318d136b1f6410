/// A JSON Pointer (RFC 6901): the address of one value inside a JSON document, such as
/// `/data/items/0/name`.
///
/// A pointer is a list of reference tokens, each written after a `/`. In an object a token
/// names a member; in an array it is an index (`0`, `17`; no leading zeros, no sign). Inside a
/// token `~1` stands for `/` and `~0` for `~`, so the member `"a/b"` is `/a~1b`. The empty
/// pointer `""` is the whole document; `"/"` is the member whose key is the empty string.
///
/// ```swift
/// let items = try decoder.decode([Item].self, from: data, at: "/data/items")
/// let name = value[pointer: "/data/items/0/name"]?.stringValue
/// let event = try reader.seek(to: "/data/items/0/name")
/// var rows = try decoder.values(of: Row.self, contentsOf: url, framing: .array(at: "/rows"))
/// ```
///
/// A string literal is a pointer. A pointer made from text that is not a valid pointer (one
/// that does not start with `/`, or has a `~` not followed by `0` or `1`) is still a value,
/// so that literals need no `try`; using it throws `DecodingError.dataCorrupted` with a
/// ``SyntaxError`` as the underlying error (a ``JSONValue`` lookup returns nil, and
/// ``JSONReader/seek(to:)`` finds nothing and says why).
/// ``init(validating:)`` checks the text up front instead.
///
/// A token matches a member name when both are the same Unicode code points after unescaping
/// (RFC 6901 §4: no Unicode normalization), not when they are equal Swift `String`s: the token
/// `e\u{301}` (e + combining acute) does not match the member `"é"` (U+00E9), and in
/// `{"Å": 1, "Å": 2}` (U+00C5, then U+212B) each member has its own pointer. Coding keys, by
/// contrast, compare as `String`s, as in Foundation.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Why a text is not a JSON Pointer.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text that was parsed.
        public let text: String
        /// What is wrong with it.
        public let reason: String

        /// A sentence such as `Invalid JSON Pointer "a/b": it must be empty or start with '/'`.
        public var description: String { "Invalid JSON Pointer \"\(text)\": \(reason)" }
    }

    /// The reference tokens, unescaped: `/a~1b/0` has the tokens `a/b` and `0`.
    public let tokens: [String]
    /// Why the text this pointer was made from is not a valid pointer, if it is not.
    let syntaxError: SyntaxError?

    /// The pointer to the whole document (`""`).
    public static let root = JSONPointer(tokens: [])

    /// The pointer with the given (unescaped) reference tokens: `["a/b", "0"]` is `/a~1b/0`.
    public init(tokens: [String]) {
        self.tokens = tokens
        self.syntaxError = nil
    }

    /// Parses `text` as a pointer, throwing ``SyntaxError`` if it is not one.
    public init(validating text: String) throws {
        self.init(text)
        if let syntaxError { throw syntaxError }
    }

    /// Parses `text` as a pointer. Invalid text makes a pointer that throws when used (see the
    /// type's discussion); use ``init(validating:)`` to find out now.
    public init(_ text: String) {
        switch JSONPointer.parse(text) {
        case .success(let tokens):
            self.tokens = tokens
            self.syntaxError = nil
        case .failure(let error):
            self.tokens = []
            self.syntaxError = error
        }
    }

    /// A pointer from a string literal, as ``init(_:)``.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The pointer as text, escaped: the tokens `a/b` and `0` print as `/a~1b/0`.
    public var description: String {
        if let syntaxError { return syntaxError.text }
        return tokens.map { "/" + JSONPointer.escape($0) }.joined()
    }

    /// The pointer with one more token at the end.
    public func appending(_ token: String) -> JSONPointer {
        JSONPointer(tokens: tokens + [token])
    }

    /// The pointer to the element `index` below this one.
    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// The array index a token names: decimal digits without a leading zero (RFC 6901 §4).
    /// nil for anything else, including `-` (the element after the last, which never exists
    /// when reading).
    static func index(of token: String) -> Int? {
        let utf8 = token.utf8
        guard let first = utf8.first, utf8.count <= 18 else { return nil }
        guard utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        if first == UInt8(ascii: "0") && utf8.count > 1 { return nil }
        return Int(token)
    }

    /// Whether the member name `key` is the one `token` names: the same code points.
    static func token(_ token: String, matches key: String) -> Bool {
        token.hasSameCodePoints(as: key)
    }

    /// The token as written in a pointer: `~` as `~0`, `/` as `~1`.
    static func escape(_ token: String) -> String {
        guard token.unicodeScalars.contains(where: { $0 == "~" || $0 == "/" }) else { return token }
        var escaped = String.UnicodeScalarView()
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": escaped.append(contentsOf: "~0".unicodeScalars)
            case "/": escaped.append(contentsOf: "~1".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func parse(_ text: String) -> Result<[String], SyntaxError> {
        if text.isEmpty { return .success([]) }
        guard text.unicodeScalars.first == "/" else {
            return .failure(SyntaxError(text: text, reason: "it must be empty or start with '/'"))
        }
        var tokens: [String] = []
        var token = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.dropFirst().makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "/":
                tokens.append(String(token))
                token = String.UnicodeScalarView()
            case "~":
                switch scalars.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: return .failure(SyntaxError(text: text, reason: "'~' must be followed by '0' or '1'"))
                }
            default:
                token.append(scalar)
            }
        }
        tokens.append(String(token))
        return .success(tokens)
    }
}
