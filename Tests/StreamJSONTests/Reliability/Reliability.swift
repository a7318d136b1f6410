import Testing

/// Hostile input, linear time, limits, concurrency and sanitizers. Every suite in this folder
/// is nested here, so `swift test --filter Reliability` (with `--sanitize=thread` or
/// `=address`) runs exactly them. The fuzzer is in `Fuzz/`; its findings, once fixed, go in
/// `FuzzFindings/`, which ``Reliability/FuzzFindingsTests`` replays.
@Suite enum Reliability {}
