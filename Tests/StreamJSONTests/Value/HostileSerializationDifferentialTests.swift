import Foundation
import Testing
@testable import StreamJSON

/// `StreamJSONSerialization` against `JSONSerialization` on hostile random documents
/// (`HostileTree`): repeated names, format characters, numbers out of `Double`'s range,
/// broken documents, under every reading option, and the objects written back under every
/// writing option. One difference is expected and pinned: Linux Foundation drops a raw U+FEFF
/// at the start of a string or key, StreamJSON keeps it (*Differences from Foundation*).
@Suite struct HostileSerializationDifferentialTests {
    static let documentCount = 400

    static let writingOptions: [JSONSerialization.WritingOptions] = [
        [.sortedKeys], [.sortedKeys, .prettyPrinted], [.sortedKeys, .withoutEscapingSlashes],
        [.sortedKeys, .fragmentsAllowed, .prettyPrinted, .withoutEscapingSlashes],
    ]

    @Test func readsHostileDocumentsLikeFoundationUnderEveryOption() {
        var generator = SeededGenerator(seed: 38_1)
        var census = HostileTree.Census()
        var foundationDroppedAFEFF = 0
        var writtenBack = 0
        for _ in 0..<Self.documentCount {
            let (_, text, _) = HostileTree.document(&generator, census: &census)
            let data = Data(text.utf8)
            // What Foundation reads once a raw U+FEFF can no longer be dropped.
            let escaped = Data(HostileTree.withFormatCharactersEscaped(text).utf8)
            for options in StreamJSONSerializationReadingTests.allReadingOptions {
                let ours = SerializationShape.reading {
                    try StreamJSONSerialization.jsonObject(with: data, options: options)
                }
                let theirs = SerializationShape.reading {
                    try JSONSerialization.jsonObject(with: escaped, options: options)
                }
                #expect(ours == theirs, "\(text) with options \(options.rawValue)")
                let theirsRaw = SerializationShape.reading {
                    try JSONSerialization.jsonObject(with: data, options: options)
                }
                if theirsRaw != theirs { foundationDroppedAFEFF += 1 }
            }
            // Written back: the same bytes as Foundation writes for its own object.
            guard let object = try? JSONSerialization.jsonObject(with: escaped, options: [.fragmentsAllowed]) else {
                continue
            }
            writtenBack += 1
            for options in Self.writingOptions {
                let ours = try? StreamJSONSerialization.data(withJSONObject: object, options: options)
                let theirs = try? JSONSerialization.data(
                    withJSONObject: object, options: options.union(.fragmentsAllowed))
                if options.contains(.fragmentsAllowed) || JSONSerialization.isValidJSONObject(object) {
                    #expect(ours == theirs, "\(text) written with options \(options.rawValue)")
                }
            }
        }
        print(
            "HostileSerializationDifferentialTests: \(census); Foundation dropped a raw U+FEFF in \(foundationDroppedAFEFF) readings; \(writtenBack) objects written back"
        )
        Self.expectHostile(census)
        #expect(foundationDroppedAFEFF > 0)
    }

    /// Every class is produced by a run, so that the test stays as hostile as it says.
    static func expectHostile(_ census: HostileTree.Census, sourceLocation: SourceLocation = #_sourceLocation) {
        let classes = [
            "name twice", "name three times or more", "repeated name with values of different kinds",
            "repeated name in a nested object", "number beyond Double's range in a value a later equal name replaces",
            "number beyond Double's range in a value an earlier equal name shadows", "raw U+FEFF at the start of a key",
            "raw U+FEFF at the start of a string", "number beyond Double's range",
            "number below the smallest subnormal",
            "negative zero", "huge integer", "number beyond Double's range at the top level", "broken document",
        ]
        for name in classes {
            #expect(census[name] > 0, "no \(name) generated", sourceLocation: sourceLocation)
        }
        for what in ["string", "key"] {
            for form in ["raw", "escaped"] {
                for position in ["start", "middle", "end"] {
                    let name = "format character in a \(what), \(form), at the \(position)"
                    #expect(census[name] > 0, "no \(name) generated", sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func aRawByteOrderMarkCharacterAtTheStartOfAStringIsKeptWhereLinuxFoundationDropsIt() throws {
        let text = "[\"\u{FEFF}x\", {\"\u{FEFF}k\": 1, \"k\": 2}]"
        let ours = try StreamJSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
        #expect(ours?[0] as? String == "\u{FEFF}x")
        #expect((ours?[1] as? [String: Any])?.count == 2)
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
        #if os(Linux)
            // The difference, as observed on this machine (Apple's Foundation is another implementation).
            #expect(theirs?[0] as? String == "x")
            #expect((theirs?[1] as? [String: Any])?.count == 1)
        #endif
        // An escaped one, or one later in the string, Foundation keeps as well.
        let escaped = #"["\ufeffx", "x\#u{FEFF}"]"#
        #expect(
            SerializationShape.reading { try StreamJSONSerialization.jsonObject(with: Data(escaped.utf8)) }
                == SerializationShape.reading { try JSONSerialization.jsonObject(with: Data(escaped.utf8)) })
    }

    @Test(arguments: [
        (#"{"a":1e400,"a":1}"#, true), (#"{"a":1,"a":1e400}"#, false), (#"{"a":[-10215e+360],"a":1}"#, true),
        (#"{"a":{"b":1.7976931348623159e308},"a":{},"a":2}"#, true), (#"[{"a":1e400,"a":1},1e400]"#, false),
        (#"{"a":{"b":1e400,"b":0},"a":{"b":1e400}}"#, false), (#"{"a":{"b":1e400,"b":0}}"#, true),
    ])
    func aNumberFoundationCannotHoldIsNoErrorInAValueALaterEqualNameReplaces(text: String, reads: Bool) {
        let data = Data(text.utf8)
        for options in StreamJSONSerializationReadingTests.allReadingOptions {
            let ours = SerializationShape.reading {
                try StreamJSONSerialization.jsonObject(with: data, options: options)
            }
            let theirs = SerializationShape.reading { try JSONSerialization.jsonObject(with: data, options: options) }
            #expect(ours == theirs, "\(text) with options \(options.rawValue)")
            #expect((ours != "error") == reads, "\(text)")
        }
    }
}
