#!/usr/bin/env bash
# Instruction counts of StreamJSON's typed decode (or another workload), noise-free, with
# valgrind's callgrind: the second opinion beside the benchmark's timings.
#
#   Scripts/profile.sh [DOCUMENT] [WORKLOAD]     (default: twitter decode)
#
# DOCUMENT is twitter, citm or canada; WORKLOAD one of the benchmark's (decode, encode, parse,
# validate, ...). Uses ../shared/corpus when it is there, else the generated documents. The
# run is the benchmark's memory probe: one warm-up run and one measured run of StreamJSON's
# side, so the StreamJSON entry point's inclusive count covers two runs. Prints that count
# and the top functions by their own cost; the full profile is left in /tmp for
# callgrind_annotate or kcachegrind.
set -euo pipefail
cd "$(dirname "$0")/.."
document="${1:-twitter}"
workload="${2:-decode}"
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)"; exit 1; }

swift build -c release --product streamjson-bench
corpus=()
[ -d ../shared/corpus ] && corpus=(--corpus ../shared/corpus)
out="/tmp/streamjson-callgrind.$document.$workload"
valgrind --tool=callgrind --callgrind-out-file="$out" \
    .build/release/streamjson-bench "${corpus[@]}" --probe-memory "$document" "$workload" candidate > /dev/null
echo "profile: $out"
echo "inclusive instructions of StreamJSON entry points (two runs):"
callgrind_annotate --inclusive=yes "$out" 2>/dev/null | grep -E 'StreamJSON(Decoder|Encoder)C6(decode|encode)' | grep '\[' | head -3
echo "top functions by own cost:"
callgrind_annotate "$out" 2>/dev/null | grep -E 'StreamJSON' | head -15 | cut -c1-160
