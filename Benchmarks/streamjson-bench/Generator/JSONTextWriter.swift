// The generator's JSON emitter: a few lines of byte writing with the layout choices the corpus
// documents make (pretty-printed with 2 or 4 spaces, or compact), and per-string control over
// escaping, so generated text has the escapes and raw UTF-8 a real document has. It is not
// StreamJSON's writer and not Foundation's: the documents must not be shaped by either library.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(WASILibc)
    import WASILibc
#elseif canImport(ucrt)
    import ucrt
#elseif canImport(Darwin)
    import Darwin
#endif

struct JSONTextWriter {
    private(set) var bytes: [UInt8] = []
    /// Spaces per nesting level; 0 writes compact JSON.
    private let indentWidth: Int
    private var depth = 0
    /// Whether the container being written already has a member (so the next needs a comma).
    private var hasMember: [Bool] = []

    init(indentWidth: Int, reservingCapacity capacity: Int = 0) {
        self.indentWidth = indentWidth
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func object(_ body: (inout JSONTextWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    mutating func array(_ body: (inout JSONTextWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member: the separator, the indentation and `"key": `.
    mutating func key(_ key: String) {
        separate()
        writeString(key, escapingNonASCII: false)
        bytes.append(UInt8(ascii: ":"))
        if indentWidth > 0 { bytes.append(UInt8(ascii: " ")) }
        valueFollowsKey = true
    }

    // MARK: Scalars (array elements, or the value after `key(_:)`)

    mutating func string(_ value: String, escapingNonASCII: Bool = false) {
        separate()
        writeString(value, escapingNonASCII: escapingNonASCII)
    }

    mutating func int(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A double written with `%.17g`, as canada.json's were: 17 significant digits unless the
    /// value is short in binary (`-65.625`) or integral (`-65`).
    mutating func double17(_ value: Double) {
        separate()
        var buffer = [CChar](repeating: 0, count: 40)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.17g", $0) }
        buffer.withUnsafeBufferPointer { chars in
            for index in 0..<Int(count) { bytes.append(UInt8(bitPattern: chars[index])) }
        }
    }

    /// A double written as Swift's shortest round-tripping form (`0.087`).
    mutating func double(_ value: Double) {
        separate()
        bytes.append(contentsOf: value.description.utf8)
    }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    // MARK: Members with a scalar value

    mutating func member(_ name: String, _ value: String?, escapingNonASCII: Bool = false) {
        key(name)
        if let value { string(value, escapingNonASCII: escapingNonASCII) } else { null() }
    }

    mutating func member(_ name: String, _ value: Int?) {
        key(name)
        if let value { int(value) } else { null() }
    }

    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    mutating func member(_ name: String, ints: [Int]) {
        key(name)
        array { writer in for value in ints { writer.int(value) } }
    }

    mutating func member(_ name: String, object body: (inout JSONTextWriter) -> Void) {
        key(name)
        object(body)
    }

    mutating func member(_ name: String, array body: (inout JSONTextWriter) -> Void) {
        key(name)
        array(body)
    }

    // MARK: Layout

    /// Set by `key(_:)`: the next value goes on the key's line, without a separator.
    private var valueFollowsKey = false

    private mutating func separate() {
        if valueFollowsKey {
            valueFollowsKey = false
            return
        }
        guard !hasMember.isEmpty else { return }
        if hasMember[hasMember.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasMember[hasMember.count - 1] = true
        newline()
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        hasMember.append(false)
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if hasMember.removeLast() { newline() }
        bytes.append(bracket)
    }

    private mutating func newline() {
        guard indentWidth > 0 else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * indentWidth))
    }

    // MARK: Strings

    private mutating func writeString(_ value: String, escapingNonASCII: Bool) {
        bytes.append(UInt8(ascii: "\""))
        if escapingNonASCII {
            for unit in value.utf16 {
                if unit >= 0x80 { appendUnicodeEscape(unit) } else { appendASCII(UInt8(unit)) }
            }
        } else {
            for byte in value.utf8 {
                if byte >= 0x80 { bytes.append(byte) } else { appendASCII(byte) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendASCII(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
        case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0..<0x20: appendUnicodeEscape(UInt16(byte))
        default: bytes.append(byte)
        }
    }

    /// `\uXXXX` with lowercase hex; a character outside the BMP arrives as its two surrogates.
    private mutating func appendUnicodeEscape(_ unit: UInt16) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex[Int((unit >> UInt16(shift)) & 0xF)])
        }
    }
}
