import Foundation
import Testing
@testable import StreamJSON

/// `.base64` data is written by one loop straight into the output (`OutputBuffer`); the bytes
/// must be `JSONEncoder`'s, with `/` escaped as `\/` unless `.withoutEscapingSlashes`.
@Suite struct Base64EncodingTests {
    @Test(arguments: [JSONEncoder.OutputFormatting(), .withoutEscapingSlashes, [.prettyPrinted, .sortedKeys]])
    func dataOfEveryLengthEncodesLikeFoundation(formatting: JSONEncoder.OutputFormatting) throws {
        var random = SeededGenerator(seed: 67)
        let pair = EncoderPair(formatting)
        for length in 0..<200 {
            // Bytes 0xFC...0xFF make `/` symbols often.
            let blob = Data(
                (0..<length).map { _ in UInt8.random(in: 0xF0...0xFF, using: &random) ^ UInt8(length & 0x0F) })
            let value = ["blob": [blob, Data(blob.reversed())]]
            #expect(try pair.stream.encode(value) == pair.foundation.encode(value), "length \(length)")
        }
    }

    /// Bytes of the whole range, every length from 0 to 200 (the six-byte step, the three-byte
    /// step and both paddings), in each formatting: `JSONEncoder`'s bytes.
    @Test(arguments: [JSONEncoder.OutputFormatting(), .withoutEscapingSlashes])
    func randomBytesOfEveryLengthEncodeLikeFoundation(formatting: JSONEncoder.OutputFormatting) throws {
        var random = SeededGenerator(seed: 70)
        let pair = EncoderPair(formatting)
        for length in 0...200 {
            let blob = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
            #expect(try pair.stream.encode([blob]) == pair.foundation.encode([blob]), "length \(length)")
        }
    }
}
