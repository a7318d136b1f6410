#!/usr/bin/env bash
# Builds and tests the example server packages, each its own package that depends on this
# library by relative path and on its framework: Examples/HummingbirdExample (Hummingbird
# 2.28) and Examples/VaporExample (Vapor 4.122). Their tests start the real server on loopback
# and compare it, request by request, with the framework's Foundation coders.
#
# Usage: bash Scripts/ci-examples.sh [HummingbirdExample|VaporExample ...]
# Each package builds in its own Examples/NAME/.build, kept between runs and between steps:
# `swift test` builds once and runs the tests.
set -euo pipefail
cd "$(dirname "$0")/.."

examples=("$@")
[ ${#examples[@]} -gt 0 ] || examples=(HummingbirdExample VaporExample)
for example in "${examples[@]}"; do
    start=$SECONDS
    echo "-- $example: build and test"
    swift test --package-path "Examples/$example" 2>&1 | grep -v "found 1 file(s) which are unhandled"
    echo "-- $example: $((SECONDS - start)) s"
done
