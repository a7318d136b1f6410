import Foundation
import Testing
@testable import StreamJSON

/// Arrays of scalars of every kind, nested up to four deep, which direct mode writes itself
/// (`EncodingContext+ScalarArrays`): the bytes are `JSONEncoder`'s under every output format and
/// key strategy, inside structs and at the top level, and the errors keep `JSONEncoder`'s cases
/// and coding paths.
@Suite struct ScalarArrayEncodingTests {
    struct Sample: Codable {
        var ints: [Int] = [0, -1, Int.max, Int.min]
        var intMatrix: [[Int]] = [[1, 2], [], [3]]
        var strings: [String] = ["plain", "quote \" slash / back \\ tab \t nul \u{0}", "é 日本 🎉", ""]
        var stringMatrix: [[String]] = [["a/b"], [], ["\u{1F}", "\u{7F}"]]
        var bools: [Bool] = [true, false]
        var bytes: [UInt8] = [0, 127, 255]
        var smallInts: [Int8] = [-128, 0, 127]
        var int16s: [Int16] = [-32768, 32767]
        var int32s: [[Int32]] = [[Int32.min], [Int32.max]]
        var int64s: [Int64] = [Int64.min]
        var uints: [UInt] = [UInt.max]
        var uint16s: [[[UInt16]]] = [[[1, 2], []], []]
        var uint32s: [[[[UInt32]]]] = [[[[UInt32.max]]], [[[]]]]
        var uint64s: [UInt64] = [UInt64.max, 0]
        var floats: [Float] = [0.1, -3.25e38, .leastNonzeroMagnitude]
        var emptyInts: [Int] = []
        var camelCaseKey: [[Bool]] = [[true], [false, true]]
    }

    static var keyStrategies: [(String, (JSONEncoder, StreamJSONEncoder) -> Void)] {
        [
            ("default", { _, _ in }),
            (
                "snake case",
                {
                    $0.keyEncodingStrategy = .convertToSnakeCase; $1.keyEncodingStrategy = .convertToSnakeCase
                }
            ),
            (
                "custom",
                {
                    $0.keyEncodingStrategy = .custom { path in
                        EncTestKey(stringValue: "k\(path.count)\(path.last!.stringValue)")
                    }
                    $1.keyEncodingStrategy = .custom { path in
                        EncTestKey(stringValue: "k\(path.count)\(path.last!.stringValue)")
                    }
                }
            ),
        ]
    }

    @Test(arguments: allOutputFormattings)
    func scalarArraysInStructsEncodeLikeFoundationUnderEveryKeyStrategy(formatting: JSONEncoder.OutputFormatting) {
        for (_, configure) in Self.keyStrategies {
            let pair = EncoderPair(formatting.union(.sortedKeys), configure: configure)
            pair.expectSameOutput(Sample())
            pair.expectSameOutput([Sample(), Sample()])
        }
    }

    @Test(arguments: allOutputFormattings)
    func topLevelScalarArraysEncodeLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        let pair = EncoderPair(formatting.union(.sortedKeys))
        let sample = Sample()
        pair.expectSameOutput(sample.ints)
        pair.expectSameOutput(sample.intMatrix)
        pair.expectSameOutput(sample.strings)
        pair.expectSameOutput(sample.stringMatrix)
        pair.expectSameOutput(sample.bools)
        pair.expectSameOutput(sample.bytes)
        pair.expectSameOutput(sample.smallInts)
        pair.expectSameOutput(sample.uint16s)
        pair.expectSameOutput(sample.uint32s)
        pair.expectSameOutput(sample.floats)
        pair.expectSameOutput([[[[[1, 2]]]]])
        pair.expectSameOutput([Int]())
        pair.expectSameOutput([[String]]())
        pair.expectSameOutput(["key": [[1, 2], [3]]])
    }

    @Test(arguments: allOutputFormattings)
    func nonFiniteFloatsInArraysThrowOrConvertLikeFoundation(formatting: JSONEncoder.OutputFormatting) {
        var sample = Sample()
        sample.floats = [1, .nan]
        EncoderPair(formatting.union(.sortedKeys)).expectSameOutput(sample)
        EncoderPair(formatting.union(.sortedKeys)).expectSameOutput([[Float(1)], [-.infinity]])
        EncoderPair(formatting.union(.sortedKeys)) {
            $0.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
            $1.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        }.expectSameOutput(sample)
    }

    /// An error thrown inside an array that an `encode(to:)` catches (`JSONEncoder` traps on
    /// this): the encode runs again in tree mode and the output stays valid JSON, the later
    /// members intact.
    @Test func aCaughtErrorInsideAnArrayLeavesValidOutput() throws {
        let value = EncodeWith { encoder in
            var container = encoder.container(keyedBy: EncTestKey.self)
            try? container.encode([[1.5], [Double.nan]], forKey: "broken")
            try container.encode([1, 2], forKey: "ints")
        }
        let text = try EncoderPair(.sortedKeys).streamText(value)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["ints"] as? [Int] == [1, 2])
    }
}
