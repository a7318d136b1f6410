#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/FuzzDecoder.swift + Sources/StreamJSON, with
# AddressSanitizer) and runs it.
#
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]     (default: 60 seconds)
#
# Environment:
#   FUZZ_OPT=-Onone     optimisation level (default -O; -Onone -g gives better stacks)
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

seconds="${1:-60}"
shift || true
build=.build-fuzz
corpus=Fuzz/corpus-work
mkdir -p "$build/artifacts" "$corpus"

echo "== fuzz: building $build/fuzz-decoder"
mapfile -t sources < <(find Sources/StreamJSON -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library ${FUZZ_OPT:--O} -g -swift-version 5 \
    -module-name StreamJSONFuzz \
    "${sources[@]}" Fuzz/FuzzDecoder.swift -o "$build/fuzz-decoder"

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

echo "== fuzz: running for $seconds s"
LSAN_OPTIONS="suppressions=Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" "$build/fuzz-decoder" "$corpus" "${seeds[@]}" \
    -dict=Fuzz/json.dict -max_len=16384 -timeout="${FUZZ_TIMEOUT:-2}" -rss_limit_mb=2048 \
    -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$build/artifacts/" \
    ${FUZZ_JOBS:+-jobs=$FUZZ_JOBS -workers=$FUZZ_JOBS} "$@"
