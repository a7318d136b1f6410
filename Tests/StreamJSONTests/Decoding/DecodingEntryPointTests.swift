// `decode(_:from:)` takes what its documentation says: `Data`, `[UInt8]`, `String` and any other
// `ContiguousBytes`, with the same result from each.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct DecodingEntryPointTests {
    struct Beer: Codable, Equatable {
        var name: String
        var abv: Double
    }

    static let json = #"{"name": "Pilsner", "abv": 4.4}"#
    static let expected = Beer(name: "Pilsner", abv: 4.4)

    @Test func decodesFromAnyContiguousBytesAndStrings() throws {
        let decoder = StreamJSONDecoder()
        let bytes = Array(Self.json.utf8)
        #expect(try decoder.decode(Beer.self, from: Data(bytes)) == Self.expected)
        #expect(try decoder.decode(Beer.self, from: bytes) == Self.expected)
        #expect(try decoder.decode(Beer.self, from: Self.json) == Self.expected)
        #expect(try decoder.decode(Beer.self, from: Self.json[...].description) == Self.expected)
        let padded = [UInt8](" [".utf8) + bytes + [UInt8]("] ".utf8)
        #expect(try decoder.decode(Beer.self, from: padded[2..<(padded.count - 2)]) == Self.expected)
        #expect(try decoder.decode(Beer.self, from: ContiguousArray(bytes)) == Self.expected)
        let fromRawBuffer = try bytes.withUnsafeBytes { raw in try decoder.decode(Beer.self, from: raw) }
        #expect(fromRawBuffer == Self.expected)
        #expect(try decoder.decode(Beer.self, from: Data(bytes)[...]) == Self.expected)
        #expect(try decoder.decode(Beer.self, from: bytes) == Self.expected)
    }
}
