// The other strategies of the app-model family: data written as an array of bytes
// (`.deferredToData`) or by a `.custom` closure, and non-finite numbers as strings
// (`.convertFromString` / `.convertToString`), each on a document where the strategy is most of
// the work. Kept small (a list of 2,000 numbers, 100 or 200 blobs), like the date lists.

import Foundation

/// A top-level list decoded and encoded one per call, written for one strategy.
protocol StrategyListFamily: SmallDocumentFamily {}

extension StrategyListFamily {
    static var fileName: String { "\(name).json" }
    static var workloadKinds: [WorkloadKind] { [.decode, .encode] }
}

/// 100 blobs of 48 to 87 bytes as `[Data]`, `.deferredToData`: each an array of its bytes.
enum DataDeferredFamily: StrategyListFamily {
    typealias Document = [Data]
    static let name = "data-deferred"
    static let about = "100 blobs as [Data], .deferredToData (arrays of byte values)"
    static let options = CoderOptions(data: .deferredToData)
    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = StrategyListGenerator(seed: seed)
        return generator.blobs(count: 100, form: .deferredToData)
    }
}

/// 200 blobs of 48 to 87 bytes as `[Data]`, `.custom` closures over lowercase hexadecimal.
enum DataCustomFamily: StrategyListFamily {
    typealias Document = [Data]
    static let name = "data-custom"
    static let about = "200 blobs as [Data], .custom closures over hexadecimal strings"
    static let options = CoderOptions(data: .customHex)
    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = StrategyListGenerator(seed: seed)
        return generator.blobs(count: 200, form: .customHex)
    }
}

/// 2,000 numbers as `[Double]`, one in ten `"NaN"`, `"Infinity"` or `"-Infinity"`, with
/// `.convertFromString` / `.convertToString`.
enum FloatsStringsFamily: StrategyListFamily {
    typealias Document = [Double]
    static let name = "floats-strings"
    static let about = "2,000 numbers as [Double], one in ten NaN or an infinity as a string"
    static let options = CoderOptions(floats: .strings)
    static func recordCount(in document: [Double]) -> Int { document.count }
    static func generate(seed: UInt64, scale: Double) -> [UInt8] {
        var generator = StrategyListGenerator(seed: seed)
        return generator.floats(count: 2_000)
    }
}

/// The strategy families, in table order.
let strategyFamilies: [any DocumentFamily.Type] = [
    DataDeferredFamily.self, DataCustomFamily.self, FloatsStringsFamily.self,
]

/// Writes the strategy lists from a seed (generating is not measured).
struct StrategyListGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed ^ 0x7374_7261_74)  // "strat"
    }

    /// `count` blobs of 48 to 87 random bytes, as `form` writes them.
    mutating func blobs(count: Int, form: CoderOptions.DataForm) -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: count * 300)
        writer.array { w in
            for _ in 0..<count {
                let bytes = (0..<random.int(48...87)).map { _ in UInt8(truncatingIfNeeded: random.int(0...255)) }
                switch form {
                case .base64: w.string(Data(bytes).base64EncodedString())
                case .deferredToData: w.array { w in for byte in bytes { w.int(Int(byte)) } }
                case .customHex: w.string(CoderOptions.hex(bytes))
                }
            }
        }
        return writer.bytes
    }

    /// `count` numbers with up to six decimals, one in ten a non-finite one as a string.
    mutating func floats(count: Int) -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 0, reservingCapacity: count * 12)
        writer.array { w in
            for _ in 0..<count {
                switch random.int(0...29) {
                case 0: w.string("NaN")
                case 1: w.string("Infinity")
                case 2: w.string("-Infinity")
                default: w.double(Double(random.int(-100_000_000...100_000_000)) / 1_000)
                }
            }
        }
        return writer.bytes
    }
}

extension CoderOptions {
    /// `.custom` data decoding: lowercase or uppercase hexadecimal, two digits a byte.
    @Sendable static func readHex(_ decoder: any Decoder) throws -> Data {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        var bytes = [UInt8]()
        bytes.reserveCapacity(text.utf8.count / 2)
        var high: UInt8?
        for character in text.utf8 {
            let nibble: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = character - UInt8(ascii: "A") + 10
            default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not hexadecimal.")
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        guard high == nil else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Odd number of digits.")
        }
        return Data(bytes)
    }

    /// `.custom` data encoding: lowercase hexadecimal.
    @Sendable static func writeHex(_ data: Data, _ encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex(data))
    }

    /// `bytes` as lowercase hexadecimal.
    static func hex<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
            var index = 0
            for byte in bytes {
                buffer[index] = digits[Int(byte >> 4)]
                buffer[index + 1] = digits[Int(byte & 15)]
                index += 2
            }
            return index
        }
    }
}
