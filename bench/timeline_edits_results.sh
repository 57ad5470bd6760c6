#!/usr/bin/env bash
# The second table of bench/README.md §6: what the app's main thread pays, during a recorded run,
# for an edit of one cell (SearchTimeline::endEdit) and for the open list the explanations pane
# reads on every tick (SearchReplay::openCells), halfway through the search, on generated maps.
#
#   bench/timeline_edits_results.sh [edits]
set -euo pipefail
cd "$(dirname "$0")/.."
edits=${1:-50}
bench=${BENCH:-build/release/bench/pathfinder_timeline_bench}

echo "| map | walker | record an edit of one cell | read the open list | open cells |"
echo "|---|---|---:|---:|---:|"
for size in 1024 4096; do
  for kind in open maze; do
    for walker in astar dstar; do
      read -r edit open cells < <("$bench" edits "$kind" "$walker" "$edits" "$size")
      awk -v s="$size" -v k="$kind" -v w="$walker" -v e="$edit" -v o="$open" -v c="$cells" 'BEGIN {
        names["open"] = "open"; names["maze"] = "maze (backtracker)"
        printf "| %s %d×%d | %s | %.1f µs | %.1f µs | %d |\n", names[k], s, s, w, e, o, c }'
    done
  done
done
