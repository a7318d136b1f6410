#!/usr/bin/env bash
# Keeps the promise "unsafe code is confined to a few audited files" (ARCHITECTURE.md, Unsafe
# code, which holds the list this script reads) true.
#
#   Scripts/check-memory-safety.sh [--scratch-path DIR]
#
# 1. Compiles the StreamJSON library with -strict-memory-safety (Swift 6.2's opt-in check)
#    and fails on any warning of that check: every unsafe construct is acknowledged.
# 2. Fails if an unsafe construct (the `unsafe` keyword, @unsafe, an Unsafe* type,
#    @exclusivity(unchecked), nonisolated(unsafe), @unchecked Sendable, unsafeBitCast) appears
#    in a library file that ARCHITECTURE.md does not list. Files audited only for exclusivity may
#    contain nothing but the accessor pattern around their unchecked stored properties.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(--scratch-path .build-strict-safety)
[ "${1:-}" = "--scratch-path" ] && scratch=(--scratch-path "$2")

# The audited files: the three tables of ARCHITECTURE.md's "Unsafe code" section, each after
# a line `<!-- audited: NAME -->`, are the one list (the first backquoted path of each row).
audited() {
    awk -v name="$1" '
        $0 == "<!-- audited: " name " -->" { inside = 1; next }
        inside && /^\| `/ { split($0, cells, "`"); print cells[2]; seen = 1; next }
        inside && /^\|/ { next }
        inside && NF == 0 && seen { exit }
        inside && NF == 0 { next }
        inside { exit }
    ' ARCHITECTURE.md
}
mapfile -t raw_memory < <(audited raw-memory)
mapfile -t exclusivity_only < <(audited exclusivity-only)
mapfile -t unchecked_sendable < <(audited unchecked-sendable)
for list in raw_memory exclusivity_only unchecked_sendable; do
    declare -n entries=$list
    [ ${#entries[@]} -gt 0 ] || { echo "error: ARCHITECTURE.md has no '$list' table of audited files"; exit 1; }
    for file in "${entries[@]}"; do
        [ -f "Sources/StreamJSON/$file" ] || { echo "error: ARCHITECTURE.md lists $file, which does not exist"; exit 1; }
    done
done

status=0
echo "-- compiling the library with -strict-memory-safety"
# Only a full compile prints every file's warnings: start from an empty scratch directory.
rm -rf "${scratch[1]}"
log=$(mktemp)
swift build "${scratch[@]}" --target StreamJSON -Xswiftc -strict-memory-safety >"$log" 2>&1 || {
    cat "$log"; echo "error: the library does not build"; exit 1; }
warnings=$(grep -E '^/.*: warning: .*\[#StrictMemorySafety\]' "$log" | sort -u || true)
if [ -n "$warnings" ]; then
    echo "$warnings"
    echo "error: unacknowledged unsafe constructs (see above)"
    status=1
fi
rm -f "$log"

echo "-- unsafe constructs outside the audited files"
pattern='\bunsafe\b|@unsafe|\bUnsafe[A-Za-z]*|@exclusivity\(unchecked\)|nonisolated\(unsafe\)|@unchecked Sendable|unsafeBitCast'
is_listed() { local f=$1; shift; for a in "$@"; do [ "$a" = "$f" ] && return 0; done; return 1; }
while IFS= read -r file; do
    relative=${file#Sources/StreamJSON/}
    is_listed "$relative" "${raw_memory[@]}" && continue
    # Code lines only: doc comments may name unsafe types.
    hits=$(grep -nE "$pattern" "$file" | grep -vE '^[0-9]+:\s*//' || true)
    [ -z "$hits" ] && continue
    if is_listed "$relative" "${exclusivity_only[@]}"; then
        hits=$(echo "$hits" | grep -vE '@exclusivity\(unchecked\) private var _[A-Za-z]+|_(read|modify) \{ yield unsafe &?_[A-Za-z]+ \}|^[0-9]+:\s*unsafe self\._[A-Za-z]+ = ' || true)
        [ -z "$hits" ] && continue
    fi
    if is_listed "$relative" "${unchecked_sendable[@]}"; then
        hits=$(echo "$hits" | grep -vE '(class|enum) [A-Za-z]+(<[A-Za-z: ]+>)?: @unchecked Sendable \{' || true)
        [ -z "$hits" ] && continue
    fi
    echo "$file:"
    echo "$hits"
    status=1
done < <(find Sources/StreamJSON -name '*.swift' | sort)
[ $status -eq 0 ] && echo "ok: unsafe code is confined to ${#raw_memory[@]} audited files (plus ${#exclusivity_only[@]} with unchecked exclusivity only, ${#unchecked_sendable[@]} with lock-protected @unchecked Sendable)"
exit $status
