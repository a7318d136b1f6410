// libFuzzer entry point for StreamJSON, in the package Fuzz/Package.swift (built by
// Fuzz/run.sh). It imports StreamJSON with @testable, so internal names are visible here (the
// tape scanner and its invariant check, for the reader agreement check).
//
// Every input goes through every consumer; a crash, a sanitizer report, a hang (libFuzzer's
// -timeout) or a broken invariant (`check`, which traps) is a finding:
//   1. StreamJSONDecoder into JSONValue, strict and JSON5; every number of the value read as
//      Double, Int64, Decimal; the value written back (`description`) must decode to an
//      equal value; what strict mode accepts, JSON5 must accept as the same value.
//   2. Typed models (optionals, nested arrays, dictionaries, Date and Data strategies, snake
//      case keys, non-conforming floats), and `assumesTopLevelDictionary`.
//   3. JSONReader, strict and JSON5: every event read (strings, numbers); its verdict must
//      agree with the tape scanner's.
//   4. JSONValue → StreamJSONEncoder → StreamJSONDecoder must reproduce the value.
//   5. The incremental decoder fed the input in chunks cut by the input's own bytes must give
//      what one whole-buffer feed gives.
//   6. Objects read out of document order (sorted, reversed, absent keys) agree with the
//      document-order value.
//   7. The scanner's vector kernel and its scalar reference kernel give the same tape or the
//      same error (FuzzKernels.swift).
// Fuzz/run.sh runs it with -timeout=2: an input that takes seconds is a finding too.
import Foundation
@testable import StreamJSON

// MARK: Checks

/// Traps with a message, so that libFuzzer records the input as a crash.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        fatalError("invariant broken: \(message())")
    }
}

/// Reads every number in `value` in every way the API offers, and counts the nodes. The walk
/// uses an explicit stack: values may be nested as deep as the decoder allows.
func fuzzExercise(_ value: JSONValue) {
    var stack = [value]
    while let node = stack.popLast() {
        switch node {
        case .number(let number):
            _ = number.double
            _ = number.float
            _ = number.int64
            _ = number.uint64
            _ = number.decimal
            _ = number.isInteger
        case .array(let elements):
            stack.append(contentsOf: elements)
        case .object(let object):
            for (key, member) in object {
                _ = key.utf8.count
                stack.append(member)
            }
        case .null, .bool, .string:
            break
        }
    }
}

/// The deepest nesting in `value`.
func fuzzDepth(of value: JSONValue) -> Int {
    var deepest = 0
    var stack = [(value, 0)]
    while let (node, level) = stack.popLast() {
        deepest = max(deepest, level)
        switch node {
        case .array(let elements): stack.append(contentsOf: elements.map { ($0, level + 1) })
        case .object(let object): stack.append(contentsOf: object.values.map { ($0, level + 1) })
        default: break
        }
    }
    return deepest
}

func fuzzValues(_ bytes: [UInt8]) {
    let strictValue = try? fuzzStrict.decode(JSONValue.self, from: bytes)
    let json5Value = try? fuzzJSON5.decode(JSONValue.self, from: bytes)
    if let strictValue {
        fuzzExercise(strictValue)
        fuzzCheck(json5Value != nil, "JSON5 mode rejects a document strict mode accepts")
        // Equality, hashing and description walk the value recursively: keep to depths the
        // decoder's default limit allows.
        if fuzzDepth(of: strictValue) <= 512 {
            fuzzCheck(json5Value == strictValue, "JSON5 mode reads a strict document differently")
            let written = strictValue.description
            do {
                let reread = try fuzzStrict.decode(JSONValue.self, from: written)
                fuzzCheck(reread == strictValue, "description does not read back: \(written)")
                fuzzCheck(reread.hashValue == strictValue.hashValue, "equal values hash differently")
            } catch {
                fuzzCheck(false, "description is not valid JSON: \(written) \(error)")
            }
            fuzzRoundTrip(strictValue)
        }
    }
    if let json5Value { fuzzExercise(json5Value) }
    _ = try? fuzzImplied.decode(JSONValue.self, from: bytes)
    _ = try? fuzzStrict.decode([String: JSONValue].self, from: bytes)
    _ = try? fuzzStrict.decode([JSONValue].self, from: bytes)
}

func fuzzModels(_ bytes: [UInt8]) {
    for decoder in fuzzStrategyDecoders {
        _ = try? decoder.decode(FuzzReading.self, from: bytes)
        _ = try? decoder.decode([FuzzReading].self, from: bytes)
        _ = try? decoder.decode(FuzzSnakeCase.self, from: bytes)
    }
    _ = try? fuzzStrict.decode([String: [String: Double]].self, from: bytes)
    _ = try? fuzzStrict.decode([[Int?]].self, from: bytes)
    _ = try? fuzzStrict.decode([FuzzShape].self, from: bytes)
    _ = try? fuzzStrict.decode([Int: String].self, from: bytes)
    _ = try? fuzzStrict.decode(Double.self, from: bytes)
    _ = try? fuzzStrict.decode(Int.self, from: bytes)
    _ = try? fuzzStrict.decode(Decimal.self, from: bytes)
    _ = try? fuzzJSON5.decode([Float].self, from: bytes)
    _ = try? fuzzJSON5.decode(String.self, from: bytes)
    fuzzOutOfOrderReads(bytes)
}

