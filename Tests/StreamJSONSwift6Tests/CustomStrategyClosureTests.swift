// Compiled in the Swift 6 language mode (see Package.swift): `.custom` strategy closures
// written for Foundation's coders compile unchanged with StreamJSON's.
// Foundation declares those cases `@preconcurrency`, so a closure that captures a local `var`
// (the usual `var formatter = DateFormatter()`) is accepted; StreamJSON declares them alike.
// If this file stops compiling, StreamJSON's strategies no longer accept what Foundation's do.
//
// Each such capture draws the same warning with either library ("reference to captured var in
// concurrently-executing code", [#SendableClosureCaptures]); without `@preconcurrency` it is an
// error. (A capture inside an autoclosure, such as the right side of `??`, or in a single-expression
// closure is an error even with Foundation, so these closures avoid both.)

import Foundation
import StreamJSON
import Testing

@Suite struct CustomStrategyClosureTests {
    struct Event: Codable, Equatable {
        var at: Date
        var payload: Data
        var someKey: Int
    }

    static let json = #"{"at": "2023-11-14", "payload": "aGk=", "some_key": 1}"#

    /// The same closures, capturing local `var`s, handed to both decoders.
    @Test func decodingClosuresCapturingVarsCompileAndRunLikeFoundation() throws {
        var dateFormatter = DateFormatter()
        dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.timeZone = TimeZone(identifier: "UTC")
        dateFormatter.dateFormat = "yyyy-MM-dd"
        var keyPrefix = ""
        keyPrefix = "x"

        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return dateFormatter.date(from: text) ?? .distantPast
        }
        foundation.dataDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            if let data = Data(base64Encoded: text) { return data }
            return Data(keyPrefix.utf8)
        }
        foundation.keyDecodingStrategy = .custom { path in
            let key = path.last!.stringValue
            return SomeKey(key == "some_key" ? "someKey" : key.replacingOccurrences(of: keyPrefix, with: ""))
        }

        let streamJSON = StreamJSONDecoder()
        streamJSON.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return dateFormatter.date(from: text) ?? .distantPast
        }
        streamJSON.dataDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            if let data = Data(base64Encoded: text) { return data }
            return Data(keyPrefix.utf8)
        }
        streamJSON.keyDecodingStrategy = .custom { path in
            let key = path.last!.stringValue
            return SomeKey(key == "some_key" ? "someKey" : key.replacingOccurrences(of: keyPrefix, with: ""))
        }

        let data = Data(Self.json.utf8)
        let expected = try foundation.decode(Event.self, from: data)
        #expect(try streamJSON.decode(Event.self, from: data) == expected)
        #expect(expected.payload == Data("hi".utf8))
    }

    @Test func encodingClosuresCapturingVarsCompileAndRunLikeFoundation() throws {
        var dateFormatter = DateFormatter()
        dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.timeZone = TimeZone(identifier: "UTC")
        dateFormatter.dateFormat = "yyyy-MM-dd"
        var suffix = ""
        suffix = "!"

        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        foundation.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(dateFormatter.string(from: date))
        }
        foundation.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.base64EncodedString() + suffix)
        }
        foundation.keyEncodingStrategy = .custom { path in SomeKey(path.last!.stringValue + suffix) }

        let streamJSON = StreamJSONEncoder()
        streamJSON.outputFormatting = .sortedKeys
        streamJSON.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(dateFormatter.string(from: date))
        }
        streamJSON.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.base64EncodedString() + suffix)
        }
        streamJSON.keyEncodingStrategy = .custom { path in SomeKey(path.last!.stringValue + suffix) }

        let event = Event(at: Date(timeIntervalSince1970: 1_700_000_000), payload: Data("hi".utf8), someKey: 1)
        let expected = try foundation.encode(event)
        #expect(try streamJSON.encode(event) == expected)
        #expect(String(decoding: expected, as: UTF8.self) == #"{"at!":"2023-11-14","payload!":"aGk=!","someKey!":1}"#)
    }
}

struct SomeKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
