#!/usr/bin/env bash
# Type-checks every ```swift block of README.md and of the DocC articles
# (Sources/StreamJSON/StreamJSON.docc/*.md) against the library, so the documentation stays true.
#
# Each block becomes the body of a function of its own file (type declarations included), with
# the block's `import` lines at the top of the file; a block without imports is a fragment of a
# program and gets `import Foundation` and `import StreamJSON`. Names a block takes from the
# reader's program (`data`, `Event`, ...) come from Scripts/readme-snippets/Prelude.swift.
# A block that is not Swift source of a program (a Package.swift fragment, code that needs
# SwiftNIO) is preceded, in the README or an article, by the line `<!-- snippet: skip -->`.
# The benchmark figures between `<!-- benchmark-table:... -->` markers are checked by
# Scripts/render-benchmark-tables --check, not here.
#
# Warnings (an unused `let` of a fragment) are not reported; errors fail the check.
#
# Usage: bash Scripts/check-readme-snippets.sh [FILE.md ...]   (builds the library first;
#        with no file: README.md and the DocC articles)
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target StreamJSON >/dev/null
modules="$(swift build --show-bin-path)/Modules"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

files=("$@")
[ ${#files[@]} -gt 0 ] || files=(README.md Sources/StreamJSON/StreamJSON.docc/*.md)

index=0
for markdown in "${files[@]}"; do
index=$((index + 1))
awk -v dir="$work" -v prefix="$(printf 'Doc%02d_' "$index")" -v name="$markdown" '
    /^<!-- snippet: skip -->$/ { skip = 1; next }
    /^```swift$/ {
        inBlock = 1; count++; imports = ""; body = ""
        next
    }
    /^```$/ && inBlock {
        inBlock = 0
        if (!skip) {
            file = sprintf("%s/%sSnippet%02d.swift", dir, prefix, count)
            if (imports == "") imports = "import Foundation\nimport StreamJSON\n"
            printf "// %s, ```swift block %d (line %d)\n%s\nfunc %ssnippet%d() async throws {\n%s}\n",
                name, count, start, imports, prefix, count, body > file
            close(file)
        }
        skip = 0
        next
    }
    inBlock {
        if (body == "" && imports == "") start = NR
        if ($0 ~ /^import /) imports = imports $0 "\n"; else body = body "    " $0 "\n"
        next
    }
    { if ($0 !~ /^[[:space:]]*$/) skip = 0 }
' "$markdown"
done

count=$(ls "$work"/*Snippet*.swift | wc -l)
swiftc -typecheck -suppress-warnings -module-name ReadmeSnippets -I "$modules" \
    Scripts/readme-snippets/Prelude.swift "$work"/*Snippet*.swift
echo "${files[*]}: $count Swift snippets type-check"
