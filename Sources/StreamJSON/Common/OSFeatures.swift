/// Where the library chooses between an API that only newer Apple systems have and a fallback
/// of identical behaviour.
///
/// The package's deployment targets (macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1) are
/// older than some of the standard library's fastest APIs (`UTF8Span`, `String(copying:)`, ...).
/// Each use of such an API is written as
///
/// ```swift
/// if OSFeatures.allowed, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
///     // the fast path
/// } else {
///     // the fallback: the same result by older means
/// }
/// ```
///
/// On Linux (and every non-Apple system) `#available` is always true, so CI would never run a
/// fallback. Building with `-DSTREAMJSON_FORCE_FALLBACKS` makes `allowed` false, which sends
/// every such branch to its fallback; `.ci/run` runs the differential suites that way too.
/// In ordinary builds `allowed` is the constant `true` and the check folds away.
/// `Scripts/check-availability` checks that no newer API is used outside such a branch.
enum OSFeatures {
    #if STREAMJSON_FORCE_FALLBACKS
        /// False: this build takes every fallback (`-DSTREAMJSON_FORCE_FALLBACKS`).
        static let allowed = false
    #else
        /// True: a newer API is used wherever the running system has it.
        static let allowed = true
    #endif
}
