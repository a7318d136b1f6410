import Foundation
import Testing
@testable import StreamJSON

/// `superDecoder()` and `superDecoder(forKey:)` hand out a view of one value of the document
/// at a coding path node of its own (`SuperDecoder`), not a new decoder. Class hierarchies
/// decoded through them, their coding paths, their single-value containers, missing keys and
/// errors must be `JSONDecoder`'s, and one kept past the call still reads its own value.
@Suite struct SuperDecoderTests {
    class Animal: Decodable, Equatable {
        let name: String
        let path: String
        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: AnyKey.self).decode(String.self, forKey: AnyKey("name"))
            path = decoder.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        static func == (a: Animal, b: Animal) -> Bool { a.name == b.name && a.path == b.path && a.isEqual(to: b) }
        func isEqual(to other: Animal) -> Bool { true }
    }

    /// Decodes its superclass from `"super"`.
    class Dog: Animal {
        let legs: Int
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            legs = try container.decode(Int.self, forKey: AnyKey("legs"))
            try super.init(from: container.superDecoder())
        }
        override func isEqual(to other: Animal) -> Bool { legs == (other as? Dog)?.legs }
    }

    /// Decodes its superclass from `"base"`, two levels up.
    final class Puppy: Dog {
        let age: Double
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            age = try container.decode(Double.self, forKey: AnyKey("age"))
            try super.init(from: container.superDecoder(forKey: AnyKey("base")))
        }
        override func isEqual(to other: Animal) -> Bool { age == (other as? Puppy)?.age && super.isEqual(to: other) }
    }

    @Test func classHierarchiesDecodeAsWithJSONDecoder() {
        let dog = #"{"legs":4,"super":{"name":"rex"}}"#
        let puppy = #"{"age":0.5,"base":{"legs":3,"super":{"name":"bit"}}}"#
        expectSameDecoding(Dog.self, from: dog)
        expectSameDecoding(Puppy.self, from: puppy)
        expectSameDecoding([Puppy].self, from: "[\(puppy),\(puppy)]")
        expectSameDecoding([String: Dog].self, from: #"{"a":\#(dog),"b":\#(dog)}"#)
        // Errors inside: the path goes through "super" and "base".
        expectSameDecoding(Puppy.self, from: #"{"age":1,"base":{"legs":3,"super":{"name":7}}}"#)
            .expectFailure(.typeMismatch, at: "base.super.name")
        expectSameDecoding(Puppy.self, from: #"{"age":1,"base":{"legs":3}}"#)
        expectSameDecoding([Dog].self, from: #"[{"legs":4,"super":[]}]"#)
    }

    @Test func unkeyedSuperDecodersReadTheNextElement() {
        expectSameBehavior(#"[7, {"legs":2,"super":{"name":"a"}}]"#) {
            var container = try $0.unkeyedContainer()
            let first = try container.superDecoder()
            let second = try container.superDecoder()
            return [
                try first.singleValueContainer().decode(Int.self),
                try Dog(from: second).legs,
                container.currentIndex,
            ]
        }
    }

    @Test func singleValueContainersReadEveryType() throws {
        let json = #"{"b":true,"i":-3,"u":200,"d":0.1,"f":2.5,"s":"x","n":null,"o":{"k":1}}"#
        expectSameBehavior(json) {
            let container = try $0.container(keyedBy: AnyKey.self)
            func value(_ key: AnyKey) throws -> any SingleValueDecodingContainer {
                try container.superDecoder(forKey: key).singleValueContainer()
            }
            return [
                "\(try value(AnyKey("b")).decode(Bool.self))", "\(try value(AnyKey("i")).decode(Int8.self))",
                "\(try value(AnyKey("i")).decode(Int64.self))", "\(try value(AnyKey("u")).decode(UInt8.self))",
                "\(try value(AnyKey("u")).decode(UInt.self))", "\(try value(AnyKey("d")).decode(Double.self))",
                "\(try value(AnyKey("f")).decode(Float.self))", "\(try value(AnyKey("s")).decode(String.self))",
                "\(try value(AnyKey("n")).decodeNil())", "\(try value(AnyKey("s")).decodeNil())",
                "\(try value(AnyKey("missing")).decodeNil())", "\(try value(AnyKey("o")).decode([String: Int].self))",
                "\((try? value(AnyKey("u")).decode(Int8.self)) == nil)", "\(try value(AnyKey("d")).codingPath.count)",
            ]
        }
        // Failures name the super decoder's path.
        expectSameBehavior(json) {
            try $0.container(keyedBy: AnyKey.self).superDecoder(forKey: AnyKey("s")).singleValueContainer().decode(
                Int.self)
        }
        expectSameBehavior(json) {
            try $0.container(keyedBy: AnyKey.self).superDecoder(forKey: AnyKey("missing")).container(
                keyedBy: AnyKey.self
            )
            .allKeys.count
        }
        expectSameBehavior(json) {
            try $0.container(keyedBy: AnyKey.self).superDecoder(forKey: AnyKey("missing")).singleValueContainer()
                .decode(String.self)
        }
    }

    @Test func aSuperDecoderKeptPastTheCallReadsItsOwnValue() throws {
        final class Keeper: Decodable {
            let kept: any Decoder
            init(from decoder: any Decoder) throws {
                kept = try decoder.container(keyedBy: AnyKey.self).superDecoder(forKey: AnyKey("v"))
            }
        }
        let decoder = StreamJSONDecoder()
        let first = try decoder.decode(Keeper.self, from: Data(#"{"v":{"name":"first","x":[1,2]}}"#.utf8))
        let second = try decoder.decode(Keeper.self, from: Data(#"{"v":{"name":"other","x":[3]}}"#.utf8))
        for _ in 0..<3 { _ = try decoder.decode(Keeper.self, from: Data(#"{"v":{"name":"later"}}"#.utf8)) }
        let container = try first.kept.container(keyedBy: AnyKey.self)
        #expect(try container.decode(String.self, forKey: AnyKey("name")) == "first")
        #expect(try container.decode([Int].self, forKey: AnyKey("x")) == [1, 2])
        #expect(first.kept.codingPath.map(\.stringValue) == ["v"])
        #expect(try second.kept.container(keyedBy: AnyKey.self).decode(String.self, forKey: AnyKey("name")) == "other")
    }
}
