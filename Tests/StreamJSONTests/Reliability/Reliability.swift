import Testing

/// Issue 6: hostile input, concurrency and sanitizers. Every suite in this folder is nested
/// here, so `swift test --filter Reliability` (with `--sanitize=thread` or `=address`) runs
/// exactly them. The fuzzer is in `Fuzz/`; its reproducers, once fixed, go in `Crashers/`.
@Suite enum Reliability {}
