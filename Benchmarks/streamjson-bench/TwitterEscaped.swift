// The escape-heavy document: twitter with every non-ASCII character written as a `\uXXXX`
// escape, as servers that send ASCII-only JSON write it.

/// twitter.json as an ASCII-only server sends it: the same document, with every character
/// above U+007F written as `\uXXXX` (lowercase hex digits; a surrogate pair above U+FFFF).
/// Derived from the twitter document of the run (the corpus file or the generated look-alike),
/// so it is always twitter's data; only validated, where the string scan's escape path is
/// nearly all of the work.
enum TwitterEscapedFamily: DocumentFamily {
    typealias Document = TwitterSearch
    static let name = "twitter-escaped"
    static let fileName = "twitter-escaped.json"
    static let recordsName = "statuses"
    static let workloadKinds: [WorkloadKind] = [.validate]
    static let isInCorpus = false
    static let source: (any DocumentFamily.Type)? = TwitterFamily.self

    static func records(in document: TwitterSearch) -> [Status] {
        document.statuses
    }

    static func recordCount(in document: TwitterSearch) -> Int {
        document.statuses.count
    }

    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        derive(from: TwitterFamily.generate(seed: seed, scale: scale))
    }

    /// `twitter` with its non-ASCII characters escaped. Outside strings valid JSON is ASCII, so
    /// every non-ASCII byte belongs to a character in a string: no JSON parsing is needed.
    static func derive(from twitter: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(twitter.count * 3 / 2)
        for scalar in String(decoding: twitter, as: UTF8.self).unicodeScalars {
            if scalar.isASCII {
                output.append(UInt8(scalar.value))
            } else {
                for unit in String(scalar).utf16 {
                    appendEscape(unit, to: &output)
                }
            }
        }
        return output
    }

    private static func appendEscape(_ unit: UInt16, to output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(hex[Int(unit >> UInt16(shift)) & 0xF])
        }
    }
}
