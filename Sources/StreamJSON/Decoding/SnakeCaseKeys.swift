import Foundation

/// The `convertFromSnakeCase` key strategy as a ``KeyForm``: a document key equals a coding
/// key if its conversion does, and the conversion is computed from the key's bytes, one byte
/// at a time (``SnakeCaseConversion``), without a `String` or a table per object.
///
/// Bytes can tell for a plain-ASCII key whose words after the first hold only letters and
/// digits (`created_at`, `profile_image_url_https`, `address_line_1`); anything else
/// (escapes, non-ASCII text, other characters inside later words, whose capitalisation follows
/// Foundation's word rules) is converted as a `String` by ``SnakeCase/camelCase(fromSnakeCase:)``,
/// Foundation's rules themselves.
///
/// The hash (``FoldedKeyHash``) ignores underscores and the case of letters, the two things
/// the conversion changes, so a document key hashes as its conversion does, and no key is
/// converted to be hashed.
enum SnakeCaseKeys: KeyForm {
    @inline(__always)
    static func bytesEqual(_ bytes: InputBytes, _ entry: TapeEntry, _ key: InputBytes) -> Bool? {
        bytesEqual(bytes, entry, key, spelling: KeySpelling())
    }

    /// A key spelled as the document spelled the coding key last time is equal (a comparison
    /// of words); the others are converted byte by byte, after two cheap rejections.
    @inline(__always)
    static func bytesEqual(
        _ bytes: InputBytes, _ entry: TapeEntry, _ key: InputBytes, spelling: KeySpelling
    ) -> Bool? {
        guard entry.flags.isPlainASCII else { return nil }
        let length = entry.length
        if length == spelling.length && spelling.equals(bytes, entry.offset) { return true }
        // The conversion only removes underscores, and keeps or changes the case of the
        // first byte: two cheap rejections before the conversion.
        guard key.count <= length else { return false }
        guard length > 0, key.count > 0 else { return length == key.count }
        let first = bytes[unchecked: entry.offset]
        let keyFirst = key[unchecked: 0]
        if first != SnakeCaseConversion.underscore && keyFirst != first
            && keyFirst != SnakeCaseConversion.lowercase(first)
        {
            return false
        }
        // The last byte keeps its value up to case (`| 0x20` leaves digits and `_` apart).
        if bytes[unchecked: entry.offset &+ length &- 1] | 0x20 != key[unchecked: key.count &- 1] | 0x20 {
            return false
        }
        if let equal = SnakeCaseConversion.matches(bytes, entry.offset, length, key) { return equal }
        guard var conversion = SnakeCaseConversion(bytes, entry.offset, length) else { return nil }
        var index = 0
        while let byte = conversion.next() {
            guard index < key.count, key[unchecked: index] == byte else { return false }
            index &+= 1
        }
        return index == key.count
    }

    /// The plain comparison with the last spelling skips the conversion of the key found.
    static var keepsSpellings: Bool { true }

    /// A document key is compared through its conversion.
    static var keysAreBytes: Bool { false }

    @inline(__always)
    static func hash(_ bytes: InputBytes, _ entry: TapeEntry, seed: UInt64) -> UInt64? {
        guard entry.flags.isPlainASCII else { return nil }
        return FoldedKeyHash.hash(bytes, entry.offset, entry.length, seed: seed)
    }

    @inline(__always)
    static func hash(codingKey: InputBytes) -> UInt64 {
        FoldedKeyHash.hash(codingKey, 0, codingKey.count, seed: KeyHash.seed)
    }

    /// Compares the keys' letters and digits without case first (equal conversions need
    /// equal ones, and most keys that share a slot differ there), then their conversions.
    static func equal(_ bytes: InputBytes, _ first: TapeEntry, _ second: TapeEntry) -> Bool {
        var left = first.offset
        var right = second.offset
        let leftEnd = left + first.length
        let rightEnd = right + second.length
        while true {
            while left < leftEnd && bytes[unchecked: left] == SnakeCaseConversion.underscore { left &+= 1 }
            while right < rightEnd && bytes[unchecked: right] == SnakeCaseConversion.underscore { right &+= 1 }
            guard left < leftEnd, right < rightEnd else {
                if left < leftEnd || right < rightEnd { return false }
                break
            }
            guard bytes[unchecked: left] | 0x20 == bytes[unchecked: right] | 0x20 else { return false }
            left &+= 1
            right &+= 1
        }
        guard var leftConversion = SnakeCaseConversion(bytes, first.offset, first.length),
            var rightConversion = SnakeCaseConversion(bytes, second.offset, second.length)
        else {
            return string(bytes.slice(first.offset, first.length).string())
                == string(bytes.slice(second.offset, second.length).string())
        }
        while true {
            let byte = leftConversion.next()
            guard byte == rightConversion.next() else { return false }
            if byte == nil { return true }
        }
    }

    static func string(_ key: String) -> String {
        SnakeCase.camelCase(fromSnakeCase: key)
    }

    /// Most keys are rejected by their first byte, while indexing one costs about 70
    /// instructions of hashing: scanning objects of up to 48 members (a Twitter user has about
    /// 40) is cheaper than indexing them for the few members a model reads.
    static var scanLimit: Int { 48 }
}