/// A coding key for any name.
struct FuzzKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Reads every member of an object in sorted, then reverse, key order, and probes absent
/// keys: the lookups that do not follow document order, whose results must agree with a
/// document-order read.
struct FuzzOutOfOrder: Decodable {
    var members: [String: JSONValue] = [:]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FuzzKey.self)
        let keys = container.allKeys
        for key in keys.sorted(by: { $0.stringValue < $1.stringValue }) {
            members[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        for key in keys.reversed() {
            let again = try container.decode(JSONValue.self, forKey: key)
            fuzzCheck(again == members[key.stringValue], "a member reads differently out of order")
            fuzzCheck(container.contains(key), "allKeys lists a key contains denies")
        }
        fuzzCheck(!container.contains(FuzzKey(stringValue: "\u{0}absent")), "an absent key is found")
    }
}

func fuzzOutOfOrderReads(_ bytes: [UInt8]) {
    guard let read = try? fuzzStrict.decode(FuzzOutOfOrder.self, from: bytes),
          case .object(let object)? = try? fuzzStrict.decode(JSONValue.self, from: bytes) else { return }
    // Coding keys compare as Strings (canonically equivalent keys are one key, the first wins);
    // JSONValue keeps every member whose name differs in code points.
    var expected: [String: JSONValue] = [:]
    for (key, value) in object where expected[key] == nil { expected[key] = value }
    fuzzCheck(read.members.count == expected.count, "out-of-order reads found \(read.members.count) keys")
    for (key, value) in expected where fuzzDepth(of: value) <= 512 {
        fuzzCheck(read.members[key] == value, "out-of-order read of \(key) differs from the document-order value")
    }
}

/// Reads `bytes` with the pull reader, every string and number materialised; the event count
/// or the error.
func fuzzReadEvents(_ bytes: [UInt8], json5: Bool) -> Result<Int, JSONSyntaxError> {
    var reader = JSONReader(bytes, allowsJSON5: json5)
    var count = 0
    do {
        while let event = try reader.next() {
            count += 1
            switch event.kind {
            case .key, .string: _ = reader.string(of: event)
            case .number: _ = reader.number(of: event)?.double
            default: break
            }
            _ = reader.text(of: event)
        }
        let after = try reader.next()
        fuzzCheck(after == nil, "a finished reader produced another event")
        return .success(count)
    } catch {
        return .failure(error)
    }
}

func fuzzReader(_ bytes: [UInt8]) {
    for mode in [false, true] {
        let read = fuzzReadEvents(bytes, json5: mode)
        let scanned: Result<Int, JSONSyntaxError> = InputBytes.with(bytes) { input in
            do {
                let tape = try JSONScanner.scan(input, options: ScanOptions(allowsJSON5: mode))
                tape.checkInvariants(documentSize: input.count)
                return .success(tape.count + (0..<tape.count).filter { tape[$0].isContainer }.count)
            } catch let error as ScanError {
                return .failure(error.located(in: input, including: false))
            } catch {
                fatalError("the scanner throws only ScanError")
            }
        }
        switch (read, scanned) {
        case (.success(let events), .success(let expected)):
            fuzzCheck(events == expected, "reader gave \(events) events, the tape implies \(expected)")
        case (.failure(let error), .failure(let expected)):
            fuzzCheck(error == expected, "reader error \(error) differs from the scanner's \(expected)")
        default:
            fuzzCheck(false, "reader and scanner disagree: \(read) vs \(scanned)")
        }
    }
}

// MARK: Encoder and streaming

func fuzzRoundTrip(_ value: JSONValue) {
    let encoders: [StreamJSONEncoder] = [StreamJSONEncoder(), {
        let encoder = StreamJSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()]
    for encoder in encoders {
        do {
            let data = try encoder.encode(value)
            let decoded = try fuzzStrict.decode(JSONValue.self, from: data)
            fuzzCheck(decoded == value, "encode/decode round trip changed \(value) into \(decoded)")
        } catch {
            fuzzCheck(false, "round trip of \(value) threw \(error)")
        }
    }
}

func fuzzStreaming(_ bytes: [UInt8]) {
    for framing in [JSONFraming.jsonLines, .concatenated, .array, .array(at: "/a"), .array(at: "/0/b")] {
        let whole = fuzzStreamValues(bytes, framing: framing, chunkSizes: [bytes.count])
        // Chunk sizes from the input's own bytes (1 to 16), so the fuzzer explores the cuts.
        let sizes = bytes.isEmpty ? [1] : bytes.prefix(8).map { Int($0 % 16) + 1 }
        let chunked = fuzzStreamValues(bytes, framing: framing, chunkSizes: sizes)
        fuzzCheck(whole == chunked, "chunking changed the \(framing) stream: \(whole) vs \(chunked)")
    }
}

/// What the incremental decoder makes of `bytes` fed in chunks of the given sizes (cycled):
/// the values, then the description of the error that ended the stream, if any.
func fuzzStreamValues(_ bytes: [UInt8], framing: JSONFraming, chunkSizes: [Int]) -> [String] {
    var parser = fuzzStrict.incrementalDecoder(of: JSONValue.self, framing: framing)
    var out: [String] = []
    var offset = 0
    var turn = 0
    do {
        while offset < bytes.count {
            let size = min(max(1, chunkSizes[turn % chunkSizes.count]), bytes.count - offset)
            try parser.append(Array(bytes[offset..<offset + size]))
            offset += size
            turn += 1
            while let value = try parser.next() { out.append(value.description) }
        }
        try parser.finish()
        while let value = try parser.next() { out.append(value.description) }
    } catch {
        out.append("error")
    }
    return out
}

// MARK: Entry point

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzValues(bytes)
    fuzzModels(bytes)
    fuzzReader(bytes)
    fuzzKernels(bytes)
    fuzzFramerPaths(bytes)
    fuzzStreaming(bytes)
    fuzzDoublePrinter(bytes)
    return 0
}
