#!/usr/bin/env bash
# Runs the test suite with every availability fallback forced (README "Platforms").
#
#   Scripts/test-fallbacks.sh [extra swift test arguments...]
#
# On Linux every `#available` check is true, so the fallbacks written for older Apple systems
# (an array instead of an InlineArray, String(decoding:) instead of UTF8Span, ...) would never
# run. -DSTREAMJSON_FORCE_FALLBACKS makes `OSFeatures.allowed` false in the library (and the
# tests, which check that it reached the library), so every such branch takes its fallback;
# the whole suite, its differential suites against Foundation and the round-trip corpus
# included, must pass that way too. A build folder of its own keeps the ordinary build intact.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --scratch-path .build-fallbacks -Xswiftc -DSTREAMJSON_FORCE_FALLBACKS "$@"
