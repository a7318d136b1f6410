import Foundation
import Testing
@testable import StreamJSON

/// Differential tests: the same values through `JSONEncoder` and `StreamJSONEncoder` on this
/// machine, for every combination of output formats. With `.sortedKeys` the bytes must be
/// identical; without it `JSONEncoder`'s key order is random, so the parsed values must match.
@Suite struct FoundationParityTests {
    func expectParity<T: Encodable>(
        _ value: T, _ formatting: JSONEncoder.OutputFormatting,
        configure: (JSONEncoder, StreamJSONEncoder) -> Void = { _, _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let pair = EncoderPair(formatting, configure: configure)
        let (foundation, stream) = pair.outputs(value)
        switch (foundation, stream) {
        case let (.success(expected), .success(actual)):
            if formatting.contains(.sortedKeys) {
                #expect(actual == expected, sourceLocation: sourceLocation)
            } else {
                #expect(
                    sameJSONValue(actual, expected), "\(actual)\nvs Foundation\n\(expected)",
                    sourceLocation: sourceLocation)
            }
        case let (.failure(expected), .failure(actual)):
            #expect(errorSummary(actual) == errorSummary(expected), sourceLocation: sourceLocation)
        default:
            Issue.record("Foundation: \(foundation)\nStreamJSON: \(stream)", sourceLocation: sourceLocation)
        }
    }

    /// Sorting moves an object's largest member once, in place, and its other bytes through
    /// scratch memory: wherever the largest member starts and wherever it ends up, at any depth,
    /// the bytes are Foundation's.
    @Test(arguments: allOutputFormattings)
    func membersSortLikeFoundationWhereverTheLargestOneIs(formatting: JSONEncoder.OutputFormatting) {
        let big = Array(repeating: 1.5, count: 300)
        for position in 0..<4 {
            expectParity(
                EncodeWith { encoder in
                    var container = encoder.container(keyedBy: EncTestKey.self)
                    for (index, key) in ["d", "b", "c", "a"].enumerated() {
                        if index == position {
                            try container.encode(big, forKey: EncTestKey(stringValue: key))
                        } else {
                            try container.encode(index, forKey: EncTestKey(stringValue: key))
                        }
                    }
                }, formatting)
        }
        expectParity(["z": ["y": big, "x": [1]], "a": ["q": [2]], "m": ["b": [3], "a": big]], formatting)
    }

    /// Keys written with escapes sort by their text, not by their escaped bytes, and a key
    /// with escapes written twice is one member, as in Foundation.
    @Test(arguments: allOutputFormattings)
    func keysWithEscapesSortAndRepeatLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        expectParity(["b\"q": 1, "a\n": 2, "a\u{1}": 3, "/x": 4, "a": 5, "é": 6, "a\\": 7], formatting)
        expectParity(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(1, forKey: "k\"ey")
                try container.encode(2, forKey: "a/b")
                try container.encode(3, forKey: "k\"ey")
                try container.encode(4, forKey: "line\nbreak")
            }, formatting)
    }

    @Test(arguments: allOutputFormattings)
    func encodesTheKitchenSinkLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        expectParity(Kitchen.sample, formatting)
        expectParity([Kitchen.sample, Kitchen.sample], formatting)
    }

    @Test(arguments: allOutputFormattings)
    func encodesTheGuideShapesLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        expectParity(Kitchen.landmark, formatting)
        expectParity(
            FlattenedLandmark(name: "a/b", latitude: 1.5, longitude: -0.25, elevations: [1, 2, 3]), formatting)
        expectParity(Car(wheels: 4, brand: "Ford"), formatting)
        expectParity(Truck(wheels: 6, load: 2.5), formatting)
        expectParity([Vehicle(wheels: 2), Car(wheels: 3, brand: "")], formatting)
        expectParity([Shape.circle(radius: 2), .point, .labelled("a", 2)], formatting)
        expectParity([Beverage.tea, .juice], formatting)
        expectParity(["k": UserID(7)], formatting)
    }

    @Test(arguments: allOutputFormattings)
    func encodesTopLevelScalarsAndEmptiesLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        expectParity(42, formatting)
        expectParity("s/t", formatting)
        expectParity(true, formatting)
        expectParity(Int?.none, formatting)
        expectParity([Int?.none], formatting)
        expectParity([Int](), formatting)
        expectParity([String: Int](), formatting)
        expectParity([[Int]](), formatting)
        expectParity([[], [1], []] as [[Int]], formatting)
        expectParity([[:], ["a": [:]]] as [[String: [String: Int]]], formatting)
        expectParity(Decimal(string: "-0.00001")!, formatting)
        expectParity(Date(timeIntervalSinceReferenceDate: 0), formatting)
        expectParity(Data(), formatting)
        expectParity(Set([3]), formatting)
        expectParity(1..<3, formatting)
        expectParity(EncodeWith { _ in }, formatting)
        expectParity([EncodeWith { _ in }], formatting)
        expectParity(["k": EncodeWith { _ in }], formatting)
    }

    @Test(arguments: allOutputFormattings)
    func encodesDictionariesLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        let keys = [
            "b", "a", "B", "_", "10", "9", "é", "e", "Z", "aa", "a_", "A", "1", "~", " ", "ä", "z", "😀",
            "Ａ", "ａ", "Ω", "-", "+", "0", "a/b", "q\"", "back\\", "tab\t", "nul\u{0}", "\u{1F}", "",
        ]
        let dictionary = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        expectParity(dictionary, formatting)
        expectParity([2: "b", 1: "a", 10: "c", -5: "d"], formatting)
        expectParity([true: 1], formatting)
        expectParity([1.5: 1], formatting)
        expectParity(["outer": ["someKey": 1]], formatting) {
            $0.keyEncodingStrategy = .convertToSnakeCase
            $1.keyEncodingStrategy = .convertToSnakeCase
        }
        let large = Dictionary(uniqueKeysWithValues: (0..<300).map { ("key\($0 * 7919 % 1000)", $0) })
        expectParity(large, formatting)
    }

    @Test(arguments: allOutputFormattings)
    func sortsKeysOfStructsAndCanonicallyEquivalentKeysLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        let keys: [EncTestKey] = ["b", "a", "B", "_", "10", "9", "é", "e", "Z", "aa", "a_", "A", "1", "~", " ", "ä"]
        expectParity(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                for (index, key) in keys.enumerated() { try container.encode(index, forKey: key) }
            }, formatting)
        // Precomposed and decomposed é are the same key for a Swift dictionary: one member.
        expectParity(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(0, forKey: EncTestKey(stringValue: "\u{E9}"))
                try container.encode(1, forKey: "x")
                try container.encode(2, forKey: EncTestKey(stringValue: "e\u{301}"))
            }, formatting)
        expectParity(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                try container.encode(0, forKey: EncTestKey(stringValue: "e\u{301}"))
                try container.encode(1, forKey: "x")
                try container.encode(2, forKey: EncTestKey(stringValue: "\u{E9}"))
            }, formatting)
    }

    @Test(arguments: allOutputFormattings)
    func encodesManyMembersOfOneStructLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        // More than 64 keys: past the writer's small duplicate filter.
        expectParity(
            EncodeWith { encoder in
                var container = encoder.container(keyedBy: EncTestKey.self)
                for index in 0..<200 {
                    try container.encode(index, forKey: EncTestKey(stringValue: "k\(index * 37 % 200)"))
                }
                try container.encode(-1, forKey: "k5")
            }, formatting)
    }
}
