/// The hand-written UTF-8 tokenizer and validator. One pass over the bytes checks the whole
/// document against RFC 8259 (or JSON5) and writes the ``Tape``.
///
/// The scanner is iterative: open containers are chained through their own tape entries (see
/// ``OpenContainers``), so nesting depth is bounded by ``ScanOptions/maximumDepth`` and never by
/// the call stack. The loops over string contents, whitespace and digits are a ``ScanKernel``'s
/// (sixteen bytes at a time by default); numbers are validated here and parsed later, only if
/// asked for.
///
/// The methods that scan take the position to start at and return the position after what
/// they read, so a whole document is scanned with the position in a register; ``index`` is
/// written once at the end (and by the one-token methods `JSONReader` uses, in
/// `JSONScanner+Tokens.swift`). They take the kernel and the ``ScanDialect`` as generic
/// parameters and are specialised for each.
struct JSONScanner {
    let bytes: InputBytes
    let options: ScanOptions
    var index: Int
    let entries: TapeStorage

    init(
        bytes: InputBytes, options: ScanOptions = ScanOptions(), capacity: Int = 16,
        reusing storage: TapeStorage? = nil
    ) {
        self.bytes = bytes
        self.options = options
        self.index = 0
        if let storage {
            storage.removeAll()
            self.entries = storage
        } else {
            self.entries = TapeStorage(minimumCapacity: capacity)
        }
    }

    /// Scans a complete document: one value (or, with `assumesTopLevelDictionary`, the members
    /// of an implied object) surrounded by optional whitespace and nothing else.
    ///
    /// `storage`, if given, is the memory of a tape nobody reads any more; it is emptied and
    /// reused (a stream's values are scanned one after another into the same memory).
    static func scan(
        _ bytes: InputBytes, options: ScanOptions = ScanOptions(),
        reusing storage: TapeStorage? = nil
    ) throws(ScanError) -> Tape {
        var scanner = JSONScanner(bytes: bytes, options: options, capacity: bytes.count / 12 + 4, reusing: storage)
        switch (options.usesScalarKernel, options.allowsJSON5) {
        case (false, false): scanner.index = try scanner.scanDocument(VectorKernel.self, StrictJSON.self)
        case (false, true): scanner.index = try scanner.scanDocument(VectorKernel.self, JSON5Dialect.self)
        case (true, false): scanner.index = try scanner.scanDocument(ScalarKernel.self, StrictJSON.self)
        case (true, true): scanner.index = try scanner.scanDocument(ScalarKernel.self, JSON5Dialect.self)
        }
        let tape = Tape(entries: scanner.entries)
        #if DEBUG
            tape.checkInvariants(documentSize: bytes.count)
        #endif
        return tape
    }

    /// Scans the whole input; returns its end.
    func scanDocument<Kernel: ScanKernel, Dialect: ScanDialect>(
        _ kernel: Kernel.Type,
        _ dialect: Dialect.Type
    ) throws(ScanError) -> Int {
        guard bytes.count <= options.maximumDocumentSize else {
            throw ScanError(.documentTooLarge(limit: options.maximumDocumentSize), at: 0)
        }
        var position = 0
        // A single UTF-8 byte order mark is allowed before the document.
        if bytes.count >= 3 && bytes[unchecked: 0] == 0xEF && bytes[unchecked: 1] == 0xBB
            && bytes[unchecked: 2] == 0xBF
        {
            position = 3
        }
        position = try skipWhitespace(from: position, kernel, dialect)
        if options.assumesTopLevelDictionary
            && (position == bytes.count || bytes[unchecked: position] != UInt8(ascii: "{"))
        {
            position = try scanImpliedObject(from: position, kernel, dialect)
        } else {
            guard position < bytes.count else { throw ScanError(.emptyInput, at: position) }
            position = try scanValue(at: position, kernel, dialect)
        }
        position = try skipWhitespace(from: position, kernel, dialect)
        guard position == bytes.count else { throw ScanError(.trailingCharacters, at: position) }
        return position
    }

