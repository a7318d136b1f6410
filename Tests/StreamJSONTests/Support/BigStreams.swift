import Foundation
import Testing

/// The opt-in tests that write and read files of 200 MiB (`STREAMJSON_BIG=1`, or
/// `Scripts/big-stream-test.sh`, which runs them in release): off in a plain `swift test`,
/// whose output then says how to turn them on.
enum BigStreams {
    static let isEnabled = ProcessInfo.processInfo.environment["STREAMJSON_BIG"] == "1"

    /// The reason `swift test` prints beside each skipped suite.
    static let skipComment = Comment(
        rawValue:
            "needs STREAMJSON_BIG=1 (opt-in: generated files of up to 200 MiB; Scripts/big-stream-test.sh runs these in release)"
    )
}

@Suite struct BigStreamsSkipMessageTests {
    @Test func theSkipMessageNamesTheVariableThatTurnsTheTestsOn() {
        #expect(BigStreams.skipComment.rawValue.contains("STREAMJSON_BIG=1"))
    }
}
