import Foundation
import Testing
@testable import StreamJSON

/// Arrays whose elements run their own `init(from:)` (structs, classes, enums: a GeoJSON
/// position over an unkeyed container) are decoded in a loop that asks once per array what the
/// element type is. Values, errors and every coding path an element's code can see must still
/// be Foundation's.
@Suite struct ElementInitDecodingTests {
    /// A GeoJSON position as applications write it: two numbers through an unkeyed container.
    struct Position: Codable, Equatable {
        var longitude: Double
        var latitude: Double

        init(longitude: Double, latitude: Double) {
            self.longitude = longitude
            self.latitude = latitude
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            longitude = try container.decode(Double.self)
            latitude = try container.decode(Double.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(longitude)
            try container.encode(latitude)
        }
    }

    /// Records every coding path its decoder and containers report.
    struct PathRecorder: Decodable, Equatable {
        var paths: [String]

        init(from decoder: any Decoder) throws {
            func text(_ path: [any CodingKey]) -> String {
                path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            }
            paths = [text(decoder.codingPath)]
            if var unkeyed = try? decoder.unkeyedContainer() {
                paths.append(text(unkeyed.codingPath))
                while !unkeyed.isAtEnd {
                    let nested = try unkeyed.decode(PathRecorder.self)
                    paths += nested.paths
                }
            } else if let keyed = try? decoder.container(keyedBy: JSONCodingKey.self) {
                paths.append(text(keyed.codingPath))
                for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    paths += try keyed.decode(PathRecorder.self, forKey: key).paths
                }
            }
        }
    }

    enum Kind: String, Codable, Equatable { case point = "Point", line = "LineString" }

    struct Feature: Codable, Equatable {
        var kind: Kind
        var tags: [String: String]?
        var ring: [Position]
    }

    @Test func decodesPositionsAtEveryDepth() {
        expectSameDecoding([Position].self, from: "[[1.5, -2.25], [3, 4e2], [0.1, 0]]")
        expectSameDecoding([Position].self, from: "[]")
        expectSameDecoding([[Position]].self, from: "[[[1, 2], [3, 4]], [], [[5.5, -6.5]]]")
        expectSameDecoding([[[Position]]].self, from: "[[[[1, 2]]], [[[3, 4], [5, 6]]]]")
        expectSameDecoding([String: [Position]].self, from: #"{"ring": [[1, 2], [3, 4]]}"#)
        expectSameDecoding([Position?].self, from: "[[1, 2], null, [3, 4]]")
        // Longer than the extra numbers: a position ignores what it does not read.
        expectSameDecoding([Position].self, from: "[[1, 2, 3], [4, 5, 6, 7]]")
    }

    @Test func reportsBadPositionsAtTheirPaths() {
        for json in [
            #"[[1, 2], [3, "x"]]"#, "[[1, 2], [3]]", "[[1, 2], []]", "[[1, 2], null]", "[[1, 2], {}]",
            "[[1, 2], 3]", "[[1, 2], [[3], 4]]", "[[1, 2], [true, 4]]", "[[1, 2], [3, null]]",
        ] {
            expectSameDecoding([Position].self, from: json)
        }
        expectSameDecoding([[Position]].self, from: #"[[[1, 2]], [[3, 4], [5, "six"]]]"#)
        expectSameDecoding([String: [Position]].self, from: #"{"ring": [[1, 2], [3, false]]}"#)
    }

    @Test func decodesModelsWithKeyedMembersInArrays() {
        let feature = #"{"kind": "Point", "ring": [[1, 2]], "tags": {"a": "b"}}"#
        expectSameDecoding([Feature].self, from: "[\(feature), \(feature)]")
        // Errors below keyed members of later elements: the path has every key and index.
        for bad in [
            #"{"kind": "Polygon", "ring": []}"#, #"{"kind": "Point", "ring": [[1, 2], [3, "4"]]}"#,
            #"{"kind": "Point"}"#, #"{"kind": "Point", "ring": [], "tags": {"a": 1}}"#,
        ] {
            expectSameDecoding([Feature].self, from: "[\(feature), \(feature), \(bad)]")
        }
        expectSameDecoding([Kind].self, from: #"["Point", "LineString"]"#)
        expectSameDecoding([Kind].self, from: #"["Point", "Circle"]"#)
    }

    /// The coding paths that code inside an element sees, at every level, as Foundation
    /// reports them: no node of one element may leak into the next.
    @Test func elementCodeSeesFoundationsCodingPaths() {
        for json in [
            "[[1, 2], [3, [4, 5]], []]",
            #"[{"a": [1, {"b": 2}]}, {"c": [[3]]}, [{"d": 4}]]"#,
            #"{"x": [[{"y": [1]}], {"z": 2}], "w": [[], [[]]]}"#,
        ] {
            expectSameDecoding(PathRecorder.self, from: json)
            expectSameDecoding([PathRecorder].self, from: "[\(json), \(json)]")
        }
    }

    /// An element that counts how many of its kind are alive: each test that uses it has a
    /// counter of its own, so tests running in parallel do not disturb each other.
    final class Counted: Decodable {
        static let alive = Locked([String: Int]())
        let name: String
        let value: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let colon = text.firstIndex(of: ":"), let value = Int(text[text.index(after: colon)...]) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not NAME:NUMBER")
            }
            name = String(text[..<colon])
            self.value = value
            Counted.alive.withLock { $0[name, default: 0] += 1 }
        }

        deinit { Counted.alive.withLock { $0[name, default: 0] -= 1 } }
    }

    /// The elements of an array are written into its storage as they are made: when one fails,
    /// the ones made before it are released (once each), and the array's error is Foundation's.
    @Test func anArrayThatFailsPartWayReleasesTheElementsMadeBefore() throws {
        func alive(_ name: String) -> Int { Counted.alive.withLock { $0[name, default: 0] } }
        // Elements with their own init(from:), and arrays of them (the general element loop).
        let own = #"["own:1", "own:2", "own:3", "own:x", "own:5"]"#
        expectSameDecoding([Counted].self, from: own, by: { $0.map(\.value) == $1.map(\.value) })
        #expect(alive("own") == 0)
        let nested = #"[["nested:1"], ["nested:2", "nested:3"], ["nested:4", 5]]"#
        expectSameDecoding(
            [[Counted]].self, from: nested, by: { $0.map { $0.map(\.value) } == $1.map { $0.map(\.value) } })
        #expect(alive("nested") == 0)
        // And when nothing fails, every element lives as long as the array.
        var array: [Counted]? = try StreamJSONDecoder().decode(
            [Counted].self, from: Data(#"["kept:1", "kept:2"]"#.utf8))
        #expect(alive("kept") == 2 && array?.map(\.value) == [1, 2])
        array = nil
        #expect(alive("kept") == 0)
        // Arrays of scalar arrays failing at an element that is not an array: each inner array is
        // a heap object, and CI's AddressSanitizer stage reports any that this loop leaks.
        expectSameDecoding(
            [[String]].self, from: #"[["a string longer than fifteen bytes"], ["another long string here"], null]"#)
        expectSameDecoding(
            [[String]].self, from: #"[["a string longer than fifteen bytes"], ["another long string here"], [1]]"#)
    }
}
