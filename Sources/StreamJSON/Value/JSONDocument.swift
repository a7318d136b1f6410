import Foundation

/// One validated JSON document, read in place: the bytes and their index (the tape), with
/// cheap views of its values that make strings and numbers only when they are asked for.
///
/// ```swift
/// let document = try JSONDocument(data)
/// let root = document.root
/// root["statuses"]?[0]?["user"]?["name"]?.string     // String?
/// document[pointer: "/statuses/0/id"]?.uint64         // UInt64?
/// for (key, value) in root.members ?? [] { … }       // in document order
/// let user = try StreamJSONDecoder().decode(User.self, from: root["user"]!)
/// let tree = JSONValue(root)                          // materialise when wanted
/// ```
///
/// Building a document is one pass of the scanner that `StreamJSONDecoder` uses (so the same
/// validation, errors and options); the document keeps the scanner's tape as it is, without a
/// copy. It holds the UTF-8 bytes and sixteen bytes per value (plus the scanner's spare
/// capacity: in all at most the larger of 32 bytes per value and 1.34 bytes per input byte),
/// and nothing else: a ``Value`` is a reference to the document
/// and a position in it, so navigating, iterating and reading numbers allocate nothing; a
/// `String` is made only when ``Value/string`` (or a member's key) is read.
///
/// A document is an immutable value, `Sendable`, and may be read from any number of threads.
/// See <doc:WorkingWithJSONDocument> for when to use it instead of a `Decodable` type or a ``JSONValue``.
public struct JSONDocument: Sendable {
    /// What the document is made of, shared by every ``Value`` of it.
    let storage: Storage

    /// The UTF-8 bytes and the tape of one document. Both are immutable once scanned.
    final class Storage: Sendable {
        /// The document as UTF-8 (transcoded if it was given as UTF-16 or UTF-32), kept in
        /// the form it was given: `Data` is not copied into an array.
        enum Bytes: Sendable {
            case array([UInt8])
            case data(Data)
        }

        /// The document as UTF-8.
        let bytes: Bytes
        /// The tape: one entry per value and key, in document order; the root is entry 0.
        let tape: FrozenTape
        /// Whether the document was read as JSON5 (for finding where a container ends).
        let allowsJSON5: Bool

        init(bytes: Bytes, tape: FrozenTape, allowsJSON5: Bool) {
            self.bytes = bytes
            self.tape = tape
            self.allowsJSON5 = allowsJSON5
        }

        /// Runs `body` with a view of the document's bytes.
        @inline(__always)
        func withBytes<R>(_ body: (InputBytes) throws -> R) rethrows -> R {
            switch bytes {
            case .array(let array): return try InputBytes.with(array, body)
            case .data(let data): return try InputBytes.with(data, body)
            }
        }

        /// The index of the entry after the value at `index` and all its descendants.
        @inline(__always)
        func indexAfterValue(at index: Int) -> Int {
            let entry = tape[index]
            return entry.isContainer ? entry.end : index + 1
        }
    }

    /// How a document is read.
    public struct Options: Sendable, Hashable {
        /// Accept JSON5 (comments, trailing commas, unquoted keys, single quotes, hexadecimal
        /// and other number forms), as ``StreamJSONDecoder/allowsJSON5``. Default `false`.
        public var allowsJSON5: Bool
        /// The most arrays and objects that may nest; deeper input throws. Default 512, as
        /// ``StreamJSONDecoder/maximumNestingDepth``.
        public var maximumNestingDepth: Int
        /// Quote the input around a syntax error in its message, as
        /// ``StreamJSONDecoder/includesInputExcerptInErrors``. Default `false`.
        public var includesInputExcerptInErrors: Bool

        /// Options with the given settings; the defaults read strict JSON (RFC 8259).
        public init(
            allowsJSON5: Bool = false, maximumNestingDepth: Int = 512,
            includesInputExcerptInErrors: Bool = false
        ) {
            self.allowsJSON5 = allowsJSON5
            self.maximumNestingDepth = maximumNestingDepth
            self.includesInputExcerptInErrors = includesInputExcerptInErrors
        }

