/// Options that change what the scanner accepts.
struct ScanOptions {
    /// Accept JSON5 (comments, trailing commas, unquoted keys, single quotes, hexadecimal,
    /// `Infinity`, `NaN`, leading and trailing decimal points).
    var allowsJSON5 = false
    /// Read a document that is not an object as the members of an implied top-level object.
    var assumesTopLevelDictionary = false
    /// The most arrays and objects that may be open at once.
    var maximumDepth = 512
    /// The largest input, in bytes, whose tape the 32-bit fields of ``TapeEntry`` can describe.
    var maximumDocumentSize = Int(UInt32.max) - 1
    /// Scan with ``ScalarKernel`` instead of the default ``VectorKernel``: for tests and the
    /// fuzzer, which check that both give the same tape and the same errors.
    var usesScalarKernel = false
}

/// The hand-written UTF-8 tokenizer and validator. One pass over the bytes checks the whole
/// document against RFC 8259 (or JSON5) and writes the ``Tape``.
///
/// The scanner is iterative: open containers live on an explicit stack, so nesting depth is
/// bounded by ``ScanOptions/maximumDepth`` and never by the call stack. The loops over string
/// contents, whitespace and digits are a ``ScanKernel``'s (sixteen bytes at a time by
/// default); numbers are validated here and parsed later, only if asked for.
///
/// The methods that scan take the kernel as a generic parameter (``VectorKernel`` unless
/// said otherwise) and are specialised for each kernel.
struct JSONScanner {
    let bytes: InputBytes
    let options: ScanOptions
    var index: Int
    let entries: TapeStorage

    /// One open container: the index of its entry and the number of elements seen so far.
    struct Frame {
        var entry: Int
        var count: Int
        var isObject: Bool
    }
    var stack: ContiguousArray<Frame>

    init(bytes: InputBytes, options: ScanOptions = ScanOptions(), capacity: Int = 16,
         reusing storage: TapeStorage? = nil) {
        self.bytes = bytes
        self.options = options
        self.index = 0
        if let storage {
            storage.removeAll()
            self.entries = storage
        } else {
            self.entries = TapeStorage(minimumCapacity: capacity)
        }
        self.stack = []
        self.stack.reserveCapacity(32)
    }

    /// Scans a complete document: one value (or, with `assumesTopLevelDictionary`, the members
    /// of an implied object) surrounded by optional whitespace and nothing else.
    ///
    /// `storage`, if given, is the memory of a tape nobody reads any more; it is emptied and
    /// reused (a stream's values are scanned one after another into the same memory).
    static func scan(_ bytes: InputBytes, options: ScanOptions = ScanOptions(),
                     reusing storage: TapeStorage? = nil) throws(ScanError) -> Tape {
        var scanner = JSONScanner(bytes: bytes, options: options, capacity: bytes.count / 12 + 4, reusing: storage)
        if options.usesScalarKernel {
            try scanner.scanDocument(ScalarKernel.self)
        } else {
            try scanner.scanDocument(VectorKernel.self)
        }
        let tape = Tape(entries: scanner.entries)
        #if DEBUG
        tape.checkInvariants(documentSize: bytes.count)
        #endif
        return tape
    }

    mutating func scanDocument<Kernel: ScanKernel>(_ kernel: Kernel.Type = VectorKernel.self) throws(ScanError) {
        guard bytes.count <= options.maximumDocumentSize else {
            throw ScanError(.documentTooLarge(limit: options.maximumDocumentSize), at: 0)
        }
        // A single UTF-8 byte order mark is allowed before the document.
        if bytes.count >= 3 && bytes[unchecked: 0] == 0xEF && bytes[unchecked: 1] == 0xBB
            && bytes[unchecked: 2] == 0xBF {
            index = 3
        }
        try skipWhitespace(kernel)
        if options.assumesTopLevelDictionary && (index == bytes.count || bytes[unchecked: index] != UInt8(ascii: "{")) {
            try scanImpliedObject(kernel)
        } else {
            guard index < bytes.count else { throw ScanError(.emptyInput, at: index) }
            try scanValue(kernel)
        }
        try skipWhitespace(kernel)
        guard index == bytes.count else { throw ScanError(.trailingCharacters, at: index) }
    }

    /// The members of an object without its braces, up to the end of the input.
    mutating func scanImpliedObject<Kernel: ScanKernel>(_ kernel: Kernel.Type) throws(ScanError) {
        let entry = entries.count
        entries.append(TapeEntry(kind: .object, flags: TapeEntry.Flags(rawValue: 0), offset: index, payload: 0))
        var count = 0
        while index < bytes.count {
            try scanKeyAndColon(kernel)
            try scanValue(kernel)
            count += 1
            try skipWhitespace(kernel)
            guard index < bytes.count else { break }
            guard bytes[unchecked: index] == UInt8(ascii: ",") else {
                throw ScanError(.unexpectedCharacter, at: index)
            }
            index += 1
            try skipWhitespace(kernel)
            if index == bytes.count && !options.allowsJSON5 {
                throw ScanError(.unexpectedEndOfInput, at: index)
            }
        }
        entries[entry].payload = TapeEntry.containerPayload(count: count, end: entries.count)
    }

