#!/usr/bin/env bash
# Keeps the README's promise "unsafe code is confined to a few audited files" true.
#
#   Scripts/check-memory-safety.sh [--scratch-path DIR]
#
# 1. Compiles the StreamJSON library with -strict-memory-safety (Swift 6.2's opt-in check)
#    and fails on any warning of that check: every unsafe construct is acknowledged.
# 2. Fails if an unsafe construct (the `unsafe` keyword, @unsafe, an Unsafe* type,
#    @exclusivity(unchecked), nonisolated(unsafe), @unchecked Sendable, unsafeBitCast) appears
#    in a library file that is not listed below. Files audited only for exclusivity may
#    contain nothing but the accessor pattern around their unchecked stored properties.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(--scratch-path .build-strict-safety)
[ "${1:-}" = "--scratch-path" ] && scratch=(--scratch-path "$2")

# Raw memory: the only code that creates, reads or writes through pointers.
raw_memory=(
    Common/InputBytes.swift                       # the checked byte view every parser takes
    Common/UTF8Output.swift                       # checked writes into a new String's storage
    Tree/TapeStorage.swift                        # the tape's entries
    Writing/OutputBuffer.swift                    # the encoder's output bytes
    Writing/OutputBuffer+Strings.swift            # ... its string escaping loops
    Writing/OutputBuffer+Numbers.swift            # ... its integer printing
    Writing/OutputBuffer+FloatingPoint.swift      # ... its float printing
    Common/BitCasts.swift                         # same-size reinterpretations of plain values
    Common/LaneBitmask.swift                      # the one C intrinsic (x86-64 movemask) on a same-size cast
    Common/FileDescriptorReading.swift            # read(2) into an array's own storage
    Reading/JSONReader+UnsafeBytes.swift          # public API that hands out raw bytes, by name
    Streaming/IncrementalDecoder+UnsafeBytes.swift  # public API that takes raw bytes, by name
    Encoding/StreamJSONEncoder+UnsafeBytes.swift  # public API that hands out the encoded bytes, by name
)
# Exclusivity only: hot single-threaded state with Swift's dynamic exclusivity checks off
# (they cost 10-50% of decode and encode time), each property behind an accessor pair.
exclusivity_only=(
    Decoding/TapeDecoder.swift
    Decoding/DecodingSession.swift
    Decoding/KeyedContainer.swift
    Encoding/EncodingKeyedContainer.swift
    Common/LockedCoderState.swift
    Common/SharedWorkspaces.swift
    Encoding/EncodingWorkspace.swift
    Common/ContainerBoxCache.swift
    Encoding/EncodingContext.swift
    Encoding/DirectMode.swift
    Encoding/TreeMode.swift
    Writing/JSONWriter.swift
)
# Sendable by a lock or by their payloads' contract, which the compiler cannot check: the
# open coder classes (every property behind an NSLock, as in Foundation) and the strategy
# enums whose closure payloads Foundation's own API types as non-@Sendable.
unchecked_sendable=(
    Decoding/StreamJSONDecoder.swift
    Decoding/StreamJSONDecoder+Strategies.swift
    Encoding/StreamJSONEncoder.swift
    Encoding/StreamJSONEncoder+Strategies.swift
    Common/SharedWorkspaces.swift                 # the default-settings coders' spare workspaces, one NSLock
    Common/WorkCounter.swift                      # debug-only test counter, one NSLock
)

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
