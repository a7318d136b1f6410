import Foundation
import Testing
@testable import StreamJSON

/// Arrays of arrays of scalars (`[[Double]]`, GeoJSON rings of positions) take a path that reads
/// each inner array without moving the decoder: values, errors and their coding paths must
/// still be Foundation's, at every depth and for every kind of bad element.
@Suite struct NestedArrayDecodingTests {
    @Test func decodesArraysOfScalarArrays() {
        expectSameDecoding([[Double]].self, from: "[[1.5, -2.25], [], [3, 4e2, 0.1]]")
        expectSameDecoding([[Int]].self, from: "[[1, -2], [3], []]")
        expectSameDecoding([[String]].self, from: #"[["a", "b\u00e9"], [], ["c"]]"#)
        expectSameDecoding([[Bool]].self, from: "[[true], [false, true]]")
        expectSameDecoding([[Float]].self, from: "[[1.5, 2.5]]")
        expectSameDecoding([[UInt8]].self, from: "[[255, 0]]")
        expectSameDecoding([[[Double]]].self, from: "[[[1, 2], [3, 4]], [], [[5.5, -6.5]]]")
        expectSameDecoding([String: [[[Double]]]].self, from: #"{"coordinates": [[[-65.6, 43.1], [-65.7, 43.2]]]}"#)
    }

    @Test func reportsBadInnerElementsAtTheirPaths() {
        for json in [
            "[[1.5, \"x\"]]", "[[1.5], [2.5, null]]", "[[1.5], [true]]", "[[1.5], [{}]]",
            "[[1.5], [[1]]]",
        ] {
            expectSameDecoding([[Double]].self, from: json)
        }
        expectSameDecoding([[Int]].self, from: "[[1], [\"1\"]]")
        expectSameDecoding([[String]].self, from: #"[["a"], ["b", 1]]"#)
        expectSameDecoding([[[Double]]].self, from: "[[[1, 2]], [[3, 4], [5, \"six\"]]]")
        expectSameDecoding([String: [[Double]]].self, from: #"{"ring": [[1, 2], [3, false]]}"#)
    }

    /// Numbers that do not fit: Foundation reports "not valid JSON" at the root (a documented
    /// deviation); StreamJSON names the element.
    @Test func reportsNumbersThatDoNotFitAtTheirPaths() {
        streamJSONOutcome([[Double]].self, from: "[[], [1e400]]").expectFailure(.dataCorrupted, at: "[1][0]")
        streamJSONOutcome([[Int]].self, from: "[[1, 2.5]]").expectFailure(.dataCorrupted, at: "[0][1]")
        streamJSONOutcome([[Int]].self, from: "[[1], [300000000000000000000]]").expectFailure(
            .dataCorrupted, at: "[1][0]")
        streamJSONOutcome([[[UInt8]]].self, from: "[[[1]], [[2], [3, 256]]]").expectFailure(
            .dataCorrupted, at: "[1][1][1]")
    }

    @Test func reportsInnerValuesThatAreNotArrays() {
        for json in ["[[1.5], null]", "[[1.5], 2.5]", "[[1.5], {}]", "[[1.5], \"[]\"]", "[null]"] {
            expectSameDecoding([[Double]].self, from: json)
        }
        expectSameDecoding([[Double]?].self, from: "[[1.5], null]")
        expectSameDecoding([[[Double]]].self, from: "[[[1, 2], null]]")
    }
}
