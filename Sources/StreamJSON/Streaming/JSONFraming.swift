/// How a byte stream is cut into the top-level values that a streaming decoder yields.
///
/// The framing only decides where each value begins and ends; every value is then decoded by
/// the same code as `StreamJSONDecoder.decode(_:from:)`, with the decoder's options.
/// A UTF-8 byte order mark at the very start of a stream is skipped. Streams are UTF-8.
public struct JSONFraming: Hashable, Sendable {
    /// The framings; a struct around it leaves room for new framings in a minor release.
    enum Kind: Hashable, Sendable {
        case jsonLines
        case concatenated
        case array
        case nestedArray(at: JSONPointer, keepingEnvelope: Bool)
    }

    let kind: Kind

    /// JSON Lines (https://jsonlines.org): one value per line.
    ///
    /// Lines end at `\n` (a `\r` before it is whitespace, so `\r\n` works); blank lines are
    /// skipped; the last line needs no line break. Because lines are independent, a broken
    /// line can be skipped: the error names its line number, and the next call to `next()`
    /// continues with the following line.
    public static var jsonLines: JSONFraming { JSONFraming(kind: .jsonLines) }

    /// Values one after another, separated by optional whitespace: `{"a":1}{"b":2} 3 "x"`.
    ///
    /// Objects, arrays and strings end themselves; a number or a literal (`true`, `false`,
    /// `null`) ends at whitespace or at the start of the next object, array or string, so two
    /// numbers need whitespace between them. A value that is framed but does not decode is
    /// skipped (its error has ``JSONStreamError/canContinue``); bytes that cannot be cut into
    /// values, such as a stream that ends inside one, end the stream.
    public static var concatenated: JSONFraming { JSONFraming(kind: .concatenated) }

    /// The elements of one top-level array, `[ … ]`, yielded one by one: the way to read a
    /// huge array in memory bounded by its largest element.
    ///
    /// Only whitespace may follow the closing `]`. An element that is framed but does not
    /// decode is skipped (its error has ``JSONStreamError/canContinue``); a missing comma, text
    /// after the array or an end before the `]` ends the stream.
    public static var array: JSONFraming { JSONFraming(kind: .array) }

    /// The elements of the array at `pointer` inside the document (its envelope), yielded one
    /// by one: `.array(at: "/rows")` reads `{"version": 3, "rows": [ … ], "next": "x"}` row by
    /// row, in memory bounded by the largest row (or envelope member) plus one chunk.
    ///
    /// The rest of the document is validated and skipped as it streams past; with
    /// `keepingEnvelope`, it is also kept as a ``JSONValue`` without the array (see
    /// ``StreamJSONDecoder/IncrementalDecoder/envelope``). A document with no array at the
    /// pointer stops the stream with ``JSONStreamError/Reason/arrayNotFound``.
    ///
    /// - Parameters:
    ///   - pointer: a JSON Pointer (RFC 6901); the empty pointer `""` is ``array``.
    ///   - keepingEnvelope: whether to keep the rest of the document, without the array, as a
    ///     ``JSONValue`` for reading `"version"` or `"next"` (`envelope` on the readers and
    ///     decoders of a stream). `false` by default: the rest is only validated.
    public static func array(at pointer: JSONPointer, keepingEnvelope: Bool = false) -> JSONFraming {
        if pointer.tokens.isEmpty && pointer.syntaxError == nil { return .array }
        return JSONFraming(kind: .nestedArray(at: pointer, keepingEnvelope: keepingEnvelope))
    }
}

extension JSONFraming {
    /// The byte framer's mode for this framing. The array inside an envelope is framed by an
    /// `EnvelopeFramer`, which frames its elements with a framer in `.array` mode.
    var framerMode: JSONFramer.Mode {
        switch kind {
        case .jsonLines: return .lines
        case .concatenated: return .concatenated
        case .array, .nestedArray: return .array
        }
    }
}

extension JSONFraming {
    /// The framing that reads back what a stream writer with `framing` writes.
    public init(_ framing: StreamJSONEncoder.StreamWriter.Framing) {
        switch framing {
        case .jsonLines: self = .jsonLines
        case .concatenated: self = .concatenated
        case .array: self = .array
        }
    }
}
