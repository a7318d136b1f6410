#!/usr/bin/env bash
# Builds the libFuzzer binary (the package in Fuzz/, which depends on StreamJSON by path; both
# with AddressSanitizer and libFuzzer's coverage) and runs one of its two targets.
#
#   Fuzz/run.sh [full|lean] [SECONDS] [extra libFuzzer flags...]   (default: full, 60 seconds)
#
# `full` sends every input through every consumer and cross-check (FuzzDecoder.swift, a few
# hundred inputs per second under ASan); `lean` only through the paths where memory errors
# would live (FuzzLean.swift: both scanner kernels, JSONValue, one typed model, the
# incremental decoder), thousands per second. Both grow and read the same corpus.
#
# Environment:
#   FUZZ_OPT=-Onone     a debug build (default: release; -Onone gives better stacks)
#   FUZZ_JOBS=N         parallel fuzzing processes (default 1; more than 1 writes fuzz-N.log files)
#   STREAMJSON_SHARED=DIR  the shared folder (default ../shared beside the package)
#
# The corpus grows in Fuzz/corpus-work/ (git-ignored), seeded from ../shared/conformance
# (skipped with a message if ../shared is absent) and Fuzz/seeds/. A crash, sanitizer report,
# timeout (an input that takes more than FUZZ_TIMEOUT seconds, default 2: slowness is a finding)
# or broken invariant stops the run with a non-zero exit; the input is written to
# .build-fuzz/artifacts/ and belongs, once fixed, in Tests/StreamJSONTests/Reliability/FuzzFindings/,
# which `swift test` replays (FuzzFindingsTests).
set -euo pipefail
cd "$(dirname "$0")/.."

target=full
case "${1:-}" in
    full|lean) target="$1"; shift ;;
esac
seconds="${1:-60}"
shift || true
build=.build-fuzz
corpus=Fuzz/corpus-work
mkdir -p "$build/artifacts" "$corpus"

echo "== fuzz: building the FuzzDecoder product of Fuzz/Package.swift"
opt=(-c release)
if [ "${FUZZ_OPT:-}" = "-Onone" ]; then opt=(-c debug); fi
swift build --package-path Fuzz --scratch-path "$build/swiftpm" "${opt[@]}" --product FuzzDecoder \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -g
binary="$(swift build --package-path Fuzz --scratch-path "$build/swiftpm" "${opt[@]}" --show-bin-path)/FuzzDecoder"

seeds=()
shared="${STREAMJSON_SHARED:-../shared}/conformance"
if [ -d "$shared" ]; then
    mkdir -p "$build/seeds"
    # Inputs up to 64 KiB: larger ones only slow the fuzzer down.
    find "$shared" -type f -name '*.json' -size -65k -exec cp -f {} "$build/seeds/" \;
    seeds+=("$build/seeds")
    echo "== fuzz: seeded with $(ls "$build/seeds" | wc -l) files from $shared"
else
    echo "== fuzz: $shared is absent; no conformance seed corpus (Fuzz/seeds only)"
fi
seeds+=(Fuzz/seeds Tests/StreamJSONTests/Reliability/FuzzFindings)

echo "== fuzz: running the $target target for $seconds s"
STREAMJSON_FUZZ_TARGET="$target" LSAN_OPTIONS="suppressions=Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" "$binary" "$corpus" "${seeds[@]}" \
    -dict=Fuzz/json.dict -max_len=16384 -timeout="${FUZZ_TIMEOUT:-2}" -rss_limit_mb=2048 \
    -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$build/artifacts/" \
    ${FUZZ_JOBS:+-jobs=$FUZZ_JOBS -workers=$FUZZ_JOBS} "$@"
