#!/usr/bin/env bash
# Builds the DocC documentation (Sources/StreamJSON/StreamJSON.docc plus every public symbol's
# doc comment) with the toolchain's own `docc`, no package plugin: symbol graphs from
# `swift build -emit-symbol-graph`, then `docc convert --warnings-as-errors`, so a broken symbol
# link or an unknown article fails the build. The article code is type-checked separately by
# Scripts/check-readme-snippets.sh.
#
# Usage: bash Scripts/build-docs.sh [output directory, default .build-docs/StreamJSON.doccarchive]
# Build folder: .build-docs (its own, so the default .build keeps its flags).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
symbols=$scratch/symbol-graphs
output=${1:-$scratch/StreamJSON.doccarchive}
docc=$(command -v docc || true)
[ -n "$docc" ] || docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
[ -x "$docc" ] || { echo "docc is not in the toolchain" >&2; exit 1; }

rm -rf "$symbols" "$output"
mkdir -p "$symbols"
build() {
    swift build --target StreamJSON --scratch-path "$scratch" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$symbols" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
}
build
# The graphs are written only when the module compiles: on a rerun with nothing changed, make
# the build compile it again.
if ! ls "$symbols"/StreamJSON*.symbols.json >/dev/null 2>&1; then
    rm -f "$scratch"/*/debug/Modules/StreamJSON.swiftmodule
    build
fi
# Only this module's graphs: the extension graphs of the standard library and Foundation
# (StreamJSON@Swift.symbols.json, ...) document our extensions of their types and stay in.
ls "$symbols"/StreamJSON*.symbols.json >/dev/null

"$docc" convert Sources/StreamJSON/StreamJSON.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name StreamJSON \
    --fallback-bundle-identifier streamjson.StreamJSON \
    --output-path "$output" \
    --warnings-as-errors
echo "documentation: $output"
