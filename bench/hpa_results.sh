#!/usr/bin/env bash
# HPA* on the Moving AI benchmark folders (one folder per map family, each holding .map files with
# their .map.scen files): a Markdown table per family, a row per map, with the queries run, the
# path's cost over the optimum (A*'s cost) as median and worst, plain and smoothed (a smoothed
# path's cost is its Euclidean length, so it may fall below 1), the abstract map's build time and
# bytes, and the total query time of HPA* and of A* over the same queries.
#
#   bench/hpa_results.sh DATA_DIR [cluster-size] [max-queries]
#   e.g. bench/hpa_results.sh path/to/movingai 16 1000
#
# max-queries: at most that many queries per map, spread evenly over its scenario (default 1000).
# BENCH names the program (default build-bench/bench/pathfinder_hpa_bench, built with
# -DPATHFINDER_BUILD_BENCH=ON).
set -euo pipefail
cd "$(dirname "$0")/.."

data=${1:?usage: bench/hpa_results.sh DATA_DIR [cluster-size] [max-queries]}
size=${2:-16}
most=${3:-1000}
bench=${BENCH:-build-bench/bench/pathfinder_hpa_bench}

for family in "$data"/*/; do
  name=$(basename "$family")
  maps=()
  for map in "$family"*.map; do
    [[ -f "$map.scen" ]] && maps+=("$map")
  done
  ((${#maps[@]})) || continue
  echo "### $name (cluster size $size)"
  echo
  echo "| map | queries | cost/optimal median | worst | smoothed median | smoothed worst | build (ms) | abstract map (KiB) | HPA* queries (ms) | A* queries (ms) | errors |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  "$bench" --cluster-size "$size" --max-queries "$most" "${maps[@]}" | awk -F'\t' '
    { printf "| %s | %d | %.3f | %.3f | %.3f | %.3f | %.1f | %.0f | %.1f | %.1f | %d |\n",
             $1, $2, $3, $4, $5, $6, $7, $8 / 1024, $9, $10, $11 }'
  echo
done
