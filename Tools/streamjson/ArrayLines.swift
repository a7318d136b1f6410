import Foundation
import StreamJSON

/// `streamjson lines`: the elements of an array, the top-level one or the one at a pointer,
/// as JSON Lines, in memory bounded by the largest element plus one chunk.
///
/// Elements are decoded as `JSONValue`s by the streaming decoder and written compact by the
/// encoder: numbers keep their literal text, strings get minimal escapes.
struct ArrayLines {
    var pointer: JSONPointer?
    var sortKeys: Bool

    /// Writes the lines of `input` to `output`.
    /// - Returns: an error message (`file:line:column: message`) if the input is not such an
    ///   array; the lines before the problem have been written.
    func run(_ input: Input, into output: inout Output) throws -> String? {
        let framing = JSONFraming.array(at: pointer ?? .root)
        var parser = StreamJSONDecoder().incrementalDecoder(of: JSONValue.self, framing: framing)
        let encoder = StreamJSONEncoder()
        encoder.outputFormatting = sortKeys ? [.withoutEscapingSlashes, .sortedKeys] : [.withoutEscapingSlashes]
        do {
            try input.forEachChunk { chunk in
                if chunk.isEmpty { try parser.finish() } else { try parser.append(chunk) }
                while let value = try parser.next() {
                    output.write(try encoder.encode(value))
                    output.write(CollectionOfOne(UInt8(ascii: "\n")))
                }
            }
        } catch let error as JSONStreamError {
            return message(for: error, name: input.name)
        }
        return nil
    }

    /// `file:line:column: message` for a stream error, as for every other error of the tool.
    private func message(for error: JSONStreamError, name: String) -> String {
        let place = "\(name):\(error.line):\(error.column): "
        if case .dataCorrupted(let context)? = error.decodingError,
            let syntax = context.underlyingError as? JSONSyntaxError
        {
            // An element that is not valid JSON: the error is placed at its syntax error in the stream.
            return place + syntax.message
        }
        if error.reason == .arrayNotFound, let decodingError = error.decodingError {
            let where_ = pointer.map { "at \($0)" } ?? "at the top level"
            return place + "no array \(where_): \(Self.reason(decodingError))"
        }
        // The description places the error itself; the prefix says it already.
        let inStream = "line \(error.line), column \(error.column), byte \(error.byteOffset)"
        return place
            + error.description.replacingOccurrences(of: " (\(inStream))", with: "")
            .replacingOccurrences(of: " at \(inStream) of the stream,", with: "")
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(_, let context), .valueNotFound(_, let context), .typeMismatch(_, let context),
            .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
