#!/usr/bin/env bash
# Requests per second of an example server with Foundation's coders, with StreamJSON's, and
# with no JSON at all (the route returns the body untouched: the HTTP-only baseline).
#
#   Examples/benchmark.sh hummingbird|vapor [seconds per run, default 10] [rounds, default 3]
#
# Loopback only: the server listens on 127.0.0.1, pinned to core 0 with taskset; wrk runs on
# core 1 with one thread and 16 connections (-t1 -c16), each run bounded by its duration.
# Prints a Markdown table of the median round: requests/s, median latency, and the server's
# CPU time per request (from /proc, so Linux only), which a busy machine disturbs least.
set -euo pipefail
framework=${1:?usage: benchmark.sh hummingbird|vapor [seconds] [rounds]}
seconds=${2:-10}
rounds=${3:-3}
here=$(cd "$(dirname "$0")" && pwd)
case $framework in
    hummingbird) package=$here/HummingbirdExample ;;
    vapor) package=$here/VaporExample ;;
    *) echo "unknown framework '$framework'" >&2; exit 2 ;;
esac
command -v wrk >/dev/null || { echo "wrk is missing (Debian: apt-get install wrk)" >&2; exit 1; }
command -v taskset >/dev/null || { echo "taskset is missing (Debian: util-linux)" >&2; exit 1; }

swift build -c release --package-path "$package" --product issue-server >&2
server=$(swift build -c release --package-path "$package" --show-bin-path)/issue-server
work=$(mktemp -d)
pid=
cleanup() {
    if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

"$server" --sample issue > "$work/issue.json"
"$server" --sample event > "$work/event.json"
for sample in issue event; do
    cat > "$work/$sample.lua" <<LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = io.open("$work/$sample.json", "rb")
wrk.body = file:read("*a")
file:close()
LUA
done

port=18080
# start_server ARGUMENTS...: the server on core 0, waiting until it answers.
start_server() {
    taskset -c 0 "$server" "$@" "$port" &
    pid=$!
    for _ in $(seq 100); do
        if (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; then return; fi
        sleep 0.1
    done
    echo "the server did not start" >&2; exit 1
}
stop_server() { kill "$pid"; wait "$pid" 2>/dev/null || true; pid=; }

# cpu_ticks: the server's user + system CPU time so far, in clock ticks.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }

# measure SAMPLE PATH: "requests/s p50 server-CPU-µs-per-request" of the median round (by
# requests/s). CPU time per request counts only the server's own work, so it moves much less
# than requests/s when other processes share the machine.
measure() {
    local results=()
    taskset -c 1 wrk -t1 -c16 -d2s -s "$work/$1.lua" "http://127.0.0.1:$port$2" >/dev/null  # warm-up
    local hz
    hz=$(getconf CLK_TCK)
    for _ in $(seq "$rounds"); do
        local out before after
        before=$(cpu_ticks)
        out=$(taskset -c 1 wrk -t1 -c16 -d"${seconds}s" --latency -s "$work/$1.lua" "http://127.0.0.1:$port$2")
        after=$(cpu_ticks)
        local rps p50 requests cpu errors
        rps=$(awk '/^Requests\/sec:/ {printf "%d", $2}' <<<"$out")
        p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
        requests=$(awk '/requests in/ {print $1}' <<<"$out")
        cpu=$(awk -v t=$((after - before)) -v hz="$hz" -v n="$requests" 'BEGIN {printf "%.1f", t / hz / n * 1e6}')
        errors=$(grep -c "Non-2xx\|Socket errors" <<<"$out" || true)
        [ "$errors" = 0 ] || { echo "wrk reported errors on $2:" >&2; echo "$out" >&2; exit 1; }
        results+=("$rps $p50 $cpu")
    done
    printf '%s\n' "${results[@]}" | sort -n | sed -n "$(( (rounds + 1) / 2 ))p"
}

declare -A result
case $framework in
    hummingbird)
        for coders in foundation streamjson; do
            start_server "$coders"
            for sample in issue event; do result[$coders-$sample]=$(measure $sample /${sample}s); done
            if [ $coders = streamjson ]; then
                for sample in issue event; do result[raw-$sample]=$(measure $sample /raw); done
            fi
            stop_server
        done ;;
    vapor)
        start_server
        for sample in issue event; do
            result[foundation-$sample]=$(measure $sample /foundation/${sample}s)
            result[streamjson-$sample]=$(measure $sample /${sample}s)
            result[raw-$sample]=$(measure $sample /raw)
        done
        stop_server ;;
esac

cell() { set -- ${result[$1]}; printf "%s req/s, p50 %s, %s µs CPU" "$1" "$2" "$3"; }
ratio() { set -- ${result[$1]} ${result[$2]}; awk -v a="$1" -v b="$4" -v ca="$3" -v cb="$6" 'BEGIN {printf "%.2fx req/s, %.2fx less CPU", a / b, cb / ca}'; }
echo
echo "$framework, wrk -t1 -c16 -d${seconds}s, median of $rounds rounds, server pinned to one core;"
echo "µs CPU: the server's CPU time per request; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| body | Foundation | StreamJSON | no JSON (HTTP only) |"
echo "| --- | --- | --- | --- |"
for sample in issue event; do
    size=$(wc -c < "$work/$sample.json")
    echo "| $sample ($size B) | $(cell foundation-$sample) | $(cell streamjson-$sample) ($(ratio streamjson-$sample foundation-$sample)) | $(cell raw-$sample) |"
done
echo
echo "Server CPU per request spent on JSON (minus the no-JSON route's):"
for sample in issue event; do
    set -- ${result[foundation-$sample]} ${result[streamjson-$sample]} ${result[raw-$sample]}
    awk -v s="$sample" -v f="$3" -v j="$6" -v r="$9" \
        'BEGIN {printf "- %s: Foundation %.1f µs, StreamJSON %.1f µs (%.2fx less)\n", s, f - r, j - r, (f - r) / (j - r)}'
done
