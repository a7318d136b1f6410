// Every dataDecodingStrategy, compared with Foundation's JSONDecoder.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct DataDecodingStrategyTests {
    struct Blob: Decodable, Equatable {
        var bytes: Data
        var thumbnail: Data?
    }

    static func options(_ strategy: DifferentialOptions.DataStrategy) -> DifferentialOptions {
        DifferentialOptions { $0.dataDecodingStrategy = strategy }
    }

    func expectSameData(
        _ json: String, _ strategy: DifferentialOptions.DataStrategy, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let options = Self.options(strategy)
        expectSameDecoding(Data.self, from: json, options: options, sourceLocation: sourceLocation)
        expectSameDecoding([Data].self, from: "[\(json)]", options: options, sourceLocation: sourceLocation)
        expectSameDecoding(
            Blob.self, from: #"{"bytes": \#(json), "thumbnail": \#(json)}"#, options: options,
            sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        "AAEC//4=", "+/+/", "", "AA==", "AAA=", "AAAA", "aGVsbG8gd29ybGQ=", "AAEC\\/\\/4=", "\\u0041\\u0041==",
    ])
    func base64DecodesPaddedStandardAlphabet(text: String) {
        expectSameData("\"\(text)\"", .base64)
        expectSameDecoding(Data.self, from: "\"\(text)\"").expectValue(
            Data(
                base64Encoded: text.replacingOccurrences(
                    of: "\\/", with: "/"
                ).replacingOccurrences(of: "\\u0041", with: "A"))!)
    }

    @Test(arguments: [
        "AAEC//4", "AAEC //4=", "AAEC__4=", "!!!!", "A", "AA=", "AAEC//4=\\n", "AAE=AAA=",
    ])
    func base64RejectsAnythingElseAsDataCorrupted(text: String) {
        expectSameData("\"\(text)\"", .base64)
        expectSameDecoding(Data.self, from: "\"\(text)\"").expectFailure(.dataCorrupted, at: "")
    }

    /// Foundation's base64 (JSONDecoder and `Data(base64Encoded:)` alike) accepts some odd
    /// padding: "====" is one byte, "AA=A" two. A drop-in replacement does the same.
    @Test(arguments: ["AA=A", "====", "A===", "AAA==", "AA==="])
    func base64TreatsOddPaddingLikeFoundation(text: String) {
        expectSameData("\"\(text)\"", .base64)
    }

    @Test(arguments: ["[0,1,2]", "1", "null", "{}", "true"])
    func base64ReportsNonStringsLikeFoundation(json: String) {
        expectSameData(json, .base64)
    }

    @Test(arguments: [
        "[0,1,2,255,254]", "[]", "[0.0, 1e2]", #""AAEC""#, "[null]", #"["1"]"#, "{}", "null", "5", "[-0]", "[1,[2]]",
        "[1,{}]", "[[]]", "[1,true]", "[ 7 , 8 ]",
    ])
    func deferredToDataDecodesAnArrayOfBytes(json: String) {
        expectSameData(json, .deferredToData)
    }

    @Test func customReceivesADecoderPositionedAtTheValue() {
        let hex = DifferentialOptions.DataStrategy.custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            var bytes: [UInt8] = []
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                guard let byte = UInt8(text[index..<next], radix: 16) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "not hex: \(text)")
                }
                bytes.append(byte)
                index = next
            }
            return Data(bytes)
        }
        for json in [#""00ff""#, #""""#, #""zz""#, "12", "null", "[]"] {
            expectSameData(json, hex)
        }
        expectSameDecoding(Blob.self, from: #"{"bytes": "00", "thumbnail": "0g"}"#, options: Self.options(hex))
            .expectFailure(.dataCorrupted, at: "thumbnail")
    }

    @Test func customCanReadStructuredData() {
        let fromArrayOfStrings = DifferentialOptions.DataStrategy.custom { decoder in
            var container = try decoder.unkeyedContainer()
            var bytes: [UInt8] = []
            while !container.isAtEnd {
                bytes.append(contentsOf: try container.decode(String.self).utf8)
            }
            return Data(bytes)
        }
        expectSameData(#"["ab", "c"]"#, fromArrayOfStrings)
        expectSameData(#"["ab", 1]"#, fromArrayOfStrings)
        expectSameDecoding(
            [String: Data].self, from: #"{"k": ["x", ["y"]]}"#, options: Self.options(fromArrayOfStrings)
        )
        .expectFailure(.typeMismatch, at: "k[1]")
    }

    @Test func strategiesApplyToOptionalAndDictionaryData() {
        expectSameDecoding([String: Data?].self, from: #"{"a": null, "b": "AA=="}"#)
        expectSameDecoding(Blob.self, from: #"{"bytes": ""}"#)
        expectSameDecoding(Blob.self, from: #"{"thumbnail": ""}"#).expectFailure(.keyNotFound, at: "")
        expectSameDecoding(Blob.self, from: #"{"bytes": [1]}"#, options: Self.options(.deferredToData))
        expectSameDecoding(
            Blob.self, from: #"{"bytes": [1], "thumbnail": [1, "x"]}"#, options: Self.options(.deferredToData)
        )
        .expectFailure(.typeMismatch, at: "thumbnail[1]")
    }
}
