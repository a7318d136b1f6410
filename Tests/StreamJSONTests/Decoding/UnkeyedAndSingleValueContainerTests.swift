// Every UnkeyedDecodingContainer and SingleValueDecodingContainer operation, compared with
// Foundation's JSONDecoder: count, isAtEnd, currentIndex, decodeNil, decodeIfPresent, nested
// containers, superDecoder, decoding past the end, and whether a failed decode advances.

import Foundation
import Testing
@testable import StreamJSON

@Suite struct UnkeyedContainerTests {
    /// Records `currentIndex` and `isAtEnd` around each step.
    static func state(_ container: UnkeyedDecodingContainer) -> String {
        "\(container.currentIndex)/\(container.count.map(String.init) ?? "nil")/\(container.isAtEnd)"
    }

    @Test(arguments: ["[]", "[1]", "[1, 2, 3]", "[null]", "[[], {}, null, 1, \"s\"]", " [ ] "])
    func reportsCountIsAtEndAndCurrentIndex(json: String) {
        expectSameBehavior(json) { decoder in
            var container = try decoder.unkeyedContainer()
            var states = [Self.state(container)]
            while !container.isAtEnd {
                _ = try container.decode(JSONProbe.self)
                states.append(Self.state(container))
            }
            return states
        }
    }

    @Test func decodingPastTheEndThrowsValueNotFoundAtTheNextIndex() {
        expectSameBehavior("[1]") { decoder in
            var container = try decoder.unkeyedContainer()
            return [try container.decode(Int.self), try container.decode(Int.self)]
        }.expectFailure(.valueNotFound, at: "[1]")
        expectSameBehavior(#"{"list": []}"#) { decoder in
            var list = try decoder.container(keyedBy: AnyKey.self).nestedUnkeyedContainer(forKey: AnyKey("list"))
            return try list.decode(String.self)
        }.expectFailure(.valueNotFound, at: "list[0]")
    }

    @Test func nestedContainersPastTheEndThrow() {
        expectSameBehavior("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            return try container.nestedContainer(keyedBy: AnyKey.self).allKeys.count
        }
        expectSameBehavior("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            return try container.nestedUnkeyedContainer().count
        }
        expectSameBehavior("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            return try container.superDecoder().codingPath.count
        }
        expectSameBehavior("[]") { decoder in
            var container = try decoder.unkeyedContainer()
            return try container.decodeNil()
        }
    }

    @Test func decodeIfPresentPastTheEndIsNil() {
        expectSameBehavior("[1]") { decoder in
            var container = try decoder.unkeyedContainer()
            return [try container.decodeIfPresent(Int.self), try container.decodeIfPresent(Int.self)]
        }
    }

    @Test func decodeNilAdvancesOnlyOverNull() {
        expectSameBehavior("[null, 1, null, \"x\"]") { decoder in
            var container = try decoder.unkeyedContainer()
            var log: [String] = []
            while !container.isAtEnd {
                if try container.decodeNil() {
                    log.append("nil \(Self.state(container))")
                } else {
                    log.append("value \(try container.decode(JSONProbe.self)) \(Self.state(container))")
                }
            }
            return log
        }
    }

    @Test func decodeIfPresentConsumesNull() {
        expectSameBehavior("[null, 2, null]") { decoder in
            var container = try decoder.unkeyedContainer()
            var values: [Int?] = []
            while !container.isAtEnd { values.append(try container.decodeIfPresent(Int.self)) }
            return values
        }.expectValue([nil, 2, nil])
        expectSameBehavior(#"["x"]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            return try container.decodeIfPresent(Int.self)
        }.expectFailure(.typeMismatch, at: "[0]")
    }

    @Test func failedDecodeDoesNotAdvance() {
        expectSameBehavior(#"["x", 2, null]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            var log: [String] = []
            log.append("\((try? container.decode(Int.self)) as Int?) \(Self.state(container))")
            log.append("\(try container.decode(String.self)) \(Self.state(container))")
            log.append("\((try? container.decode(String.self)) as String?) \(Self.state(container))")
            log.append("\(try container.decode(Int.self)) \(Self.state(container))")
            log.append("\((try? container.decode(Int.self)) as Int?) \(Self.state(container))")
            log.append("\((try? container.nestedContainer(keyedBy: AnyKey.self)) == nil) \(Self.state(container))")
            log.append("\((try? container.nestedUnkeyedContainer()) == nil) \(Self.state(container))")
            return log
        }
    }

    @Test func nestedContainersAdvanceAndCarryTheIndexInTheirPath() {
        expectSameBehavior(#"[{"a": 1}, [2, 3], {"b": [4]}]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            let first = try container.nestedContainer(keyedBy: AnyKey.self)
            var second = try container.nestedUnkeyedContainer()
            let third = try container.nestedContainer(keyedBy: AnyKey.self)
            var fourth = try third.nestedUnkeyedContainer(forKey: AnyKey("b"))
            let paths = [
                container.codingPath, first.codingPath, second.codingPath, third.codingPath, fourth.codingPath,
            ]
            return [
                "\(try first.decode(Int.self, forKey: AnyKey("a")))", "\(try second.decode(Int.self))",
                "\(try second.decode(Int.self))", "\(try fourth.decode(Int.self))", Self.state(container),
                "\(paths.map { $0.map(PathComponent.init) })",
            ]
        }
        expectSameBehavior(#"[[1, "x"]]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            var inner = try container.nestedUnkeyedContainer()
            return [try inner.decode(Int.self), try inner.decode(Int.self)]
        }.expectFailure(.typeMismatch, at: "[0][1]")
    }

