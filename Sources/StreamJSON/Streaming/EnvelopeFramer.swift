/// Frames the elements of the array at a JSON Pointer inside a document (its envelope), for
/// ``JSONFraming/array(at:keepingEnvelope:)``, however the stream is chunked.
///
/// It walks the containers on the pointer's path one byte at a time (they are few). Every
/// other value of the envelope, and every key, is framed by a ``JSONFramer`` in `.concatenated`
/// mode (`skipper`) and validated by the decoder (a key is also read, to match it with the
/// pointer), when it is complete in the bytes at hand. A container that is not (a member
/// larger than what has arrived, such as a 200 MB array beside the target) is walked instead,
/// as a *skipped* level of the stack, and its members are handled the same way, recursively:
/// so a skipped member needs memory for one chunk plus one level per nesting depth, never its
/// size (a single string or number is still framed whole). Inside the array, a second
/// ``JSONFramer`` in `.array` mode (`elements`) frames the elements with exactly the code of a
/// top-level `.array` stream, and stops after the array's `]`. So memory is bounded by the
/// largest element plus one chunk, and the elements go as fast as those of a top-level array.
///
/// The stream `{"v": 3, "rows": [1, {"a": 2}], "next": null}` with the pointer `/rows`:
///
/// ```
/// bytes          who        state after                 stack (containers on the path)
/// {              walker     beforeKeyOrClose            [object /]
/// "v"            skipper    beforeColon (key "v")       [object /]
/// :              walker     beforeValue                 the value is not on the path:
/// 3              skipper    afterValue                  skipped (validated)
/// , "rows" :     walker, skipper, walker: beforeValue   key "rows" = token 0: on the path,
/// [              walker     inArray                     and the last token: the target
/// 1, {"a": 2}]   elements   element 1, element {"a": 2}, then afterValue after `]`
/// , "next" : null            skipped as "v" was
/// }              walker     end: every token was found  []
/// ```
///
/// A member that is not found (the object closes first), an index past the end, a value on
/// the path that is not a container, or a target that is not an array, stops the stream with
/// ``JSONStreamError/Reason/arrayNotFound`` and a `DecodingError` at the path that exists.
/// Keys match the pointer's tokens by code points (see ``JSONPointer``); the first of two equal
/// keys is followed, as decoding follows it.
struct EnvelopeFramer {
    /// Where the walker is in the envelope's grammar.
    enum State: Equatable {
        /// Nothing read yet; a byte order mark may come first.
        case start
        /// A value: the root, a member's value after its `:`, or an array element.
        case beforeValue
        /// Just after `{`: a key or `}`.
        case beforeKeyOrClose
        /// After a `,` in an object: a key (or `}` in JSON5).
        case beforeKey
        /// `skipper` is framing a key.
        case key
        /// After a key: `:`.
        case beforeColon
        /// Just after `[` of an array on the path: an element or `]`.
        case beforeElementOrClose
        /// `skipper` is framing a value that is not on the path.
        case skipping
        /// `elements` is framing the target array.
        case inArray
        /// After a value inside a container on the path: `,` or the container's closer.
        case afterValue
        /// After the root value: whitespace only.
        case end
    }

    /// A container on the pointer's path: `stack[d]` is the value at the pointer's first `d` tokens.
    struct Level {
        var isObject: Bool
        /// Whether this container is off the pointer's path: a member being skipped (walked
        /// because it did not fit in the bytes at hand).
        var isSkipped = false
        /// Arrays: the index of the next element.
        var count = 0
        /// Whether the member or element the pointer names here has been reached, so that a
        /// later equal key is skipped (the first wins).
        var found = false
        /// Objects: the key of the member being read.
        var key = ""
        /// With `keepsEnvelope`: the members and elements read so far.
        var members: [(key: String, value: JSONValue)] = []
        var elements: [JSONValue] = []
    }

    /// What one call to ``next(in:base:isComplete:)`` found.
    enum Event {
        /// An element of the array occupies the stream offsets `start..<end`.
        case element(start: Int, end: Int)
        /// The bytes seen so far hold no further element.
        case needsMoreBytes
        /// The stream is complete: every element has been reported and the envelope checked.
        case endOfStream
        /// The stream stops here.
        case failure(Failure)
    }

    /// Why the stream stops.
    typealias Failure = FramingFailure

    let pointer: JSONPointer
    /// The array index each token names, if it names one.
    let indices: [Int?]
    let keepsEnvelope: Bool
    let allowsJSON5: Bool
    /// The most containers that may be open at once, counted from the root.
    let maximumDepth: Int
    /// Validates keys and skipped values, and decodes them (keys always, values when kept).
    let session: DecodingSession
    var elements: JSONFramer
    var skipper: JSONFramer
    var state = State.start
    var stack: [Level] = []
    /// The stream offset of the next byte the walker examines.
    var position = 0
    /// JSON5: the comment between the envelope's tokens being read, if any.
    var comment: JSON5Comment?
    /// JSON5: whether the last token was a `,` (a trailing comma may precede `}` or `]`).
    var afterComma = false
    /// The stream offset of the value being framed by `skipper`.
    var skipStart = 0
    /// Set once the stream stops; every later call reports it again.
    var failure: Failure?
    /// With `keepsEnvelope`, the whole envelope once its root has closed.
    var completedEnvelope: JSONValue?
    /// The coding path of the array, once it is reached (its elements' paths start with it).
    var arrayPath: [JSONCodingKey] = []

