// A dynamic metatype (`let type: Base.Type = Child.self`) decides which `init(from:)` runs:
// the value is made by `type.init(from:)`, not by the static type's.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct DynamicMetatypeTests {
    class Base: Decodable {
        required init(from decoder: any Decoder) throws {}
    }

    final class Child: Base {}

    static let dynamicType: Base.Type = Child.self

    @Test func decodesTheDynamicTypeAtTheTopLevel() throws {
        for json in ["{}", "[]", "1", "null"] {
            expectSameOutcome(
                "top level \(json)", areEqual: ==,
                foundation: { "\(type(of: try $0.decode(Self.dynamicType, from: Data(json.utf8))))" },
                streamJSON: { "\(type(of: try $0.decode(Self.dynamicType, from: Data(json.utf8))))" }
            ).expectValue("Child")
        }
        let decoder = StreamJSONDecoder()
        #expect(try decoder.decode(Self.dynamicType, from: "{}") is Child)
        #expect(try decoder.decode(Self.dynamicType, from: [UInt8]("{}".utf8)) is Child)
        #expect(try decoder.decode(Self.dynamicType, from: [UInt8]("[{}]".utf8).dropFirst().dropLast()) is Child)
        #expect(try decoder.decode(Self.dynamicType, from: Data("{}".utf8)) is Child)
    }

    @Test func decodesTheDynamicTypeInUnkeyedAndSingleValueContainers() {
        expectSameBehavior("[{}, {}, [{}]]") { decoder in
            var container = try decoder.unkeyedContainer()
            let first = try container.decode(Self.dynamicType)
            let second = try container.decodeIfPresent(Self.dynamicType)
            return ["\(type(of: first))", "\(type(of: second!))"]
        }.expectValue(["Child", "Child"])
        expectSameBehavior("{}") { decoder in
            "\(type(of: try decoder.singleValueContainer().decode(Self.dynamicType)))"
        }.expectValue("Child")
        expectSameBehavior(#"{"a": {}}"#) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            let nested = try container.superDecoder(forKey: AnyKey("a")).singleValueContainer()
            return "\(type(of: try nested.decode(Self.dynamicType)))"
        }.expectValue("Child")
    }

    /// A keyed container decodes the static type (`Base`) in both libraries: the standard
    /// library's `KeyedDecodingContainer` box forwards `decode(T.self, forKey:)`, so the
    /// metatype never reaches the decoder's container.
    @Test func keyedContainersDecodeTheStaticTypeAsTheStandardLibraryForwardsIt() {
        expectSameBehavior(#"{"a": {}, "b": {"c": {}}}"#) { decoder in
            let container = try decoder.container(keyedBy: AnyKey.self)
            let value = try container.decode(Self.dynamicType, forKey: AnyKey("a"))
            let optional = try container.decodeIfPresent(Self.dynamicType, forKey: AnyKey("a"))
            let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("b"))
            let inner = try nested.decode(Self.dynamicType, forKey: AnyKey("c"))
            return ["\(type(of: value))", "\(type(of: optional!))", "\(type(of: inner))"]
        }.expectValue(["Base", "Base", "Base"])
    }
}
