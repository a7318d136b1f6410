import Foundation
import Testing
import StreamJSON

// Combine's `TopLevelDecoder` and `TopLevelEncoder`, whose requirements are restated here:
// Combine exists on Apple platforms only, where Sources/StreamJSON/Decoding/StreamJSONDecoder+Combine.swift and Encoding/StreamJSONEncoder+Combine.swift
// declares the real conformances. If the coders' methods stop meeting these requirements, this
// file stops compiling, as the Apple build would.
protocol TopLevelDecoderShape {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

protocol TopLevelEncoderShape {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension StreamJSONDecoder: TopLevelDecoderShape {
    typealias Input = Data
}

extension StreamJSONEncoder: TopLevelEncoderShape {
    typealias Output = Data
}

@Suite struct TopLevelCoderShapeTests {
    /// What `Publisher.decode(type:decoder:)` and `encode(encoder:)` do with a top-level coder.
    private func roundTrip<E: TopLevelEncoderShape, D: TopLevelDecoderShape>(
        _ value: [String: Int], encoder: E, decoder: D
    ) throws -> [String: Int] where E.Output == D.Input {
        try decoder.decode([String: Int].self, from: try encoder.encode(value))
    }

    @Test func coderPairsWorkAsCombinesTopLevelCoders() throws {
        let value = ["a": 1, "b": 2]
        #expect(try roundTrip(value, encoder: StreamJSONEncoder(), decoder: StreamJSONDecoder()) == value)
    }
}
