#if canImport(Combine)
    import Combine
    import Foundation

    // Foundation's coders are Combine's top-level coders, so `publisher.decode(type:decoder:)` and
    // `publisher.encode(encoder:)` take them; StreamJSON's are too, so the rename compiles there.
    // (Combine exists on Apple platforms only. Tests/StreamJSONTests/Common/TopLevelCoderShapeTests
    // checks on Linux that the two classes meet these protocols' requirements.)

    extension StreamJSONDecoder: TopLevelDecoder {
        /// The input Combine hands to ``decode(_:from:)``: the JSON text as bytes.
        public typealias Input = Data
    }
#endif
