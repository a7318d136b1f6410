#!/usr/bin/env bash
# Instruction counts of StreamJSON's side of one benchmark workload, noise-free, with
# valgrind's callgrind: the second opinion beside the benchmark's timings.
#
#   Scripts/profile.sh [DOCUMENT] [WORKLOAD] [SIDE] [BENCHMARK OPTIONS...]   (default: twitter decode candidate)
#   Scripts/profile.sh events array-file candidate --scale 0.01   # 1,900 streamed records
#
# DOCUMENT is one of the benchmark's (twitter, citm, canada, event, api-object, ints, events);
# WORKLOAD one of its workloads (decode, decode-new-coder, encode, parse, validate, probe, ...);
# SIDE is candidate (StreamJSON, the default) or baseline (Foundation, or what the workload
# compares with). For the small documents one run is one call. Uses ../shared/corpus when it is there, else the generated documents.
# The run is the benchmark's memory probe (a warm-up run and a measured run of StreamJSON's
# side) profiled twice: as is, and with STREAMJSON_PROFILE_RUNS=10 more runs. The difference
# divided by 10 is the steady-state cost of one run (with SWIFT_DETERMINISTIC_HASHING=1, so that
# dictionary probes, and so the count, do not change from run to run): first runs also pay for type metadata,
# conformance lookups and caches that a long-running program pays once. Prints that figure
# and the top functions by their own cost in the longer profile, which is left in /tmp for
# callgrind_annotate or kcachegrind.
set -euo pipefail
cd "$(dirname "$0")/.."
document="${1:-twitter}"
workload="${2:-decode}"
side="${3:-candidate}"
extra=("${@:4}")  # more benchmark options, e.g. --scale 0.01 for the 56 MB events file
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)"; exit 1; }

swift build -c release --product streamjson-bench
corpus=()
[ -d ../shared/corpus ] && corpus=(--corpus ../shared/corpus)
total() {
    callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
out="/tmp/streamjson-callgrind.$document.$workload.$side"
for runs in 0 10; do
    SWIFT_DETERMINISTIC_HASHING=1 STREAMJSON_PROFILE_RUNS=$runs valgrind --tool=callgrind --callgrind-out-file="$out.$runs" \
        .build/release/streamjson-bench "${corpus[@]}" ${extra[@]+"${extra[@]}"} --probe-memory "$document" "$workload" "$side" > /dev/null 2>&1
done
short=$(total "$out.0")
long=$(total "$out.10")
echo "profile: $out.10"
echo "instructions per run, steady state: $(( (long - short) / 10 ))"
echo "top functions by own cost (12 runs, with the program's set-up):"
callgrind_annotate "$out.10" 2>/dev/null | grep -E '^ *[0-9,]+ ' | sed -n '2,21p' | cut -c1-160
