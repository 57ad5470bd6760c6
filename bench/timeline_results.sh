#!/usr/bin/env bash
# The table of bench/README.md §6: what recording a run on the timeline costs in time (against the
# same search headless, run alternately; recorded afresh, and again in the last record's storage as
# the app records a run started over) and in memory (the peak resident set of a process that makes
# one recorded run and then shows its middle and last steps again), on generated 1024×1024 maps.
#
#   bench/timeline_results.sh [reps]
set -euo pipefail
cd "$(dirname "$0")/.."
reps=${1:-5}
bench=${BENCH:-build/release/bench/pathfinder_timeline_bench}

echo "| map (1024×1024) | walker | headless | recorded | ratio | recorded again | ratio | events | steps | timeline | peak RSS |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for kind in open random20 maze; do
  for walker in astar dijkstra; do
    read -r plain rec again events steps bytes < <("$bench" time "$kind" "$walker" "$reps")
    rss=$("$bench" rss "$kind" "$walker")
    awk -v k="$kind" -v w="$walker" -v p="$plain" -v r="$rec" -v a="$again" -v e="$events" -v s="$steps" -v b="$bytes" -v m="$rss" 'BEGIN {
      names["open"] = "open"; names["random20"] = "20 % random walls"; names["maze"] = "maze (backtracker)"
      printf "| %s | %s | %.1f ms | %.1f ms | %.2f | %.1f ms | %.2f | %d | %d | %.1f MiB | %.1f MiB |\n", names[k], w, p, r, r / p, a, a / p, e, s, b / 1048576, m / 1024 }'
  done
done
