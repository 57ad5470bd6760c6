#!/usr/bin/env bash
# Runs every scenario of the Moving AI benchmark folders given (one folder per map family, each
# holding .map files with their .map.scen files) and prints a Markdown table per family and
# walker: queries, mismatches against the files' optimal lengths, total search time and
# expansions per second.
#
#   bench/movingai_results.sh DATA_DIR [walkers] [jobs] [reps]
#   e.g. bench/movingai_results.sh ~/movingai dijkstra,astar,jps 2
#
# reps: each query is timed that many times and its median counts (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

data=${1:?usage: bench/movingai_results.sh DATA_DIR [walkers] [jobs] [reps]}
walkers=${2:-dijkstra,astar,jps}
jobs=${3:-1}
reps=${4:-1}
cli=${CLI:-build/release/src/cli/pathfinder-cli}

echo "| family | walker | queries | mismatches | total time (s) | expansions | expansions/s |"
echo "|---|---|---:|---:|---:|---:|---:|"
for family in "$data"/*/; do
  name=$(basename "$family")
  compgen -G "$family*.scen" >/dev/null || continue
  # A mismatch makes scen exit non-zero; the table still shows it, so carry on.
  "$cli" scen "$family" --algo "$walkers" --jobs "$jobs" --reps "$reps" 2>/dev/null | awk -v family="$name" '
    $2 == "total" { printf "| %s | %s | %d | %d | %.2f | %d | %.2fM |\n", family, $1, $3, $4, $6 / 1000, $5, $7 / 1e6 }' || true
done
