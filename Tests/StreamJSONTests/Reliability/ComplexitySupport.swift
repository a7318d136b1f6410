import Foundation
import Testing
@testable import StreamJSON

/// Helpers for the complexity tests: generate an adversarial shape at size n and 8n, measure
/// the work (counted, or timed where nothing can be counted), and check that it grows at most
/// like n log n.
enum Complexity {
    /// The most `work(8n)` may be as a multiple of `work(n)`: 8 × log(8n)/log(n), with room
    /// for the noise of randomly seeded hashing. Quadratic growth would be 64.
    static func allowedRatio(n: Int) -> Double {
        let logRatio = log2(Double(8 * n)) / log2(Double(n))
        return 8 * logRatio * 1.5
    }

    /// Runs `body` at size `n` and `8n` and records an issue if the counted `units` grow
    /// faster than ``allowedRatio(n:)``. Returns the two counts for further checks.
    @discardableResult
    static func expectNearLinear(
        _ units: [WorkCounter.Unit], n: Int, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (Int) throws -> Void
    ) rethrows -> (small: Int, large: Int) {
        let (smallTally, _) = try WorkCounter.measure { try body(n) }
        let (largeTally, _) = try WorkCounter.measure { try body(8 * n) }
        let small = units.reduce(0) { $0 + smallTally[$1] }
        let large = units.reduce(0) { $0 + largeTally[$1] }
        #expect(small > 0, "\(what): nothing was counted at n = \(n)", sourceLocation: sourceLocation)
        let ratio = Double(large) / Double(max(small, 1))
        #expect(
            ratio <= allowedRatio(n: n),
            "\(what): work grew \(ratio)x from n = \(n) (\(small)) to 8n (\(large))",
            sourceLocation: sourceLocation)
        return (small, large)
    }

    /// Times `body` at size `n` and `8n`, best of `runs` each, and records an issue if `8n`
    /// costs more than 24 times `n` (linear is 8; quadratic 64). For code with nothing
    /// natural to count; the best of several runs and the generous factor keep it steady on a
    /// busy machine.
    static func expectNearLinearTime(
        n: Int, runs: Int = 5, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (Int) throws -> Void
    ) rethrows {
        func best(_ size: Int) throws -> Double {
            var best = Double.infinity
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                try body(size)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
            }
            return best
        }
        let small = try best(n)
        let large = try best(8 * n)
        #expect(
            large <= 24 * small,
            "\(what): time grew \(large / small)x from n = \(n) to 8n", sourceLocation: sourceLocation)
    }

    // MARK: Shapes

    /// `{"<key 0>":0,"<key 1>":1,...}` for the given keys.
    static func object(keys: [String]) -> [UInt8] {
        var text = "{"
        for (index, key) in keys.enumerated() {
            if index > 0 { text += "," }
            text += "\"\(key)\":\(index)"
        }
        return Array((text + "}").utf8)
    }

    /// n keys that share their first 16 bytes and their length: `shared_prefix_k_0000042`.
    static func sharedPrefixKeys(_ n: Int) -> [String] {
        (0..<n).map {
            "shared_prefix_k_" + String(String($0).reversed()).padding(toLength: 7, withPad: "0", startingAt: 0)
        }
    }

    /// n keys of equal length and prefix that differ only in their last bytes.
    static func lastByteKeys(_ n: Int) -> [String] {
        (0..<n).map { index in
            var suffix = ""
            var value = index
            repeat {
                suffix.append(Character(UnicodeScalar(UInt8(97 + value % 26))))
                value /= 26
            } while value > 0
            return "same_length_and_prefix_" + String(repeating: "a", count: 6 - suffix.count)
                + String(suffix.reversed())
        }
    }
}

/// Reads the members named in `userInfo[.readOrder]`, in that order, as `Int`s.
struct ReadsInGivenOrder: Decodable {
    static let order = CodingUserInfoKey(rawValue: "readOrder")!
    var sum = 0

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for name in decoder.userInfo[Self.order] as? [String] ?? [] {
            sum += try container.decode(Int.self, forKey: AnyKey(stringValue: name))
        }
    }
}

/// Reads `allKeys` sorted, then every member in that order: what a dictionary-like type does.
struct ReadsSortedKeys: Decodable {
    var count = 0

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            _ = try container.decode(Int.self, forKey: key)
            count += 1
        }
    }
}
