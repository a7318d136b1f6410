// An object's keys after a custom key strategy (ConvertedKeys): searched by comparing Strings
// in small objects and through a dictionary in large ones, with JSONDecoder's answers either
// way (the first of two keys the closure makes equal wins, allKeys without repeats).

import Foundation
import Testing
@testable import StreamJSON

@Suite struct ConvertedKeysTests {
    /// Lower-cases every key, so that `Name`, `NAME` and `name` are one key.
    static let lowercased = DifferentialOptions {
        $0.keyDecodingStrategy = .custom { path in AnyKey(path.last!.stringValue.lowercased()) }
    }

    /// Objects on both sides of ``ConvertedKeys/linearLimit``, with keys the closure makes equal
    /// before and after the limit is crossed, read in random orders.
    @Test func lookupsFindWhatFoundationFindsInSmallAndLargeObjects() {
        var generator = SeededGenerator(seed: 61)
        let spellings = ["name", "Name", "NAME", "id", "Id", "city", "City", "zip"]
        for count in [1, 3, 15, 16, 17, 18, 30, 60] {
            for round in 0..<8 {
                let members = (0..<count).map { index in
                    let key =
                        Bool.random(using: &generator)
                        ? spellings.randomElement(using: &generator)! : "Filler\(index)"
                    return "\"\(key)\":\(round * 100 + index)"
                }
                let json = "{" + members.joined(separator: ",") + "}"
                let order = (spellings.map { $0.lowercased() } + ["filler3", "filler40", "absent"])
                    .shuffled(using: &generator)
                expectSameBehavior(json, options: Self.lowercased) { decoder in
                    let container = try decoder.container(keyedBy: AnyKey.self)
                    // Foundation's allKeys come in its dictionary's order: compared as a set.
                    return try order.map { "\(try container.decodeIfPresent(Int.self, forKey: AnyKey($0)) ?? -1)" }
                        + container.allKeys.map(\.stringValue).sorted()
                }
            }
        }
    }
}