        var scanOptions: ScanOptions {
            ScanOptions(allowsJSON5: allowsJSON5, maximumDepth: max(maximumNestingDepth, 0))
        }
    }

    /// Reads and validates a JSON document (UTF-8, or UTF-16/UTF-32 with or without a byte
    /// order mark, as `JSONDecoder` accepts; the document keeps it as UTF-8).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for input that is not one valid document, whose
    ///   underlying error is a ``JSONSyntaxError`` with the line, column and byte offset, as
    ///   ``StreamJSONDecoder`` throws.
    /// - Complexity: one pass over the bytes; copies them once if they are UTF-16 or UTF-32.
    public init(_ data: Data, options: Options = Options()) throws {
        if let utf8 = try InputBytes.with(data, { raw in try JSONDocument.utf8(of: raw) }) {
            try self.init(utf8: .array(utf8), options: options)
        } else {
            try self.init(utf8: .data(data), options: options)
        }
    }

    /// Reads and validates a JSON document from its bytes (see `init(_:options:)`).
    /// UTF-8 bytes are kept as they are, without a copy.
    public init(_ bytes: [UInt8], options: Options = Options()) throws {
        let utf8 = try InputBytes.with(bytes) { raw in try JSONDocument.utf8(of: raw) } ?? bytes
        try self.init(utf8: .array(utf8), options: options)
    }

    /// Reads and validates a JSON document held in a `String`.
    public init(_ string: String, options: Options = Options()) throws {
        try self.init(utf8: .array(Array(string.utf8)), options: options)
    }

    /// The bytes as UTF-8 if they are UTF-16 or UTF-32; nil if they are UTF-8 already.
    private static func utf8(of raw: InputBytes) throws -> [UInt8]? {
        do {
            return try TextEncoding.transcodedToUTF8(raw)
        } catch {
            throw TapeDecoder.syntaxError(error)
        }
    }

    /// Scans `utf8` into a tape, which the document takes over from the scanner.
    private init(utf8: Storage.Bytes, options: Options) throws {
        let scanOptions = options.scanOptions
        let scan = { (bytes: InputBytes) throws -> FrozenTape in
            do throws(ScanError) {
                return FrozenTape(taking: try JSONScanner.scan(bytes, options: scanOptions))
            } catch {
                throw TapeDecoder.syntaxError(
                    error.located(
                        in: bytes, rescanning: scanOptions,
                        including: options.includesInputExcerptInErrors))
            }
        }
        let tape: FrozenTape
        switch utf8 {
        case .array(let array): tape = try InputBytes.with(array, scan)
        case .data(let data): tape = try InputBytes.with(data, scan)
        }
        storage = Storage(bytes: utf8, tape: tape, allowsJSON5: options.allowsJSON5)
    }

    /// The document's top-level value.
    public var root: Value { Value(storage: storage, index: 0) }

    /// The value at `pointer` (RFC 6901), or nil when it addresses nothing; see
    /// ``Value/subscript(pointer:)``.
    public subscript(pointer pointer: JSONPointer) -> Value? { root[pointer: pointer] }

    /// The document's UTF-8 bytes, as given (or transcoded to UTF-8), whitespace included.
    ///
    /// > Note: a copy for a document made from `Data`, which the document keeps as it is.
    public var utf8: [UInt8] {
        switch storage.bytes {
        case .array(let array): return array
        case .data(let data): return Array(data)
        }
    }

    /// The number of values in the document, object keys included: the length of its tape.
    /// Its memory is this many times sixteen bytes plus the scanner's spare capacity (in all
    /// at most the larger of 32 bytes per value and 1.34 bytes per input byte), plus ``utf8``.
    var tapeCount: Int { storage.tape.count }
}

extension JSONDocument: Equatable {
    /// Whether the two documents' roots are equal JSON values (see ``Value/==(_:_:)``).
    public static func == (lhs: JSONDocument, rhs: JSONDocument) -> Bool {
        lhs.root == rhs.root
    }
}

extension JSONDocument: CustomStringConvertible {
    /// The document's text as written (``Value/rawJSON`` of the root).
    public var description: String { root.rawJSON }
}
