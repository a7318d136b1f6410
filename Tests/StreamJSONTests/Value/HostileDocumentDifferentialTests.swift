import Foundation
import Testing
@testable import StreamJSON

/// `JSONDocument`, `JSONValue` and the typed decoder on the hostile random documents of
/// `HostileTree` (repeated names, format characters, numbers out of `Double`'s range, broken
/// documents): the document and the decoder's `JSONValue` agree on every node and pointer, and
/// the typed decoder agrees with Foundation's `JSONDecoder`. Of equal names all three keep the
/// first, so a value that a later equal name shadows is never decoded: a number no `Double`
/// holds there is no error, as in `JSONDecoder`.
@Suite struct HostileDocumentDifferentialTests {
    @Test func documentAndJSONValueAgreeOnHostileDocuments() throws {
        var generator = SeededGenerator(seed: 38_2)
        var census = HostileTree.Census()
        var read = 0
        for round in 0..<300 {
            let (tree, text, _) = HostileTree.document(&generator, census: &census)
            let document = try? JSONDocument(text)
            let decoded = try? StreamJSONDecoder().decode(JSONValue.self, from: text)
            #expect((document == nil) == (decoded == nil), "round \(round): \(text)")
            guard let document, let decoded else { continue }
            read += 1
            JSONDocumentDifferentialTests.check(
                document, of: tree, text: text, against: decoded, "round \(round): \(text)")
        }
        print("HostileDocumentDifferentialTests: \(census); \(read) documents read")
        HostileSerializationDifferentialTests.expectHostile(census)
    }

    @Test func typedDecodingAgreesWithJSONDecoderOnHostileDocuments() throws {
        var generator = SeededGenerator(seed: 38_3)
        var census = HostileTree.Census()
        for _ in 0..<300 {
            let (_, text, isBroken) = HostileTree.document(&generator, census: &census)
            // Foundation's JSONDecoder validates lazily and may accept a broken document (a
            // documented difference): there the decoder's verdict is the document's.
            guard !isBroken else {
                let decoded = try? StreamJSONDecoder().decode(AnyJSON.self, from: text)
                #expect((decoded == nil) == ((try? JSONDocument(text)) == nil), "\(text)")
                continue
            }
            expectSameDecoding(AnyJSON.self, from: Array(text.utf8), by: ==)
        }
        print("HostileDocumentDifferentialTests (typed): \(census)")
        HostileSerializationDifferentialTests.expectHostile(census)
    }

    @Test(arguments: [#"{"a":1,"a":1e400}"#, #"{"a":1,"a":[1e400]}"#, #"{"a":1,"a":{"b":-10215e+360}}"#])
    func aNumberNoDoubleHoldsIsNoErrorInAValueAnEarlierEqualNameShadows(text: String) throws {
        struct A: Decodable, Equatable { var a: Int }
        expectSameDecoding(A.self, from: Array(text.utf8), by: ==).expectValue(A(a: 1))
        expectSameDecoding([String: Int].self, from: Array(text.utf8), by: ==).expectValue(["a": 1])
        #expect(try StreamJSONDecoder().decode(JSONValue.self, from: text) == ["a": 1])
        #expect(JSONValue(try JSONDocument(text).root) == ["a": 1])
        #expect(try JSONDocument(text).root["a"]?.int == 1)
    }
}