    @Test func superDecoderDecodesTheNextElement() {
        expectSameBehavior(#"[{"base": 1}, 2]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            let superDecoder = try container.superDecoder()
            let base = try superDecoder.container(keyedBy: AnyKey.self).decode(Int.self, forKey: AnyKey("base"))
            return [
                "\(base)", Self.state(container), "\(superDecoder.codingPath.map(PathComponent.init))",
                "\(try container.decode(Int.self))",
            ]
        }
        expectSameBehavior(#"[{"base": "x"}]"#) { decoder in
            var container = try decoder.unkeyedContainer()
            return try container.superDecoder().container(keyedBy: AnyKey.self).decode(Int.self, forKey: AnyKey("base"))
        }.expectFailure(.typeMismatch, at: "[0].base")
    }

    @Test(arguments: ["{}", "1", #""s""#, "null", "true"])
    func unkeyedContainerOfNonArrayThrows(json: String) {
        expectSameBehavior(json) { decoder in try decoder.unkeyedContainer().count }
        expectSameDecoding([Int].self, from: json)
        expectSameDecoding([String: [Int]].self, from: "{\"k\": \(json)}")
    }

    @Test func decodesArraysOfArraysAndOptionals() {
        expectSameDecoding([[Int]].self, from: "[[], [1], [2, 3]]")
        expectSameDecoding([[Int?]?].self, from: "[null, [null, 1]]")
        expectSameDecoding([[String: [Int]]].self, from: #"[{"a": [1]}, {}]"#)
        expectSameDecoding([[Int]].self, from: #"[[1], [2, "3"]]"#).expectFailure(.typeMismatch, at: "[1][1]")
        expectSameDecoding(Set<Int>.self, from: "[3, 1, 2, 3]")
    }
}

@Suite struct SingleValueContainerTests {
    @Test(arguments: ["null", "1", #""s""#, "[]", "{}", "false"])
    func decodeNilIsTrueOnlyForNull(json: String) {
        expectSameBehavior(json) { decoder in try decoder.singleValueContainer().decodeNil() }
        expectSameBehavior("[\(json)]") { decoder in
            var container = try decoder.unkeyedContainer()
            return try container.superDecoder().singleValueContainer().decodeNil()
        }
    }

    @Test func decodesContainersThroughASingleValueContainer() {
        expectSameBehavior(#"{"a": [1, 2]}"#) { decoder in
            try decoder.singleValueContainer().decode([String: [Int]].self)
        }.expectValue(["a": [1, 2]])
        expectSameBehavior(#"{"a": [1, "x"]}"#) { decoder in
            try decoder.singleValueContainer().decode([String: [Int]].self)
        }.expectFailure(.typeMismatch, at: "a[1]")
    }

    @Test func singleValueWrappersKeepTheCodingPathOfTheirPosition() {
        struct Meters: Decodable, Equatable {
            var value: Double
            init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Double.self) }
        }
        struct Trip: Decodable, Equatable { var legs: [Meters] }
        expectSameDecoding(Trip.self, from: #"{"legs": [1.5, 2]}"#)
        expectSameDecoding(Trip.self, from: #"{"legs": [1.5, "far"]}"#).expectFailure(.typeMismatch, at: "legs[1]")
        expectSameDecoding(Trip.self, from: #"{"legs": [null]}"#).expectFailure(.valueNotFound, at: "legs[0]")
        expectSameBehavior(#"{"legs": [1]}"#) { decoder in
            var legs = try decoder.container(keyedBy: AnyKey.self).nestedUnkeyedContainer(forKey: AnyKey("legs"))
            let element = try legs.superDecoder()
            let single = try element.singleValueContainer()
            return [element.codingPath.map(PathComponent.init), single.codingPath.map(PathComponent.init)]
        }
    }

    @Test func singleValueContainerCanBeAskedTwice() {
        expectSameBehavior("1.5") { decoder in
            let container = try decoder.singleValueContainer()
            return [
                "\((try? container.decode(Int.self)) as Int?)", "\(try container.decode(Double.self))",
                "\(try decoder.singleValueContainer().decode(Float.self))",
            ]
        }
    }

    @Test func topLevelFragmentsDecode() {
        expectSameDecoding(Int.self, from: "42").expectValue(42)
        expectSameDecoding(String.self, from: #""s""#).expectValue("s")
        expectSameDecoding(Bool.self, from: " true ").expectValue(true)
        expectSameDecoding(Int?.self, from: "null").expectValue(nil)
        expectSameDecoding(Int?.self, from: "7").expectValue(7)
        expectSameDecoding(Int??.self, from: "null")
    }
}