    init(pointer: JSONPointer, keepsEnvelope: Bool, options: DecodingOptions) {
        self.pointer = pointer
        self.indices = pointer.tokens.map(JSONPointer.index(of:))
        self.keepsEnvelope = keepsEnvelope
        self.allowsJSON5 = options.allowsJSON5
        self.maximumDepth = options.maximumNestingDepth
        // Keys and members are values of their own: never read as an object's members.
        var envelopeOptions = options
        envelopeOptions.assumesTopLevelDictionary = false
        self.session = DecodingSession(options: envelopeOptions)
        elements = JSONFramer(mode: .array, allowsJSON5: allowsJSON5)
        elements.stopsAfterArray = true
        skipper = JSONFramer(mode: .concatenated, allowsJSON5: allowsJSON5)
    }

    /// The first stream offset the framer may still read or report.
    var retainedOffset: Int {
        switch state {
        case .inArray: return elements.retainedOffset
        case .key, .skipping: return skipStart
        default: return position
        }
    }

    /// Examines the bytes from where the last call stopped and reports the next event.
    ///
    /// - Parameters:
    ///   - bytes: buffered stream bytes; `bytes[0]` is at stream offset `base`, and every
    ///     offset from ``retainedOffset`` on must be present.
    ///   - isComplete: whether the stream ends after these bytes.
    mutating func next(in bytes: InputBytes, base: Int, isComplete: Bool) -> Event {
        if let failure { return .failure(failure) }
        let event = advance(in: bytes, base: base, isComplete: isComplete)
        if case .failure(let failure) = event { self.failure = failure }
        return event
    }

    private mutating func advance(in bytes: InputBytes, base: Int, isComplete: Bool) -> Event {
        if state == .start {
            if let syntaxError = pointer.syntaxError {
                return .failure(
                    Failure(
                        reason: .arrayNotFound, offset: 0,
                        underlyingError: DecodingError.dataCorrupted(
                            .init(
                                codingPath: [], debugDescription: syntaxError.description, underlyingError: syntaxError)
                        )))
            }
            guard let start = Self.afterByteOrderMark(bytes, base: base, isComplete: isComplete) else {
                return .needsMoreBytes
            }
            position = start
            state = .beforeValue
        }
        while true {
            switch state {
            case .inArray:
                switch elements.next(in: bytes, base: base, isComplete: isComplete) {
                case .value(let start, let end, _):
                    return .element(start: start, end: end)
                case .failure(let failure):
                    return .failure(FramingFailure(failure))
                case .needsMoreBytes, .endOfStream:
                    guard elements.phase == .afterArray else { return .needsMoreBytes }
                    position = elements.position
                    arrayDidEnd()
                }
            case .key, .skipping:
                switch skipper.next(in: bytes, base: base, isComplete: isComplete) {
                case .value(let start, let end, _):
                    position = end
                    if let failure = didFrame(start: start, end: end, bytes: bytes, base: base) {
                        return .failure(failure)
                    }
                case .needsMoreBytes:
                    // A container larger than the bytes at hand: walk it instead of buffering it.
                    guard state == .skipping, skipStart - base < bytes.count, !isComplete else {
                        return .needsMoreBytes
                    }
                    let first = bytes[unchecked: skipStart - base]
                    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return .needsMoreBytes }
                    if let failure = enterSkippedContainer(isObject: first == UInt8(ascii: "{"), at: skipStart) {
                        return .failure(failure)
                    }
                case .endOfStream:
                    return .failure(
                        Failure(
                            reason: .unexpectedEndOfStream, offset: skipStart, expected: ExpectedToken.value.wording,
                            member: envelopePointer(insideTop: state != .key)))
                case .failure(let failure):
                    var envelopeFailure = FramingFailure(failure)
                    envelopeFailure.member = envelopePointer(insideTop: state != .key)
                    return .failure(envelopeFailure)
                }
            default:
                var index = position - base
                while index < bytes.count {
                    let offset = base + index
                    switch walk(bytes[unchecked: index], at: offset) {
                    case .consumed:
                        index += 1
                        continue
                    case .handedOff:
                        position = offset
                    case .failed(let failure):
                        position = offset
                        return .failure(failure)
                    }
                    break
                }
                if index == bytes.count {
                    position = base + bytes.count
                    guard isComplete else { return .needsMoreBytes }
                    if state == .end && (comment?.mayEndInput ?? true) { return .endOfStream }
                    return .failure(endFailure())
                }
            }
        }
    }

    /// The stream offset after a UTF-8 byte order mark at the start of the stream (or the
    /// start itself), or nil if too few bytes have arrived to tell.
    private static func afterByteOrderMark(_ bytes: InputBytes, base: Int, isComplete: Bool) -> Int? {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var matched = 0
        while matched < 3, base + matched < base + bytes.count, bytes[matched] == mark[matched] {
            matched += 1
        }
        if matched == 3 { return base + 3 }
        if matched == bytes.count && !isComplete { return nil }
        return base
    }
}