    /// Scans one value starting at `index` (whitespace already skipped), including everything
    /// nested in it, and leaves `index` just after it.
    ///
    /// The innermost open container is kept in a local (`top`), and only its ancestors on
    /// `stack`, so the per-value bookkeeping touches registers, not memory.
    mutating func scanValue<Kernel: ScanKernel>(_ kernel: Kernel.Type = VectorKernel.self) throws(ScanError) {
        precondition(stack.isEmpty, "scanValue is not reentrant")
        var depth = 0
        var top = Frame(entry: 0, count: 0, isObject: false)
        // Set where an object's member starts: the key and colon come before the value. (One
        // call site, so that the key scan is inlined once.)
        var atKey = false
        valueLoop: while true {
            if atKey {
                atKey = false
                try scanKeyAndColon(kernel)
            }
            // At the start of a value.
            guard index < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: index) }
            let byte = bytes[unchecked: index]
            switch byte {
            case UInt8(ascii: "\""):
                try scanString(quote: byte, kernel)
            case UInt8(ascii: "{"):
                try openContainer(&top, &depth, isObject: true)
                try skipWhitespace(kernel)
                if index < bytes.count && bytes[unchecked: index] == UInt8(ascii: "}") {
                    index += 1
                    closeContainer(&top, &depth)
                } else {
                    atKey = true
                    continue valueLoop
                }
            case UInt8(ascii: "["):
                try openContainer(&top, &depth, isObject: false)
                try skipWhitespace(kernel)
                if index < bytes.count && bytes[unchecked: index] == UInt8(ascii: "]") {
                    index += 1
                    closeContainer(&top, &depth)
                } else {
                    continue valueLoop
                }
            case UInt8(ascii: "t"):
                try scanLiteral(.true, kind: .true)
            case UInt8(ascii: "f"):
                try scanLiteral(.false, kind: .false)
            case UInt8(ascii: "n"):
                try scanLiteral(.null, kind: .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if options.allowsJSON5 {
                    try scanJSON5Number(kernel)
                } else {
                    try scanNumber(kernel)
                }
            default:
                if options.allowsJSON5 {
                    try scanJSON5Value(startingWith: byte, kernel)
                } else {
                    throw ScanError(.unexpectedCharacter, at: index)
                }
            }

            // After a complete value: continue or close the enclosing containers.
            while depth > 0 {
                top.count += 1
                try skipWhitespace(kernel)
                guard index < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: index) }
                let next = bytes[unchecked: index]
                let closer = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if next == UInt8(ascii: ",") {
                    index += 1
                    try skipWhitespace(kernel)
                    if options.allowsJSON5 && index < bytes.count && bytes[unchecked: index] == closer {
                        index += 1
                        closeContainer(&top, &depth)
                        continue
                    }
                    atKey = top.isObject
                    continue valueLoop
                } else if next == closer {
                    index += 1
                    closeContainer(&top, &depth)
                } else {
                    throw ScanError(.unexpectedCharacter, at: index)
                }
            }
            return
        }
    }

    /// Opens a container at `index`: its entry goes on the tape, `top` becomes its frame and
    /// the previous `top` moves to `stack`.
    @inline(__always)
    mutating func openContainer(_ top: inout Frame, _ depth: inout Int, isObject: Bool) throws(ScanError) {
        guard depth < options.maximumDepth else {
            throw ScanError(.tooDeeplyNested(limit: options.maximumDepth), at: index)
        }
        if depth > 0 { stack.append(top) }
        top = Frame(entry: entries.count, count: 0, isObject: isObject)
        depth += 1
        entries.append(TapeEntry(kind: isObject ? .object : .array, flags: TapeEntry.Flags(rawValue: 0),
                                 offset: index, payload: 0))
        index += 1
    }

    /// Closes the container of `top`: its entry gets its count and end, and its parent's frame
    /// comes back from `stack`.
    @inline(__always)
    mutating func closeContainer(_ top: inout Frame, _ depth: inout Int) {
        entries[top.entry].payload = TapeEntry.containerPayload(count: top.count, end: entries.count)
        depth -= 1
        if depth > 0 { top = stack.removeLast() }
    }

    /// An object key, the whitespace around it and the colon after it; leaves `index` at the
    /// start of the member's value.
    @inline(__always)
    mutating func scanKeyAndColon<Kernel: ScanKernel>(_ kernel: Kernel.Type = VectorKernel.self) throws(ScanError) {
        guard index < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: index) }
        let byte = bytes[unchecked: index]
        if byte == UInt8(ascii: "\"") {
            try scanString(quote: byte, kernel)
        } else if options.allowsJSON5 {
            try scanJSON5Key(startingWith: byte, kernel)
        } else {
            throw ScanError(.unexpectedCharacter, at: index)
        }
        // The two common spellings, `"key":value` and `"key": value`, without the general
        // whitespace loop.
        if !options.allowsJSON5 && index + 2 < bytes.count && bytes[unchecked: index] == UInt8(ascii: ":") {
            let after = bytes[unchecked: index + 1]
            if after > 0x20 {
                index += 1
                return
            }
            if after == UInt8(ascii: " ") && bytes[unchecked: index + 2] > 0x20 {
                index += 2
                return
            }
        }
        try skipWhitespace(kernel)
        guard index < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: index) }
        guard bytes[unchecked: index] == UInt8(ascii: ":") else { throw ScanError(.unexpectedCharacter, at: index) }
        index += 1
        try skipWhitespace(kernel)
    }

    @inline(__always)
    mutating func scanLiteral(_ word: Keyword, kind: TapeEntry.Kind) throws(ScanError) {
        let length = word.length
        let start = index
        var offset = 0
        while offset < length {
            guard start + offset < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: start + offset) }
            guard bytes[unchecked: start + offset] == word[offset] else {
                throw ScanError(.unexpectedCharacter, at: start + offset)
            }
            offset += 1
        }
        index = start + length
        entries.append(TapeEntry(kind: kind, flags: TapeEntry.Flags(rawValue: 0), offset: start, payload: UInt64(length)))
    }
}