    /// The members of an object without its braces, from `start` to the end of the input.
    func scanImpliedObject<Kernel: ScanKernel, Dialect: ScanDialect>(
        from start: Int, _ kernel: Kernel.Type, _ dialect: Dialect.Type
    ) throws(ScanError) -> Int {
        let entry = entries.count
        entries.append(TapeEntry(kind: .object, flags: TapeEntry.Flags(rawValue: 0), offset: start, payload: 0))
        var position = start
        var count = 0
        while position < bytes.count {
            position = try scanKeyAndColon(at: position, kernel, dialect)
            position = try scanValue(at: position, kernel, dialect)
            count += 1
            position = try skipWhitespace(from: position, kernel, dialect)
            guard position < bytes.count else { break }
            guard bytes[unchecked: position] == UInt8(ascii: ",") else {
                throw ScanError(.unexpectedCharacter, at: position)
            }
            position = try skipWhitespace(from: position + 1, kernel, dialect)
            if position == bytes.count && !Dialect.allowsJSON5 {
                throw ScanError(.unexpectedEndOfInput, at: position)
            }
        }
        entries[entry].payload = TapeEntry.containerPayload(count: count, end: entries.count)
        return position
    }

    /// Scans one value starting at `start` (whitespace already skipped), including everything
    /// nested in it; returns the position just after it.
    ///
    /// The position and the innermost open container live in locals (registers) for the whole
    /// value; the ancestors of that container wait in their own tape entries.
    func scanValue<Kernel: ScanKernel, Dialect: ScanDialect>(
        at start: Int, _ kernel: Kernel.Type,
        _ dialect: Dialect.Type
    ) throws(ScanError) -> Int {
        let bytes = self.bytes
        let count = bytes.count
        let maximumDepth = options.maximumDepth
        var position = start
        var open = OpenContainers()
        // Set where an object's member starts: the key and colon come before the value. (One
        // call site, so that the key scan is inlined once.)
        var atKey = false
        valueLoop: while true {
            if atKey {
                // ``scanKeyAndColon(at:_:_:)``, spelled out: the compiler does not inline it here.
                atKey = false
                guard position < count else { throw ScanError(.unexpectedEndOfInput, at: position) }
                let first = bytes[unchecked: position]
                if first == UInt8(ascii: "\"") {
                    position = try scanString(at: position, quote: first, kernel, dialect)
                } else if Dialect.allowsJSON5 {
                    position = try scanJSON5Key(at: position, startingWith: first, kernel)
                } else {
                    throw ScanError(.unexpectedCharacter, at: position)
                }
                position = try scanColon(at: position, kernel, dialect)
            }
            // At the start of a value: strings and numbers first, the most frequent.
            guard position < count else { throw ScanError(.unexpectedEndOfInput, at: position) }
            let byte = bytes[unchecked: position]
            if byte == UInt8(ascii: "\"") {
                position = try scanString(at: position, quote: byte, kernel, dialect)
            } else if !Dialect.allowsJSON5 && (JSONScanner.isDigit(byte) || byte == UInt8(ascii: "-")) {
                position = try scanNumber(at: position, kernel)
            } else {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.depth < maximumDepth else {
                        throw ScanError(.tooDeeplyNested(limit: maximumDepth), at: position)
                    }
                    let isObject = byte == UInt8(ascii: "{")
                    open.push(isObject: isObject, offset: position, in: entries)
                    position = try skipWhitespace(from: position &+ 1, kernel, dialect)
                    if position < count && bytes[unchecked: position] == byte &+ 2 {  // `}` or `]`
                        position &+= 1
                        open.pop(in: entries)
                    } else {
                        atKey = isObject
                        continue valueLoop
                    }
                case UInt8(ascii: "t"):
                    position = try scanLiteral(.true, kind: .true, at: position)
                case UInt8(ascii: "f"):
                    position = try scanLiteral(.false, kind: .false, at: position)
                case UInt8(ascii: "n"):
                    position = try scanLiteral(.null, kind: .null, at: position)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if Dialect.allowsJSON5 {
                        position = try scanJSON5Number(at: position, kernel)
                    } else {
                        position = try scanNumber(at: position, kernel)
                    }
                default:
                    if Dialect.allowsJSON5 {
                        position = try scanJSON5Value(at: position, startingWith: byte, kernel)
                    } else {
                        throw ScanError(.unexpectedCharacter, at: position)
                    }
                }
            }

            // After a complete value: continue or close the enclosing containers.
            while open.depth > 0 {
                open.countElement()
                // Most values are followed directly by their comma or bracket: one bounds check
                // and one load for that byte, and the whitespace skip only when it is needed.
                guard position < count else { throw ScanError(.unexpectedEndOfInput, at: position) }
                var next = bytes[unchecked: position]
                if next <= 0x20 || Dialect.allowsJSON5 {
                    position = try skipWhitespace(from: position, kernel, dialect)
                    guard position < count else { throw ScanError(.unexpectedEndOfInput, at: position) }
                    next = bytes[unchecked: position]
                }
                let closer = open.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if next == UInt8(ascii: ",") {
                    position = try skipWhitespace(from: position &+ 1, kernel, dialect)
                    if Dialect.allowsJSON5 && position < count && bytes[unchecked: position] == closer {
                        position &+= 1
                        open.pop(in: entries)
                        continue
                    }
                    atKey = open.isObject
                    continue valueLoop
                } else if next == closer {
                    position &+= 1
                    open.pop(in: entries)
                } else {
                    throw ScanError(.unexpectedCharacter, at: position)
                }
            }
            return position
        }
    }

    /// An object key, the whitespace around it and the colon after it, starting at `start`;
    /// returns the start of the member's value.
    @inline(__always)
    func scanKeyAndColon<Kernel: ScanKernel, Dialect: ScanDialect>(
        at start: Int, _ kernel: Kernel.Type, _ dialect: Dialect.Type
    ) throws(ScanError) -> Int {
        guard start < bytes.count else { throw ScanError(.unexpectedEndOfInput, at: start) }
        let byte = bytes[unchecked: start]
        let position: Int
        if byte == UInt8(ascii: "\"") {
            position = try scanString(at: start, quote: byte, kernel, dialect)
        } else if Dialect.allowsJSON5 {
            position = try scanJSON5Key(at: start, startingWith: byte, kernel)
        } else {
            throw ScanError(.unexpectedCharacter, at: start)
        }
        return try scanColon(at: position, kernel, dialect)
    }

    /// The whitespace after an object key, the colon at or after `start` and the whitespace
    /// after it; returns the start of the member's value.
    @inline(__always)
    func scanColon<Kernel: ScanKernel, Dialect: ScanDialect>(
        at start: Int, _ kernel: Kernel.Type, _ dialect: Dialect.Type
    ) throws(ScanError) -> Int {
        let count = bytes.count
        var position = start
        // The two common spellings, `"key":value` and `"key": value`, without the general
        // whitespace loop. (`position` is at most `count`, so `position + 2` cannot overflow.)
        if !Dialect.allowsJSON5 && position &+ 2 < count && bytes[unchecked: position] == UInt8(ascii: ":") {
            let after = bytes[unchecked: position &+ 1]
            if after > 0x20 {
                return position &+ 1
            }
            if after == UInt8(ascii: " ") && bytes[unchecked: position &+ 2] > 0x20 {
                return position &+ 2
            }
        }
        position = try skipWhitespace(from: position, kernel, dialect)
        guard position < count else { throw ScanError(.unexpectedEndOfInput, at: position) }
        guard bytes[unchecked: position] == UInt8(ascii: ":") else {
            throw ScanError(.unexpectedCharacter, at: position)
        }
        return try skipWhitespace(from: position &+ 1, kernel, dialect)
    }
}
