// `streamjson-bench --check-doubles N [--seed S]`: the big differential run of the double
// printer. N random Double and N random Float values (biased toward the edges: random bit
// patterns, random exponents, short decimals, integers near 2^53 and 2^24, powers of ten and
// their neighbours, subnormals, values around 10^-4), encoded by StreamJSONEncoder as arrays of
// 1,000, against what JSONEncoder writes: the standard library's `description` without a trailing
// `.0`. That claim is itself checked on the first 100,000 values of each type against JSONEncoder;
// the rest compare with `description`, which is five times faster to call.

import Foundation
import StreamJSON

enum DoublePrinterCheck {
    static func run(count: Int, seed: UInt64) -> Int32 {
        let start = Date()
        var random = SplitMix64(seed: seed)
        let doubles = check(count: count, name: "Double") { random.nextDouble() }
        let floats = check(count: count, name: "Float") { random.nextFloat() }
        let seconds = Date().timeIntervalSince(start)
        print(
            "check-doubles: \(count) Double, \(count) Float, seed \(seed): "
                + "\(doubles + floats) mismatches, \(String(format: "%.1f", seconds)) s")
        return doubles + floats == 0 ? 0 : 1
    }

    static func expected<F: FloatingPoint & CustomStringConvertible>(_ value: F) -> String {
        let description = value.description
        return description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    static func check<F: BinaryFloatingPoint & Codable & CustomStringConvertible>(
        count: Int, name: String, _ next: () -> F
    ) -> Int32 {
        let encoder = StreamJSONEncoder()
        let foundation = JSONEncoder()
        var mismatches: Int32 = 0
        var done = 0
        var batch: [F] = []
        while done < count {
            batch.removeAll(keepingCapacity: true)
            while batch.count < min(1_000, count - done) {
                let value = next()
                if value.isFinite { batch.append(value) }
            }
            let ours = (try? encoder.encode(batch)).map { String(decoding: $0, as: UTF8.self) } ?? "error"
            let reference: String
            if done < 100_000 {
                reference = (try? foundation.encode(batch)).map { String(decoding: $0, as: UTF8.self) } ?? "error"
                let viaDescription = "[" + batch.map { expected($0) }.joined(separator: ",") + "]"
                if reference != viaDescription {
                    print("check-doubles: JSONEncoder differs from description in a \(name) batch")
                    mismatches += 1
                }
            } else {
                reference = "[" + batch.map { expected($0) }.joined(separator: ",") + "]"
            }
            if ours != reference {
                for value in batch {
                    let one = (try? encoder.encode([value])).map { String(decoding: $0, as: UTF8.self) } ?? "error"
                    if one != "[" + expected(value) + "]" {
                        mismatches += 1
                        if mismatches <= 20 { print("check-doubles: \(name) \(value): \(one)") }
                    }
                }
            }
            done += batch.count
        }
        return mismatches
    }
}

extension SplitMix64 {
    /// A Double biased toward the printer's edges.
    mutating func nextDouble() -> Double {
        let bits = next()
        switch bits % 8 {
        case 0, 1: return Double(bitPattern: next())
        case 2: return Double(String(next() % 100_000_000) + "e" + String(Int(next() % 660) - 330)) ?? 0
        case 3: return Double(Int64(1 << 53) + Int64(next() % 4096) - 2048) * (bits & 8 == 0 ? 1 : 3)
        case 4:
            let power = Double("1e\(Int(next() % 634) - 325)") ?? 1
            return bits & 16 == 0 ? power.nextUp : (bits & 32 == 0 ? power.nextDown : power)
        case 5: return Double(bitPattern: next() & 0x800F_FFFF_FFFF_FFFF)  // subnormal
        case 6: return 0.0001 + Double(Int(next() % 1_000_000) - 500_000) * 0.0001.ulp
        default: return Double(bitPattern: (next() & 0x800F_FFFF_FFFF_FFFF) | ((bits >> 8 & 0x7FF) << 52))
        }
    }

    /// A Float biased toward the printer's edges.
    mutating func nextFloat() -> Float {
        let bits = next()
        switch bits % 8 {
        case 0, 1: return Float(bitPattern: UInt32(truncatingIfNeeded: next()))
        case 2: return Float(String(next() % 10_000_000) + "e" + String(Int(next() % 90) - 45)) ?? 0
        case 3: return Float(Int32(1 << 24) + Int32(next() % 4096) - 2048) * (bits & 8 == 0 ? 1 : 3)
        case 4:
            let power = Float("1e\(Int(next() % 85) - 46)") ?? 1
            return bits & 16 == 0 ? power.nextUp : (bits & 32 == 0 ? power.nextDown : power)
        case 5: return Float(bitPattern: UInt32(truncatingIfNeeded: next()) & 0x807F_FFFF)
        case 6: return Float(0.0001) + Float(Int(next() % 100_000) - 50_000) * Float(0.0001).ulp
        default: return Float(bitPattern: UInt32(truncatingIfNeeded: next()))
        }
    }
}
