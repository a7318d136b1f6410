#!/usr/bin/env bash
# Keeps the README's Platforms promise "every use of the C library names each system" true:
# a Swift file that imports a C library module (Glibc, Musl, Darwin, ...) must do it in a chain
# that names all of Glibc, Musl, Android, WASILibc, ucrt and Darwin, so the package compiles
# wherever swift-foundation does. A file whose C-library code is deliberately for one system
# says so with a line `// platform-specific: <why>` and is skipped (the benchmark's Linux-only
# memory probe reads /proc).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
required=(Glibc Musl Android WASILibc ucrt Darwin)
while IFS= read -r file; do
    grep -qE '^\s*import (Glibc|Musl|Darwin|Android|WASILibc|ucrt|WinSDK)\b' "$file" || continue
    grep -q '// platform-specific:' "$file" && continue
    for module in "${required[@]}"; do
        if ! grep -qE "canImport\($module\)" "$file"; then
            echo "$file: imports a C library module but its chain does not handle $module"
            status=1
        fi
    done
done < <(git ls-files '*.swift' | grep -v '^Scripts/availability-fixtures/')
[ $status -eq 0 ] && echo "ok: every C library import chain names ${required[*]}"
exit $status
