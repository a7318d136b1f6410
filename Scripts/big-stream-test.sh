#!/usr/bin/env bash
# Decodes a generated JSON Lines file, a generated top-level array, a generated envelope
# {"meta": {...}, "rows": [...], "next": "x"} (streamed with .array(at: "/rows")), each at least
# 200 MiB, value by value, and {"bbox": [200 MiB], "features": [...], "properties": {20 MiB}}
# streamed with .array(at: "/features") (the siblings validated as they stream past), and checks
# that the test process's peak resident memory stays under 64 MiB; prints the envelope's throughput as a ratio of the top-level array's (measured just
# after it on the same records). Then prints streaming throughput beside whole-buffer decode of
# a 20 MiB document.
#
#   Scripts/big-stream-test.sh                         # 200 MiB per file
#   STREAMJSON_BIG_MB=1024 Scripts/big-stream-test.sh  # 1 GiB per file
#
# Linux only (memory is read from /proc/self/status). Builds in release mode with
# -enable-testing (the tests use @testable import) and needs about 2 x the file size free in
# the temporary directory. The peak is the test process's VmHWM, never reset: it includes the
# test runner and the generation of the files. /usr/bin/time, when present, reports the same
# process's maximum resident set size from outside.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --build-tests -Xswiftc -enable-testing

binary=.build/release/StreamJSONPackageTests.xctest
time_tool=()
if [ -x /usr/bin/time ]; then
    time_tool=(/usr/bin/time -f "maximum resident set size of the test process (from outside): %M KiB")
fi

status=0
for suite in BigStreamTests StreamingThroughputTests; do
    STREAMJSON_BIG=1 "${time_tool[@]}" "$binary" --testing-library swift-testing --filter "StreamJSONTests.$suite/" \
        > /tmp/streamjson-big-$$.log 2>&1 || status=$?
    grep -E "BIG-STREAM|THROUGHPUT|✘|maximum resident|Test run" /tmp/streamjson-big-$$.log || true
    rm -f /tmp/streamjson-big-$$.log
done
exit $status
