import Testing
@testable import StreamJSON

/// The switch that sends every availability check to its fallback (Scripts/test-fallbacks.sh).
@Suite struct OSFeaturesTests {
    #if STREAMJSON_FORCE_FALLBACKS
        @Test func fallbackBuildsTakeEveryFallback() {
            #expect(!OSFeatures.allowed)
        }
    #else
        @Test func ordinaryBuildsUseNewerAPIsWhereTheSystemHasThem() {
            #expect(OSFeatures.allowed)
        }
    #endif

    /// The fallback of `string(scannedUTF8:)` (String(decoding:) where UTF8Span is missing)
    /// gives the string the fast path gives, for ASCII, multi-byte and empty text.
    @Test func scannedStringsAreTheSameOnEitherPath() {
        for text in [
            "", "plain", "caf\u{E9}", "\u{1F600} emoji", "e\u{301}", String(repeating: "x\u{2126}", count: 40),
        ] {
            let bytes = Array(text.utf8)
            let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
            let string = InputBytes.with(bytes) { $0.string(scannedUTF8: isASCII) }
            #expect(string == text)
            #expect(Array(string.utf8) == bytes)
        }
    }
}
