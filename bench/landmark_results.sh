#!/usr/bin/env bash
# A* with landmarks (the differential heuristic, ALT) on the Moving AI benchmark folders (one folder
# per map family, each holding .map files with their .map.scen files): one Markdown table, a row per
# family and number of landmarks, with the queries run, the mean expansions per query, the tables'
# build time and bytes per map, and the mean query time. 0 landmarks is A* with the octile distance
# alone.
#
#   bench/landmark_results.sh DATA_DIR [max-queries] [landmark counts]
#   e.g. bench/landmark_results.sh path/to/movingai 50 "0 1 2 4 8 16"
#
# max-queries: at most that many queries per map, spread evenly over its scenario (default 50).
# BENCH names the program (default build/release/bench/pathfinder_landmark_bench, built with
# -DPATHFINDER_BUILD_BENCH=ON).
set -euo pipefail
cd "$(dirname "$0")/.."

data=${1:?usage: bench/landmark_results.sh DATA_DIR [max-queries] [landmark counts]}
most=${2:-50}
counts=${3:-0 1 2 4 8 16}
bench=${BENCH:-build/release/bench/pathfinder_landmark_bench}

echo "| family | maps | landmarks | queries | expanded per query | build per map (ms) | tables per map (MiB) | query (µs) | errors |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for family in "$data"/*/; do
  name=$(basename "$family")
  maps=()
  for map in "$family"*.map; do
    [[ -f "$map.scen" ]] && maps+=("$map")
  done
  ((${#maps[@]})) || continue
  "$bench" --max-queries "$most" --landmarks "$counts" "${maps[@]}" | awk -F'\t' -v family="$name" -v counts="$counts" '
    { k = $2; maps[k]++; queries[k] += $3; expanded[k] += $4; build[k] += $5; bytes[k] += $6
      time[k] += $7; errors[k] += $8 }
    END {
      n = split(counts, order, " ")
      for (i = 1; i <= n; i++) {
        k = order[i]
        if (!(k in maps)) continue
        printf "| %s | %d | %d | %d | %.0f | %.1f | %.1f | %.0f | %d |\n", family, maps[k], k, queries[k],
               expanded[k] / queries[k], build[k] / maps[k] / 1e6, bytes[k] / maps[k] / 1048576,
               time[k] / queries[k] / 1e3, errors[k]
      }
    }'
done
