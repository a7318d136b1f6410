// `--hostile`: adversarial inputs that once made decoding superlinear, timed on both sides.
// Nothing is asserted here (the complexity tests in Tests/StreamJSONTests/Reliability count
// the work); this shows the wall time of the full-size shapes in a release build.

import Foundation
import StreamJSON

enum Hostile {
    /// A coding key for any name.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads `allKeys` sorted, then each member in that order (a dictionary-like type).
    struct ReadsSortedKeys: Decodable {
        var count = 0
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                _ = try container.decode(Int.self, forKey: key)
                count += 1
            }
        }
    }

    /// Reads a fixed list of 24 fields in reverse document order.
    struct ReadsReversed: Decodable {
        static let names = (0..<24).map { "field_\($0)" }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for name in Self.names.reversed() { _ = try container.decode(Int.self, forKey: Key(stringValue: name)) }
        }
    }

    static func object(_ keys: [String]) -> Data {
        var text = "{"
        for (index, key) in keys.enumerated() {
            if index > 0 { text += "," }
            text += "\"\(key)\":\(index)"
        }
        return Data((text + "}").utf8)
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func row(_ name: String, _ data: Data, _ decode: (Data, Bool) throws -> Void) {
        do {
            let ours = try seconds { try decode(data, true) }
            let theirs = try seconds { try decode(data, false) }
            let mib = Double(data.count) / 1_048_576
            print(
                name.padding(toLength: 58, withPad: " ", startingAt: 0)
                    + String(format: "%7.1f MiB   StreamJSON %7.3f s   Foundation %7.3f s", mib, ours, theirs))
        } catch {
            print("\(name): failed: \(error)")
        }
    }

    static func run() -> Int32 {
        print("Adversarial inputs, one run each, wall time (release build for meaningful numbers)")
        let sharedPrefix = (0..<200_000).map { "shared_prefix_k_" + String(format: "%07d", $0) }
        row("200,000 keys sharing prefix and length, [String: Int]", object(sharedPrefix)) { data, ours in
            _ =
                ours
                ? try StreamJSONDecoder().decode([String: Int].self, from: data)
                : try JSONDecoder().decode([String: Int].self, from: data)
        }
        row("the same as JSONValue / JSONSerialization", object(sharedPrefix)) { data, ours in
            _ =
                ours
                ? try StreamJSONDecoder().decode(JSONValue.self, from: data) as Any
                : try JSONSerialization.jsonObject(with: data)
        }
        let million = (0..<1_000_000).map { "k\($0)" }
        row("1,000,000 keys read in sorted order", object(million)) { data, ours in
            _ =
                ours
                ? try StreamJSONDecoder().decode(ReadsSortedKeys.self, from: data)
                : try JSONDecoder().decode(ReadsSortedKeys.self, from: data)
        }
        row("one key repeated 1,000,000 times, [String: Int]", object(Array(repeating: "k", count: 1_000_000))) {
            data, ours in
            _ =
                ours
                ? try StreamJSONDecoder().decode([String: Int].self, from: data)
                : try JSONDecoder().decode([String: Int].self, from: data)
        }
        let siblings = String(decoding: object(ReadsReversed.names), as: UTF8.self)
        let array = Data(("[" + Array(repeating: siblings, count: 100_000).joined(separator: ",") + "]").utf8)
        row("100,000 objects of 24 keys read in reverse order", array) { data, ours in
            _ =
                ours
                ? try StreamJSONDecoder().decode([ReadsReversed].self, from: data)
                : try JSONDecoder().decode([ReadsReversed].self, from: data)
        }
        return 0
    }
}