/// `convertFromSnakeCase` applied to one plain-ASCII document key, produced byte by byte.
///
/// Foundation's rules: leading and trailing underscores stay; between them, a key without
/// underscores stays as it is; otherwise its words (split at runs of underscores) are joined,
/// the first lower-cased and each other one `capitalized`. For a word of ASCII letters that is
/// an upper-case first letter and lower-case others; a letter right after a digit starts a
/// word of its own in `capitalized`'s eyes on some platforms (`2fa` → `2Fa`), and the running
/// Foundation is asked which (``lettersAfterDigitsAreCapitalised``). A key whose later words
/// hold anything else cannot be converted here (the initialiser returns nil).
struct SnakeCaseConversion {
    static let underscore = UInt8(ascii: "_")

    private let bytes: InputBytes
    private var index: Int
    private let end: Int
    /// The joined words, `wordsStart..<wordsEnd` (empty when the key is kept as it is).
    private let wordsStart: Int
    private let wordsEnd: Int
    private var inFirstWord = true
    private var capitaliseNext = false

    /// The conversion of the `length` bytes at `start` (plain ASCII), or nil if this type
    /// cannot convert them.
    @inline(__always)
    init?(_ bytes: InputBytes, _ start: Int, _ length: Int) {
        let end = start + length
        var first = start
        while first < end && bytes[unchecked: first] == Self.underscore { first &+= 1 }
        var last = end
        while last > first && bytes[unchecked: last &- 1] == Self.underscore { last &-= 1 }
        var split = first
        while split < last && bytes[unchecked: split] != Self.underscore { split &+= 1 }
        (self.bytes, self.index, self.end) = (bytes, start, end)
        guard split < last else {
            // No underscore between the words: the key stays as it is.
            (wordsStart, wordsEnd) = (end, end)
            return
        }
        (wordsStart, wordsEnd) = (first, last)
        // The later words: letters and digits only (digits only where Foundation's
        // capitalisation after a digit is known).
        var sawDigit = false
        for position in split..<last {
            let byte = bytes[unchecked: position]
            if byte == Self.underscore || Self.isLetter(byte) { continue }
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            sawDigit = true
        }
        if sawDigit && Self.lettersAfterDigitsAreCapitalised == nil { return nil }
    }

    /// The next byte of the converted key, or nil at its end.
    @inline(__always)
    mutating func next() -> UInt8? {
        guard index < end else { return nil }
        let position = index
        var byte = bytes[unchecked: position]
        index &+= 1
        guard position >= wordsStart && position < wordsEnd else { return byte }
        if byte == Self.underscore {
            // A run of inner underscores: a word ends (one always starts before `wordsEnd`).
            repeat {
                byte = bytes[unchecked: index]
                index &+= 1
            } while byte == Self.underscore
            inFirstWord = false
            capitaliseNext = true
        }
        if inFirstWord { return Self.lowercase(byte) }
        if byte &- UInt8(ascii: "0") < 10 {
            capitaliseNext = Self.lettersAfterDigitsAreCapitalised ?? false
            return byte
        }
        let converted = capitaliseNext ? byte & ~0x20 : byte | 0x20
        capitaliseNext = false
        return converted
    }

    /// Whether the conversion of the `length` bytes at `start` (plain ASCII) is `key`, in one
    /// pass that stops at the first difference; nil if the key is not the usual snake case
    /// this pass knows (an upper-case letter in its first word, whose case depends on whether
    /// an underscore follows; anything but letters and digits in a later word): then the
    /// conversion decides.
    @inline(__always)
    static func matches(_ bytes: InputBytes, _ start: Int, _ length: Int, _ key: InputBytes) -> Bool? {
        var index = start
        let end = start + length
        var keyIndex = 0
        let keyCount = key.count
        // Leading underscores stay.
        while index < end && bytes[unchecked: index] == underscore {
            guard keyIndex < keyCount, key[unchecked: keyIndex] == underscore else { return false }
            index &+= 1
            keyIndex &+= 1
        }
        var inFirstWord = true
        var capitaliseNext = false
        while index < end {
            var byte = bytes[unchecked: index]
            if byte == underscore {
                var wordStart = index &+ 1
                while wordStart < end && bytes[unchecked: wordStart] == underscore { wordStart &+= 1 }
                if wordStart == end {
                    // Trailing underscores stay.
                    guard end &- index == keyCount &- keyIndex else { return false }
                    while keyIndex < keyCount {
                        if key[unchecked: keyIndex] != underscore { return false }
                        keyIndex &+= 1
                    }
                    return true
                }
                index = wordStart
                byte = bytes[unchecked: index]
                inFirstWord = false
                capitaliseNext = true
            }
            let expected: UInt8
            if inFirstWord {
                guard byte &- UInt8(ascii: "A") >= 26 else { return nil }
                expected = byte
            } else if isLetter(byte) {
                expected = capitaliseNext ? byte & ~0x20 : byte | 0x20
                capitaliseNext = false
            } else if byte &- UInt8(ascii: "0") < 10, let rule = lettersAfterDigitsAreCapitalised {
                expected = byte
                capitaliseNext = rule
            } else {
                return nil
            }
            guard keyIndex < keyCount, key[unchecked: keyIndex] == expected else { return false }
            index &+= 1
            keyIndex &+= 1
        }
        return keyIndex == keyCount
    }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    @inline(__always)
    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Whether the running Foundation's `capitalized` starts a word at a letter after a digit
    /// (`1st` → `1St`: true), does not (`1st`: false), or does something else with digits
    /// (nil: keys with digits in their later words are converted as `String`s).
    static let lettersAfterDigitsAreCapitalised: Bool? = {
        let samples = ["1st", "a1b", "ab1cd", "2fa"].map(\.capitalized)
        if samples == ["1St", "A1B", "Ab1Cd", "2Fa"] { return true }
        if samples == ["1st", "A1b", "Ab1cd", "2fa"] { return false }
        return nil
    }()
}
